/**
 * The site's typeface, Inter (from @fontsource-variable/inter, cut down at build time to the
 * characters and weights the site uses: src/fonts/site-font.ts), and what stands in
 * for it when it is not there in time: local fonts resized to Inter's metrics
 * (src/fonts/fallback-faces.ts writes their @font-face rules into the site's stylesheet). The
 * files the first screen's text needs are preloaded (gatsby-ssr), so they are usually there for
 * the first render; when they are not, the page is rendered in the matched fallback and stays so
 * (font-display: optional): text is painted once, and a late font neither moves nor repaints it.
 */
export const BRAND_FONT = "Inter Variable"

/** The weights the design uses, normal (400) to extra bold (800): the subset files keep only these. */
export const BRAND_FONT_WEIGHTS = { min: 400, max: 800 }

/**
 * Inter's subsets at variable weight, as @fontsource-variable/inter ships them, in the order
 * they are tried for each character: Latin first (it has the spaces and punctuation), then the
 * extended Latin, Greek and Cyrillic alphabets and Vietnamese.
 */
export const FONT_SUBSETS = ["latin", "latin-ext", "greek", "greek-ext", "cyrillic", "cyrillic-ext", "vietnamese"] as const
export type FontSubset = (typeof FONT_SUBSETS)[number]

/**
 * A subset's file in the project's node_modules (Gatsby bundles gatsby-node and its imports,
 * so a module's own location cannot be used to resolve packages).
 */
export const fontSubsetFile = (subset: FontSubset): string =>
  `${process.cwd()}/node_modules/@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`

/** Local fonts whose metrics Inter's fallbacks are computed from, most common first. */
export const FALLBACK_BASES = ["Arial", "Roboto"] as const

export const fallbackFamily = (base: (typeof FALLBACK_BASES)[number]) => `${BRAND_FONT} Fallback: ${base}`

export const FONT_STACK = [
  `"${BRAND_FONT}"`,
  ...FALLBACK_BASES.map((base) => `"${fallbackFamily(base)}"`),
  "system-ui",
  "-apple-system",
  '"Segoe UI"',
  "Roboto",
  "sans-serif",
].join(", ")
