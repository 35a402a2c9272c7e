/**
 * Each icon's drawing once per page. A built page draws about 120 icons but only about 40
 * different ones: the skills alone repeat a dozen. When the page is rendered for the build
 * (gatsby-ssr's replaceRenderer provides an IconSprite), an icon renders as an <svg> that
 * <use>s a <symbol> of the sprite at the top of the page, and the sprite holds each icon that
 * was used, once. Where there is no sprite (gatsby develop, the toaster, component tests) the
 * icon draws itself inline, as react-icons does.
 */
import React, { createContext, useContext } from "react"
import type { IconBaseProps, IconType } from "react-icons"

interface IconElementProps {
  attr?: React.SVGAttributes<SVGElement>
  children?: React.ReactNode
}

/** What react-icons' IconBase puts on every <svg> before the icon's own attributes. */
const ICON_BASE_ATTRIBUTES = { stroke: "currentColor", fill: "currentColor", strokeWidth: "0" }

/** The icons a page rendered, each with the id of its symbol. */
export class IconSprite {
  private readonly ids = new Map<IconType, string>()

  /** The symbol id for this icon, adding it to the sprite the first time. */
  idFor(icon: IconType): string {
    let id = this.ids.get(icon)
    if (!id) {
      id = `icon-${this.ids.size}`
      this.ids.set(icon, id)
    }
    return id
  }

  get size(): number {
    return this.ids.size
  }

  /** The hidden <svg> holding one <symbol> per icon used. */
  render(): React.ReactElement | null {
    if (!this.ids.size) return null
    return (
      <svg aria-hidden="true" focusable="false" style={{ display: "none" }} xmlns="http://www.w3.org/2000/svg">
        {Array.from(this.ids, ([icon, id]) => {
          const drawing = drawingOf(icon)
          return (
            <symbol key={id} id={id} {...ICON_BASE_ATTRIBUTES} {...drawing.props.attr}>
              {drawing.props.children}
            </symbol>
          )
        })}
      </svg>
    )
  }
}

/**
 * react-icons' icon components return their IconBase element (the <svg>'s attributes in
 * `attr`, the drawing as children) without rendering anything yet.
 */
const drawingOf = (icon: IconType, props: IconBaseProps = {}) => icon(props) as React.ReactElement<IconElementProps>

export const IconSpriteContext = createContext<IconSprite | null>(null)

/**
 * The icon, drawn from the page's sprite where there is one. Its drawing attributes (view
 * box, stroke, fill) are the symbol's; the <svg> keeps only what the page gave it (size,
 * colour, class, ARIA), as IconBase would render them.
 */
export function spriteIcon(icon: IconType): IconType {
  function SpriteIcon(props: IconBaseProps) {
    const sprite = useContext(IconSpriteContext)
    if (!sprite) return drawingOf(icon, props)
    const { size = "1em", title, color, style, children: _children, ...svgProps } = props
    return (
      <svg {...svgProps} width={size} height={size} style={color ? { color, ...style } : style}>
        {title && <title>{title}</title>}
        <use href={`#${sprite.idFor(icon)}`} />
      </svg>
    )
  }
  SpriteIcon.displayName = `SpriteIcon(${icon.name})`
  return SpriteIcon
}
