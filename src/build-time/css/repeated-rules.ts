/**
 * The stylesheet with what several rules repeat written once.
 *
 * Chakra serialises a component's recipe together with the style props it is given into one
 * emotion class, so each combination of a recipe and props (a button with a margin, the same
 * button without) repeats the recipe's whole base and every state rule: the focus ring 27
 * times, the disabled look 20. Two steps:
 * - among rules that differ only in their class (the same cascade layer and conditions, the
 *   same selector after the class), each declaration that several share is written once, in
 *   one rule listing their selectors, where the first of them was:
 *   `.css-a:focus-visible,.css-b:focus-visible{outline-width:2px}`. A list, not the shorter
 *   `:is(.css-a,.css-b):focus-visible`: Chromium files each selector of a list under its class
 *   and tries it on that class's elements only, but an :is() of several classes on every
 *   element (4.4 times the selector match attempts of a full style recalculation of `/`);
 * - rules with the same declarations under the same at-rules become one, their selectors listed.
 *
 * Each selector of a list keeps its own specificity, so only the order of declarations changes,
 * and a declaration moves only where that cannot change a computed value:
 * - no other declaration of its own rule sets an overlapping property (./overlapping-properties.ts);
 * - no rule it moves ahead of, in its cascade layer, with the same specificity and an
 *   overlapping property, can match an element its own rule matches in the built pages: their
 *   markup with the templates' in it, every state and attribute counted as possibly there, a
 *   selector with a combinator counted as matching wherever its last part does (an element a
 *   script makes, a tooltip's label, has no class and is one of the kinds the markup has:
 *   ./element-kinds.ts);
 * - the classes whose declarations it joins style no element in common.
 *
 * Written here: minifiers (Lightning CSS, csso) merge only rules that are next to each other or
 * that they can prove independent from the CSS alone, and to them any emotion class could be on
 * any element; the markup is what tells that they never share one.
 */
import postcss, { type AtRule, type Declaration, type Rule } from "postcss"
import Specificity from "@bramus/specificity"
import { propertiesOverlap } from "./overlapping-properties"
import { elementsMatching, meet, type Elements } from "./element-kinds"

/** A rule anchored on an emotion class: the class, then the rest of its selector. */
const CLASS_ANCHOR = /^\.(css-[a-z0-9]+)(?![\w-])(.*)$/s

interface Entry {
  rule: Rule
  position: number
  /** The cascade layer(s) it is in: rules in different layers never compete by order. */
  layer: string
  /** Its at-rules (layers and conditions), outermost first. */
  context: string
  declarations: Declaration[]
  /** Its selectors' specificities ("0,1,0"); undefined where css-tree cannot read one. */
  specificities: Set<string> | undefined
  anchor?: { className: string; rest: string }
}

const declarationText = (declaration: Declaration) => `${declaration.prop}:${declaration.value}${declaration.important ? "!important" : ""}`

function entriesOf(root: postcss.Root): Entry[] {
  const entries: Entry[] = []
  root.walkRules((rule) => {
    const atRules: AtRule[] = []
    for (let parent = rule.parent; parent && parent.type !== "root"; parent = parent.parent) {
      if (parent.type === "atrule") atRules.unshift(parent as AtRule)
    }
    if (atRules.some((atRule) => /keyframes$/.test(atRule.name))) return
    const declarations = rule.nodes.filter((node): node is Declaration => node.type === "decl")
    const anchor = rule.selectors.length === 1 && declarations.length === rule.nodes.length ? CLASS_ANCHOR.exec(rule.selector) : null
    entries.push({
      rule,
      position: entries.length,
      layer: atRules
        .filter((atRule) => atRule.name === "layer")
        .map((atRule) => atRule.params)
        .join("."),
      context: atRules.map((atRule) => `@${atRule.name} ${atRule.params}`).join(" "),
      declarations,
      specificities: specificitiesOf(rule.selectors),
      anchor: anchor ? { className: anchor[1], rest: anchor[2] } : undefined,
    })
  })
  return entries
}

/** Each selector's specificity ("0,1,0"); undefined where css-tree cannot read one. */
function specificitiesOf(selectors: readonly string[]): Set<string> | undefined {
  try {
    return new Set(selectors.flatMap((selector) => Specificity.calculate(selector).map((one) => one.toString())))
  } catch {
    return undefined
  }
}

/** Whether two rules can compete by their order: one of their selectors' specificities is the same. */
const sameSpecificity = (a: Entry, b: Entry) => !a.specificities || !b.specificities || [...a.specificities].some((one) => b.specificities!.has(one))

/** A declaration that may leave its rule: no other declaration of the rule overlaps it. */
const movable = (entry: Entry, declaration: Declaration) =>
  entry.declarations.every((other) => other === declaration || !propertiesOverlap(other.prop, declaration.prop))

/**
 * Whether moving these declarations of `member` to just before `first` can change what they set:
 * a rule from `first` up to `member`, in its layer, could win over them by coming later.
 */
function isBlocked(entries: readonly Entry[], elementsOf: (selector: string) => Elements, member: Entry, first: Entry, declarations: readonly Declaration[]): boolean {
  return entries
    .slice(first.position, member.position)
    .some(
      (other) =>
        other.layer === member.layer &&
        sameSpecificity(other, member) &&
        other.declarations.some((one) => declarations.some((moved) => propertiesOverlap(one.prop, moved.prop))) &&
        meet(elementsOf(other.rule.selector), elementsOf(member.rule.selector))
    )
}

const declarationsOf = (member: Entry, texts: readonly string[]) => member.declarations.filter((declaration) => texts.includes(declarationText(declaration)))

interface SharedRule {
  members: Entry[]
  texts: string[]
  /** Bytes it saves: the declarations written once instead of by each member, less its selector list. */
  saved: number
}

