import React from "react"
import { Box } from "@chakra-ui/react"

/** The thin bar at the very top that shows how far down the page the visitor is. */
export function ScrollProgress({ percent }: { percent: number }) {
  return (
    <Box
      role="progressbar"
      aria-label="Page scroll progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      position="absolute"
      top="0"
      insetX="0"
      h="4px"
      bg="transparent"
    >
      <Box
        h="full"
        bgGradient="to-r"
        gradientFrom="brand.400"
        gradientTo="brand.200"
        transformOrigin="left"
        style={{ transform: `scaleX(${percent / 100})` }}
      />
    </Box>
  )
}
