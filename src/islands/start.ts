import { islandGroups, islands } from "./registry"

/**
 * Gives each element marked data-island its behaviour: first the islands that start their
 * elements together (they read the layout before anything changes it), then the others in
 * page order. A name without an island is a bug of the site, reported in the console; the
 * other islands still start.
 */
export function startIslands(root: ParentNode, registry = islands, groups = islandGroups): void {
  const elements = Array.from(root.querySelectorAll<HTMLElement>("[data-island]"))
  const nameOf = (element: HTMLElement) => element.dataset.island ?? ""
  for (const [name, group] of Object.entries(groups)) group(elements.filter((element) => nameOf(element) === name))
  for (const element of elements) {
    const name = nameOf(element)
    if (name in groups) continue
    const island = registry[name]
    if (island) island(element)
    else console.error(`No island is named "${name}".`)
  }
}
