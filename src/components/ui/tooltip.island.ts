import { defineIsland, islandContract } from "../../islands/contract"
import { cleanupAll, listen } from "../../islands/dom"

export const tooltipContract = islandContract({
  name: "tooltip",
  targets: {},
  values: {
    /** The label's words: the same as the control's accessible name. */
    text: "",
  },
})

/** The spec's tooltip defaults: opens after 700 ms; within 300 ms of another closing, at once. */
export const TOOLTIP_OPEN_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

/** When any tooltip last closed: the next one skips its delay if the pointer moved on quickly. */
let lastClosedAt = Number.NEGATIVE_INFINITY

/**
 * Shows the label of an icon-only control on hover and keyboard focus; Escape closes it. The
 * label is made when it first opens (the root's CSS styles it): a page does not carry a hidden
 * element for each of its tooltips.
 */
export const tooltip = defineIsland(tooltipContract, ({ root, read }) => {
  let label: HTMLElement | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  const open = () => {
    if (!label) {
      label = document.createElement("div")
      label.setAttribute("role", "tooltip")
      label.textContent = read(root, "text")
      root.append(label)
    }
    label.hidden = false
  }
  const show = () => {
    clearTimeout(timer)
    if (performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) open()
    else timer = setTimeout(open, TOOLTIP_OPEN_DELAY_MS)
  }
  const hide = () => {
    clearTimeout(timer)
    if (label && !label.hidden) {
      lastClosedAt = performance.now()
      label.hidden = true
    }
  }
  return cleanupAll([
    listen(root, "pointerenter", show),
    listen(root, "pointerleave", hide),
    listen(root, "focusin", show),
    listen(root, "focusout", hide),
    listen(root, "keydown", (event) => event.key === "Escape" && hide()),
    () => clearTimeout(timer),
  ])
})
