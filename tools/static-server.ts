/**
 * Serves the built site (public/) on 127.0.0.1 the way Netlify and Vercel serve it, for the
 * browser tests and the benchmark:
 * - `/`, `/downloads` and `/downloads/` answer with the page's index.html (or downloads.html,
 *   the layout Gatsby's Netlify adapter leaves);
 * - an unknown path answers with 404.html and status 404, or under a language's prefix with that
 *   language's (/sw/404.html), as Netlify's rule says (src/build-time/pages/language-routes.ts;
 *   Vercel answers those with 404.html);
 * - every response carries the headers public/_headers gives its request path (written by the
 *   build from src/build-time/publish/headers.ts, the one definition the hosts use too), read and matched
 *   with Netlify's own parser. On an unknown path that is the request path's rules (`/*`),
 *   not those of /404.html: `netlify serve` does the same (checked in CI by npm run test:hosts),
 *   and so does Vercel, whose header sources also match the request path;
 * - the editor's page (/admin/) carries the editor's own headers instead, as the function that
 *   answers it on Netlify (plugins/editor) and vercel.json's rule for it on Vercel send them;
 * - text is gzip-compressed when the browser accepts it, as both hosts do.
 *
 * The peer sites of the side-by-side benchmark have no _headers: they are served by this same
 * server with `{ headersFile: "optional" }`, so that every site is served the same way.
 */
import fs from "fs"
import crypto from "crypto"
import http from "http"
import type { AddressInfo } from "net"
import path from "path"
import zlib from "zlib"
import { headersFor, readNetlifyHeaders } from "./netlify-headers"
import { CACHE_REVALIDATE, EDITOR_HEADERS } from "../src/headers/policy"
import { EDITOR_PAGE_PATHS } from "../src/shared/editor"
import { NETLIFY_FORM_ATTRIBUTE, NETLIFY_HONEYPOT_ATTRIBUTE } from "../src/shared/contact-message"

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".mjs": "application/javascript; charset=utf-8",
  ".map": "application/json; charset=utf-8",
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/

export interface StaticServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string
  close(): Promise<void>
}

/** The file a request path is answered with, or undefined for the 404 page. */
export function resolveFile(publicDir: string, requestPath: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(requestPath)
  } catch {
    return undefined
  }
  const target = path.join(publicDir, path.normalize(decoded))
  if (target !== publicDir && !target.startsWith(publicDir + path.sep)) return undefined
  const candidates = [target, path.join(target, "index.html"), ...(target === publicDir ? [] : [`${target}.html`])]
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile())
}

export interface StaticServerOptions {
  port?: number
  /** "required" (this site's build writes it) or "optional" (a peer site built elsewhere). */
  headersFile?: "required" | "optional"
  /** Takes form posts as Netlify Forms does (for the "netlify" delivery variant). */
  netlifyForms?: NetlifyFormsStandIn
}

export interface FormSubmission {
  form: string
  path: string
  fields: Record<string, string>
}

/**
 * Netlify Forms as a visitor meets it, for tests: a POST of a form Netlify found in the
 * published HTML (`data-netlify`, its `name`), carrying `form-name`, is stored and answered
 * with the page at the posted path; a filled honeypot is answered the same but not stored;
 * an unknown form gets 404. `failWith` makes every post fail with that status.
 */
export interface NetlifyFormsStandIn {
  submissions: FormSubmission[]
  failWith?: number
}

/** The forms Netlify would detect in the published HTML: their names and honeypot fields. */
function detectNetlifyForms(root: string): Map<string, string | undefined> {
  const forms = new Map<string, string | undefined>()
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.name.endsWith(".html")) {
        for (const [tag] of fs.readFileSync(file, "utf8").matchAll(/<form\b[^>]*>/g)) {
          if (!new RegExp(`\\s${NETLIFY_FORM_ATTRIBUTE}="true"`).test(tag)) continue
          const name = /\sname="([^"]+)"/.exec(tag)?.[1]
          if (name) forms.set(name, new RegExp(`\\s${NETLIFY_HONEYPOT_ATTRIBUTE}="([^"]+)"`).exec(tag)?.[1])
        }
      }
    }
  }
  walk(root)
  return forms
}

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = ""
    request.setEncoding("utf8")
    request.on("data", (chunk: string) => (body += chunk))
    request.on("end", () => resolve(body))
    request.on("error", reject)
  })

