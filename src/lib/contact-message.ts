/**
 * What a contact message may be: one set of rules for the form's markup (maxlength, required,
 * type="email"), for the island before it sends, and for the /api/contact function, which
 * checks every request again with exactly these rules.
 */
import { MESSAGE_FIELDS, type ContactMessage } from "./contact-form"

/** How the owner receives messages (data/site.json contact.delivery). */
export const DELIVERY_MODES = ["simulated", "netlify", "email"] as const
export type DeliveryMode = (typeof DELIVERY_MODES)[number]

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

/** Faster than this from the form's start to Send, a "visitor" is a script. */
export const MIN_FILL_MS = 3000

/** The home page's contact section, where the form is. */
export const CONTACT_SECTION_ID = "contact"

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

export type FieldProblem = "missing" | "too-long" | "not-an-email" | "line-break" | "not-text"

export interface FieldError {
  field: keyof ContactMessage
  problem: FieldProblem
}

export type Validation = { ok: true; message: ContactMessage } | { ok: false; errors: FieldError[] }

/** Fields that become e-mail headers (Subject, Reply-To) must stay on one line. */
const ONE_LINE_FIELDS: ReadonlySet<keyof ContactMessage> = new Set(["name", "email", "subject"])

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
  if (ONE_LINE_FIELDS.has(field) && /[\r\n\u2028\u2029]/.test(value)) return "line-break"
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
  const message = Object.fromEntries(MESSAGE_FIELDS.map((field) => [field, normalizeLineBreaks(String(record[field])).trim()]))
  return { ok: true, message: message as unknown as ContactMessage }
}

/**
 * A robot's request: the honeypot filled in (with anything, a list included), or Send pressed
 * too soon after the form started. The page's script always says how long that was
 * (`fillTimeRequired`); a browser posting the form itself, without the script, cannot.
 */
export function looksAutomated(
  input: { honeypot?: unknown; fillMs?: unknown },
  { fillTimeRequired }: { fillTimeRequired: boolean }
): "honeypot" | "too-fast" | undefined {
  if (input.honeypot !== undefined && input.honeypot !== "") return "honeypot"
  if (input.fillMs === undefined || input.fillMs === "") return fillTimeRequired ? "too-fast" : undefined
  const fillMs = Number(input.fillMs)
  if (!Number.isFinite(fillMs) || fillMs < MIN_FILL_MS) return "too-fast"
  return undefined
}
