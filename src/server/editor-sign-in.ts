/**
 * The site's own GitHub sign-in for the editor at /admin/ (GET /api/editor/sign-in), for a host
 * without a provider of its own (Vercel; Netlify has its GitHub provider): the editor opens it
 * in a popup, as Sveltia CMS opens an OAuth endpoint (its "base_url" and "auth_endpoint").
 *
 * 1. Without a `code`, it sends the popup to GitHub to authorize the owner's OAuth app, with a
 *    fresh random `state` it also gives the browser in a cookie only this address reads.
 * 2. GitHub sends the popup back with a `code` and the `state`. A `state` that is not the
 *    cookie's is refused: another site's link cannot make the owner sign in to what it chose.
 *    Then it trades the code for a token with GitHub, and answers a page that hands the token
 *    to the editor, only to the site's own origin (src/editor/sign-in.ts).
 *
 * The token is neither logged nor kept: it passes through in one answer, marked not to be
 * stored. The app's id and secret are the host's GITHUB_OAUTH_CLIENT_ID and
 * GITHUB_OAUTH_CLIENT_SECRET, read when the function runs.
 */
import crypto from "crypto"
import { EDITOR_FILES, SIGN_IN_PATH } from "../shared/editor"
import { SECURITY_HEADERS } from "../headers/policy"
import { header, type RequestHeaders } from "./request-origin"
import { loopbackAddress } from "./loopback-address"

export const GITHUB_URL = "https://github.com"

/** The cookie that holds the `state` while the owner is at GitHub: ten minutes, this address only. */
const STATE_COOKIE = "editor_sign_in_state"
const STATE_MAX_AGE_S = 600

export interface SignInRequest {
  method: string
  /** The site's origin the request was sent to (https://example.com). */
  origin: string
  /** Its query, parsed. */
  query: Readonly<Record<string, string | undefined>>
  headers: RequestHeaders
}

export interface SignInResponse {
  status: number
  headers: Record<string, string>
  body: string
}

export interface SignInEnvironment {
  clientId?: string
  clientSecret?: string
  /** GitHub's web address (a local stand-in in tests: gitHubUrl). */
  gitHubUrl: string
  /** A new unguessable state. */
  newState: () => string
  fetch: typeof fetch
}

/** GitHub's address, or a stand-in on this computer (the tests': EDITOR_GITHUB_URL), never another host, so a setting cannot send the code elsewhere. */
export const gitHubUrl = (env: Readonly<Record<string, string | undefined>>): string => loopbackAddress(env.EDITOR_GITHUB_URL)?.origin ?? GITHUB_URL

/** The result the editor is handed, in the words Sveltia CMS reads (those of Decap CMS's OAuth providers). */
const success = (token: string) => `authorization:github:success:${JSON.stringify({ token, provider: "github" })}`
const failure = (message: string) => `authorization:github:error:${JSON.stringify({ message })}`

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The site's headers for the popup's pages, its redirect to GitHub too. They carry no opener
 * policy, as the site's pages do not: with one, the popup would lose the editor that opened it.
 */
const POPUP_HEADERS = SECURITY_HEADERS

/**
 * The popup's last page: a script of the site's (the policy allows no other) hands over the
 * result. Never stored by a browser or a cache, nor sent on as a referrer.
 */
function handOver(status: number, result: string, words: string): SignInResponse {
  return {
    status,
    headers: {
      ...POPUP_HEADERS,
      "Content-Security-Policy": "default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "Content-Type": "text/html; charset=utf-8",
    },
    body:
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Signing in</title></head>` +
      `<body><p>${escapeAttribute(words)}</p><script src="${EDITOR_FILES.signIn}" data-result="${escapeAttribute(result)}"></script></body></html>`,
  }
}

/** The state cookie's value in a request, if it has one. */
function stateCookie(headers: RequestHeaders): string | undefined {
  const cookies = header(headers, "cookie") ?? ""
  return cookies
    .split(";")
    .map((pair) => pair.trim().split("="))
    .find(([name]) => name === STATE_COOKIE)?.[1]
}

const sameText = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** Where GitHub sends the popup back: this very address, on the host the request came to. */
const returnAddress = (origin: string) => `${origin}${SIGN_IN_PATH}`

const clearState = `${STATE_COOKIE}=; Path=${SIGN_IN_PATH}; Max-Age=0; HttpOnly; Secure; SameSite=Lax`

export async function handleSignIn(request: SignInRequest, env: SignInEnvironment): Promise<SignInResponse> {
  if (request.method !== "GET") return { status: 405, headers: { ...SECURITY_HEADERS, Allow: "GET", "Cache-Control": "no-store" }, body: "" }
  if (!env.clientId || !env.clientSecret) {
    return handOver(503, failure("The site's GitHub sign-in is not set up: set GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET on the host."), "Sign-in is not set up.")
  }
  const { code, state = "", scope = "repo" } = request.query
  if (!code) {
    const newState = env.newState()
    const authorize = new URL("/login/oauth/authorize", env.gitHubUrl)
    authorize.search = new URLSearchParams({ client_id: env.clientId, redirect_uri: returnAddress(request.origin), scope, state: newState }).toString()
    return {
      status: 302,
      headers: {
        ...POPUP_HEADERS,
        Location: authorize.href,
        "Set-Cookie": `${STATE_COOKIE}=${newState}; Path=${SIGN_IN_PATH}; Max-Age=${STATE_MAX_AGE_S}; HttpOnly; Secure; SameSite=Lax`,
        "Cache-Control": "no-store",
      },
      body: "",
    }
  }
  const expected = stateCookie(request.headers)
  if (!expected || !sameText(state, expected)) return handOver(403, failure("This sign-in was not started here: start it again from the editor."), "Sign-in refused.")
  const response = await tradeCode(code, request.origin, env)
  return { ...response, headers: { ...response.headers, "Set-Cookie": clearState } }
}

/** The token GitHub gives for the code, handed over; or what went wrong. */
async function tradeCode(code: string, origin: string, env: SignInEnvironment): Promise<SignInResponse> {
  try {
    const answer = await env.fetch(new URL("/login/oauth/access_token", env.gitHubUrl), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({ client_id: env.clientId, client_secret: env.clientSecret, code, redirect_uri: returnAddress(origin) }),
    })
    const granted = (await answer.json()) as { access_token?: unknown; error_description?: unknown }
    if (typeof granted.access_token === "string" && granted.access_token !== "") return handOver(200, success(granted.access_token), "Signed in: you can close this window.")
    const reason = typeof granted.error_description === "string" ? `: ${granted.error_description.replace(/\.$/, "")}` : ""
    return handOver(502, failure(`GitHub did not sign you in${reason}.`), "Sign-in failed.")
  } catch {
    return handOver(502, failure("GitHub could not be reached: try again."), "Sign-in failed.")
  }
}
