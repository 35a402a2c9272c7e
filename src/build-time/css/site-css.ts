/**
 * The site's CSS as one stylesheet: the rules every page shares (the without-script and print
 * rules, Chakra's tokens, reset and global styles, each component's class) were written inline
 * into every page, so a visitor's second page downloaded and parsed them again. Now each page
 * links one file, named by its content's hash under /static/ (cached as immutable by both
 * hosts: src/build-time/publish/headers.ts), and carries inline only its first screen's CSS
 * (./first-screen-css.ts); the home page also links its CV print rules (./cv-print-file.ts).
 *
 * Gatsby renders pages one by one, in several processes, and on a later build only the pages
 * whose data or code changed; so the HTML renderer (gatsby-ssr.tsx) writes each page's CSS as
 * style blocks in page order (./page-css.ts), and once every page is written (post-build.ts),
 * each page's blocks are taken out and kept in .cache/, the blocks of every page public/ holds
 * are merged into the stylesheet, and every page, rendered now or in an earlier build, links it.
 *
 * The union is each page's own CSS: a block keeps its place relative to the blocks of every
 * page it appears on, and a component's class only matches that component's elements, so the
 * blocks a page does not use change nothing there. The font faces are left out: every page
 * declares them in its first-screen CSS. Custom properties no page reads are left out
 * (prune-custom-properties.ts), design tokens with one value are written in place
 * (constant-tokens.ts), the declarations that several classes repeat are written once
 * (repeated-rules.ts), and Lightning CSS minifies the result: half the size of the blocks as
 * the pages had them, for the browser to parse and match (docs/performance.md).
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import { listSitePaths } from "../site-files"
import { readPageCss, SITE_CSS_PLACEHOLDER, takeSiteCss, writePageCss, type PageCss } from "./page-css"
import { FONT_FACES_BLOCK_KEY, SITE_CSS_DIR, type CssBlock } from "./css-blocks"
import { minified, usedCss } from "./used-css"
import { CUSTOM_PROPERTY_NAME } from "./custom-property-name"
import { withConstantTokens } from "./constant-tokens"
import { mergeRepeatedRules } from "./repeated-rules"

/** The placeholder, or a stylesheet's address from this build or an earlier one. */
const SITE_CSS_ADDRESS = /\/static\/css\/site(?:-[0-9a-f]{20})?\.css/g

export interface MergedOrder {
  keys: string[]
  /** Pairs of keys that two pages have in opposite orders ("a before b" as the merge keeps it). */
  disagreements: string[]
}

/**
 * One order of every key that keeps each list's own order: a key new to the merge goes just
 * before the next key of its list already placed, or last. Where two lists disagree (b after a
 * in one, before it in the other) the first list's order is kept and the pair is reported.
 */
export function mergeOrder(lists: readonly (readonly string[])[]): MergedOrder {
  const keys: string[] = []
  const disagreements = new Set<string>()
  for (const list of lists) {
    let next = 0
    list.forEach((key, index) => {
      const at = keys.indexOf(key)
      if (at === -1) {
        const anchor = list
          .slice(index + 1)
          .map((later) => keys.indexOf(later))
          .find((position) => position >= next)
        const position = anchor ?? keys.length
        keys.splice(position, 0, key)
        next = position + 1
        return
      }
      if (at < next) disagreements.add(`${key} before ${list[index - 1]}`)
      next = Math.max(next, at + 1)
    })
  }
  return { keys, disagreements: [...disagreements] }
}

/** The pages' CSS blocks merged (each block once), unminified. Throws when two pages have one key with different CSS. */
export function mergePageCss(pages: readonly PageCss[]): { blocks: CssBlock[]; disagreements: string[] } {
  const cssOf = new Map<string, string>()
  for (const page of pages) {
    for (const [key, css] of page.blocks) {
      const known = cssOf.get(key)
      if (known !== undefined && known !== css) throw new Error(`The CSS block "${key}" differs between pages (${page.file} and another).`)
      cssOf.set(key, css)
    }
  }
  const { keys, disagreements } = mergeOrder(pages.map((page) => page.blocks.map(([key]) => key)))
  return { blocks: keys.map((key) => [key, cssOf.get(key) as string]), disagreements }
}

/** The stylesheet's address for this content: /static/css/site-<20 hex digits of its SHA-256>.css. */
export const siteStylesheetPath = (css: string) => `${SITE_CSS_DIR}/site-${crypto.createHash("sha256").update(css).digest("hex").slice(0, 20)}.css`

