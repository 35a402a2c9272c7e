import React, { forwardRef, useContext } from "react"
import { graphql } from "gatsby"
import { drawingAttributes, IconSpriteContext, InlineIconsContext, type NamedDrawing } from "./icon-sprite"

/**
 * An icon the content names, drawn from a sprite where there is one (as spriteIcon's), else
 * in place, as on the first screen. Its <svg> keeps what the page gave it (size, class, ARIA, and a ref, for Chakra's asChild).
 */
export const NamedIcon = forwardRef<SVGSVGElement, { icon: NamedDrawing; size?: string | number } & React.SVGProps<SVGSVGElement>>(function NamedIcon(
  { icon, size = "1em", ...svgProps },
  ref
) {
  const sprite = useContext(IconSpriteContext)
  const inline = useContext(InlineIconsContext)
  if (!sprite || inline)
    return <svg ref={ref} {...drawingAttributes(icon)} {...svgProps} width={size} height={size} viewBox={icon.viewBox} dangerouslySetInnerHTML={{ __html: icon.shapes }} />
  return (
    <svg ref={ref} {...svgProps} width={size} height={size}>
      <use href={sprite.hrefForNamed(icon)} />
    </svg>
  )
})

export const fragment = graphql`
  fragment NamedIcon on Icon {
    name
    viewBox
    attributes
    shapes
  }
`