/**
 * Which rules to write for declarations held by several members (`holders`: each declaration's
 * text and the members holding it), picking, while one saves bytes, the best by `rank`: the
 * members holding one declaration, with every declaration they all hold, less those a move
 * would change (`blocks`); its members then hold those no more. Members sharing one declaration
 * often share others, and one list of their selectors serves them all.
 */
function planSharedRules(
  holders: ReadonlyMap<string, readonly Entry[]>,
  blocks: (member: Entry, first: Entry, declaration: Declaration) => boolean,
  rank: (rule: SharedRule) => number
): { rules: SharedRule[]; saved: number } {
  const held = new Map([...holders].map(([text, members]) => [text, [...members]]))
  const rules: SharedRule[] = []
  for (;;) {
    let best: SharedRule | undefined
    const tried = new Set<string>()
    for (const having of held.values()) {
      const key = having.map((member) => member.position).join()
      if (having.length < 2 || tried.has(key)) continue
      tried.add(key)
      const texts = [...held].filter(([, others]) => having.every((member) => others.includes(member))).map(([text]) => text)
      const first = having[0]
      const members = having.filter((member) => member === first || !declarationsOf(member, texts).some((declaration) => blocks(member, first, declaration)))
      const saved = (members.length - 1) * (texts.join(";").length + 1) - members.map((member) => member.rule.selector).join(",").length - 2
      const rule = { members, texts, saved }
      if (members.length > 1 && saved > 0 && (!best || rank(rule) > rank(best))) best = rule
    }
    if (!best) return { rules, saved: rules.reduce((sum, rule) => sum + rule.saved, 0) }
    rules.push(best)
    for (const text of best.texts) held.set(text, held.get(text)!.filter((member) => !best!.members.includes(member)))
  }
}

/** The declarations that rules differing only in their emotion class share, written once for all of them. */
function mergeSharedDeclarations(root: postcss.Root, elementsOf: (selector: string) => Elements): void {
  const entries = entriesOf(root)
  const groups = new Map<string, Entry[]>()
  for (const entry of entries) {
    if (!entry.anchor) continue
    const key = `${entry.context}\n${entry.anchor.rest}`
    groups.set(key, [...(groups.get(key) ?? []), entry])
  }
  const insertions = new Map<Entry, Rule[]>()
  for (const group of groups.values()) {
    const classes = group.map((entry) => entry.anchor!.className)
    const members = group.filter((entry) => classes.indexOf(entry.anchor!.className) === classes.lastIndexOf(entry.anchor!.className))
    if (members.length < 2) continue
    const elements = members.map((member) => elementsOf(member.rule.selector))
    if (elements.some((one, index) => elements.slice(index + 1).some((other) => meet(one, other)))) continue

    // Each declaration's text, and the members that have it and may let it go.
    const holders = new Map<string, Entry[]>()
    for (const member of members) {
      for (const declaration of member.declarations) {
        if (!movable(member, declaration)) continue
        const text = declarationText(declaration)
        holders.set(text, [...(holders.get(text) ?? []), member])
      }
    }
    const blockedMemo = new Map<string, boolean>()
    const blocks = (member: Entry, first: Entry, declaration: Declaration) => {
      const key = `${member.position} ${first.position} ${declarationText(declaration)}`
      if (!blockedMemo.has(key)) blockedMemo.set(key, isBlocked(entries, elementsOf, member, first, [declaration]))
      return blockedMemo.get(key)!
    }
    const plans = [planSharedRules(holders, blocks, (rule) => rule.saved), planSharedRules(holders, blocks, (rule) => rule.members.length * 1e6 + rule.saved)]
    const plan = plans[0].saved >= plans[1].saved ? plans[0] : plans[1]
    for (const { members, texts } of plan.rules) {
      const rule = postcss.rule({ selector: members.map((member) => member.rule.selector).join(","), raws: { before: "", between: "", after: "" } })
      for (const declaration of declarationsOf(members[0], texts)) rule.append(declaration.clone())
      insertions.set(members[0], [...(insertions.get(members[0]) ?? []), rule])
      for (const member of members) for (const declaration of declarationsOf(member, texts)) declaration.remove()
    }
  }
  for (const [first, rules] of insertions) first.rule.before(rules)
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove()
  })
}

/** A vendor's pseudo-class or pseudo-element, which another browser does not know: in a selector list, it would drop the whole rule there. */
const VENDOR_PSEUDO = /::?-[a-z]/

/** Rules with the same declarations under the same at-rules written as one, with their selectors in a list. */
function mergeIdenticalRules(root: postcss.Root, elementsOf: (selector: string) => Elements): void {
  const entries = entriesOf(root)
  const groups = new Map<string, Entry[]>()
  for (const entry of entries) {
    if (entry.declarations.length === 0 || entry.declarations.length !== entry.rule.nodes.length || VENDOR_PSEUDO.test(entry.rule.selector)) continue
    const key = `${entry.context}\n${entry.declarations.map(declarationText).join(";")}`
    groups.set(key, [...(groups.get(key) ?? []), entry])
  }
  for (const [first, ...others] of groups.values()) {
    const merged = others.filter((member) => !isBlocked(entries, elementsOf, member, first, member.declarations))
    if (merged.length === 0) continue
    first.rule.selectors = [first, ...merged].flatMap((member) => member.rule.selectors)
    for (const member of merged) member.rule.remove()
  }
}

export function mergeRepeatedRules(css: string, pagesHtml: readonly string[]): string {
  const root = postcss.parse(css)
  const elementsOf = elementsMatching(pagesHtml)
  mergeSharedDeclarations(root, elementsOf)
  mergeIdenticalRules(root, elementsOf)
  return root.toString()
}
