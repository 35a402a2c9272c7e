import React from "react"
import { Box, type BoxProps } from "@chakra-ui/react"

/** Centres content at a readable width with the page's side padding. */
export function PageContainer(props: BoxProps) {
  return <Box maxW="6xl" mx="auto" px={{ base: "4", sm: "6", lg: "8" }} {...props} />
}
