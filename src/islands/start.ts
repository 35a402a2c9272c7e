import { islandGroups, islands } from "./registry"

/**
 * Gives each element marked data-island its behaviour, in page order. The islands that start
 * their elements together (groups: they read the layout before they change anything) start
 * at the next animation frame, when the browser lays the page out anyway: read during
 * start-up, the positions would force a layout of the whole page inside the script's task.
 * A name without an island is a bug of the site, reported in the console; the other islands
 * still start.
 */
export function startIslands(root: ParentNode, registry = islands, groups = islandGroups): void {
  const elements = Array.from(root.querySelectorAll<HTMLElement>("[data-island]"))
  const nameOf = (element: HTMLElement) => element.dataset.island ?? ""
  for (const element of elements) {
    const name = nameOf(element)
    if (name in groups) continue
    const island = registry[name]
    if (island) island(element)
    else console.error(`No island is named "${name}".`)
  }
  requestAnimationFrame(() => {
    for (const [name, group] of Object.entries(groups)) group(elements.filter((element) => nameOf(element) === name))
  })
}
