import React from "react"
import { chakra, type HTMLChakraProps } from "@chakra-ui/react"
import { ENTRY_DISTANCE_PX, ENTRY_DURATION_S, REVEAL_DELAY_PROPERTY, REVEAL_DURATION_S, revealDelayStyle } from "../../shared/motion"
import { useIsland } from "../../islands/useIsland"
import { reveal, revealContract, type RevealState } from "./reveal.island"
import { islandMarkup } from "../../islands/markup"

const revealMarkup = islandMarkup(revealContract)

export type RevealDirection = "up" | "down" | "left" | "right"

const startTransform: Record<RevealDirection, string> = {
  up: `translateY(${ENTRY_DISTANCE_PX}px)`,
  down: `translateY(-${ENTRY_DISTANCE_PX}px)`,
  left: `translateX(${ENTRY_DISTANCE_PX}px)`,
  right: `translateX(-${ENTRY_DISTANCE_PX}px)`,
}

const WAITING: RevealState = "waiting"

interface RevealProps extends Omit<HTMLChakraProps<"div">, "as" | "direction"> {
  children: React.ReactNode
  direction?: RevealDirection
  /**
   * Seconds to wait after entering view, for staggered lists. Without it, the delay is
   * inherited (a project card's comes from its place in the gallery, which the projects
   * island changes).
   */
  delay?: number
  as?: "div" | "li" | "ol"
}

/**
 * Fades and slides in the first time it scrolls into view, then stays (reveal.island.ts).
 * The HTML shows it: nothing waits for a script, so a visitor without JavaScript (or whose
 * JavaScript fails) reads everything. Other props style the element itself, so that a card or a
 * list item can be revealed without a wrapper of its own.
 */
export function Reveal({ children, direction = "up", delay, as = "div", style, css, transition, ...element }: RevealProps) {
  const ref = useIsland<HTMLDivElement & HTMLLIElement & HTMLOListElement>(reveal)
  // One set of props for every element: a list or a list item takes what a div takes here.
  const Component = chakra[as] as typeof chakra.div
  return (
    <Component
      ref={ref}
      {...revealMarkup.root}
      {...revealMarkup.values({ state: "shown" satisfies RevealState })}
      {...element}
      opacity="1"
      transform="none"
      // The element's own transition (a card's hover) follows the reveal's, without its delay.
      transition={[`opacity ${REVEAL_DURATION_S}s ease-out, transform ${ENTRY_DURATION_S}s ease-out`, transition].filter(Boolean).join(", ")}
      transitionDelay={transition ? `var(${REVEAL_DELAY_PROPERTY}, 0s), var(${REVEAL_DELAY_PROPERTY}, 0s), 0s` : `var(${REVEAL_DELAY_PROPERTY}, 0s)`}
      // Hiding is instant: only the reveal animates. (A transition on the hiding too had every
      // element below the fold fade out after load, repainting the page for 0.6 s.) On screen
      // only: a page printed before it is scrolled through prints everything.
      css={[
        css,
        { "@media screen": { [`&[${revealContract.valueAttribute("state")}=${WAITING}]`]: { opacity: 0, transform: startTransform[direction], transition: "none" } } },
      ]}
      style={delay === undefined ? style : { ...style, ...revealDelayStyle(delay) }}
    >
      {children}
    </Component>
  )
}
