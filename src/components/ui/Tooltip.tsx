import React, { useEffect, useRef, useState } from "react"
import { Box } from "@chakra-ui/react"

/** The spec's tooltip defaults: opens after 700 ms; within 300 ms of another closing, at once. */
export const TOOLTIP_OPEN_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

/** When any tooltip last closed: the next one skips its delay if the pointer moved on quickly. */
let lastClosedAt = Number.NEGATIVE_INFINITY

interface TooltipProps {
  /** The text shown; the trigger carries the same words as its accessible name. */
  content: string
  children: React.ReactElement
}

/**
 * A visible label for an icon-only control, on hover and on keyboard focus, closed by
 * Escape. Hand-written because Chakra's Tooltip brings a positioning engine (~14 KB gzip)
 * for a label that always sits above a small round button.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>()

  useEffect(() => () => clearTimeout(timer.current), [])

  const show = () => {
    clearTimeout(timer.current)
    if (performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) setOpen(true)
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_OPEN_DELAY_MS)
  }
  const hide = () => {
    clearTimeout(timer.current)
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now()
      return false
    })
  }

  return (
    <Box
      position="relative"
      display="inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event: React.KeyboardEvent) => event.key === "Escape" && hide()}
    >
      {children}
      {open && (
        <Box
          role="tooltip"
          position="absolute"
          bottom="calc(100% + 8px)"
          left="50%"
          transform="translateX(-50%)"
          zIndex="tooltip"
          px="2.5"
          py="1"
          rounded="md"
          bg="fg"
          color="bg"
          fontSize="xs"
          fontWeight="medium"
          whiteSpace="nowrap"
          pointerEvents="none"
          boxShadow="md"
          animation="fade-in 0.15s ease-out"
        >
          {content}
        </Box>
      )}
    </Box>
  )
}
