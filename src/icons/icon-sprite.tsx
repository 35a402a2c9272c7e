/**
 * Each icon's drawing once. A built page draws about 120 icons but only about 40 different
 * ones. Two kinds: the template's own (the components import them, Lucide's) and those the
 * content names (a social link's, a skill's, a navigation entry's: NamedIcon, drawn from the
 * data layer). When the page is rendered for the build (gatsby-ssr's replaceRenderer provides
 * an IconSprite), an icon renders as an <svg> that <use>s a <symbol>:
 *
 * - the icons of the first screen (the header's and the hero's, marked by InlineIcons) from a
 *   sprite at the top of the page, each used icon once, so they are drawn with the first paint;
 * - the others as an empty <svg> masked with the site's sprite file's view of the icon, painted
 *   in the text's colour (fileIconCss). The file holds every icon of the site once (the
 *   template's and the content's) and is cached as immutable (src/icons/icon-files.ts), so a
 *   page carries no drawing it does not show at once and a second page fetches none. A mask
 *   makes an icon one element where a <use> of the file made two, and spares the browser the
 *   copy of the drawing that each <use> instantiates.
 *
 * The content's logos below the first screen (a skill's) are drawn the same way from the site's
 * logos file, by their tiles' ::before. The tiles skip drawing until they near the screen
 * (content-visibility: auto), so the logos, the heaviest drawings, load when the section they are
 * in is reached, never with the first view.
 *
 * Where there is no sprite (gatsby develop, the toaster, component tests) the icon draws itself
 * inline, as react-icons does.
 */
import React, { createContext, useContext } from "react"
import type { IconBaseProps, IconType } from "react-icons"

interface IconElementProps {
  attr?: React.SVGAttributes<SVGElement>
  children?: React.ReactNode
}

/** What react-icons' IconBase puts on every <svg> before the icon's own attributes. */
const ICON_BASE_ATTRIBUTES = { stroke: "currentColor", fill: "currentColor", strokeWidth: "0" }

/**
 * Every icon the site can draw, in the order ./template-icons.tsx declares them: an icon's symbol id is
 * its place here, the same in every process that loads the icons.
 */
const siteIcons: IconType[] = []
const idOf = new Map<IconType, string>()

/**
 * react-icons' icon components return their IconBase element (the <svg>'s attributes in
 * `attr`, the drawing as children) without rendering anything yet.
 */
const drawingOf = (icon: IconType, props: IconBaseProps = {}) => icon(props) as React.ReactElement<IconElementProps>

/** The <symbol> of an icon, with its id. */
function symbolOf(icon: IconType): React.ReactElement {
  const id = idOf.get(icon) as string
  const drawing = drawingOf(icon)
  return (
    <symbol key={id} id={id} {...ICON_BASE_ATTRIBUTES} {...drawing.props.attr}>
      {drawing.props.children}
    </symbol>
  )
}

/** A drawing the content names (its name, view box and SVG markup), as the data layer gives it. */
export interface NamedDrawing {
  name: string
  viewBox: string
  body: string
}

const namedId = (drawing: NamedDrawing) => `n-${drawing.name}`

/** The <symbol> of a named drawing. */
const namedSymbol = (drawing: NamedDrawing) => (
  <symbol key={namedId(drawing)} id={namedId(drawing)} viewBox={drawing.viewBox} dangerouslySetInnerHTML={{ __html: drawing.body }} />
)

/** The height each drawing takes in a file of views: its 24 units and a gap, so that no view shows a neighbour's edge. */
const VIEW_PITCH = 26

/** A drawing in a file of views: its id there, and the <svg> attributes (view box, drawing) that draw it. */
interface ViewedDrawing {
  id: string
  drawing: React.SVGProps<SVGSVGElement>
}

/**
 * A file of views: each drawing in a 24-unit box of its own, one under the other, and a <view>
 * framing it, which `file.svg#id` shows alone (the image a mask is made of).
 */
function viewsDocument(drawings: readonly ViewedDrawing[]): React.ReactElement {
  return (
    <svg xmlns="http://www.w3.org/2000/svg">
      {drawings.map(({ id, drawing }, index) => (
        <React.Fragment key={id}>
          <view id={id} viewBox={`0 ${index * VIEW_PITCH} 24 24`} />
          <svg y={index * VIEW_PITCH} width="24" height="24" {...drawing} />
        </React.Fragment>
      ))}
    </svg>
  )
}

/** A template icon's drawing, as its symbol has it. */
function templateDrawing(icon: IconType): ViewedDrawing {
  const drawing = drawingOf(icon)
  return { id: idOf.get(icon) as string, drawing: { ...ICON_BASE_ATTRIBUTES, ...drawing.props.attr, children: drawing.props.children } }
}

/** A named drawing's view box and markup. */
const namedDrawing = (drawing: NamedDrawing) => ({ viewBox: drawing.viewBox, dangerouslySetInnerHTML: { __html: drawing.body } })

/**
 * The sprite file's document: every icon of the template and each the content names, once
 * (rendered by src/icons/icon-files.ts), each under the id the pages' own sprites give it.
 */
export function siteIconsDocument(named: readonly NamedDrawing[]): React.ReactElement {
  return viewsDocument([...siteIcons.map(templateDrawing), ...named.map((drawing) => ({ id: namedId(drawing), drawing: namedDrawing(drawing) }))])
}

/** A logo's view in the logos file: its place there ("l3"), short, since every page names one per skill. */
const logoId = (index: number) => `l${index}`

/** Where the site's logos file is, and which logo each of its views shows, in order. */
export interface LogosFile {
  href: string
  names: readonly string[]
}

