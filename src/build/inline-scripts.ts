/**
 * Moves the inline <script> elements Gatsby writes into every HTML page (page path, chunk
 * mapping, compilation hash, gatsby-plugin-image's loading helpers) into same-origin files,
 * so the Content-Security-Policy can say `script-src 'self'` with no 'unsafe-inline' and no
 * per-build hashes (vercel.json is static).
 *
 * Nothing may block rendering: a moved classic script gets `defer`, and Gatsby's own bundles
 * change from `async` to `defer`, so all of them run after parsing, in document order (the
 * bundles read what the moved scripts set). A module script stays a module script, deferred
 * like before. Files are named by the hash of their content, so they can be cached forever
 * under /static/. Data blocks such as JSON-LD are not scripts and stay inline.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"

export const INLINE_SCRIPTS_DIR = "static/inline"

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"])

export interface ExternalScript {
  /** Site path, e.g. /static/inline/0123456789abcdef0123.js */
  src: string
  content: string
}

function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attrs)
  if (!match) return new RegExp(`\\s${name}(\\s|$)`, "i").test(attrs) ? "" : undefined
  return match[2] ?? match[3] ?? match[4] ?? ""
}

export function scriptPath(content: string): string {
  const hash = crypto.createHash("sha256").update(content).digest("hex").slice(0, 20)
  return `/${INLINE_SCRIPTS_DIR}/${hash}.js`
}

/** Rewrites one page; returns the new HTML and the script files it now refers to. */
export function externalizeInlineScripts(html: string): { html: string; scripts: ExternalScript[] } {
  const scripts = new Map<string, ExternalScript>()
  const rewritten = html.replace(SCRIPT, (whole, attrs: string, body: string) => {
    const type = (attribute(attrs, "type") ?? "").trim().toLowerCase()
    if (attribute(attrs, "src") !== undefined) {
      const isAsyncClassic = type !== "module" && attribute(attrs, "async") !== undefined
      return isAsyncClassic ? whole.replace(/\sasync(?=[\s>=])(="[^"]*"|='[^']*')?/i, " defer") : whole
    }
    if (body.trim() === "" || !EXECUTABLE_TYPES.has(type)) return whole
    const content = body.trim()
    const src = scriptPath(content)
    scripts.set(src, { src, content })
    const id = attribute(attrs, "id")
    const kept = [id !== undefined ? ` id="${id}"` : "", type === "module" ? ` type="module"` : " defer"].join("")
    return `<script src="${src}"${kept}></script>`
  })
  return { html: rewritten, scripts: [...scripts.values()] }
}

/** True if the page still has an inline script the browser would run (the CSP would block it). */
export function hasInlineScript(html: string): boolean {
  for (const match of html.matchAll(SCRIPT)) {
    const [, attrs, body] = match
    const type = (attribute(attrs, "type") ?? "").trim().toLowerCase()
    if (attribute(attrs, "src") === undefined && body.trim() !== "" && EXECUTABLE_TYPES.has(type)) return true
  }
  return false
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
