import React, { useEffect, useRef, useState } from "react"
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

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches

function isInViewport(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect()
  return bottom > 0 && top < window.innerHeight
}

/**
 * Fades and slides in the first time it scrolls into view, then stays. The HTML shows it:
 * nothing waits for a script, so a visitor without JavaScript (or whose JavaScript fails)
 * reads everything. Once the page runs, only what is still below the fold is hidden, to be
 * revealed when the visitor gets there; what is already in view stays put, and visitors who
 * prefer reduced motion get no animation at all. framer-motion's useInView watches the
 * viewport; the animation itself is a CSS transition, so no animation engine ships.
 */
export function Reveal({ children, direction = "up", delay = 0, className, as = "div" }: RevealProps) {
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null)
  const inView = useInView(ref, { once: true, amount: REVEAL_THRESHOLD })
  const [waitingForView, setWaitingForView] = useState(false)

  useEffect(() => {
    if (ref.current && !isInViewport(ref.current) && !prefersReducedMotion()) setWaitingForView(true)
  }, [])

  const hidden = waitingForView && !inView
  const Component = as === "li" ? chakra.li : chakra.div
  return (
    <Component
      ref={ref}
      data-reveal={hidden ? "waiting" : "shown"}
      className={className}
      opacity={hidden ? 0 : 1}
      transform={hidden ? startTransform[direction] : "none"}
      transition={`opacity ${REVEAL_DURATION_S}s ease-out, transform ${ENTRY_DURATION_S}s ease-out`}
      style={{ transitionDelay: delay ? `${delay.toFixed(2)}s` : undefined }}
    >
      {children}
    </Component>
  )
}
