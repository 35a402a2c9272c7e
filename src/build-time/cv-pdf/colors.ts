/**
 * The PDFs' colours: the brand teal both themes share, in the shades the light theme uses on its
 * light background, since paper is white whichever theme the visitor chose (the share image and
 * the browser's printed CV do not follow the theme either). Read from the theme's tokens, so a
 * change of brand colour reaches the files; __tests__/unit/theme/contrast.test.ts checks them
 * on the light theme's background, and __tests__/unit/build-time/cv-pdf/pdf-font-and-colours.test.ts on white.
 */
import { lightColors } from "../../theme/semantic-colors"
import { tokenColor } from "../../theme/token-color"

export const PDF_COLORS = {
  paper: tokenColor("{colors.white}"),
  text: tokenColor(lightColors.fg.DEFAULT),
  muted: tokenColor(lightColors.fg.muted),
  /** Headings and the job title. */
  brand: tokenColor(lightColors.brand.fg),
  /** The rule under the name. */
  accent: tokenColor(lightColors.brand.solid),
} as const
