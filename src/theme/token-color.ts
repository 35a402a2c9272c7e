/**
 * A colour token reference as its value: "{colors.navy.900}" is "#0f172a", "{colors.white}"
 * is "#FFFFFF"; any other value (a hex or rgba() colour) is returned as it is. For what needs
 * the theme's colours outside Chakra: the PDFs (src/build-time/cv-pdf/colors.ts) and the contrast tests.
 */
import { colors } from "./colors"

/** The colour tokens as a tree: a palette's shades, a colour's value. */
interface TokenTree {
  readonly [key: string]: TokenTree | string | undefined
}
const tokens: TokenTree = colors

/** The node below `node` at `key` (none below a value, or a key it does not have). */
const below = (node: TokenTree | string | undefined, key: string): TokenTree | string | undefined => (typeof node === "object" ? node[key] : undefined)

export function tokenColor(value: string): string {
  const reference = /^\{colors\.(\w+)\.?(\w+)?\}$/.exec(value)
  if (!reference) return value
  const [, palette, shade] = reference
  const colour = shade ? below(below(tokens, palette), shade) : below(tokens, palette)
  const resolved = below(colour, "value")
  if (typeof resolved !== "string") throw new Error(`${value} is not a colour token of src/theme/colors.ts`)
  return resolved
}