export async function startStaticServer(publicDir: string, options: StaticServerOptions = {}): Promise<StaticServer> {
  const { port = 0, headersFile: headersFileRule = "required" } = options
  const root = path.resolve(publicDir)
  const headersFile = path.join(root, "_headers")
  const hasHeaders = fs.existsSync(headersFile)
  if (!fs.existsSync(path.join(root, "index.html")) || (headersFileRule === "required" && !hasHeaders)) {
    throw new Error(`${root} holds no built site with _headers: run \`npm run build\` first.`)
  }
  const rules = hasHeaders ? await readNetlifyHeaders(headersFile) : []
  const notFoundPage = path.join(root, "404.html")
  const { netlifyForms } = options
  const netlifyFormNames = netlifyForms ? detectNetlifyForms(root) : new Map<string, string | undefined>()

  /** Netlify's answer to a form post: the status, having stored what it should. */
  async function takeFormPost(request: http.IncomingMessage, requestPath: string): Promise<number> {
    if (!netlifyForms) return 405
    const fields = Object.fromEntries(new URLSearchParams(await readBody(request)))
    const form = fields["form-name"]
    if (netlifyForms.failWith) return netlifyForms.failWith
    if (!form || !netlifyFormNames.has(form)) return 404
    const honeypot = netlifyFormNames.get(form)
    if (!honeypot || !fields[honeypot]) netlifyForms.submissions.push({ form, path: requestPath, fields })
    return 200
  }

  const server = http.createServer(async (request, response) => {
    const requestPath = new URL(request.url ?? "/", "http://localhost").pathname
    const found = resolveFile(root, requestPath)
    const formStatus = request.method === "POST" ? await takeFormPost(request, requestPath) : undefined
    if (formStatus !== undefined && formStatus !== 200) {
      response.writeHead(formStatus, { "Content-Type": "text/plain; charset=utf-8" }).end(`HTTP ${formStatus}`)
      return
    }
    const languageNotFound = path.join(root, requestPath.split("/")[1] ?? "", "404.html")
    const file = found ?? (requestPath.split("/").length > 2 && fs.existsSync(languageNotFound) ? languageNotFound : notFoundPage)
    const status = found ? 200 : 404
    const type = CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream"
    let body = fs.readFileSync(file)
    const headers: Record<string, string> = {
      "Content-Type": type,
      ...((EDITOR_PAGE_PATHS as readonly string[]).includes(requestPath) && found ? { ...EDITOR_HEADERS, "Cache-Control": CACHE_REVALIDATE } : headersFor(rules, requestPath)),
    }
    const gzipped = COMPRESSIBLE.test(headers["Content-Type"]) && /\bgzip\b/.test(String(request.headers["accept-encoding"]))
    if (gzipped) {
      headers["Content-Encoding"] = "gzip"
      headers.Vary = "Accept-Encoding"
    }
    // As the hosts do (Netlify and Vercel send one with every file): a browser asking again for a
    // file it has, a page it must revalidate, gets 304 and no body when the file is unchanged.
    // Weak, and one per encoding: the gzip and plain bodies are not the same bytes. Short: the
    // byte budgets count every response's headers, and a test server needs no more than 48 bits.
    headers.ETag = `W/"${crypto.createHash("sha1").update(body).update(gzipped ? "gzip" : "").digest("hex").slice(0, 12)}"`
    const known = String(request.headers["if-none-match"] ?? "").split(",").map((tag) => tag.trim().replace(/^W\//, ""))
    if (found && request.method !== "POST" && (known.includes("*") || known.includes(headers.ETag.replace(/^W\//, "")))) {
      response.writeHead(304, headers).end()
      return
    }
    if (gzipped) body = zlib.gzipSync(body)
    headers["Content-Length"] = String(body.length)
    response.writeHead(status, headers)
    response.end(request.method === "HEAD" ? undefined : body)
  })

  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => {
      const { port: actualPort } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${actualPort}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
