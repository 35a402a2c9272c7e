/**
 * A colour token reference as its value: "{colors.navy.900}" is "#0f172a", "{colors.white}"
 * is "#FFFFFF"; any other value (a hex or rgba() colour) is returned as it is. For what needs
 * the theme's colours outside Chakra: the PDFs (src/build-time/cv-pdf/colors.ts) and the contrast tests.
 */
import { colors } from "./colors"

export function tokenColor(value: string): string {
  const reference = /^\{colors\.(\w+)\.?(\w+)?\}$/.exec(value)
  if (!reference) return value
  const [, palette, shade] = reference
  const entry = (colors as unknown as Record<string, (Record<string, { value: string } | undefined> & { value?: string }) | undefined>)[palette]
  const resolved = shade ? entry?.[shade]?.value : entry?.value
  if (typeof resolved !== "string") throw new Error(`${value} is not a colour token of src/theme/colors.ts`)
  return resolved
}
