/**
 * What a contact message may be: one set of rules for the form's markup (maxlength, required,
 * type="email"), for the island before it sends, and for the /api/contact function, which
 * checks every request again with exactly these rules.
 */
import { MESSAGE_FIELDS, messageFrom, type ContactMessage } from "./contact-form"
import { DELIVERY_MODES, type DeliveryMode } from "./delivery-modes"
import { sectionsOf } from "./sections"

export { DELIVERY_MODES, NO_FORM, type DeliveryMode } from "./delivery-modes"

const isDeliveryMode = (delivery: string): delivery is DeliveryMode => (DELIVERY_MODES as readonly string[]).includes(delivery)

/** The most characters each field takes; the form's maxlength attributes are these numbers. */
export const FIELD_LIMITS: Readonly<Record<keyof ContactMessage, number>> = {
  name: 100,
  // RFC 5321's longest forward path.
  email: 254,
  subject: 150,
  message: 5000,
}

/** The hidden field only a robot fills in (Netlify's name for it, so both modes share it). */
export const HONEYPOT_FIELD = "bot-field"
/** How long the form was open before Send, in milliseconds, as the island measured it. */
export const FILL_TIME_FIELD = "fill-ms"
/** Netlify Forms' form name and the hidden input that carries it. */
export const NETLIFY_FORM_NAME = "contact"
export const NETLIFY_FORM_NAME_FIELD = "form-name"
/** What marks a form for Netlify to find in the published HTML, and names its honeypot field. */
export const NETLIFY_FORM_ATTRIBUTE = "data-netlify"
export const NETLIFY_HONEYPOT_ATTRIBUTE = "netlify-honeypot"

/** Faster than this from the form's start to Send, a "visitor" is a script. */
export const MIN_FILL_MS = 3000
/**
 * Longer than this (30 days) is no fill time a page measured: a tab left open that long is
 * reloaded before it sends, and a larger number is a script's guess.
 */
export const MAX_FILL_MS = 30 * 24 * 60 * 60 * 1000

/**
 * The page's own token for the visitor's visit, sent with each message by the island: with the
 * message it makes the idempotency key, so a retry from the same page is the same e-mail.
 */
export const SESSION_FIELD = "session"
export const SESSION_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

/** The home page's contact section, where the form is. */
export const CONTACT_SECTION_ID = "contact"

/**
 * The way messages reach the owner, when the site has a form at all: its home page shows the
 * contact section (data/site.json "sections") and the owner chose a delivery, not "none". Without
 * one, the site has no form, no contact function and nothing for Netlify Forms to detect.
 */
export function formDelivery(site: { sections?: readonly string[] | null; contact: { delivery: string } }): DeliveryMode | undefined {
  const delivery = site.contact.delivery
  return sectionsOf(site).includes(CONTACT_SECTION_ID) && isDeliveryMode(delivery) ? delivery : undefined
}

/**
 * On a site of several languages, the language of the page a message was written on: the page
 * a message sent without JavaScript lands on is in it, and the owner's e-mail names it.
 */
export const LANGUAGE_FIELD = "language"

/** The function's own path, and the page a sent message without JavaScript lands on. */
export const CONTACT_FUNCTION_PATH = "/api/contact"
export const SENT_PAGE_PATH = "/contact/sent"

/**
 * The largest request the function reads: every field at its limit and room for the field
 * names. maxlength counts UTF-16 units, so the most bytes a counted unit can take on the wire
 * is 9 (a 3-byte UTF-8 character, %XX-encoded; a line break, CRLF encoded, takes 6): 12 is room.
 */
export const MAX_REQUEST_BYTES =
  Object.values(FIELD_LIMITS).reduce((sum, limit) => sum + limit, 0) * 12 + 1024

/**
 * The HTML standard's rule for a valid e-mail address, the one `<input type="email">`
 * applies: the server accepts exactly what the browser let through.
 * https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export type FieldProblem = "missing" | "too-long" | "not-an-email" | "not-one-line" | "not-text"

export interface FieldError {
  field: keyof ContactMessage
  problem: FieldProblem
}

export type Validation = { ok: true; message: ContactMessage } | { ok: false; errors: FieldError[] }

/** Fields that become e-mail headers (Subject, Reply-To) or a line of the e-mail must be one line of text. */
export const ONE_LINE_FIELDS: readonly (keyof ContactMessage)[] = ["name", "email", "subject"]

/**
 * One line of text: no C0 or C1 control character (line breaks, tab, NUL, ESC, NEL...) nor DEL,
 * no Unicode line or paragraph separator (U+2028, U+2029), and none of the bidirectional
 * embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) that make text read
 * otherwise than it is stored. Written as the `pattern` attribute of the form's one-line fields
 * (the browser anchors it and compiles it with the v flag) and, anchored, as the server's test.
 */
export const ONE_LINE_PATTERN = "[^\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069]*"
const ONE_LINE = new RegExp(`^${ONE_LINE_PATTERN}$`, "u")

/**
 * A browser submits a textarea's line breaks as CRLF, while its maxlength counts each as one
 * character: both are judged, and sent, with LF.
 */
export const normalizeLineBreaks = (value: string) => value.replace(/\r\n?/g, "\n")

function problemWith(field: keyof ContactMessage, raw: unknown): FieldProblem | undefined {
  if (raw === undefined || raw === null) return "missing"
  if (typeof raw !== "string") return "not-text"
  const value = normalizeLineBreaks(raw)
  if (value.trim() === "") return "missing"
  // Counted as the browser counts maxlength: in UTF-16 code units.
  if (value.length > FIELD_LIMITS[field]) return "too-long"
  if (ONE_LINE_FIELDS.includes(field) && !ONE_LINE.test(value)) return "not-one-line"
  if (field === "email" && !EMAIL_PATTERN.test(value.trim())) return "not-an-email"
  return undefined
}

/** Checks a message from any source (the form, or a request body of unknown shape). */
export function validateMessage(input: unknown): Validation {
  const record = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>
  const errors = MESSAGE_FIELDS.flatMap((field) => {
    const problem = problemWith(field, record[field])
    return problem ? [{ field, problem }] : []
  })
  if (errors.length > 0) return { ok: false, errors }
  return { ok: true, message: messageFrom((field) => normalizeLineBreaks(String(record[field])).trim()) }
}

/**
 * A robot's request: the honeypot filled in (with anything, a list included), or a fill time
 * that is not what the page's script sends (the decimal digits of a whole number of
 * milliseconds, up to MAX_FILL_MS: not "0x1388", "5e3", " 5000", a list or a number type), or
 * Send pressed too soon after the form started. The page's script always says how long that
 * was; a browser posting the form itself, without the script, cannot, so the function requires
 * it (`fillTimeRequired`) of every request but that browser's own form navigation
 * (handle-contact.ts).
 */
export function looksAutomated(
  input: { honeypot?: unknown; fillMs?: unknown },
  { fillTimeRequired }: { fillTimeRequired: boolean }
): "honeypot" | "too-fast" | "bad-fill-time" | undefined {
  if (input.honeypot !== undefined && input.honeypot !== "") return "honeypot"
  if (input.fillMs === undefined || input.fillMs === "") return fillTimeRequired ? "too-fast" : undefined
  if (typeof input.fillMs !== "string" || !/^[0-9]{1,10}$/.test(input.fillMs)) return "bad-fill-time"
  const fillMs = Number(input.fillMs)
  if (fillMs > MAX_FILL_MS) return "bad-fill-time"
  if (fillMs < MIN_FILL_MS) return "too-fast"
  return undefined
}
