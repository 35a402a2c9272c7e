import { cleanupAll, listen } from "./dom"
import type { Island } from "./types"

/**
 * The soft light over the hero follows the pointer while it is there: the position goes
 * straight into CSS variables, the light's visibility into data-visible.
 */
export const spotlight: Island = (section) => {
  const light = section.querySelector<HTMLElement>("[data-spotlight-light]")
  if (!light) return () => {}
  const setVisible = (visible: boolean) => {
    light.dataset.visible = String(visible)
  }
  return cleanupAll([
    listen(section, "mouseenter", () => setVisible(true)),
    listen(section, "mouseleave", () => setVisible(false)),
    listen(section, "mousemove", (event) => {
      const rect = section.getBoundingClientRect()
      section.style.setProperty("--spot-x", `${event.clientX - rect.left}px`)
      section.style.setProperty("--spot-y", `${event.clientY - rect.top}px`)
    }),
  ])
}
