/**
 * Moves the inline <script> elements Gatsby writes into every HTML page (page path, chunk
 * mapping, compilation hash, gatsby-plugin-image's loading helpers) into same-origin files,
 * so the Content-Security-Policy can say `script-src 'self'` with no 'unsafe-inline' and no
 * per-build hashes (vercel.json is static): its two hashes are of the fixed texts of the inline
 * scripts the pages keep (src/headers/head-script.ts, src/headers/stylesheet-wait.ts).
 *
 * Nothing may block rendering: a moved classic script gets `defer`, and on a page with moved
 * scripts, `async` bundles (Gatsby's own) change to `defer`, so all of them run after parsing, in
 * document order (the bundles read what the moved scripts set). A page that had no inline
 * script keeps its async bundle async: the built pages' islands script reads nothing of
 * another script's, and async, it neither waits for the stylesheet nor holds up the first paint.
 * A module script stays a module script, deferred like before. Files are named by the hash of
 * their content, so they can be cached forever under /static/. Data blocks such as JSON-LD are
 * not scripts and stay inline.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import { parse, type DefaultTreeAdapterMap } from "parse5"
import { HEAD_SCRIPT } from "../../headers/head-script"
import { STYLESHEET_WAIT_SCRIPT } from "../../headers/stylesheet-wait"

export const INLINE_SCRIPTS_DIR = "static/inline"

const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"])

type Node = DefaultTreeAdapterMap["node"]
type Element = DefaultTreeAdapterMap["element"]

export interface ExternalScript {
  /** Site path, e.g. /static/inline/0123456789abcdef0123.js */
  src: string
  content: string
}

export function scriptPath(content: string): string {
  const hash = crypto.createHash("sha256").update(content).digest("hex").slice(0, 20)
  return `/${INLINE_SCRIPTS_DIR}/${hash}.js`
}

/** Every <script> element of a document, in source order, with where it is in the text. */
function scriptElements(html: string): Element[] {
  const found: Element[] = []
  const walk = (node: Node) => {
    if ("tagName" in node && node.tagName === "script" && node.sourceCodeLocation) found.push(node)
    if ("childNodes" in node) node.childNodes.forEach(walk)
    if ("content" in node && node.content) walk(node.content)
  }
  walk(parse(html, { sourceCodeLocationInfo: true }))
  return found
}

const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name && !attr.namespace)?.value

/** The inline scripts the CSP allows by their hashes (src/headers/policy.ts). */
const KEPT_INLINE = new Set([HEAD_SCRIPT, STYLESHEET_WAIT_SCRIPT])

/** The text a script element runs (its raw text, exactly as written). */
const scriptText = (element: Element): string =>
  element.childNodes.map((child) => ("value" in child && child.nodeName === "#text" ? child.value : "")).join("")

/**
 * An inline script the browser would run (no src, a JavaScript type) that the CSP does not allow:
 * all but the head script and the stylesheet wait, which must stay where they are.
 */
function isScriptToMove(element: Element): boolean {
  const type = (attribute(element, "type") ?? "").trim().toLowerCase()
  const text = scriptText(element)
  return attribute(element, "src") === undefined && !KEPT_INLINE.has(text) && text.trim() !== "" && EXECUTABLE_TYPES.has(type)
}

interface Edit {
  start: number
  end: number
  text: string
}

/**
 * Rewrites one page; returns the new HTML and the script files it now refers to.
 *
 * parse5 (the WHATWG parsing algorithm, as browsers parse) finds the script elements and
 * where each one starts and ends in the text; only those spans are replaced, so every other
 * byte of the page stays as Gatsby wrote it (re-serialising the whole tree would re-quote
 * attributes and re-encode text across the page for no gain).
 */
export function externalizeInlineScripts(html: string): { html: string; scripts: ExternalScript[] } {
  const scripts = new Map<string, ExternalScript>()
  const edits: Edit[] = []
  const elements = scriptElements(html)
  const movesScripts = elements.some(isScriptToMove)
  for (const element of elements) {
    const location = element.sourceCodeLocation!
    const type = (attribute(element, "type") ?? "").trim().toLowerCase()
    if (attribute(element, "src") !== undefined) {
      // Beside moved scripts, an async classic bundle becomes deferred: it then runs after them, in document order.
      const asyncAttr = location.attrs?.async
      if (movesScripts && type !== "module" && asyncAttr) {
        const text = attribute(element, "defer") === undefined ? "defer" : ""
        edits.push({ start: asyncAttr.startOffset, end: asyncAttr.endOffset, text })
      }
      continue
    }
    if (!isScriptToMove(element)) continue
    const content = scriptText(element).trim()
    const src = scriptPath(content)
    scripts.set(src, { src, content })
    const id = attribute(element, "id")
    const kept = [id !== undefined ? ` id="${id}"` : "", type === "module" ? ` type="module"` : " defer"].join("")
    edits.push({ start: location.startOffset, end: location.endOffset, text: `<script src="${src}"${kept}></script>` })
  }
  let rewritten = html
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    rewritten = rewritten.slice(0, edit.start) + edit.text + rewritten.slice(edit.end)
  }
  return { html: rewritten, scripts: [...scripts.values()] }
}

/** True if the page still has an inline script the browser would run and the CSP would block. */
export function hasInlineScript(html: string): boolean {
  return scriptElements(html).some(isScriptToMove)
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

/** Rewrites every HTML file in public/; returns how many pages and script files there were. */
export function externalizeInlineScriptsInDir(publicDir: string): { pages: number; scripts: number } {
  const written = new Set<string>()
  const pages = htmlFiles(publicDir)
  for (const file of pages) {
    const { html, scripts } = externalizeInlineScripts(fs.readFileSync(file, "utf8"))
    for (const script of scripts) {
      if (written.has(script.src)) continue
      const target = path.join(publicDir, script.src)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.writeFileSync(target, script.content)
      written.add(script.src)
    }
    fs.writeFileSync(file, html)
  }
  return { pages: pages.length, scripts: written.size }
}
