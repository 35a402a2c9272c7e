/**
 * A static, deterministic count of the bytes one built page makes the browser download on
 * load, read from public/ alone (no browser, no network). It is a cross-check, not the budget
 * figure: the byte budgets in budgets.json are held against what Chromium really loads
 * (byte-budgets.e2e.ts) and what Lighthouse counts (the bench), because this count cannot see
 * chunks the code fetches at run time.
 *
 * What is counted, per category:
 * - js: every `<script src>` (Gatsby's bundles and the /static/inline/*.js files the build
 *   moved out of inline tags; each URL once, as the browser fetches it once), every
 *   `<link rel=preload as=script>` and `<link rel=modulepreload>`, and the page's component
 *   chunk group (from page-data.json's componentChunkName and webpack.stats.json), which
 *   Gatsby's loader fetches on every load although the HTML does not name it.
 *   `nomodule` scripts are left out: modern browsers skip them.
 * - css: `<link rel=stylesheet>` files, plus the inline `<style>` text of the page (Gatsby
 *   inlines the global CSS; emotion's critical CSS is inline too), gzipped together as one
 *   entry since it travels inside the HTML as one stream.
 * - font: `<link rel=preload as=font>` files, and the files of the page's inline @font-face
 *   rules whose unicode-range covers basic Latin letters (or that have none): an English page
 *   always fetches those. Other subsets (Cyrillic, Greek, ...) are left out: the browser
 *   fetches them only when their characters occur on the page.
 * - image: `<img>` elements that are not `loading="lazy"` (their `src`: the fallback, usually
 *   as large as or larger than the AVIF/WebP a `<picture>` would pick), and
 *   `<link rel=preload as=image>`. Left out: lazy images (Lighthouse's run may still fetch
 *   those in view), data: URIs (already in the HTML bytes), og:image/twitter:image (only link
 *   previews fetch them), favicons and manifest icons (browser UI, not the page).
 * - html: the document itself. Its inline `<style>` bytes are also in css: the two overlap.
 * - data: what Gatsby's loader fetches on start: app-data.json, the page's page-data.json and
 *   its static-query results.
 *
 * `<noscript>` content and HTML comments are ignored: a browser running JavaScript does not
 * parse them into elements. Scripts and prefetches that the code loads later (webpack
 * `import()` chunks, `rel=prefetch`) are not counted: that needs a browser, so Lighthouse.
 *
 * Bytes are body bytes as served: text compressed with zlib gzip at level 9 (the static
 * server and the hosts use their own level, typically 6, so real transfers are a little
 * larger, and Lighthouse also counts response headers), and already-compressed formats
 * (woff2, png, jpeg, webp, avif, ...) as they are, since no host gzips them.
 * KB in this module means 1024 bytes.
 */
import fs from "fs"
import path from "path"
import zlib from "zlib"

export const GZIP_LEVEL = 9
export const KB = 1024

export const CATEGORIES = ["js", "css", "font", "image", "html", "data"] as const
export type Category = (typeof CATEGORIES)[number]

export type Reason =
  | "document"
  | "script"
  | "script-preload"
  | "page-chunk"
  | "stylesheet"
  | "inline-style"
  | "font-preload"
  | "font-face"
  | "image"
  | "image-preload"
  | "page-data"

export interface CountedFile {
  category: Category
  /** Site path ("/app-123.js"), or a label for inline content ("inline <style> x12"). */
  url: string
  reason: Reason
  rawBytes: number
  /** Bytes as transferred: gzip -9 for text, raw for already-compressed formats. */
  bytes: number
}

export interface PageWeight {
  /** e.g. "downloads/index.html", relative to the public directory */
  htmlFile: string
  /** The page's path as Gatsby knows it: "/", "/downloads", "/404.html" */
  pagePath: string
  files: CountedFile[]
  /** Bytes per category. */
  totals: Record<Category, number>
  /** References that could not be measured (other origins, missing files). */
  unmeasured: string[]
}

