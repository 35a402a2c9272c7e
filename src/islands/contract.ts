/**
 * The contract between an interactive part's markup (rendered by React at build time) and its
 * island (its behaviour in the browser, where no React runs). Each island declares once, in the
 * spirit of Stimulus' targets and values:
 *
 * - its name, carried by the root element as data-island;
 * - the elements it needs (targets), each marked data-<island>-target="<target>", and how many:
 *   "one" (the island cannot work without it) or "many" (none or more);
 * - the values it reads or writes, each an attribute data-<island>-<value>, with its type and
 *   default: text, a flag, a number, or one of a set of words.
 *
 * The TSX spreads the props islandMarkup (./markup.ts) derives from the contract
 * (`const projectsMarkup = islandMarkup(projectsContract)`, then `{...projectsMarkup.root}`,
 * `{...projectsMarkup.target("grid")}`, `{...projectsMarkup.values({ labelExpanded: "…" })}`)
 * and the island asks the contract for its elements, so every attribute name is written here
 * once, and a renamed target or value is a type error on both sides. An element
 * the island needs that the markup lacks is a console error naming the island and the
 * element, and that island does not start.
 */

/** How many elements of a target the island expects inside its root. */
export type TargetCount = "one" | "many"

/** Undoes what an island's start did (listeners, timers). */
export type Cleanup = () => void

/** An island's targets: each element's name and how many the island expects. */
export type Targets = Readonly<Record<string, TargetCount>>
type TargetsOf<T extends Targets, C extends TargetCount> = { [K in keyof T]: T[K] extends C ? K : never }[keyof T] & string

/** Names the island an element is the root of. */
export const ISLAND_ATTRIBUTE = "data-island"

/** Marks a control that only works with its island (see islandMarkup's scriptOnlyControl). */
export const SCRIPT_ONLY_ATTRIBUTE = "data-script-only"

/**
 * A value's type, given by its default: a text (""), a flag (false), a number (0), or one of a
 * set of words (the list, its first word the default). An attribute that is absent, or not one
 * of the set, reads as the default.
 */
export type ValueType = string | boolean | number | readonly string[]

/** What a value of that type is in the island's code. */
export type ValueOf<S extends ValueType> = S extends readonly (infer Word)[] ? Word : S extends boolean ? boolean : S extends number ? number : string

export type Values = Readonly<Record<string, ValueType>>

/** One of a set of words, `fallback` where the attribute is absent or holds another word. */
export const oneOf = <W extends string>(words: readonly W[], fallback: NoInfer<W> = words[0]): readonly W[] =>
  // concat, not a spread: Babel writes a spread out with an iterator helper of ~0.8 KiB.
  [fallback].concat(words.filter((word) => word !== fallback))

/** Each value's name with what it is: the props islandMarkup writes and what read returns. */
export type ValuesOf<V extends Values> = { [K in keyof V]: ValueOf<V[K]> }

export interface IslandSpec<N extends string, T extends Targets, V extends Values> {
  name: N
  targets: T
  values?: V
}

