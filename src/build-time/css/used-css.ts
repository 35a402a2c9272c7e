import { transform } from "lightningcss"
import type { CssBlock } from "./css-blocks"
import { pruneCustomProperties } from "./prune-custom-properties"

/**
 * The blocks' CSS as one text, in their order, without the custom properties that neither the
 * CSS nor the markup of the pages it serves reads, minified. The site's stylesheet is made from this of
 * every page (./site-css.ts); a page's first-screen CSS, from this of its first screen
 * (./first-screen-css.ts).
 */
export function usedCss(blocks: readonly CssBlock[], pagesHtml: readonly string[]): string {
  const pruned = pruneCustomProperties(
    blocks.map(([, css]) => css),
    pagesHtml.join("\n")
  )
  return minified(pruned.join("\n"))
}

/** The CSS minified by Lightning CSS (no targets: nothing prefixed or rewritten for older browsers). */
export function minified(css: string): string {
  const { code, warnings } = transform({ filename: "site.css", code: Buffer.from(css), minify: true })
  if (warnings.length > 0) throw new Error(`Lightning CSS: ${warnings.map((warning) => warning.message).join("; ")}`)
  return code.toString()
}