/** The logos file's document: the content's logos, by their places. */
export function siteLogosDocument(named: readonly NamedDrawing[]): React.ReactElement {
  return viewsDocument(named.map((drawing, index) => ({ id: logoId(index), drawing: namedDrawing(drawing) })))
}

/** Marks an icon drawn from the sprite file (fileIconCss); its view is its ICON_IMAGE_PROPERTY. */
const FILE_ICON_ATTRIBUTE = "data-icon-file"

/** The custom property that holds an icon's view in the sprite file, as an image. */
const ICON_IMAGE_PROPERTY = "--icon"

/**
 * A drawing painted as a mask (`image`, a view of a file) over the text's colour. In forced
 * colours a background is replaced by the system's, and the drawing with it: it keeps its own.
 */
export const maskedDrawing = (image: string) => ({ background: "currentColor", mask: `${image} center / contain no-repeat`, forcedColorAdjust: "none" })

/** How an icon drawn from the file looks (the site's global CSS). */
export const fileIconCss = { [`svg[${FILE_ICON_ATTRIBUTE}]`]: maskedDrawing(`var(${ICON_IMAGE_PROPERTY})`) }

/** Where an icon is drawn from: its id in the page's sprite, or its view in the sprite file. */
export interface IconSource {
  href: string
  fromFile: boolean
}

/** The <svg> of an icon: drawn from the page's sprite with a <use>, or masked with the file's view of it. */
export function spriteSvg({ href, fromFile }: IconSource, { title, style, ...svgProps }: React.SVGProps<SVGSVGElement> & { title?: string }, ref?: React.Ref<SVGSVGElement>) {
  if (!fromFile) {
    return (
      <svg ref={ref} {...svgProps} style={style}>
        {title && <title>{title}</title>}
        <use href={href} />
      </svg>
    )
  }
  return (
    <svg ref={ref} {...svgProps} {...{ [FILE_ICON_ATTRIBUTE]: "" }} style={{ ...style, [ICON_IMAGE_PROPERTY]: `url(${href})` } as React.CSSProperties}>
      {title && <title>{title}</title>}
    </svg>
  )
}

/** The icons a page draws from its own sprite, and the addresses of the site's sprite and logos files. */
export class IconSprite {
  private readonly inline = new Set<IconType>()
  private readonly inlineNamed = new Map<string, NamedDrawing>()

  /**
   * fileHref: the site's sprite file; without one, every icon is drawn from the page's sprite.
   * logos: the site's logos file, which the content's logos below the first screen are drawn from.
   */
  constructor(
    private readonly fileHref?: string,
    private readonly logos?: LogosFile
  ) {}

  /** The image a logo is masked with (the logos file's view of it), where the logos file holds it. */
  logoImage(drawing: NamedDrawing): string | undefined {
    const index = this.logos?.names.indexOf(drawing.name) ?? -1
    return index < 0 ? undefined : `url(${this.logos?.href}#${logoId(index)})`
  }

  /** Where an icon is drawn from: the page's sprite (adding the icon to it) or the file. */
  sourceOf(icon: IconType, inline: boolean): IconSource {
    const id = idOf.get(icon) as string
    if (inline || !this.fileHref) {
      this.inline.add(icon)
      return { href: `#${id}`, fromFile: false }
    }
    return { href: `${this.fileHref}#${id}`, fromFile: true }
  }

  /** The same, for a drawing the content names. */
  sourceOfNamed(drawing: NamedDrawing, inline: boolean): IconSource {
    if (inline || !this.fileHref) {
      this.inlineNamed.set(drawing.name, drawing)
      return { href: `#${namedId(drawing)}`, fromFile: false }
    }
    return { href: `${this.fileHref}#${namedId(drawing)}`, fromFile: true }
  }

  get size(): number {
    return this.inline.size + this.inlineNamed.size
  }

  /** The hidden <svg> holding one <symbol> per icon the page draws from it. */
  render(): React.ReactElement | null {
    if (!this.size) return null
    return (
      <svg aria-hidden="true" focusable="false" style={{ display: "none" }} xmlns="http://www.w3.org/2000/svg">
        {Array.from(this.inline, symbolOf)}
        {Array.from(this.inlineNamed.values(), namedSymbol)}
      </svg>
    )
  }
}

export const IconSpriteContext = createContext<IconSprite | null>(null)

export const InlineIconsContext = createContext(false)

/** The icons inside are the first screen's: drawn from the page's own sprite, with the first paint. */
export function InlineIcons({ children }: { children: React.ReactNode }) {
  return <InlineIconsContext.Provider value={true}>{children}</InlineIconsContext.Provider>
}

/**
 * The icon, drawn from a sprite where there is one. Its drawing attributes (view box, stroke,
 * fill) are the symbol's; the <svg> keeps only what the page gave it (size, colour, class,
 * ARIA), as IconBase would render them.
 */
export function spriteIcon(icon: IconType): IconType {
  idOf.set(icon, `i${siteIcons.push(icon) - 1}`)
  function SpriteIcon(props: IconBaseProps) {
    const sprite = useContext(IconSpriteContext)
    const inline = useContext(InlineIconsContext)
    if (!sprite) return drawingOf(icon, props)
    const { size = "1em", color, style, children: _children, ...svgProps } = props
    return spriteSvg(sprite.sourceOf(icon, inline), { ...svgProps, width: size, height: size, style: color ? { color, ...style } : style })
  }
  SpriteIcon.displayName = `SpriteIcon(${icon.name})`
  return SpriteIcon
}
