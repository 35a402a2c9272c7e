import { REVEAL_THRESHOLD } from "../../shared/motion"
import { defineIslandGroup, islandContract } from "../../islands/contract"
import { prefersReducedMotion } from "../../islands/dom"

const REVEAL_STATES = ["shown", "waiting"] as const
export type RevealState = (typeof REVEAL_STATES)[number]

/** Reveal's contract: its state, which the element's style follows ("waiting" is hidden). */
export const revealContract = islandContract({
  name: "reveal",
  targets: {},
  values: {
    /** On the root: "shown", or "waiting" (hidden until it scrolls into view). */
    state: REVEAL_STATES,
  },
})


/**
 * Hides the elements below the fold once the page runs and fades each in the first time 10 % of
 * it scrolls into view (the animation is a CSS transition that follows the state). One
 * IntersectionObserver watches them all; its first report, which the browser makes when it lays
 * the page out anyway, says where each element is, so the start reads no position and forces
 * no layout (reading them at start-up laid the whole page out inside the script's task). What
 * is in view already, what is not shown at all (a collapsed project, another tab: no box) and
 * everything under reduced motion stay as the HTML has them: visible.
 */
export const reveal = defineIslandGroup(revealContract, (contexts) => {
  if (prefersReducedMotion() || contexts.length === 0) return
  const contextOf = new Map(contexts.map((context) => [context.root as Element, context]))
  const placed = new Set<Element>()
  const show = (target: Element) => {
    contextOf.get(target)?.write(target, "state", "shown")
    observer.unobserve(target)
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, intersectionRatio, boundingClientRect } of entries) {
        if (!placed.has(target)) {
          placed.add(target)
          const hasBox = boundingClientRect.width > 0 || boundingClientRect.height > 0
          // Left as the HTML has it (shown), untouched: an attribute written, even unchanged, is restyled.
          if (isIntersecting || !hasBox) observer.unobserve(target)
          else contextOf.get(target)?.write(target, "state", "waiting")
        } else if (isIntersecting && intersectionRatio >= REVEAL_THRESHOLD) {
          show(target)
        }
      }
    },
    { threshold: REVEAL_THRESHOLD }
  )
  for (const { root } of contexts) observer.observe(root)
  return () => {
    observer.disconnect()
    for (const { root, write } of contexts) write(root, "state", "shown")
  }
})
