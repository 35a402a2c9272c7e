/**
 * Each icon's drawing once. A built page draws about 120 icons but only about 40 different
 * ones. Two kinds: the template's own (the components import them, Lucide's) and those the
 * content names (a social link's, a skill's, a navigation entry's: NamedIcon, drawn from the
 * data layer). When the page is rendered for the build (gatsby-ssr's replaceRenderer provides
 * an IconSprite):
 *
 * - the icons of the first screen (the header's and the hero's, marked by InlineIcons) are
 *   drawn in place, so they are drawn with the first paint. Each of them shows once there (the
 *   phone menu's copies wait in a template), and a <use> would cost the page two elements more
 *   (the <use> and a <symbol>) and the browser a copy of the drawing in its shadow tree;
 * - the others render as an <svg> that <use>s a <symbol> of the site's sprite file, which holds
 *   every icon of the site once (the template's and the content's) and is cached as immutable
 *   (src/icons/icon-files.ts), so a page carries no drawing it does not show at once and a
 *   second page fetches none. Without that file, they <use> a sprite at the top of the page.
 *
 * The content's logos below the first screen (a skill's) are drawn a third way: as a CSS mask of
 * the site's logos file (one SVG of <view>s, siteLogosDocument), painted in the text's colour.
 * A browser fetches the file of an SVG <use> as soon as the page has one, wherever it is; a
 * mask's only when the element is drawn. Their tiles skip drawing until they near the screen
 * (content-visibility: auto), so the logos, the heaviest drawings, load when the section they
 * are in is reached, never with the first view.
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

/** A drawing the content names, as the data layer gives it (src/icons/catalogue.ts's IconDrawing). */
export interface NamedDrawing {
  name: string
  viewBox: string
  /** GraphQL gives them as JSON; they are SVG presentation attributes under React's names. */
  attributes: Readonly<Record<string, unknown>>
  shapes: string
}

/** The attributes of the element that holds a named drawing's shapes. */
export const drawingAttributes = (drawing: NamedDrawing) => drawing.attributes as React.SVGAttributes<SVGElement>

const namedId = (drawing: NamedDrawing) => `n-${drawing.name}`

/** The <symbol> of a named drawing. */
const namedSymbol = (drawing: NamedDrawing) => (
  <symbol key={namedId(drawing)} id={namedId(drawing)} viewBox={drawing.viewBox} {...drawingAttributes(drawing)} dangerouslySetInnerHTML={{ __html: drawing.shapes }} />
)

/**
 * The sprite file's document: every icon of the template and each the content names, once
 * (rendered by src/icons/icon-files.ts).
 */
export function siteIconsDocument(named: readonly NamedDrawing[]): React.ReactElement {
  return (
    <svg xmlns="http://www.w3.org/2000/svg">
      {siteIcons.map(symbolOf)}
      {named.map(namedSymbol)}
    </svg>
  )
}

/** The height each logo takes in the logos file: its 24 units and a gap, so that no view shows a neighbour's edge. */
const LOGO_PITCH = 26

/** A logo's view in the logos file: its place there ("l3"), short, since every page names one per skill. */
const logoId = (index: number) => `l${index}`

/** Where the site's logos file is, and which logo each of its views shows, in order. */
export interface LogosFile {
  href: string
  names: readonly string[]
}

/**
 * The logos file's document: each drawing in a 24-unit box of its own, one under the other, and
 * a <view> framing it, which `file.svg#l3` shows alone.
 */
export function siteLogosDocument(named: readonly NamedDrawing[]): React.ReactElement {
  return (
    <svg xmlns="http://www.w3.org/2000/svg">
      {named.map((drawing, index) => (
        <React.Fragment key={drawing.name}>
          <view id={logoId(index)} viewBox={`0 ${index * LOGO_PITCH} 24 24`} />
          <svg y={index * LOGO_PITCH} width="24" height="24" viewBox={drawing.viewBox} {...drawingAttributes(drawing)} dangerouslySetInnerHTML={{ __html: drawing.shapes }} />
        </React.Fragment>
      ))}
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

  /** What an icon's <use> refers to: the site's sprite file, or without one the page's sprite (adding the icon to it). */
  hrefFor(icon: IconType): string {
    const id = idOf.get(icon) as string
    if (!this.fileHref) {
      this.inline.add(icon)
      return `#${id}`
    }
    return `${this.fileHref}#${id}`
  }

  /** The same, for a drawing the content names. */
  hrefForNamed(drawing: NamedDrawing): string {
    if (!this.fileHref) {
      this.inlineNamed.set(drawing.name, drawing)
      return `#${namedId(drawing)}`
    }
    return `${this.fileHref}#${namedId(drawing)}`
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

/** The icons inside are the first screen's: drawn in place, with the first paint. */
export function InlineIcons({ children }: { children: React.ReactNode }) {
  return <InlineIconsContext.Provider value={true}>{children}</InlineIconsContext.Provider>
}

/**
 * The icon, drawn from a sprite where there is one, except on the first screen. Its drawing
 * attributes (view box, stroke, fill) are the symbol's; the <svg> keeps only what the page gave
 * it (size, colour, class, ARIA), as IconBase would render them.
 */
export function spriteIcon(icon: IconType): IconType {
  idOf.set(icon, `i${siteIcons.push(icon) - 1}`)
  function SpriteIcon(props: IconBaseProps) {
    const sprite = useContext(IconSpriteContext)
    const inline = useContext(InlineIconsContext)
    if (!sprite || inline) return drawingOf(icon, props)
    const { size = "1em", title, color, style, children: _children, ...svgProps } = props
    return (
      <svg {...svgProps} width={size} height={size} style={color ? { color, ...style } : style}>
        {title && <title>{title}</title>}
        <use href={sprite.hrefFor(icon)} />
      </svg>
    )
  }
  SpriteIcon.displayName = `SpriteIcon(${icon.name})`
  return SpriteIcon
}
