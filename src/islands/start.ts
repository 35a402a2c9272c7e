import { ISLAND_ATTRIBUTE, type Cleanup, type Island } from "./contract"

/** Starts an island; one that throws is reported and stops nothing else. */
function startSafely(island: Island, roots: readonly HTMLElement[]): Cleanup {
  try {
    return island.start(roots)
  } catch (error) {
    console.error(`The "${island.name}" island failed to start.`, error)
    return () => {}
  }
}

/**
 * Gives each element marked with ISLAND_ATTRIBUTE (./contract.ts) its behaviour, in page order; an
 * island that starts its elements together (reveal, with one observer for all) gets them all at
 * once, after the others. No island reads the layout while it starts: positions read in the
 * script's task laid the whole page out before its first paint. A name without an island is a bug
 * of the site, reported in the console; so is an island that throws. The other islands still
 * start. Returns what stops them all.
 */
export function startIslands(root: ParentNode, registry: ReadonlyMap<string, Island>): Cleanup {
  const elements = Array.from(root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`))
  const rootsOf = new Map<Island, HTMLElement[]>()
  const cleanups: Cleanup[] = []
  for (const element of elements) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE)
    const island = registry.get(name as string)
    if (!island) console.error(`No island is named "${name}".`)
    else if (island.together) rootsOf.set(island, (rootsOf.get(island) || []).concat(element))
    else cleanups.push(startSafely(island, [element]))
  }
  for (const [island, roots] of rootsOf) cleanups.push(startSafely(island, roots))
  return () => cleanups.forEach((cleanup) => cleanup())
}
