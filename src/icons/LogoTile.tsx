import React, { useContext } from "react"
import { chakra, type HTMLChakraProps } from "@chakra-ui/react"
import { IconSpriteContext, type NamedDrawing } from "./icon-sprite"
import { NamedIcon } from "./NamedIcon"

/**
 * A tile holding a logo the content names (a skill's), which the page fetches only when the
 * tile is about to be seen: the logo is a mask of the site's logos file (its --logo), painted in
 * the text's colour by the tile's ::before, and the tile is not drawn until it nears the screen
 * (see ./icon-sprite.tsx). The tile is sized by its caller, so drawing it late moves nothing.
 * Where the site has no logos file (gatsby develop, component tests) the logo is drawn inline.
 */
export function LogoTile({ icon, ...tile }: { icon: NamedDrawing } & HTMLChakraProps<"span">) {
  const image = useContext(IconSpriteContext)?.logoImage(icon)
  if (!image) {
    return (
      <chakra.span aria-hidden="true" display="block" flexShrink="0" {...tile}>
        <NamedIcon icon={icon} size="100%" />
      </chakra.span>
    )
  }
  return (
    // Hidden from screen readers like every drawn icon (and so left off paper with them, src/theme/print-css.ts).
    <chakra.span
      aria-hidden="true"
      display="block"
      flexShrink="0"
      style={{ "--logo": image } as React.CSSProperties}
      css={{
        contentVisibility: "auto",
        // Painted as a background through a mask: in forced colours a background would be dropped, and the logo with it.
        forcedColorAdjust: "none",
        _before: { content: '""', display: "block", w: "full", h: "full", bg: "currentColor", mask: "var(--logo) center / contain no-repeat" },
      }}
      {...tile}
    />
  )
}
