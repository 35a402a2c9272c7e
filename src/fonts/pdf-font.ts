/**
 * The PDFs' font: Inter, the site's own typeface, as static TrueType files from npm
 * (@expo-google-fonts/inter: Google Fonts' build of Inter 4, one file per weight with all its
 * alphabets). TrueType because the PDF writer (pdfkit, through fontkit) embeds a subset of a
 * TrueType font reliably, while its WOFF2 subsetting breaks on accented letters; one file per
 * weight because the site's own files (@fontsource-variable/inter) are split by alphabet, and
 * pdfkit embeds such a split font again for every run of text in another alphabet.
 *
 * It draws Latin with every accent (Vietnamese too), Greek and Cyrillic, and the usual
 * punctuation and symbols. Any other character (Chinese, Arabic, emoji...) is left out of the
 * files and `npm run check` names it (src/build-time/checks/pdf-warnings.ts). Free of the PDF writer:
 * the content check reads it.
 */
import path from "path"
import { canDrawWith, fontSet, INTER_SCRIPTS } from "./coverage"

/** From the project's node_modules, as brand-images.ts finds its fonts (Gatsby bundles this file). */
const interFile = (weight: string) => path.join(process.cwd(), "node_modules", "@expo-google-fonts", "inter", weight, `Inter_${weight}.ttf`)

export const PDF_FONT_FAMILY = "Inter"
export const PDF_FONT_FILES = [
  { src: () => interFile("400Regular"), fontWeight: 400 },
  { src: () => interFile("600SemiBold"), fontWeight: 600 },
] as const

/** Both weights have the same characters (a unit test checks it): the regular one tells. */
export const PDF_FONTS = fontSet(() => [PDF_FONT_FILES[0].src()], INTER_SCRIPTS)

/** The text as the PDFs can draw it: characters the font lacks are left out rather than drawn as empty boxes. */
export const drawable = (text: string): string =>
  Array.from(text.normalize("NFC"))
    .filter((char) => canDrawWith(PDF_FONTS, char))
    .join("")
    .replace(/ {2,}/g, " ")
    .trim()

/**
 * Fields printed as they are: addresses (links), and a project page's slug, which makes one
 * (content.ts reads it from the title as written).
 */
const VERBATIM_FIELD = /^(href|siteUrl|mapsUrl|githubUrl|liveUrl|email|slug)$/

/** The content with each text as the font can draw it (drawable); addresses and slugs untouched. */
export function printable<T>(value: T, key = ""): T {
  if (typeof value === "string") return (VERBATIM_FIELD.test(key) ? value : drawable(value)) as T
  if (Array.isArray(value)) return value.map((item) => printable(item, key)) as T
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, printable(item, name)])) as T
  }
  return value
}
