import React from "react"
import { Box } from "@chakra-ui/react"
import { useIsland } from "../../islands/useIsland"
import { tooltip, tooltipContract } from "./tooltip.island"
import { islandMarkup } from "../../islands/markup"

const tooltipMarkup = islandMarkup(tooltipContract)

interface TooltipProps {
  /** The text shown; the trigger carries the same words as its accessible name. */
  content: string
  children: React.ReactElement
  /** Above the control (the default) or below it, for controls at the top of the page. */
  placement?: "top" | "bottom"
  /** A list's control has the list item around it: it holds the label. */
  as?: "div" | "li"
}

/**
 * A visible label for an icon-only control, on hover and on keyboard focus, closed by
 * Escape (tooltip.island.ts), which makes the label when it first opens: here are its words and
 * its look. Hand-written because Chakra's Tooltip brings a positioning engine (~14 KB gzip) for
 * a label that always sits above a small round button.
 */
export function Tooltip({ content, children, placement = "top", as = "div" }: TooltipProps) {
  const ref = useIsland<HTMLDivElement>(tooltip)
  return (
    <Box
      as={as}
      ref={ref}
      {...tooltipMarkup.root}
      {...tooltipMarkup.values({ text: content })}
      position="relative"
      display="inline-flex"
      css={{
        // The label the island makes when it first opens.
        "& > [role=tooltip]": {
          position: "absolute",
          ...(placement === "top" ? { bottom: "calc(100% + 8px)" } : { top: "calc(100% + 8px)" }),
          left: "50%",
          transform: "translateX(-50%)",
          zIndex: "tooltip",
          px: "2.5",
          py: "1",
          rounded: "md",
          bg: "fg",
          color: "bg",
          fontSize: "xs",
          fontWeight: "medium",
          whiteSpace: "nowrap",
          pointerEvents: "none",
          boxShadow: "md",
          animation: "fade-in 0.15s ease-out",
        },
      }}
    >
      {children}
    </Box>
  )
}
