import { islands } from "./registry"

/**
 * Gives each element marked data-island its behaviour. A name without an island is a bug of
 * the site, reported in the console; the other islands still start.
 */
export function startIslands(root: ParentNode, registry = islands): void {
  for (const element of Array.from(root.querySelectorAll<HTMLElement>("[data-island]"))) {
    const name = element.dataset.island ?? ""
    const island = registry[name]
    if (island) island(element)
    else console.error(`No island is named "${name}".`)
  }
}
