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
import { SEND_TIMEOUT_MS } from "../lib/contact-message"

// No `export const config` for larger body limits: Gatsby reads a file's `config` export as a
// page's rendering mode and then builds its server engines, which this static site must not
// need. Gatsby's parsers stop at 100 kB; handleContact answers anything over its own, smaller
// limit (MAX_REQUEST_BYTES) with 413 and a JSON error.

/**
 * The host's environment as the function runs. Gatsby's function bundler replaces every
 * `process.env.NAME` with its value at build time (and `process.env` itself with `{}`): the
 * key would be written into the built function, and a key set only for functions (Netlify's
 * "Functions" scope) never read. Through globalThis the running process's own is read.
 */
const runtimeEnv = (): NodeJS.ProcessEnv => globalThis.process.env

const settings = contactSettings(site)
const limiter = createRateLimiter()
// Resend must answer before the island stops waiting, so the visitor hears which way it went.
const PROVIDER_TIMEOUT_MS = SEND_TIMEOUT_MS - 2000

/**
 * The visitor's address as the host saw it. Vercel (whose VERCEL variable functions see at run
 * time) gives it in x-real-ip; Netlify in x-nf-client-connection-ip. Only one header is
 * read: x-forwarded-for, say, could be set by the sender to dodge the rate limit.
 */
function clientAddress(req: GatsbyFunctionRequest): string {
  const value = req.headers[runtimeEnv().VERCEL ? "x-real-ip" : "x-nf-client-connection-ip"]
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
