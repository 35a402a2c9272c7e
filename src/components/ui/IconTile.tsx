import React from "react"
import { Box, type BoxProps } from "@chakra-ui/react"
import type { IconType } from "react-icons"

/**
 * An icon on a tile of the brand's tint. The icon's <svg> is the tile itself, its padding
 * framing the drawing: one element where a box around the icon made two, for each fact,
 * achievement and message sent.
 *
 * The tile renders `as` the icon rather than `asChild` of it: asChild always hands its child a
 * ref, which an icon component (a function, not an element) cannot take.
 */
export function IconTile({ icon, ...tile }: { icon: IconType } & BoxProps) {
  return <Box as={icon} aria-hidden="true" flexShrink="0" boxSize="10" p="3" rounded="lg" bg="brand.subtle" color="brand.fg" {...tile} />
}
