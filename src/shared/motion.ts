/** The spec's motion constants, shared by the markup that animates and the islands that start it. */
import type { CSSProperties } from "react"

/** Reveal: 0.1 of the element in view, fade over 0.6 s, 20 px slide over 0.5 s. */
export const REVEAL_THRESHOLD = 0.1
export const REVEAL_DURATION_S = 0.6
export const ENTRY_DISTANCE_PX = 20
export const ENTRY_DURATION_S = 0.5

/**
 * A revealed element waits this long after entering view. Set on the element or inherited from
 * an ancestor, so that a list item's place in its list (which an island may change) staggers
 * the reveal inside it.
 */
export const REVEAL_DELAY_PROPERTY = "--reveal-delay"

/** CSS seconds for a stagger delay. */
export const delayStyle = (delay: number) => `${delay.toFixed(2)}s`

/** The inline style that gives an element (and the reveals inside it) a stagger delay. */
export const revealDelayStyle = (delay: number) => ({ [REVEAL_DELAY_PROPERTY]: delayStyle(delay) }) as CSSProperties
