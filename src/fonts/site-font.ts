/**
 * The site's typeface cut down to the site: at build time, each of Inter's
 * subsets that holds a character of the owner's content (or of the template's own markup) is
 * subset to just those characters, at just the weights the design uses, by harfbuzz's
 * subsetter (subset-font), and written to public/static/fonts/ under its content hash. The
 * @font-face rules name each file with exactly its characters as unicode-range, so a browser
 * fetches a file only for text the page has, and no two faces claim a character. An owner
 * whose name has a "ł" gets a 2 KB extended-Latin file, not Inter's 84 KB one.
 *
 * gatsby-node runs it before the pages are rendered, and hands the faces to gatsby-ssr.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import subsetFont from "subset-font"
import ranges from "@fontsource-variable/inter/unicode.json"
import { BRAND_FONT, BRAND_FONT_WEIGHTS, FONT_SUBSETS, fontSubsetFile, type FontSubset } from "./family"
import { charactersOf, subsetsNeeded, TEMPLATE_CHARACTERS, textsOf, toUnicodeRange } from "./subsets"
import type { Content } from "../content/content"

/** Where the subset files are published, under the path the hosts cache as immutable. */
export const FONTS_PATH = "/static/fonts"

export interface BrandFontFace {
  subset: FontSubset
  /** The file's address on the site. */
  url: string
  /** The characters it holds, as CSS writes them. */
  unicodeRange: string
  characters: string
}

/** Every text of the content, and the template's own characters. */
export function siteCharacters(content: Content): string[] {
  return charactersOf([...textsOf(content), TEMPLATE_CHARACTERS])
}

/** Inter's subsets in the order they are tried, each with its unicode-range. */
const SUBSET_RANGES = Object.fromEntries(FONT_SUBSETS.map((subset) => [subset, (ranges as Record<FontSubset, string>)[subset]])) as Record<FontSubset, string>

/** Writes the subset files for these characters into publicDir and returns their faces. */
export async function writeBrandFont(characters: readonly string[], publicDir: string): Promise<BrandFontFace[]> {
  const dir = path.join(publicDir, FONTS_PATH)
  fs.mkdirSync(dir, { recursive: true })
  return Promise.all(
    subsetsNeeded(characters, SUBSET_RANGES).map(async ({ subset, characters: own }) => {
      const font = await subsetFont(fs.readFileSync(fontSubsetFile(subset)), own.join(""), {
        targetFormat: "woff2",
        variationAxes: { wght: BRAND_FONT_WEIGHTS },
        // Kerning only: the name and headings are set large, where unkerned pairs (Ty, AV, Wo) show,
        // so its 2.7 KB stay; the other layout features (contextual alternates, ligatures, marks
        // the characters do not need) were 3.4 KB more for nothing the site draws.
        keepFeatures: ["kern"],
      })
      const name = `inter-${subset}-${crypto.createHash("sha256").update(font).digest("hex").slice(0, 20)}.woff2`
      const file = path.join(dir, name)
      if (!fs.existsSync(file)) fs.writeFileSync(file, font)
      return { subset, url: `${FONTS_PATH}/${name}`, unicodeRange: toUnicodeRange(own), characters: own.join("") }
    })
  )
}

/**
 * The @font-face rules of the faces. font-display: optional: a face that is not there when the
 * page is first rendered is not used on that page at all (the browser holds the first render up
 * to about 100 ms for preloaded fonts), so text is painted once, never again when the font
 * arrives; the next page has it from the cache. The fallback faces (src/fonts/fallback-faces.ts)
 * keep Inter's metrics, so a page in the fallback is laid out as one in Inter.
 */
export function brandFontFaceCss(faces: readonly BrandFontFace[]): string {
  return faces
    .map(
      (face) =>
        `@font-face{font-family:"${BRAND_FONT}";font-style:normal;font-display:optional;font-weight:${BRAND_FONT_WEIGHTS.min} ${BRAND_FONT_WEIGHTS.max};` +
        `src:url(${face.url}) format("woff2");unicode-range:${face.unicodeRange}}`
    )
    .join("")
}

/** The faces that hold a character of these texts (the first screen's): the ones to preload. */
export function facesFor(faces: readonly BrandFontFace[], texts: readonly string[]): BrandFontFace[] {
  const needed = charactersOf(texts)
  return faces.filter((face) => needed.some((char) => face.characters.includes(char)))
}
