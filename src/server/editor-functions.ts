/**
 * The editor's Gatsby Functions (plugins/editor): its page, answered with its own headers where
 * a host would add the site's to a file (Netlify), and the site's own GitHub sign-in. Each only
 * translates Gatsby's request and response.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import crypto from "crypto"
import { CACHE_REVALIDATE, EDITOR_HEADERS } from "../headers/policy"
import { editorPage } from "./editor-page"
import { gitHubUrl, handleSignIn } from "./editor-sign-in"
import { header } from "./request-origin"

/** The process's own environment when the function runs (Gatsby's bundler writes `process.env.NAME` in at build time: ./contact-function.ts). */
const runtimeEnv = (): NodeJS.ProcessEnv => globalThis.process.env

export function editorPageFunction() {
  return function editor(_req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): void {
    res.status(200)
    for (const [name, value] of Object.entries({ ...EDITOR_HEADERS, "Cache-Control": CACHE_REVALIDATE, "Content-Type": "text/html; charset=utf-8" })) res.setHeader(name, value)
    res.send(editorPage())
  }
}

/** The site's origin as the browser asked for it: on a host, https and the host it asked for; http on this computer. */
function requestOrigin(req: GatsbyFunctionRequest): string {
  const host = header(req.headers, "x-forwarded-host") ?? header(req.headers, "host") ?? "localhost"
  const local = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host)
  return `${local ? "http" : "https"}://${host}`
}

/** The query as text values (a parameter given twice: its first). */
const queryOf = (req: GatsbyFunctionRequest): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(req.query ?? {}).map(([name, value]) => [name, Array.isArray(value) ? String(value[0]) : value === undefined ? undefined : String(value)]))

export function editorSignInFunction() {
  return async function signIn(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
    const env = runtimeEnv()
    const response = await handleSignIn(
      { method: req.method ?? "", origin: requestOrigin(req), query: queryOf(req), headers: req.headers },
      { clientId: env.GITHUB_OAUTH_CLIENT_ID, clientSecret: env.GITHUB_OAUTH_CLIENT_SECRET, gitHubUrl: gitHubUrl(env), newState: () => crypto.randomBytes(32).toString("hex"), fetch }
    )
    res.status(response.status)
    for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value)
    res.send(response.body)
  }
}
