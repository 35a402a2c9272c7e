import React from "react"
import { m } from "framer-motion"

export type RevealDirection = "up" | "down" | "left" | "right"

/** The spec's reveal: 0.1 of the element in view, fade over 0.6 s, 20 px slide over 0.5 s. */
export const REVEAL_THRESHOLD = 0.1
export const REVEAL_DURATION_S = 0.6
export const ENTRY_DISTANCE_PX = 20
export const ENTRY_DURATION_S = 0.5

const startOffset: Record<RevealDirection, { x?: number; y?: number }> = {
  up: { y: ENTRY_DISTANCE_PX },
  down: { y: -ENTRY_DISTANCE_PX },
  left: { x: ENTRY_DISTANCE_PX },
  right: { x: -ENTRY_DISTANCE_PX },
}

interface RevealProps {
  children: React.ReactNode
  direction?: RevealDirection
  /** Seconds to wait after entering view, for staggered lists. */
  delay?: number
  className?: string
  as?: "div" | "li"
}

/**
 * Hidden until it first scrolls into view, then visible for good. The server-rendered
 * hidden state is overridden for visitors without JavaScript (a <noscript> style) and for
 * those who prefer reduced motion (a media query), both keyed on data-motion.
 */
export function Reveal({ children, direction = "up", delay = 0, className, as = "div" }: RevealProps) {
  const Component = as === "li" ? m.li : m.div
  return (
    <Component
      data-motion=""
      className={className}
      initial={{ opacity: 0, ...startOffset[direction] }}
      whileInView={{ opacity: 1, x: 0, y: 0 }}
      viewport={{ once: true, amount: REVEAL_THRESHOLD }}
      transition={{
        opacity: { duration: REVEAL_DURATION_S, delay },
        x: { duration: ENTRY_DURATION_S, delay },
        y: { duration: ENTRY_DURATION_S, delay },
      }}
    >
      {children}
    </Component>
  )
}
