/**
 * POST /api/contact: e-mails a message from the contact form to the owner, when
 * data/site.json has "contact": { "delivery": "email" } (otherwise it answers 404). Runs as a
 * Gatsby Function: on Netlify and Vercel through their adapters, and under `gatsby serve`.
 * What it answers is decided in src/contact-delivery/handle-contact.ts.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import site from "../../data/site.json"
import { handleContact, providerUrl } from "../contact-delivery/handle-contact"
import { createRateLimiter } from "../contact-delivery/rate-limit"
import { sendWithResend } from "../contact-delivery/resend"
import { contactSettings } from "../contact-delivery/settings"
import { SEND_TIMEOUT_MS } from "../lib/contact-form"

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

const settings = contactSettings(site)
const limiter = createRateLimiter()
// Resend must answer well before the island stops waiting (a cold start comes first), or a
// message that did go out would be reported lost and sent again; and before a host's own
// limit on a function (10 s on Netlify), which would answer with its error page instead.
const PROVIDER_TIMEOUT_MS = SEND_TIMEOUT_MS - 4000

/**
 * The visitor's address as the host saw it, in the one header that host sets itself (another,
 * x-forwarded-for say, could be set by the sender to dodge the rate limit): Vercel's x-real-ip,
 * Netlify's x-nf-client-connection-ip. Which host is decided when the function is built
 * (`process.env.VERCEL` is written in then, as Gatsby does for every variable), not by a
 * setting the running function may not see. `gatsby serve` is no production host: it passes
 * the Netlify header through as the client sent it.
 */
const CLIENT_ADDRESS_HEADER = process.env.VERCEL ? "x-real-ip" : "x-nf-client-connection-ip"

function clientAddress(req: GatsbyFunctionRequest): string {
  const value = req.headers[CLIENT_ADDRESS_HEADER]
  return (Array.isArray(value) ? value[0] : value) || req.socket?.remoteAddress || "unknown"
}

export default async function contact(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  const env = runtimeEnv()
  const response = await handleContact(
    { method: req.method ?? "", headers: req.headers, body: req.body, clientAddress: clientAddress(req) },
    settings,
    {
      apiKey: env.RESEND_API_KEY,
      send: (email) => sendWithResend(email, { apiKey: env.RESEND_API_KEY ?? "", url: providerUrl(env), timeoutMs: PROVIDER_TIMEOUT_MS }),
      limiter,
      now: Date.now,
      log: (line) => console.error(line),
    }
  )
  res.status(response.status)
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value)
  res.send(response.body)
}