/** The page's HTML with its site stylesheet link pointed at href; throws if the page links none. */
export function linkSiteStylesheet(html: string, href: string, page: string): string {
  let found = 0
  const linked = html.replace(SITE_CSS_ADDRESS, () => {
    found += 1
    return href
  })
  if (found !== 1) throw new Error(`${page} should link the site's stylesheet once (${SITE_CSS_PLACEHOLDER}), and links it ${found} times.`)
  return linked
}

/**
 * The same page in the other layout: Gatsby writes /x/index.html, which the Netlify adapter
 * moves to /x.html after the build. A later build in the same folder (netlify build, then
 * vercel build) finds the moved page, which Gatsby may not render again, under the other name.
 */
export function otherLayoutOf(file: string): string {
  const nested = /^(\/.+)\/index\.html$/.exec(file)
  if (nested) return `${nested[1]}.html`
  const flat = /^(\/.+)\.html$/.exec(file)
  return flat && file !== "/index.html" ? `${flat[1]}/index.html` : file
}

/** A custom property a script names: it may set it on an element at any time. */
const NAMED_BY_SCRIPT = new RegExp(CUSTOM_PROPERTY_NAME, "g")

/**
 * The stylesheet's text for pages whose markup is pagesHtml and whose scripts are `scripts`
 * (what they may read or set, as far as their text tells).
 */
export function siteCss(blocks: readonly CssBlock[], pagesHtml: readonly string[], scripts: readonly string[]): string {
  const readers = [...pagesHtml, ...scripts]
  const setByScripts = new Set(scripts.flatMap((script) => script.match(NAMED_BY_SCRIPT) ?? []))
  const constants = withConstantTokens(usedCss(blocks, readers), pagesHtml.join("\n"), setByScripts)
  // The merge moves declarations and reads no var() differently: what it leaves needs only minifying.
  return minified(mergeRepeatedRules(usedCss([["site", constants]], readers), pagesHtml))
}

export interface SiteCssResult {
  href: string
  bytes: number
  pages: number
  /** Blocks two pages have in opposite orders: harmless unless both style one element. */
  disagreements: string[]
}

/**
 * Writes the stylesheet of the pages public/ holds and points each page at it. A page rendered
 * by this build gives its blocks (kept in recordsDir for later builds); one an earlier build
 * wrote has them in recordsDir. The owner's own files (static/, copied as they are: a search
 * engine's verification page, say) are not the site's pages and are left alone.
 */
export function writeSiteStylesheet(publicDir: string, recordsDir: string, ownerFiles: readonly string[] = []): SiteCssResult {
  const owners = new Set(ownerFiles)
  const pageFiles = listSitePaths(publicDir).filter((file) => file.endsWith(".html") && !file.startsWith("/_gatsby/") && !owners.has(file))
  // The home page first: its order wins where pages disagree.
  pageFiles.sort((a, b) => Number(b === "/index.html") - Number(a === "/index.html") || a.localeCompare(b))
  // Every page this build rendered records its blocks before any record is read: a moved page
  // reads the one its first name (later in this order) has just written.
  const taken = pageFiles.map((file) => {
    const page = takeSiteCss(fs.readFileSync(path.join(publicDir, file), "utf8"))
    if (page.blocks.length > 0) writePageCss(recordsDir, { file, blocks: page.blocks })
    return { file, html: page.html }
  })
  const pages = taken.map(({ file, html }) => {
    const record = readPageCss(recordsDir, file) ?? readPageCss(recordsDir, otherLayoutOf(file))
    if (!record) throw new Error(`${file} has no CSS, nor a record of it in ${recordsDir}: run \`npm run clean\`, then build again.`)
    return { file, html, record }
  })
  const { blocks, disagreements } = mergePageCss(pages.map((page) => page.record))
  // Every page's first-screen CSS declares the font faces. Declared again, a face is another font
  // to load: one the browser already has loads at once and swaps the first screen's text out of
  // the fallback it was painted in, where font-display: optional promises it stays.
  const scripts = listSitePaths(publicDir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => fs.readFileSync(path.join(publicDir, file), "utf8"))
  const css = siteCss(
    blocks.filter(([key]) => key !== FONT_FACES_BLOCK_KEY),
    pages.map((page) => page.html),
    scripts
  )
  const href = siteStylesheetPath(css)
  fs.mkdirSync(path.join(publicDir, SITE_CSS_DIR), { recursive: true })
  fs.writeFileSync(path.join(publicDir, href), css)
  for (const page of pages) fs.writeFileSync(path.join(publicDir, page.file), linkSiteStylesheet(page.html, href, page.file))
  return { href, bytes: Buffer.byteLength(css), pages: pages.length, disagreements }
}