export interface IslandContract<N extends string, T extends Targets, V extends Values> {
  readonly name: N
  readonly targets: T
  readonly values: V
  /** The attribute marking a target's elements. */
  readonly targetAttribute: string
  /** The CSS selector of a target's elements. */
  targetSelector(name: keyof T & string): string
  /** The attribute of a value, e.g. for a style that follows it: `&[${contract.valueAttribute("visible")}=true]`. */
  valueAttribute(name: keyof V & string): string
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * An island's contract: what both sides need. The markup's props come from islandMarkup
 * (src/islands/markup.ts), which the islands bundle does not load.
 */
export function islandContract<N extends string, T extends Targets, V extends Values = Record<never, ValueType>>(
  spec: IslandSpec<N, T, V>
): IslandContract<N, T, V> {
  const targetAttribute = `data-${spec.name}-target`
  return {
    name: spec.name,
    targets: spec.targets,
    values: spec.values || ({} as V),
    targetAttribute,
    targetSelector: (name) => `[${targetAttribute}~="${name}"]`,
    valueAttribute: (value) => `data-${spec.name}-${kebab(value)}`,
  }
}

/** What an island's behaviour gets: its root, its elements and values, found through its contract. */
export interface IslandContext<T extends Targets, V extends Values> {
  readonly root: HTMLElement
  /** The element of a target the island needs (checked before the island starts). */
  one<E extends HTMLElement = HTMLElement>(name: TargetsOf<T, "one">): E
  all<E extends HTMLElement = HTMLElement>(name: TargetsOf<T, "many">): E[]
  /** A value on an element (the root or a target), as its type reads it; its default where it is absent. */
  read<K extends keyof V & string>(element: Element, name: K): ValueOf<V[K]>
  /** Sets a value's attribute. */
  write<K extends keyof V & string>(element: Element, name: K, value: ValueOf<V[K]>): void
  /** Enables this island's script-only controls (and no other island's, nested or not). */
  enableControls(): void
}

/** The context an island with this contract gets, for helpers that take it. */
export type ContextOf<C> = C extends IslandContract<string, infer T, infer V> ? IslandContext<T, V> : never

/** An attribute's text as a value of the type `type` declares. */
function decode(type: ValueType, text: string | null): ValueOf<ValueType> {
  const fallback = typeof type === "object" ? type[0] : type
  if (text === null) return fallback
  if (typeof type === "boolean") return text === "true"
  if (typeof type === "number") return Number(text)
  return typeof type === "object" && !type.includes(text) ? fallback : text
}

function contextFor<N extends string, T extends Targets, V extends Values>(
  contract: IslandContract<N, T, V>,
  root: HTMLElement
): IslandContext<T, V> {
  const all = <E extends HTMLElement>(name: string) => Array.from(root.querySelectorAll<E>(contract.targetSelector(name)))
  return {
    root,
    one: <E extends HTMLElement>(name: string) => all<E>(name)[0],
    all,
    read: (element, name) => decode(contract.values[name], element.getAttribute(contract.valueAttribute(name))) as never,
    write: (element, name, value) => element.setAttribute(contract.valueAttribute(name), String(value)),
    enableControls: () => {
      for (const control of Array.from(root.querySelectorAll<HTMLButtonElement>(`[${SCRIPT_ONLY_ATTRIBUTE}="${contract.name}"]`))) control.disabled = false
    },
  }
}

/** An island as the registry and useIsland start it. */
export interface Island<N extends string = string> {
  readonly name: N
  /**
   * Together: started once with all of its page's roots (reveal watches them with one
   * observer). Otherwise each root is started on its own, as the page is read.
   */
  readonly together: boolean
  start(roots: readonly HTMLElement[]): Cleanup
}

/**
 * Whether root holds every element the island needs; if not, says which in the console (the
 * browser tests fail on console errors) and the island leaves that root alone.
 */
function isComplete(contract: IslandContract<string, Targets, Values>, root: HTMLElement): boolean {
  const missing = Object.keys(contract.targets)
    .filter((name) => contract.targets[name] === "one" && !root.querySelector(contract.targetSelector(name)))
    .map(contract.targetSelector)
  if (missing.length) console.error(`The "${contract.name}" island needs ${missing.join(", ")} and did not start.`)
  return missing.length === 0
}

/** An island that starts each of its roots on its own. */
export function defineIsland<N extends string, T extends Targets, V extends Values>(
  contract: IslandContract<N, T, V>,
  behaviour: (context: IslandContext<T, V>) => Cleanup | void
): Island<N> {
  const startOne = (root: HTMLElement): Cleanup =>
    (isComplete(contract as IslandContract<string, Targets, Values>, root) && behaviour(contextFor(contract, root))) || (() => {})
  return {
    name: contract.name,
    together: false,
    start: (roots) => {
      const cleanups = roots.map(startOne)
      return () => cleanups.forEach((cleanup) => cleanup())
    },
  }
}

/** An island whose roots start together (see Island.together). */
export function defineIslandGroup<N extends string, T extends Targets, V extends Values>(
  contract: IslandContract<N, T, V>,
  behaviour: (contexts: readonly IslandContext<T, V>[]) => Cleanup | void
): Island<N> {
  return {
    name: contract.name,
    together: true,
    start: (roots) =>
      behaviour(
        roots.filter((root) => isComplete(contract as IslandContract<string, Targets, Values>, root)).map((root) => contextFor(contract, root))
      ) || (() => {}),
  }
}
