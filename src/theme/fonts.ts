/**
 * The site's typeface, Inter (self-hosted by @fontsource-variable/inter), and what stands in
 * for it until it has loaded: local fonts resized to Inter's metrics (src/theme/font-fallbacks.ts
 * writes their @font-face rules into every page), so nothing moves when Inter arrives. Its
 * Latin subset is preloaded (gatsby-ssr), so it is usually there before the first layout;
 * when it is not, text paints at once in the matched fallback (font-display: swap).
 */
export const BRAND_FONT = "Inter Variable"

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
