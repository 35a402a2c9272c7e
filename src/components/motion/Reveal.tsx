import React from "react"
import { chakra } from "@chakra-ui/react"
import { delayStyle, ENTRY_DISTANCE_PX, ENTRY_DURATION_S, REVEAL_DURATION_S, reveal } from "../../islands/reveal"
import { useIsland } from "../../islands/useIsland"

export type RevealDirection = "up" | "down" | "left" | "right"

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
 * Fades and slides in the first time it scrolls into view, then stays (src/islands/reveal.ts).
 * The HTML shows it: nothing waits for a script, so a visitor without JavaScript (or whose
 * JavaScript fails) reads everything.
 */
export function Reveal({ children, direction = "up", delay = 0, className, as = "div" }: RevealProps) {
  const ref = useIsland<HTMLDivElement & HTMLLIElement>(reveal)
  const Component = as === "li" ? chakra.li : chakra.div
  return (
    <Component
      ref={ref}
      data-island="reveal"
      data-reveal="shown"
      className={className}
      opacity="1"
      transform="none"
      transition={`opacity ${REVEAL_DURATION_S}s ease-out, transform ${ENTRY_DURATION_S}s ease-out`}
      // Hiding is instant: only the reveal animates. (A transition on the hiding too had every
      // element below the fold fade out after load, repainting the page for 0.6 s.)
      css={{ "&[data-reveal=waiting]": { opacity: 0, transform: startTransform[direction], transition: "none" } }}
      style={{ transitionDelay: delayStyle(delay) }}
    >
      {children}
    </Component>
  )
}