const ALREADY_COMPRESSED = new Set([".woff2", ".woff", ".png", ".jpg", ".jpeg", ".webp", ".avif", ".gif", ".ico", ".gz", ".br", ".zip", ".pdf"])

// The site's own origin, only used to resolve relative URLs and tell other origins apart.
const PAGE_ORIGIN = "http://page.invalid"

export interface Tag {
  name: string
  attributes: Map<string, string>
}

export function gzipSize(content: Buffer | string): number {
  return zlib.gzipSync(content, { level: GZIP_LEVEL }).length
}

/** Body bytes as a host serves the file: gzip for text, as-is for compressed formats. */
export function transferSize(file: string, content: Buffer): number {
  return ALREADY_COMPRESSED.has(path.extname(file).toLowerCase()) ? content.length : gzipSize(content)
}

export function toKb(bytes: number): number {
  return bytes / KB
}

export function formatKb(bytes: number): string {
  return `${toKb(bytes).toFixed(1)} KB`
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
}

export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>()
  const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
  for (const match of source.matchAll(attribute)) {
    const name = match[1].toLowerCase()
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""))
  }
  return attributes
}

/**
 * The HTML a browser running JavaScript turns into elements: without comments and
 * `<noscript>` content, and with the text of `<script>`/`<style>` emptied, so a "<img" inside
 * JSON-LD or CSS cannot pass for a tag.
 */
export function elementMarkup(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript\s*>/gi, "")
    .replace(/(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi, "$1$3")
}

/** Start tags of the given element names, in document order (names lower-case). */
export function findTags(html: string, names: readonly string[]): Tag[] {
  const markup = elementMarkup(html)
  const tag = new RegExp(`<(${names.join("|")})\\b([^>]*)>`, "gi")
  return [...markup.matchAll(tag)].map((match) => ({ name: match[1].toLowerCase(), attributes: parseAttributes(match[2]) }))
}

/** The text of every `<style>` element outside `<noscript>`, in document order. */
export function inlineStyles(html: string): string[] {
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript\s*>/gi, "")
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
  return [...markup.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) => match[1])
}

function relTokens(tag: Tag): string[] {
  return (tag.attributes.get("rel") ?? "").toLowerCase().split(/\s+/).filter(Boolean)
}

function isScriptPreload(tag: Tag): boolean {
  const rel = relTokens(tag)
  const as = (tag.attributes.get("as") ?? "").toLowerCase()
  return (rel.includes("preload") && as === "script") || (rel.includes("modulepreload") && (as === "" || as === "script"))
}

function isPreloadAs(tag: Tag, as: string): boolean {
  return relTokens(tag).includes("preload") && (tag.attributes.get("as") ?? "").toLowerCase() === as
}

/** The first URL of a srcset ("a.jpg 180w, b.jpg 360w" -> "a.jpg"). */
function firstSrcsetUrl(srcset: string | undefined): string | undefined {
  return srcset?.trim().split(/\s+/)[0] || undefined
}

interface Reference {
  category: Category
  reason: Reason
  url: string
}

/** What the page's markup makes the browser fetch on load, in document order. */
export function markupReferences(html: string): Reference[] {
  const references: Reference[] = []
  for (const tag of findTags(html, ["script", "link", "img"])) {
    const attr = (name: string) => tag.attributes.get(name)
    if (tag.name === "script") {
      const src = attr("src")
      if (src && !tag.attributes.has("nomodule")) references.push({ category: "js", reason: "script", url: src })
    } else if (tag.name === "link") {
      const href = attr("href") ?? (isPreloadAs(tag, "image") ? firstSrcsetUrl(attr("imagesrcset")) : undefined)
      if (!href) continue
      const rel = relTokens(tag)
      if (isScriptPreload(tag)) references.push({ category: "js", reason: "script-preload", url: href })
      else if (rel.includes("stylesheet") && !rel.includes("alternate")) references.push({ category: "css", reason: "stylesheet", url: href })
      else if (isPreloadAs(tag, "font")) references.push({ category: "font", reason: "font-preload", url: href })
      else if (isPreloadAs(tag, "image")) references.push({ category: "image", reason: "image-preload", url: href })
    } else {
      const src = attr("src")
      const lazy = (attr("loading") ?? "").toLowerCase() === "lazy"
      if (src && !lazy && !src.startsWith("data:")) references.push({ category: "image", reason: "image", url: src })
    }
  }
  return references
}

