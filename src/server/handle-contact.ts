/**
 * What /api/contact answers, apart from any framework: the Gatsby Function
 * (./contact-function.ts) only translates its request and response. The checks run cheapest first, and a message is
 * counted against the rate limit last, when it is about to go out: a request refused by any
 * other check (a deploy without RESEND_API_KEY included) spends none of the limit.
 */
import { loopbackAddress } from "./loopback-address"
import { MESSAGE_FIELDS } from "../shared/contact-form"
import {
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  looksAutomated,
  MAX_REQUEST_BYTES,
  normalizeLineBreaks,
  SENT_PAGE_PATH,
  LANGUAGE_FIELD,
  SESSION_FIELD,
  SESSION_PATTERN,
  validateMessage,
  type DeliveryMode,
  type FieldError,
} from "../shared/contact-message"
import { SECURITY_HEADERS } from "../headers/policy"
import { localizedPath } from "../shared/languages"
import { emailFor, idempotencyKey, type EmailSettings } from "./outgoing-email"
import type { RateLimiter } from "./rate-limit"
import { header, isCrossSite, type RequestHeaders } from "./request-origin"
import { RESEND_API_URL, type OutgoingEmail, type ProviderResult } from "./resend"
import { renderNotSentPage, type ResultPageTexts } from "./result-page"

export interface ContactRequest {
  method: string
  headers: RequestHeaders
  /** As the framework parsed it: an object for JSON and form bodies. */
  body: unknown
  /**
   * Who sends, for the rate limit: the visitor's address as the host reported it, an IPv6
   * address by its /64 (client-address.ts); undefined when the host did not say.
   */
  sender: string | undefined
}

export interface ContactResponse {
  status: number
  headers: Record<string, string>
  body: string
}

export interface ContactSettings extends EmailSettings {
  delivery: DeliveryMode
  /** The result page's texts in each language of the site (settings.languages). */
  texts: Readonly<Record<string, ResultPageTexts>>
}

export interface ContactEnvironment {
  apiKey: string | undefined
  send: (email: OutgoingEmail, idempotencyKey: string) => Promise<ProviderResult>
  limiter: RateLimiter
  /** The origins of the site's own pages (src/content/site-url.ts siteOrigins), besides the request's own host. */
  siteOrigins: readonly string[]
  now: () => number
  log: (line: string) => void
}

/** The error codes the island and the tests read; every answer but success carries one. */
export type ContactError =
  | "not-enabled"
  | "method-not-allowed"
  | "cross-site"
  | "too-large"
  | "unsupported-type"
  | "too-many"
  | "automated"
  | "invalid"
  | "not-configured"
  | "provider-refused"
  | "provider-failed"
  | "provider-uncertain"

const STATUS: Record<ContactError, number> = {
  "not-enabled": 404,
  "method-not-allowed": 405,
  "cross-site": 403,
  "too-large": 413,
  "unsupported-type": 400,
  "too-many": 429,
  automated: 400,
  invalid: 400,
  "not-configured": 503,
  "provider-refused": 502,
  "provider-failed": 502,
  // Resend did not answer in time, or is still sending: the message may have gone out.
  "provider-uncertain": 504,
}

/** A header of the request ("" when it has none). */
const headerOf = (request: ContactRequest, name: string): string => header(request.headers, name) ?? ""

const mediaType = (request: ContactRequest) => headerOf(request, "content-type").split(";")[0].trim().toLowerCase()

/**
 * The browser's own submission of the form, without the page's script, which alone can measure
 * the fill time: the browser says so with `Sec-Fetch-Mode: navigate` (and `Sec-Fetch-Dest:
 * document`), which a page cannot set. Every other request must carry a fill time. A script
 * posting directly can write the header (or a fill time) too: this turns away only the robots
 * that do neither; the rate limits bound the rest (docs/contact-form.md).
 */
const isFormNavigation = (request: ContactRequest) =>
  mediaType(request) === "application/x-www-form-urlencoded" && headerOf(request, "sec-fetch-mode") === "navigate"

/** The language of the page the message was written on: one of the site's, else the default language (nothing else from the request names a page). */
function writtenIn(body: Record<string, unknown>, languages: readonly string[]): string {
  const language = body[LANGUAGE_FIELD]
  return typeof language === "string" && languages.includes(language) ? language : languages[0]
}

/** A browser's form post (no JavaScript) gets pages; the island's JSON request gets JSON. */
const wantsPage = (request: ContactRequest) =>
  mediaType(request) !== "application/json" && headerOf(request, "accept").includes("text/html")

const NO_STORE = { "Cache-Control": "no-store" }

function json(status: number, body: object, extra: Record<string, string> = {}): ContactResponse {
  return { status, headers: { ...NO_STORE, "Content-Type": "application/json; charset=utf-8", ...extra }, body: JSON.stringify(body) }
}

interface FailureDetails {
  errors?: FieldError[]
  headers?: Record<string, string>
  /** The visitor's text is not shown back: a post from another site's page put it there. */
  withoutText?: boolean
}

const bodyOf = (request: ContactRequest) => (typeof request.body === "object" && request.body !== null ? request.body : {}) as Record<string, unknown>

