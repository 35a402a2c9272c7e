/**
 * Breaks for the HTML parser in the rest of each page, after its first screen: an empty
 * <script></script> every PARSING_BREAK_EVERY elements, so that a browser styles and lays out
 * the rest of the page in several short tasks rather than one long one.
 *
 * Why a script: once the stylesheet is in (src/build-time/css/first-screen-css.ts), Chromium
 * parses the rest of the document with a long budget (500 ms on a computer, 50 ms on Android)
 * and then styles and lays out all that it parsed in one rendering update: on the home page,
 * about 900 elements in one task of 300-400 ms with the CPU slowed 4x, most of its blocking
 * time. A parser-blocking script in the body brings the budget back to 10 ms from there
 * (HTMLDocumentParser::PumpTokenizer), so the parser yields and the page is rendered between
 * its parts (docs/performance.md, "Breaks for the parser"). An empty script runs nothing,
 * so the CSP has nothing to allow (HTML stops preparing a script with no source text before
 * it asks), and every other browser passes over it.
 *
 * No library places them: the rule is Chromium's parser budget, and where a script is harmless
 * is the page's markup. A break goes only before an element that starts a block in a container
 * that is neither a widget nor inside one (an element with a role that owns its children, such
 * as a list's or a tab list's, an SVG, a template, a picture, a link, a paragraph, a form
 * control), where HTML allows a script (between list items too) and nothing reads siblings by
 * position: the pages' CSS has no structural selector there.
 */
import fs from "fs"
import path from "path"
import { parse, type DefaultTreeAdapterMap } from "parse5"
import { listSitePaths } from "../site-files"
import { STYLESHEET_WAIT_ELEMENT } from "../../headers/stylesheet-wait"

type Node = DefaultTreeAdapterMap["node"]
type Element = DefaultTreeAdapterMap["element"]

export const PARSING_BREAK = "<script></script>"

/**
 * Elements between two breaks: a break waits for the next block once as many are parsed. Closer
 * breaks make no shorter parts than the parser's 10 ms; 60 rather than 50 keeps the home page
 * within its 1,000 elements (docs/performance.md).
 */
export const PARSING_BREAK_EVERY = 60

/** Blocks a break may precede; not a list, which stays right after the heading or text that introduces it. */
const BREAKABLE_BEFORE = new Set(["section", "article", "footer", "aside", "nav", "div", "li", "h2", "h3", "form", "p"])
const BREAKABLE_INSIDE = new Set(["body", "main", "div", "section", "article", "footer", "aside", "nav", "ul", "ol", "form"])
const NEVER_INSIDE = new Set(["svg", "template", "picture", "noscript", "select", "button", "a", "label", "p", "table", "head"])

/** Roles whose content is free, unlike a list's or a tab list's, which own only their items. */
const ROLES_WITH_FREE_CONTENT = new Set(["tabpanel", "region", "group"])

const isBreak = (node: Node): node is Element => "tagName" in node && node.tagName === "script" && node.attrs.length === 0 && node.childNodes.length === 0

/** The page with its breaks placed again (an incremental build may keep a page an earlier build wrote). */
export function withParsingBreaks(html: string, every = PARSING_BREAK_EVERY): string {
  const firstScreenEnd = html.indexOf(STYLESHEET_WAIT_ELEMENT)
  if (firstScreenEnd < 0) return html
  const restStart = firstScreenEnd + STYLESHEET_WAIT_ELEMENT.length
  const edits: { start: number; end: number; text: string }[] = []
  let sinceBreak = 0
  const walk = (node: Node, parent: Element | undefined, breakable: boolean) => {
    if (!("tagName" in node)) {
      if ("childNodes" in node) node.childNodes.forEach((child) => walk(child, undefined, true))
      return
    }
    const location = node.sourceCodeLocation
    const after = location !== undefined && location !== null && location.startOffset >= restStart
    if (after && isBreak(node)) {
      edits.push({ start: location.startOffset, end: location.endOffset, text: "" })
      return
    }
    if (after) {
      if (sinceBreak >= every && breakable && parent && BREAKABLE_INSIDE.has(parent.tagName) && BREAKABLE_BEFORE.has(node.tagName)) {
        edits.push({ start: location.startOffset, end: location.startOffset, text: PARSING_BREAK })
        sinceBreak = 0
      }
      sinceBreak++
    }
    const inside = breakable && !NEVER_INSIDE.has(node.tagName) && !node.attrs.some((attr) => attr.name === "role" && !ROLES_WITH_FREE_CONTENT.has(attr.value))
    node.childNodes.forEach((child) => walk(child, node, inside))
  }
  walk(parse(html, { sourceCodeLocationInfo: true }), undefined, true)
  let rewritten = html
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) rewritten = rewritten.slice(0, start) + text + rewritten.slice(end)
  return rewritten
}

/**
 * Places the breaks in every page of public/, and returns how many the pages hold. The owner's
 * own files (static/, copied as they are) are not the site's pages.
 */
export function writeParsingBreaks(publicDir: string, ownerFiles: readonly string[]): number {
  const owners = new Set(ownerFiles)
  let breaks = 0
  for (const file of listSitePaths(publicDir).filter((sitePath) => sitePath.endsWith(".html") && !owners.has(sitePath))) {
    const full = path.join(publicDir, file)
    const html = fs.readFileSync(full, "utf8")
    const broken = withParsingBreaks(html)
    if (broken !== html) fs.writeFileSync(full, broken)
    breaks += broken.split(PARSING_BREAK).length - 1
  }
  return breaks
}
