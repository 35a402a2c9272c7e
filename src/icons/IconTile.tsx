import React, { useContext } from "react"
import { chakra, type HTMLChakraProps } from "@chakra-ui/react"
import type { IconType } from "react-icons"
import { ICON_IMAGE_PROPERTY, IconSpriteContext, InlineIconsContext, maskedDrawing } from "./icon-sprite"

interface IconTileProps extends HTMLChakraProps<"div"> {
  icon: IconType
  /** The icon's size in the tile. */
  iconSize?: string
}

/**
 * A tile (its size, shape and colours given by its caller) with a template icon at its centre.
 * Below the first screen of a built page the icon is the tile's ::before, masked with its view
 * in the site's sprite file (./icon-sprite.tsx): tile and icon are one element. Elsewhere (the
 * first screen, gatsby develop, component tests) the icon is its own <svg> in the tile. Hidden
 * from screen readers like every drawn icon, and so left off paper with them
 * (src/theme/print-css.ts).
 */
export function IconTile({ icon: Icon, iconSize = "1em", ...tile }: IconTileProps) {
  const sprite = useContext(IconSpriteContext)
  const inline = useContext(InlineIconsContext)
  const image = inline ? undefined : sprite?.imageOf(Icon)
  const box = { "aria-hidden": true, display: "flex", flexShrink: "0", alignItems: "center", justifyContent: "center", ...tile } as const
  if (!image) {
    return (
      <chakra.div {...box}>
        <Icon aria-hidden="true" size={iconSize} />
      </chakra.div>
    )
  }
  return (
    <chakra.div
      {...box}
      style={{ [ICON_IMAGE_PROPERTY]: image } as React.CSSProperties}
      css={{ _before: { content: '""', w: iconSize, h: iconSize, ...maskedDrawing(`var(${ICON_IMAGE_PROPERTY})`) } }}
    />
  )
}
