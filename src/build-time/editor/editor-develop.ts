/**
 * The editor at /admin/ in `gatsby develop`, which serves no folder of public/ there: its files
 * (./editor-files.ts) made on each request from the content as it is now, with the editor's own
 * headers; its scripts (src/editor/) come from develop's webpack
 * (src/build-time/bundles/webpack-config.ts). The owner opens http://localhost:8000/admin/ and
 * works on this checkout with "Work with Local Repository".
 */
import path from "path"
import { EDITOR_HEADERS } from "../../headers/policy"
import { EDITOR_PATH, isEditorOn } from "../../shared/editor"
import { resolveSiteUrl } from "../../content/site-url"
import { readSnapshot } from "../content/snapshot"
import { editorBackend } from "./editor-backend"
import { editorFiles } from "./editor-files"

/** The few parts of develop's server (express) used here. */
interface DevServer {
  get(paths: string[], handler: (request: { path: string }, response: DevResponse, next: () => void) => void): void
}
interface DevResponse {
  set(headers: Record<string, string>): void
  send(body: string | Buffer): void
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".woff2": "font/woff2",
}

/** develop's bundles of the editor's scripts run their modules with eval (its source maps): its page's policy allows it, on this computer only. */
const DEVELOP_POLICY = { "Content-Security-Policy": EDITOR_HEADERS["Content-Security-Policy"].replace("script-src 'self'", "script-src 'self' 'unsafe-eval'") }

export function serveEditor(app: DevServer, rootDir: string): void {
  app.get([EDITOR_PATH.slice(0, -1), `${EDITOR_PATH}*`], (request, response, next) => {
    const { site } = readSnapshot(rootDir)[0].content
    if (!isEditorOn(site)) return next()
    const { siteUrl } = resolveSiteUrl(process.env, site.siteUrl)
    const wanted = request.path.endsWith("/") || request.path === EDITOR_PATH.slice(0, -1) ? `${EDITOR_PATH}index.html` : request.path
    const file = editorFiles({ rootDir, site, siteUrl, backend: editorBackend(site.editor, process.env, rootDir) }).find((candidate) => candidate.path === wanted)
    if (!file) return next()
    const isPage = wanted === `${EDITOR_PATH}index.html`
    response.set({ ...EDITOR_HEADERS, ...(isPage ? DEVELOP_POLICY : {}), "Cache-Control": "no-store", "Content-Type": TYPES[path.extname(file.path)] ?? "application/octet-stream" })
    response.send(file.content)
  })
}
