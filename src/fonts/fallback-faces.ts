/**
 * @font-face rules for Inter's stand-ins (see src/fonts/family.ts): local Arial (or Liberation
 * Sans, its metric-compatible twin on Linux) and Roboto, with ascent, descent and size
 * adjusted to Inter's metrics by Capsize, so a page rendered in them is laid out as one in Inter.
 * Written into the site's stylesheet (gatsby-ssr.tsx); no JavaScript ships for it.
 */
import { createFontStack } from "@capsizecss/core"
import arial from "@capsizecss/metrics/arial"
import inter from "@capsizecss/metrics/inter"
import roboto from "@capsizecss/metrics/roboto"
import { BRAND_FONT, FALLBACK_BASES, fallbackFamily } from "./family"

/** Capsize's metrics of each base font named in src/fonts/family.ts. */
const BASE_METRICS: Record<(typeof FALLBACK_BASES)[number], typeof arial> = { Arial: arial, Roboto: roboto }

/** Other local names of each base font, tried after Capsize's own. */
const EXTRA_LOCAL_NAMES: Record<string, string[]> = {
  [fallbackFamily("Arial")]: ["Liberation Sans", "LiberationSans", "Arimo"],
}

const unquote = (family: string) => family.replace(/^"|"$/g, "")

export function fallbackFontFaceCss(): string {
  const { fontFaces } = createFontStack([{ ...inter, familyName: BRAND_FONT }, ...FALLBACK_BASES.map((base) => BASE_METRICS[base])], {
    fontFaceFormat: "styleObject",
  })
  return fontFaces
    .map(({ "@font-face": face }) => {
      const family = unquote(String(face.fontFamily))
      const src = [face.src, ...(EXTRA_LOCAL_NAMES[family] ?? []).map((name) => `local('${name}')`)].join(", ")
      const declarations = {
        "font-family": `"${family}"`,
        src,
        "ascent-override": face.ascentOverride,
        "descent-override": face.descentOverride,
        "line-gap-override": face.lineGapOverride,
        "size-adjust": face.sizeAdjust,
      }
      const body = Object.entries(declarations)
        .filter(([, value]) => value !== undefined)
        .map(([property, value]) => `${property}:${value}`)
        .join(";")
      return `@font-face{${body}}`
    })
    .join("")
}
