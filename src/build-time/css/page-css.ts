/**
 * Each page's CSS as the HTML renderer writes it (gatsby-ssr.tsx): one <style data-site-css>
 * per block (an emotion class, an emotion global block, one of the site's own style blocks), in
 * the page's order, for the build's last step to make the site's stylesheet of
 * (./site-css.ts). That step takes the blocks out of the page, in their place a link to the
 * stylesheet, and keeps them in a record in .cache/: an incremental build renders again only
 * the pages whose data or code changed, and the others' CSS is still needed.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import { parse, type DefaultTreeAdapterMap } from "parse5"
import { HEAD_SCRIPT_ELEMENT } from "../../headers/head-script"

/** Marks a style block of the site's stylesheet; its value is the block's key. */
export const SITE_CSS_ATTRIBUTE = "data-site-css"

/** Where the stylesheet is published: under /static/, which both hosts cache as immutable. */
export const SITE_CSS_DIR = "/static/css"
/** The address a page links until the build has made the stylesheet. */
export const SITE_CSS_PLACEHOLDER = `${SITE_CSS_DIR}/site.css`

/** One block of a page's CSS: its key (the same block has the same key on every page) and its text. */
export type CssBlock = readonly [key: string, css: string]

export interface PageCss {
  /** The page's file in public/ ("/downloads/index.html"). */
  file: string
  /** Its CSS blocks, in the order the page had them. */
  blocks: CssBlock[]
}

type Node = DefaultTreeAdapterMap["node"]
type Element = DefaultTreeAdapterMap["element"]

function siteCssElements(html: string): Element[] {
  const found: Element[] = []
  const walk = (node: Node) => {
    if ("tagName" in node && node.tagName === "style" && node.attrs.some((attr) => attr.name === SITE_CSS_ATTRIBUTE)) found.push(node)
    if ("childNodes" in node) node.childNodes.forEach(walk)
  }
  walk(parse(html, { sourceCodeLocationInfo: true }))
  return found
}

/**
 * The page's site CSS blocks, and the page with them taken out: the first replaced by a link to
 * the stylesheet's placeholder address and the head script, which writes the theme choice and
 * makes the parser wait for the stylesheet (src/headers/head-script.ts), the others removed. A
 * page without any (written by an earlier build, already linking the stylesheet) comes back as
 * it is, with no blocks.
 */
export function takeSiteCss(html: string): { html: string; blocks: CssBlock[] } {
  const elements = siteCssElements(html)
  const blocks = elements.map((element): CssBlock => {
    const key = element.attrs.find((attr) => attr.name === SITE_CSS_ATTRIBUTE)?.value ?? ""
    const css = element.childNodes.map((child) => ("value" in child ? child.value : "")).join("")
    return [key, css]
  })
  let rewritten = html
  elements.reverse().forEach((element, index) => {
    const { startOffset, endOffset } = element.sourceCodeLocation!
    const replacement = index === elements.length - 1 ? `<link rel="stylesheet" href="${SITE_CSS_PLACEHOLDER}"/>${HEAD_SCRIPT_ELEMENT}` : ""
    rewritten = rewritten.slice(0, startOffset) + replacement + rewritten.slice(endOffset)
  })
  return { html: rewritten, blocks }
}

const recordFile = (recordsDir: string, file: string) => path.join(recordsDir, `${crypto.createHash("sha256").update(file).digest("hex").slice(0, 20)}.json`)

/** Keeps a page's blocks for later builds. */
export function writePageCss(recordsDir: string, page: PageCss): void {
  fs.mkdirSync(recordsDir, { recursive: true })
  fs.writeFileSync(recordFile(recordsDir, page.file), JSON.stringify(page))
}

/** The blocks a build kept of a page, if any. */
export function readPageCss(recordsDir: string, file: string): PageCss | undefined {
  const record = recordFile(recordsDir, file)
  return fs.existsSync(record) ? (JSON.parse(fs.readFileSync(record, "utf8")) as PageCss) : undefined
}
