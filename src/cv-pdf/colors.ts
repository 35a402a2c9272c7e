/**
 * The PDFs' colours: the brand teal both themes share, in the shades the light theme uses on its
 * light background, since paper is white whichever theme the visitor chose (the share image and
 * the browser's printed CV do not follow the theme either). Read from the theme's tokens, so a
 * change of brand colour reaches the files; __tests__/unit/theme-contrast.test.ts checks them
 * on a light background, and the PDFs' own test on white.
 */
import { colors } from "../theme/colors"
import { lightColors } from "../theme/semantic-colors"

/** "{colors.navy.900}" → "#0f172a". */
export function tokenColor(reference: string): string {
  const match = /^\{colors\.(\w+)\.(\w+)\}$/.exec(reference)
  const palette = match && (colors as unknown as Record<string, Record<string, { value: string } | undefined>>)[match[1]]
  const value = match && palette?.[match[2]]?.value
  if (!value) throw new Error(`${reference} is not a colour token of src/theme/colors.ts`)
  return value
}

export const PDF_COLORS = {
  paper: colors.white.value,
  text: tokenColor(lightColors.fg.DEFAULT),
  muted: tokenColor(lightColors.fg.muted),
  /** Headings and the job title. */
  brand: tokenColor(lightColors.brand.fg),
  /** The rule under the name. */
  accent: tokenColor(lightColors.brand.solid),
  line: tokenColor(lightColors.border.emphasized),
} as const
