import React from "react"
import { Portal, Tooltip as ChakraTooltip } from "@chakra-ui/react"

/** The spec's tooltip defaults: opens after 700 ms; within 300 ms of closing one, the next opens at once. */
export const TOOLTIP_OPEN_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

interface TooltipProps {
  /** The text shown; the trigger must carry the same words as its accessible name. */
  content: string
  children: React.ReactElement
}

/** A visible label for an icon-only control, on hover and on keyboard focus. */
export function Tooltip({ content, children }: TooltipProps) {
  return (
    <ChakraTooltip.Root openDelay={TOOLTIP_OPEN_DELAY_MS} closeDelay={TOOLTIP_SKIP_DELAY_MS} lazyMount unmountOnExit>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content aria-hidden="true">{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  )
}
