/**
 * The motion a filter or a tab change sets off, with framer-motion's DOM animate (loaded as a
 * chunk of its own when a visitor first reaches for a filter or a tab: ./load-motion.ts):
 * cards that stay glide from their old places to their new ones (FLIP: measured before the
 * change, then animated from where they were), cards that come fade and rise in, each after
 * its own stagger delay (REVEAL_DELAY_PROPERTY), and a skill's bar fills. Every animation is
 * a transform or an opacity, which framer-motion hands to the browser's compositor (WAAPI), so
 * none of it holds the main thread, and none of it changes what the page says.
 */
import { animate } from "framer-motion/dom"
import { ENTRY_DISTANCE_PX, ENTRY_DURATION_S, REVEAL_DELAY_PROPERTY } from "../../shared/motion"
import { LEVEL_FILL } from "../../shared/skills"

const GLIDE = { type: "spring", bounce: 0.15, duration: 0.5 } as const

/** Where each element is now, to glide from once the page has changed. */
export function positions(elements: readonly Element[]): Map<Element, DOMRect> {
  return new Map(elements.map((element) => [element, element.getBoundingClientRect()]))
}

/** The element's own stagger delay, in seconds (0 where it has none). */
const delayOf = (element: Element) => parseFloat(getComputedStyle(element).getPropertyValue(REVEAL_DELAY_PROPERTY)) || 0

/**
 * A bar inside the element (a skill's level) fills from empty. The fill is the bar's
 * pseudo-element (LEVEL_FILL), which framer-motion's animate does not reach: the browser's own
 * Element.animate does, with the same curve (framer-motion's easeOut is CSS's ease-out). Where
 * there is no Element.animate, the bar shows full at once.
 */
function fillBars(element: Element, delay: number) {
  for (const bar of Array.from(element.querySelectorAll("[role=progressbar]"))) {
    if (typeof bar.animate !== "function") continue
    bar.animate({ transform: ["scaleX(0)", "scaleX(1)"] }, { duration: ENTRY_DURATION_S * 1000, delay: (delay + 0.1) * 1000, easing: "ease-out", fill: "backwards", pseudoElement: LEVEL_FILL })
  }
}

/**
 * The elements shown now: those that were shown before (in `before`) glide from their old
 * places; the others enter.
 */
export function glide(before: ReadonlyMap<Element, DOMRect>, shown: readonly Element[]): void {
  for (const element of shown) {
    const from = before.get(element)
    if (!from) {
      enter(element)
      continue
    }
    const to = element.getBoundingClientRect()
    const [dx, dy] = [from.left - to.left, from.top - to.top]
    if (dx || dy) animate(element, { transform: [`translate(${dx}px, ${dy}px)`, "translate(0px, 0px)"] }, GLIDE)
  }
}

/** An element that has just come into view fades and rises in, and its bars fill. */
export function enter(element: Element): void {
  const delay = delayOf(element)
  animate(element, { opacity: [0, 1], transform: [`translateY(${ENTRY_DISTANCE_PX}px)`, "translateY(0px)"] }, { duration: ENTRY_DURATION_S, delay, ease: "easeOut" })
  fillBars(element, delay)
}