function failure(request: ContactRequest, settings: ContactSettings, error: ContactError, details: FailureDetails = {}): ContactResponse {
  const status = STATUS[error]
  if (wantsPage(request) && status !== 405) {
    const input = details.withoutText ? {} : bodyOf(request)
    const typed = Object.fromEntries(
      MESSAGE_FIELDS.map((field) => [field, typeof input[field] === "string" ? normalizeLineBreaks(input[field] as string) : ""])
    )
    return {
      status,
      headers: { ...SECURITY_HEADERS, ...NO_STORE, "Content-Type": "text/html; charset=utf-8", ...details.headers },
      body: renderNotSentPage(settings.texts[writtenIn(bodyOf(request), settings.languages)], typed, { errors: details.errors, mayHaveArrived: error === "provider-uncertain" }),
    }
  }
  return json(status, { error, ...(details.errors ? { fields: details.errors } : {}) }, details.headers)
}

/** The size the request declared, or else the size of what was parsed from it. */
function requestBytes(request: ContactRequest): number {
  const declared = Number(headerOf(request, "content-length"))
  if (Number.isFinite(declared) && declared > 0) return declared
  return Buffer.byteLength(JSON.stringify(request.body ?? ""))
}

/**
 * The visitor's session, half of the idempotency key: the page's own token, which the island
 * sends with every message from that page; without JavaScript, the browser (its User-Agent)
 * on its network (the sender), which is what a visitor's retry of the same form shares.
 */
function sessionOf(request: ContactRequest, body: Record<string, unknown>): string {
  const token = body[SESSION_FIELD]
  if (typeof token === "string" && SESSION_PATTERN.test(token)) return `page ${token}`
  return `browser ${request.sender ?? ""} ${headerOf(request, "user-agent")}`
}

const PROVIDER_ERRORS: Record<Exclude<ProviderResult, { ok: true }>["reason"], ContactError> = {
  refused: "provider-refused",
  failed: "provider-failed",
  unreachable: "provider-failed",
  uncertain: "provider-uncertain",
}

export async function handleContact(request: ContactRequest, settings: ContactSettings, environment: ContactEnvironment): Promise<ContactResponse> {
  if (settings.delivery !== "email") return failure(request, settings, "not-enabled")
  if (request.method !== "POST") return failure(request, settings, "method-not-allowed", { headers: { Allow: "POST" } })
  if (isCrossSite(request.headers, environment.siteOrigins)) return failure(request, settings, "cross-site", { withoutText: true })
  if (requestBytes(request) > MAX_REQUEST_BYTES) return failure(request, settings, "too-large")
  // The island sends JSON; a browser posting the form itself sends it urlencoded.
  const type = mediaType(request)
  if (type !== "application/json" && type !== "application/x-www-form-urlencoded") return failure(request, settings, "unsupported-type")
  const body = bodyOf(request)
  if (looksAutomated({ honeypot: body[HONEYPOT_FIELD], fillMs: body[FILL_TIME_FIELD] }, { fillTimeRequired: !isFormNavigation(request) })) {
    return failure(request, settings, "automated")
  }
  const validation = validateMessage(body)
  if (!validation.ok) return failure(request, settings, "invalid", { errors: validation.errors })

  const language = writtenIn(body, settings.languages)
  const email = emailFor(headerOf(request, "host"), settings, validation.message, language)
  const key = idempotencyKey(email, sessionOf(request, body))
  if (!environment.apiKey) {
    environment.log("/api/contact: RESEND_API_KEY is not set on this deploy, so the message was not sent (see docs/contact-form.md).")
    return failure(request, settings, "not-configured")
  }
  const decision = environment.limiter.take(request.sender, key, environment.now())
  if (!decision.ok) {
    if (decision.capJustReached) {
      environment.log(
        "/api/contact: this copy of the function has sent as many messages as it sends in 10 minutes; it refuses more (429) until then. A flood? docs/contact-form.md, \"What the function's own limits can and cannot stop\", says what else can stop one."
      )
    }
    return failure(request, settings, "too-many", { headers: { "Retry-After": String(decision.retryAfterSeconds) } })
  }
  const result = await environment.send(email, key)
  if (!result.ok) {
    const detail = [result.reason, result.status ? `HTTP ${result.status}` : "", result.detail ?? ""].filter(Boolean).join(", ")
    environment.log(
      result.reason === "uncertain"
        ? `/api/contact: Resend may have sent the message (${detail}); the visitor is told it may have arrived, and a retry will not send it twice.`
        : `/api/contact: Resend did not take the message (${detail}).`
    )
    return failure(request, settings, PROVIDER_ERRORS[result.reason])
  }
  if (wantsPage(request)) return { status: 303, headers: { ...NO_STORE, Location: localizedPath(SENT_PAGE_PATH, language, settings.languages[0]) }, body: "" }
  return json(200, { ok: true })
}

/** Where the e-mail goes out: Resend, or a local fake the tests start (CONTACT_PROVIDER_URL, on this computer only). */
export const providerUrl = (env: Readonly<Record<string, string | undefined>>): string => loopbackAddress(env.CONTACT_PROVIDER_URL)?.href ?? RESEND_API_URL

export { RESEND_API_URL }
