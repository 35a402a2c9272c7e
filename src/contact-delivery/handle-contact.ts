/**
 * What /api/contact answers, apart from any framework: the Gatsby Function (src/api/contact.ts)
 * only translates its request and response. Nothing from the request chooses a recipient, a
 * sender or a header: the owner's address and the sender come from data/site.json, the
 * visitor's address only ever becomes Reply-To, and fields that end up in headers must be
 * one line (src/lib/contact-message.ts).
 */
import { MESSAGE_FIELDS, type ContactMessage } from "../lib/contact-form"
import {
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  looksAutomated,
  MAX_REQUEST_BYTES,
  normalizeLineBreaks,
  SENT_PAGE_PATH,
  validateMessage,
  type DeliveryMode,
  type FieldError,
} from "../lib/contact-message"
import { SECURITY_HEADERS } from "../gatsby-steps/headers"
import type { RateLimiter } from "./rate-limit"
import { RESEND_API_URL, type OutgoingEmail, type ProviderResult } from "./resend"
import { renderNotSentPage, type ResultPageTexts } from "./result-page"

export interface ContactRequest {
  method: string
  headers: Readonly<Record<string, string | string[] | undefined>>
  /** As the framework parsed it: an object for JSON and form bodies. */
  body: unknown
  /** The visitor's address, for the rate limit. */
  clientAddress: string
}

export interface ContactResponse {
  status: number
  headers: Record<string, string>
  body: string
}

export interface ContactSettings {
  delivery: DeliveryMode
  ownerEmail: string
  /** The From address, on a domain verified with Resend. */
  sender: string
  siteUrl: string
  texts: ResultPageTexts
}

export interface ContactEnvironment {
  apiKey: string | undefined
  send: (email: OutgoingEmail) => Promise<ProviderResult>
  limiter: RateLimiter
  now: () => number
  log: (line: string) => void
}

/** The error codes the island and the tests read; every answer but success carries one. */
export type ContactError =
  | "not-enabled"
  | "method-not-allowed"
  | "too-large"
  | "unsupported-type"
  | "too-many"
  | "automated"
  | "invalid"
  | "not-configured"
  | "provider-refused"
  | "provider-failed"
  | "provider-timeout"

const STATUS: Record<ContactError, number> = {
  "not-enabled": 404,
  "method-not-allowed": 405,
  "too-large": 413,
  "unsupported-type": 400,
  "too-many": 429,
  automated: 400,
  invalid: 400,
  "not-configured": 503,
  "provider-refused": 502,
  "provider-failed": 502,
  "provider-timeout": 504,
}

const header = (request: ContactRequest, name: string): string => {
  const value = request.headers[name]
  return (Array.isArray(value) ? value[0] : value) ?? ""
}

const mediaType = (request: ContactRequest) => header(request, "content-type").split(";")[0].trim().toLowerCase()

/** A browser's form post (no JavaScript) gets pages; the island's JSON request gets JSON. */
const wantsPage = (request: ContactRequest) =>
  mediaType(request) !== "application/json" && header(request, "accept").includes("text/html")

const NO_STORE = { "Cache-Control": "no-store" }

function json(status: number, body: object, extra: Record<string, string> = {}): ContactResponse {
  return { status, headers: { ...NO_STORE, "Content-Type": "application/json; charset=utf-8", ...extra }, body: JSON.stringify(body) }
}

function failure(request: ContactRequest, settings: ContactSettings, error: ContactError, extra: { errors?: FieldError[]; headers?: Record<string, string> } = {}): ContactResponse {
  const status = STATUS[error]
  if (wantsPage(request) && status !== 405) {
    const input = (typeof request.body === "object" && request.body !== null ? request.body : {}) as Record<string, unknown>
    const typed = Object.fromEntries(
      MESSAGE_FIELDS.map((field) => [field, typeof input[field] === "string" ? normalizeLineBreaks(input[field] as string) : ""])
    )
    return {
      status,
      headers: { ...SECURITY_HEADERS, ...NO_STORE, "Content-Type": "text/html; charset=utf-8", ...extra.headers },
      body: renderNotSentPage(settings.texts, typed, extra.errors),
    }
  }
  return json(status, { error, ...(extra.errors ? { fields: extra.errors } : {}) }, extra.headers)
}

