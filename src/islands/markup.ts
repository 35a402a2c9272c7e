/**
 * The markup's side of an island's contract (./contract.ts): the props the TSX spreads on the
 * island's root, its targets and the elements carrying its values. Only React at build time
 * (and in `gatsby develop`) needs them, so they live apart from what the islands bundle loads.
 */
import { ISLAND_ATTRIBUTE, SCRIPT_ONLY_ATTRIBUTE, type IslandContract, type Targets, type Values, type ValuesOf } from "./contract"

export function islandMarkup<N extends string, T extends Targets, V extends Values>(contract: IslandContract<N, T, V>) {
  return {
    /** Props of the element the island starts on. */
    root: { [ISLAND_ATTRIBUTE]: contract.name } as { [ISLAND_ATTRIBUTE]: N },
    /** Props marking an element as one (or several) of the island's targets. */
    target: (...names: (keyof T & string)[]) => ({ [contract.targetAttribute]: names.join(" ") }),
    /** Props carrying values the island reads, as attributes (undefined leaves one out). */
    values: (values: { [K in keyof V]?: ValuesOf<V>[K] }): Record<string, string> =>
      Object.fromEntries(
        Object.entries(values)
          .filter(([, value]) => value !== undefined)
          .map(([name, value]) => [contract.valueAttribute(name), String(value)])
      ),
    /**
     * Props of a control that works only with this island: it ships disabled, so a click made
     * before the script has started is never silently lost, the island enables it, and it is
     * not shown without JavaScript or in print (src/theme/without-script.ts).
     */
    scriptOnlyControl: { disabled: true, [SCRIPT_ONLY_ATTRIBUTE]: contract.name } as { disabled: true; [SCRIPT_ONLY_ATTRIBUTE]: N },
  }
}

/** Props of markup that only means something with a script (a live status, an empty state): not shown without it or in print. */
export const scriptOnly = { [SCRIPT_ONLY_ATTRIBUTE]: "" } as const
