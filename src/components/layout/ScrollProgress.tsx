import React from "react"
import { Box } from "@chakra-ui/react"
import { headerContract } from "./header.island"
import { islandMarkup } from "../../islands/markup"

const headerMarkup = islandMarkup(headerContract)

/**
 * The thin bar at the very top that shows how far down the page the visitor is; the header
 * island moves it (header.island.ts).
 */
export function ScrollProgress({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
      {...headerMarkup.target("progress")}
      position="absolute"
      top="0"
      insetX="0"
      h="4px"
      bg="transparent"
    >
      <Box
        {...headerMarkup.target("progressFill")}
        h="full"
        bgGradient="to-r"
        gradientFrom="brand.solid"
        gradientTo="brand.fg"
        transformOrigin="left"
        style={{ transform: "scaleX(0)" }}
      />
    </Box>
  )
}
