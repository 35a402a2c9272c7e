/**
 * Serves the built site (public/) on 127.0.0.1 the way Netlify and Vercel serve it, for the
 * browser tests and the benchmark:
 * - `/`, `/downloads` and `/downloads/` answer with the page's index.html (or downloads.html,
 *   the layout Gatsby's Netlify adapter leaves);
 * - an unknown path answers with 404.html and status 404;
 * - every response carries the headers public/_headers gives its request path (written by the
 *   build from src/gatsby-steps/headers.ts, the one definition the hosts use too), read and matched
 *   with Netlify's own parser. On an unknown path that is the request path's rules (`/*`),
 *   not those of /404.html: `netlify serve` does the same (checked in CI by npm run test:hosts),
 *   and so does Vercel, whose header sources also match the request path;
 * - text is gzip-compressed when the browser accepts it, as both hosts do.
 *
 * The peer sites of the side-by-side benchmark have no _headers: they are served by this same
 * server with `{ headersFile: "optional" }`, so that every site is served the same way.
 */
import fs from "fs"
import http from "http"
import type { AddressInfo } from "net"
import path from "path"
import zlib from "zlib"
import { headersFor, readNetlifyHeaders } from "./netlify-headers"

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
}

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

  const server = http.createServer((request, response) => {
    const requestPath = new URL(request.url ?? "/", "http://localhost").pathname
    const found = resolveFile(root, requestPath)
    const file = found ?? notFoundPage
    const status = found ? 200 : 404
    const type = CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream"
    let body = fs.readFileSync(file)
    const headers: Record<string, string> = {
      "Content-Type": type,
      ...headersFor(rules, requestPath),
    }
    if (COMPRESSIBLE.test(headers["Content-Type"]) && /\bgzip\b/.test(String(request.headers["accept-encoding"]))) {
      body = zlib.gzipSync(body)
      headers["Content-Encoding"] = "gzip"
      headers.Vary = "Accept-Encoding"
    }
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
