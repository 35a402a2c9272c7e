import { defineIsland, islandContract } from "../../../islands/contract"
import { cleanupAll, listen } from "../../../islands/dom"

/** The hero's spotlight: the light, whose visibility its style follows. */
export const spotlightContract = islandContract({
  name: "spotlight",
  targets: { light: "one" },
  values: {
    /** On the light: whether it shows (the pointer is over the hero). */
    visible: false,
  },
})

/**
 * The soft light over the hero follows the pointer while it is there: the position goes
 * straight into CSS variables, the light's visibility into its visible value.
 */
export const spotlight = defineIsland(spotlightContract, ({ root, one, write }) => {
  const light = one("light")
  const setVisible = (visible: boolean) => write(light, "visible", visible)
  return cleanupAll([
    listen(root, "mouseenter", () => setVisible(true)),
    listen(root, "mouseleave", () => setVisible(false)),
    listen(root, "mousemove", (event) => {
      const rect = root.getBoundingClientRect()
      root.style.setProperty("--spot-x", `${event.clientX - rect.left}px`)
      root.style.setProperty("--spot-y", `${event.clientY - rect.top}px`)
    }),
  ])
})