/** The size the request declared, or else the size of what was parsed from it. */
function requestBytes(request: ContactRequest): number {
  const declared = Number(header(request, "content-length"))
  if (Number.isFinite(declared) && declared > 0) return declared
  return Buffer.byteLength(JSON.stringify(request.body ?? ""))
}

/** A host name as a request may carry it: letters, digits, dots and hyphens, and a port. */
const HOST_PATTERN = /^[a-z0-9.-]{1,253}(?::\d{1,5})?$/i

/**
 * "[briankamau.dev] Subject", or "[Preview deploy-preview-7--site.netlify.app] Subject" off
 * production. The host the hosts route by (Host); anything that is not a host name counts as
 * a preview without a name, so no request can write more than that into the subject.
 */
function subjectLine(request: ContactRequest, settings: ContactSettings, subject: string): string {
  const productionHost = new URL(settings.siteUrl).host
  const host = header(request, "host")
  if (host === productionHost) return `[${productionHost}] ${subject}`
  return HOST_PATTERN.test(host) ? `[Preview ${host}] ${subject}` : `[Preview] ${subject}`
}

function emailFor(request: ContactRequest, settings: ContactSettings, message: ContactMessage): OutgoingEmail {
  return {
    from: settings.sender,
    to: settings.ownerEmail,
    replyTo: message.email,
    subject: subjectLine(request, settings, message.subject),
    text: `${message.message}\n\n-- \n${message.name} <${message.email}>\nSent with the contact form of ${settings.siteUrl}/`,
  }
}

const PROVIDER_ERRORS: Record<Exclude<ProviderResult, { ok: true }>["reason"], ContactError> = {
  refused: "provider-refused",
  failed: "provider-failed",
  unreachable: "provider-failed",
  timeout: "provider-timeout",
}

export async function handleContact(request: ContactRequest, settings: ContactSettings, environment: ContactEnvironment): Promise<ContactResponse> {
  if (settings.delivery !== "email") return failure(request, settings, "not-enabled")
  if (request.method !== "POST") return failure(request, settings, "method-not-allowed", { headers: { Allow: "POST" } })
  if (requestBytes(request) > MAX_REQUEST_BYTES) return failure(request, settings, "too-large")
  // The island sends JSON; a browser posting the form itself sends it urlencoded.
  const fromScript = mediaType(request) === "application/json"
  if (!fromScript && mediaType(request) !== "application/x-www-form-urlencoded") return failure(request, settings, "unsupported-type")
  const body = (typeof request.body === "object" && request.body !== null ? request.body : {}) as Record<string, unknown>
  if (looksAutomated({ honeypot: body[HONEYPOT_FIELD], fillMs: body[FILL_TIME_FIELD] }, { fillTimeRequired: fromScript })) {
    return failure(request, settings, "automated")
  }
  const validation = validateMessage(body)
  if (!validation.ok) return failure(request, settings, "invalid", { errors: validation.errors })
  // Counted once a message would go out: what is refused above costs the owner nothing.
  const now = environment.now()
  if (!environment.limiter.allow(request.clientAddress, now)) {
    const retryAfter = String(environment.limiter.retryAfterSeconds(request.clientAddress, now))
    return failure(request, settings, "too-many", { headers: { "Retry-After": retryAfter } })
  }
  if (!environment.apiKey) {
    environment.log("/api/contact: RESEND_API_KEY is not set on this deploy, so the message was not sent (see docs/contact-form.md).")
    return failure(request, settings, "not-configured")
  }
  const result = await environment.send(emailFor(request, settings, validation.message))
  if (!result.ok) {
    environment.log(`/api/contact: Resend did not take the message (${result.reason}${result.status ? `, HTTP ${result.status}` : ""}).`)
    return failure(request, settings, PROVIDER_ERRORS[result.reason])
  }
  if (wantsPage(request)) return { status: 303, headers: { ...NO_STORE, Location: SENT_PAGE_PATH }, body: "" }
  return json(200, { ok: true })
}

/**
 * Where the e-mail goes out: Resend, or a local fake the tests start. Only a loopback
 * address is taken from CONTACT_PROVIDER_URL, so no setting can send the owner's messages
 * anywhere else.
 */
export function providerUrl(env: Readonly<Record<string, string | undefined>>): string {
  const override = env.CONTACT_PROVIDER_URL
  if (!override) return RESEND_API_URL
  try {
    const url = new URL(override)
    if (url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) return url.href
  } catch {
    // Not an address: Resend it is.
  }
  return RESEND_API_URL
}

export { RESEND_API_URL }
