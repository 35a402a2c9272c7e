/**
 * POST /api/contact as a Gatsby Function: e-mails a message from the contact form to the owner,
 * when data/site.json has "contact": { "delivery": "email" } (otherwise it answers 404). The
 * contact plugin's function (plugins/contact) is this, with the settings the build wrote for it;
 * it runs on Netlify and Vercel through their adapters, and under `gatsby serve`. What it answers
 * is decided in ./handle-contact.ts; this only translates the request and the response.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { addressBucket, addressFromHeaders, CLIENT_ADDRESS_HEADERS } from "./client-address"
import { handleContact, providerUrl, type ContactSettings } from "./handle-contact"
import { createRateLimiter, type RateLimiter } from "./rate-limit"
import { sendWithResend } from "./resend"
import { SEND_TIMEOUT_MS } from "../shared/contact-form"
import { siteOrigins, type BuildEnv } from "../content/site-url"

// No `export const config` for larger body limits: Gatsby reads a file's `config` export as a
// page's rendering mode and then builds its server engines, which this static site must not
// need. Gatsby's JSON and form parsers stop at 100 kB; handleContact answers anything over its
// own, smaller limit (MAX_REQUEST_BYTES) with 413 and a JSON error, and takes no multipart body.

/**
 * The host's environment as the function runs. Gatsby's function bundler replaces every
 * `process.env.NAME` with its value at build time (and `process.env` itself with `{}`): the
 * key would be written into the built function, and a key set only for functions (Netlify's
 * "Functions" scope) never read. Through globalThis the running process's own is read.
 */
const runtimeEnv = (): NodeJS.ProcessEnv => globalThis.process.env

/**
 * The host's description of this deploy, for the addresses of the site's own pages. Netlify
 * gives functions only URL, SITE_NAME and SITE_ID when they run (its docs, "Environment
 * variables and functions"), so its deploy context and a preview's address are the build's,
 * written in by the bundler as `process.env.NAME` is; Vercel's system variables are read when
 * the function runs, and so is SITE_URL, if the owner gives it to functions.
 */
const BUILD_ENV: BuildEnv = {
  NETLIFY: process.env.NETLIFY,
  CONTEXT: process.env.CONTEXT,
  DEPLOY_PRIME_URL: process.env.DEPLOY_PRIME_URL,
  SITE_URL: process.env.SITE_URL,
}
function deployEnv(): BuildEnv {
  const env = runtimeEnv()
  const atRunTime = { SITE_URL: env.SITE_URL, VERCEL: env.VERCEL, VERCEL_ENV: env.VERCEL_ENV, VERCEL_URL: env.VERCEL_URL, VERCEL_BRANCH_URL: env.VERCEL_BRANCH_URL }
  return { ...BUILD_ENV, ...Object.fromEntries(Object.entries(atRunTime).filter(([, value]) => value)) }
}

/**
 * One limiter per running process. The hosts load the function once per instance, but Gatsby's
 * own server (`gatsby serve`, `gatsby develop`) loads it again for every request (its
 * functions middleware deletes it from require's cache first), which would give every request
 * a fresh limiter, and no limit at all; the process's global outlives those reloads.
 */
const LIMITER = Symbol.for("portfolio.contact.rateLimiter")
const processGlobal = globalThis as typeof globalThis & { [LIMITER]?: RateLimiter }
const limiter = (processGlobal[LIMITER] ??= createRateLimiter())
// Resend must answer well before the island stops waiting (a cold start comes first), or a
// message that did go out would be reported lost and sent again; and before a host's own
// limit on a function (10 s on Netlify), which would answer with its error page instead.
const PROVIDER_TIMEOUT_MS = SEND_TIMEOUT_MS - 4000

/**
 * Which host's client-address header to read is decided when the function is built
 * (`process.env.VERCEL` is written in then, as Gatsby does for every variable), not by a
 * setting the running function may not see. Another header (x-forwarded-for on Netlify, say)
 * could be set by the sender to dodge the rate limit.
 */
const CLIENT_HEADERS = process.env.VERCEL ? CLIENT_ADDRESS_HEADERS.vercel : CLIENT_ADDRESS_HEADERS.netlify
/**
 * On Netlify or Vercel the socket's peer is the host's own proxy, the same for every visitor:
 * without the host's header a sender is unknown, and only the cap on everyone applies. Off
 * them (`gatsby serve`, which is no production host and passes the Netlify header through as
 * the client sent it) the peer is the visitor.
 */
const ON_A_HOST = Boolean(process.env.NETLIFY || process.env.VERCEL)

function sender(req: GatsbyFunctionRequest): string | undefined {
  const reported = addressFromHeaders(req.headers, CLIENT_HEADERS)
  return addressBucket(reported ?? (ON_A_HOST ? undefined : req.socket?.remoteAddress))
}

/** The function, for the site whose settings the build made. */
export function contactFunction(settings: ContactSettings) {
  return async function contact(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
    const env = runtimeEnv()
    const response = await handleContact(
      { method: req.method ?? "", headers: req.headers, body: req.body, sender: sender(req) },
      settings,
      {
        apiKey: env.RESEND_API_KEY,
        send: (email, idempotencyKey) =>
          sendWithResend(email, { apiKey: env.RESEND_API_KEY ?? "", url: providerUrl(env), timeoutMs: PROVIDER_TIMEOUT_MS, idempotencyKey }),
        limiter,
        siteOrigins: siteOrigins(deployEnv(), settings.siteUrl),
        now: Date.now,
        log: (line) => console.error(line),
      }
    )
    res.status(response.status)
    for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value)
    res.send(response.body)
  }
}
