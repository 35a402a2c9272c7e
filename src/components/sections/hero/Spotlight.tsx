import React from "react"
import { Box } from "@chakra-ui/react"
import { spotlightContract } from "./spotlight.island"
import { printAs } from "../../../theme/print-markers"
import { islandMarkup } from "../../../islands/markup"

const spotlightMarkup = islandMarkup(spotlightContract)

/** The soft light that follows the pointer over the hero; the spotlight island turns it on and off. */
export function Spotlight() {
  return (
    <Box
      aria-hidden="true"
      {...printAs("hide")}
      {...spotlightMarkup.target("light")}
      {...spotlightMarkup.values({ visible: false })}
      position="absolute"
      inset="0"
      pointerEvents="none"
      opacity="0"
      transition="opacity 0.3s"
      css={{ [`&[${spotlightContract.valueAttribute("visible")}=true]`]: { opacity: 1 } }}
      bg="radial-gradient(600px circle at var(--spot-x, 50%) var(--spot-y, 50%), {colors.brand.subtle}, transparent 60%)"
    />
  )
}
