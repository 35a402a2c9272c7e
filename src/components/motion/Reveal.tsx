import React, { useRef } from "react"
import { chakra } from "@chakra-ui/react"
import { useInView } from "framer-motion"

export type RevealDirection = "up" | "down" | "left" | "right"

/** The spec's reveal: 0.1 of the element in view, fade over 0.6 s, 20 px slide over 0.5 s. */
export const REVEAL_THRESHOLD = 0.1
export const REVEAL_DURATION_S = 0.6
export const ENTRY_DISTANCE_PX = 20
export const ENTRY_DURATION_S = 0.5

const startTransform: Record<RevealDirection, string> = {
  up: `translateY(${ENTRY_DISTANCE_PX}px)`,
  down: `translateY(-${ENTRY_DISTANCE_PX}px)`,
  left: `translateX(${ENTRY_DISTANCE_PX}px)`,
  right: `translateX(-${ENTRY_DISTANCE_PX}px)`,
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
 * Hidden until it first scrolls into view, then visible for good. framer-motion's useInView
 * watches the viewport; the animation itself is a CSS transition, so no animation engine
 * ships to the browser. The hidden start state is overridden for visitors without
 * JavaScript (a <noscript> style) and for those who prefer reduced motion (a media query),
 * both keyed on data-motion (see gatsby-ssr.tsx).
 */
export function Reveal({ children, direction = "up", delay = 0, className, as = "div" }: RevealProps) {
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null)
  const inView = useInView(ref, { once: true, amount: REVEAL_THRESHOLD })
  const Component = as === "li" ? chakra.li : chakra.div
  return (
    <Component
      ref={ref}
      data-motion=""
      data-revealed={inView ? "" : undefined}
      className={className}
      opacity="0"
      transform={startTransform[direction]}
      transition={`opacity ${REVEAL_DURATION_S}s ease-out, transform ${ENTRY_DURATION_S}s ease-out`}
      style={{ transitionDelay: delay ? `${delay.toFixed(2)}s` : undefined }}
      css={{ "&[data-revealed]": { opacity: 1, transform: "none" } }}
    >
      {children}
    </Component>
  )
}