const BASIC_LATIN_LETTER = 0x41

/** Whether a CSS unicode-range (e.g. "u+0000-00ff,u+0131") includes the code point. */
export function unicodeRangeCovers(range: string, codePoint: number): boolean {
  return range.split(",").some((part) => {
    const [start, end = start] = part.trim().replace(/^u\+/i, "").split("-")
    const low = parseInt(start.replace(/\?/g, "0"), 16)
    const high = parseInt((end === start ? start : end).replace(/\?/g, "f"), 16)
    return codePoint >= low && codePoint <= high
  })
}

/** The font files of @font-face rules in the CSS that text in basic Latin makes the browser fetch. */
export function latinFontFaceReferences(css: string): Reference[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/gi)].flatMap(([, body]) => {
    const url = /url\(\s*["']?([^"')]+)["']?\s*\)/i.exec(body)?.[1]
    const range = /unicode-range\s*:\s*([^;]+)/i.exec(body)?.[1]
    if (!url || (range && !unicodeRangeCovers(range, BASIC_LATIN_LETTER))) return []
    return [{ category: "font" as const, reason: "font-face" as const, url }]
  })
}

/** "downloads/index.html" -> "/downloads", "index.html" -> "/", "404.html" -> "/404.html" */
export function pagePathOf(htmlFile: string): string {
  const sitePath = `/${htmlFile.split(path.sep).join("/").replace(/^\/+/, "")}`
  if (sitePath === "/index.html") return "/"
  return sitePath.endsWith("/index.html") ? sitePath.slice(0, -"/index.html".length) : sitePath
}

/** "/" -> "index.html", "/downloads" -> "downloads/index.html", "/404.html" -> "404.html" */
export function htmlFileOf(route: string): string {
  const trimmed = route.replace(/^\/+|\/+$/g, "")
  if (trimmed === "") return "index.html"
  return trimmed.endsWith(".html") ? trimmed : `${trimmed}/index.html`
}

/** Gatsby's page-data folder for a page path: "/" -> "index", "/downloads" -> "downloads". */
function pageDataDir(pagePath: string): string {
  return pagePath === "/" ? "index" : pagePath.replace(/^\/+|\/+$/g, "")
}

function readJson(file: string): unknown {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : undefined
}

interface PageData {
  componentChunkName?: string
  staticQueryHashes?: string[]
}

interface WebpackStats {
  namedChunkGroups?: Record<string, { assets?: { name: string }[] }>
}

