import { inView } from "framer-motion/dom"
import { prefersReducedMotion } from "./dom"
import type { Island } from "./types"

/** The spec's reveal: 0.1 of the element in view, fade over 0.6 s, 20 px slide over 0.5 s. */
export const REVEAL_THRESHOLD = 0.1
export const REVEAL_DURATION_S = 0.6
export const ENTRY_DISTANCE_PX = 20
export const ENTRY_DURATION_S = 0.5

/** CSS seconds for a stagger delay, or nothing for none. */
export const delayStyle = (delay: number) => (delay ? `${delay.toFixed(2)}s` : undefined)

function isInViewport(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect()
  return bottom > 0 && top < window.innerHeight
}

/**
 * Hides the elements still below the fold when the page starts and fades each in the first
 * time it scrolls into view (framer-motion's inView watches the viewport; the animation is a
 * CSS transition on data-reveal). What is in view already, what is not shown at all (a
 * collapsed project, another tab) and everything under reduced motion stay as the HTML has
 * them: visible. All positions are read before any element changes, so the page is laid out
 * once however many elements there are (one at a time, each change forced a new layout).
 */
export function revealAll(elements: readonly HTMLElement[]): () => void {
  if (prefersReducedMotion()) return () => {}
  const waiting = elements.filter((element) => !element.closest("[hidden]") && !isInViewport(element))
  const stops = waiting.map((element) => {
    element.dataset.reveal = "waiting"
    const show = () => {
      element.dataset.reveal = "shown"
    }
    const stopWatching = inView(element, show, { amount: REVEAL_THRESHOLD })
    return () => {
      stopWatching()
      show()
    }
  })
  return () => stops.forEach((stop) => stop())
}

/** One element's reveal, for where React renders the page (develop, tests). */
export const reveal: Island = (element) => revealAll([element])
