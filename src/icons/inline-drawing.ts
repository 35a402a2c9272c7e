/**
 * A named icon drawn in place (NamedIcon, on a first screen) without the group its drawing
 * wraps its shapes in: the group carries the presentation attributes a sprite's <symbol> needs
 * (./catalogue.ts), and drawn in place they sit on the <svg> itself, which passes them on to the
 * shapes alike. One element fewer per icon, each of which the browser styles and lays out at
 * load (docs/performance.md, "Fewer elements on the home page").
 */

/** The attributes a drawing's group may carry, by their React names. */
const PROPS_OF_ATTRIBUTES: Readonly<Record<string, string>> = {
  fill: "fill",
  "fill-rule": "fillRule",
  "clip-rule": "clipRule",
  stroke: "stroke",
  "stroke-width": "strokeWidth",
  "stroke-linecap": "strokeLinecap",
  "stroke-linejoin": "strokeLinejoin",
  "stroke-miterlimit": "strokeMiterlimit",
}

/** True if the group's end is the body's last </g>: every group opened inside it closes inside it. */
function isOneGroup(inner: string): boolean {
  let depth = 0
  for (const [tag] of inner.matchAll(/<g[\s>]|<\/g>/g)) {
    depth += tag === "</g>" ? -1 : 1
    if (depth < 0) return false
  }
  return depth === 0
}

export interface InlineDrawing {
  /** Props for the <svg>: the group's attributes. */
  props: Record<string, string>
  /** What goes inside the <svg>. */
  inner: string
}

/**
 * The body of a drawing (`<g …>shapes</g>`, as ./catalogue.ts writes it) as props and shapes
 * for the <svg>; a body in any other form, or with an attribute not known here, stays whole.
 */
export function inlineDrawing(body: string): InlineDrawing {
  const [, attributeText, inner] = /^<g((?:\s+[\w-]+="[^"]*")*)\s*>([\s\S]*)<\/g>$/.exec(body) ?? []
  if (inner === undefined || !isOneGroup(inner)) return { props: {}, inner: body }
  const props: Record<string, string> = {}
  for (const [, name, value] of attributeText.matchAll(/([\w-]+)="([^"]*)"/g)) {
    const prop = PROPS_OF_ATTRIBUTES[name]
    if (!prop) return { props: {}, inner: body }
    props[prop] = value
  }
  return { props, inner }
}
