import { inView } from "framer-motion/dom"
import { REVEAL_THRESHOLD } from "../../lib/motion"
import { defineIslandGroup, islandContract } from "../../islands/contract"
import { prefersReducedMotion } from "../../islands/dom"

/** Reveal's contract: its state, which the element's style follows ("waiting" is hidden). */
export const revealContract = islandContract({
  name: "reveal",
  targets: {},
  values: {} as {
    /** On the root: "waiting" (hidden until it scrolls into view) or "shown". */
    state: RevealState
  },
})

export type RevealState = "waiting" | "shown"

function isInViewport(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect()
  return bottom > 0 && top < window.innerHeight
}

/**
 * Hides the elements still below the fold when the page starts and fades each in the first
 * time it scrolls into view (framer-motion's inView watches the viewport; the animation is a
 * CSS transition that follows the state). What is in view already, what is not shown at all (a
 * collapsed project, another tab) and everything under reduced motion stay as the HTML has
 * them: visible. All positions are read before any element changes, so the page is laid out
 * once however many elements there are (one at a time, each change forced a new layout).
 */
export const reveal = defineIslandGroup(revealContract, (contexts) => {
  if (prefersReducedMotion()) return
  const waiting = contexts.filter(({ root }) => !root.closest("[hidden]") && !isInViewport(root))
  const stops = waiting.map(({ root, write }) => {
    const setState = (state: RevealState) => write(root, "state", state)
    setState("waiting")
    const show = () => setState("shown")
    const stopWatching = inView(root, show, { amount: REVEAL_THRESHOLD })
    return () => {
      stopWatching()
      show()
    }
  })
  return () => stops.forEach((stop) => stop())
})