/** Whether the page runs Gatsby's browser runtime (its app bundle), whose loader fetches more. */
export const runsGatsbyLoader = (html: string) => /<script[^>]*\ssrc="[^"]*\/app(-[0-9a-f]+)?\.js[?"]/.test(html)

/**
 * What Gatsby's loader fetches on start for a page: its data files and its component's chunk
 * group. Nothing for a page Gatsby did not build (no page-data.json). This site's built pages
 * do not run Gatsby's runtime (they load only src/islands), so for them this is empty; it is
 * kept to measure a build that does, such as the peers'.
 */
export function loaderReferences(publicDir: string, pagePath: string): Reference[] {
  const pageDataUrl = `/page-data/${pageDataDir(pagePath)}/page-data.json`
  const pageData = readJson(path.join(publicDir, pageDataUrl)) as PageData | undefined
  if (!pageData) return []
  const references: Reference[] = [
    { category: "data", reason: "page-data", url: "/page-data/app-data.json" },
    { category: "data", reason: "page-data", url: pageDataUrl },
    ...(pageData.staticQueryHashes ?? []).map((hash): Reference => ({ category: "data", reason: "page-data", url: `/page-data/sq/d/${hash}.json` })),
  ]
  const stats = readJson(path.join(publicDir, "webpack.stats.json")) as WebpackStats | undefined
  const group = pageData.componentChunkName ? stats?.namedChunkGroups?.[pageData.componentChunkName] : undefined
  // Only the JavaScript: Gatsby inlines the CSS of the page's chunks into the HTML.
  for (const asset of group?.assets ?? []) {
    if (asset.name.endsWith(".js")) references.push({ category: "js", reason: "page-chunk", url: `/${asset.name}` })
  }
  return references
}

/** The file in publicDir a URL on the page is served from, or undefined (other origin, missing). */
export function resolveSiteFile(publicDir: string, pagePath: string, url: string): string | undefined {
  let resolved: URL
  try {
    resolved = new URL(url, PAGE_ORIGIN + pagePath)
  } catch {
    return undefined
  }
  if (resolved.origin !== PAGE_ORIGIN) return undefined
  const root = path.resolve(publicDir)
  const file = path.join(root, decodeURIComponent(resolved.pathname))
  if (!file.startsWith(root + path.sep)) return undefined
  const candidates = [file, path.join(file, "index.html")]
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile())
}

function emptyTotals(): Record<Category, number> {
  return Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as Record<Category, number>
}

export function sumByCategory(files: readonly CountedFile[]): Record<Category, number> {
  const totals = emptyTotals()
  for (const file of files) totals[file.category] += file.bytes
  return totals
}

/** Counts the bytes a built page loads. htmlFile is relative to publicDir ("downloads/index.html"). */
export function measurePage(publicDir: string, htmlFile: string): PageWeight {
  const root = path.resolve(publicDir)
  const htmlPath = path.join(root, htmlFile)
  const html = fs.readFileSync(htmlPath)
  const htmlText = html.toString("utf8")
  const pagePath = pagePathOf(htmlFile)
  const files: CountedFile[] = [
    { category: "html", url: pagePath, reason: "document", rawBytes: html.length, bytes: gzipSize(html) },
  ]
  const unmeasured: string[] = []
  const seen = new Set<string>()

  const styles = inlineStyles(htmlText)
  const references = [
    ...markupReferences(htmlText),
    ...(runsGatsbyLoader(htmlText) ? loaderReferences(root, pagePath) : []),
    ...latinFontFaceReferences(styles.join("\n")),
  ]
  for (const reference of references) {
    const file = resolveSiteFile(root, pagePath, reference.url)
    if (!file) {
      unmeasured.push(`${reference.reason} ${reference.url}`)
      continue
    }
    // One fetch per file, whichever way it was referenced first.
    if (seen.has(file)) continue
    seen.add(file)
    const content = fs.readFileSync(file)
    const url = `/${path.relative(root, file).split(path.sep).join("/")}`
    files.push({ category: reference.category, url, reason: reference.reason, rawBytes: content.length, bytes: transferSize(file, content) })
  }

  if (styles.length > 0) {
    const css = styles.join("\n")
    files.push({
      category: "css",
      url: `inline <style> x${styles.length}`,
      reason: "inline-style",
      rawBytes: Buffer.byteLength(css),
      bytes: gzipSize(css),
    })
  }

  return { htmlFile, pagePath, files, totals: sumByCategory(files), unmeasured }
}

/** The n biggest files of a category, biggest first. */
export function biggestFiles(weight: PageWeight, category: Category, n = 5): CountedFile[] {
  return weight.files
    .filter((file) => file.category === category)
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, n)
}
