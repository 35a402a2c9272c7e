/**
 * WCAG contrast between colours as the theme writes them (hex values, rgba() and token
 * references: "{colors.navy.900}", resolved from src/theme/colors.ts) or as a browser computes
 * them ("rgb(226, 232, 240)"), translucent ones blended over the backgrounds beneath them.
 */
import { tokenColor } from "../../src/theme/token-color"

type Rgba = [number, number, number, number]

export function parse(value: string): Rgba {
  const color = tokenColor(value)
  const hex = /^#([0-9a-f]{6})$/i.exec(color)
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)).concat(1) as Rgba
  const rgba = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(color)
  if (rgba) return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), rgba[4] === undefined ? 1 : Number(rgba[4])]
  const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)$/.exec(color)
  if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, srgb[4] === undefined ? 1 : Number(srgb[4])]
  throw new Error(`Cannot read the colour ${value} (${color})`)
}

/** A colour as seen over the backgrounds beneath it (the last one opaque). */
function over(...layers: string[]): [number, number, number] {
  const [bottom, ...rest] = layers.reverse().map(parse)
  return rest.reduce<[number, number, number]>(
    (below, [r, g, b, a]) => [r * a + below[0] * (1 - a), g * a + below[1] * (1 - a), b * a + below[2] * (1 - a)],
    [bottom[0], bottom[1], bottom[2]]
  )
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

export function contrast(foreground: string, ...backgrounds: string[]): number {
  const background = over(...backgrounds)
  const text = over(foreground, ...backgrounds)
  const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a)
  return (light + 0.05) / (dark + 0.05)
}

