import React from "react"
import { Box } from "@chakra-ui/react"

/** The soft light that follows the pointer over the hero; shown only while the pointer is there. */
export function Spotlight({ visible }: { visible: boolean }) {
  return (
    <Box
      aria-hidden="true"
      data-testid="hero-spotlight"
      data-visible={visible}
      position="absolute"
      inset="0"
      pointerEvents="none"
      opacity={visible ? 1 : 0}
      transition="opacity 0.3s"
      bg="radial-gradient(600px circle at var(--spot-x, 50%) var(--spot-y, 50%), rgba(45, 212, 191, 0.14), transparent 60%)"
    />
  )
}
