/**
 * Each page's CSS as the HTML renderer writes it (gatsby-ssr.tsx): one <style> marked
 * SITE_CSS_ATTRIBUTE per block (an emotion class, an emotion global block, one of the site's own
 * style blocks), in the page's order, for the build's last step to make the site's stylesheet of
 * (./site-css.ts). That step takes the blocks out of the page, in their place the page's
 * first-screen CSS (./first-screen-css.ts), and keeps them in a record in .cache/: an incremental
 * build renders again only the pages whose data or code changed, and the others' CSS is still
 * needed.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import { parse, type DefaultTreeAdapterMap } from "parse5"
import { HEAD_SCRIPT_ELEMENT } from "../../headers/head-script"
import { STYLESHEET_WAIT_ELEMENT } from "../../headers/stylesheet-wait"
import { FIRST_SCREEN_ENDS_ATTRIBUTE } from "../../shared/first-screen"
import { SHOW_WITHOUT_SCRIPT_ATTRIBUTE } from "../../theme/without-script"
import { firstScreenCss, type PageClasses } from "./first-screen-css"
import { SITE_CSS_ATTRIBUTE, SITE_CSS_DIR, type CssBlock } from "./css-blocks"

/** The address a page links until the build has made the stylesheet. */
export const SITE_CSS_PLACEHOLDER = `${SITE_CSS_DIR}/site.css`

export interface PageCss {
  /** The page's file in public/ ("/downloads/index.html"). */
  file: string
  /** Its CSS blocks, in the order the page had them. */
  blocks: CssBlock[]
}

type Node = DefaultTreeAdapterMap["node"]
type Element = DefaultTreeAdapterMap["element"]

interface PageParts {
  /** The site's style blocks, in order. */
  styles: Element[]
  /** Where the first screen ends: after the last element marked as in it, else before </body>. */
  firstScreenEnd: number
  classes: PageClasses
}

const attributeOf = (node: Node, name: string) => ("attrs" in node ? node.attrs.find((attr) => attr.name === name)?.value : undefined)

/**
 * Hidden until a script shows it (a closed panel): no script runs before the stylesheet is in,
 * so its classes are not the first screen's. Shown without JavaScript, it is.
 */
const isHiddenAtFirst = (node: Node) => attributeOf(node, "hidden") !== undefined && attributeOf(node, SHOW_WITHOUT_SCRIPT_ATTRIBUTE) === undefined

function pageParts(html: string): PageParts {
  const styles: Element[] = []
  const classed: { start: number; classes: string[]; hidden: boolean }[] = []
  let markedEnd: number | undefined
  let bodyEnd = html.length
  const walk = (node: Node, hidden: boolean) => {
    if ("tagName" in node) {
      if (node.tagName === "style" && attributeOf(node, SITE_CSS_ATTRIBUTE) !== undefined) styles.push(node)
      if (attributeOf(node, FIRST_SCREEN_ENDS_ATTRIBUTE) !== undefined) markedEnd = Math.max(markedEnd ?? 0, node.sourceCodeLocation?.endOffset ?? 0)
      if (node.tagName === "body") bodyEnd = node.sourceCodeLocation?.endTag?.startOffset ?? bodyEnd
      hidden ||= isHiddenAtFirst(node)
      const classes = attributeOf(node, "class")?.split(/\s+/).filter(Boolean) ?? []
      if (classes.length > 0) classed.push({ start: node.sourceCodeLocation?.startOffset ?? 0, classes, hidden })
    }
    if ("childNodes" in node) node.childNodes.forEach((child) => walk(child, hidden))
    // A template's markup is not shown until a script copies it into the page.
    if ("content" in node) node.content.childNodes.forEach((child) => walk(child, true))
  }
  walk(parse(html, { sourceCodeLocationInfo: true }), false)
  const firstScreenEnd = markedEnd ?? bodyEnd
  return {
    styles,
    firstScreenEnd,
    classes: {
      onPage: new Set(classed.flatMap((element) => element.classes)),
      shownFirst: new Set(classed.filter((element) => element.start < firstScreenEnd && !element.hidden).flatMap((element) => element.classes)),
    },
  }
}

/** Stands where the first-screen CSS goes until it is known. */
const FIRST_SCREEN_CSS_SLOT = "\u0000first-screen-css\u0000"
const STYLESHEET_LINK = `<link rel="stylesheet" href="${SITE_CSS_PLACEHOLDER}"/>${STYLESHEET_WAIT_ELEMENT}`

/**
 * The page's site CSS blocks, and the page with them taken out: in the first's place its
 * first-screen CSS and the head script, which writes the theme choice
 * (src/headers/head-script.ts), and where its first screen ends the link to the stylesheet's
 * placeholder address and the script that waits for it (src/headers/stylesheet-wait.ts). A
 * page without any (written by an earlier build, already linking the stylesheet) comes back as
 * it is, with no blocks.
 */
export function takeSiteCss(html: string): { html: string; blocks: CssBlock[] } {
  const { styles, firstScreenEnd, classes } = pageParts(html)
  if (styles.length === 0) return { html, blocks: [] }
  const blocks = styles.map((element): CssBlock => {
    const key = element.attrs.find((attr) => attr.name === SITE_CSS_ATTRIBUTE)?.value ?? ""
    const css = element.childNodes.map((child) => ("value" in child ? child.value : "")).join("")
    return [key, css]
  })
  const edits = [
    ...styles.map((element, index) => ({ ...element.sourceCodeLocation!, text: index === 0 ? FIRST_SCREEN_CSS_SLOT : "" })),
    { startOffset: firstScreenEnd, endOffset: firstScreenEnd, text: STYLESHEET_LINK },
  ].sort((a, b) => b.startOffset - a.startOffset)
  let rewritten = html
  for (const { startOffset, endOffset, text } of edits) rewritten = rewritten.slice(0, startOffset) + text + rewritten.slice(endOffset)
  const markup = rewritten.replace(FIRST_SCREEN_CSS_SLOT, "")
  const css = firstScreenCss(blocks, classes, markup.slice(0, markup.indexOf(STYLESHEET_LINK)))
  return { html: rewritten.replace(FIRST_SCREEN_CSS_SLOT, () => `<style>${css}</style>${HEAD_SCRIPT_ELEMENT}`), blocks }
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
