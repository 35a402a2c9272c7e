/**
 * Sends a message to the owner's host: loaded by the contact-form island once a visitor starts
 * on the form in "netlify" or "email" delivery (before Send, so a connection lost meanwhile
 * still gets its answer), never with the page.
 * Resolves when the host took the message; rejects on anything else (no network, the host's
 * or the provider's error, `signal` aborted: the island stopped waiting, SEND_TIMEOUT_MS), with
 * `mayHaveArrived` when the message may have been taken all the same.
 */
import { MESSAGE_FIELDS, type NotSent } from "../../../shared/contact-form"
import { FILL_TIME_FIELD, HONEYPOT_FIELD, looksAutomated, SESSION_FIELD, type DeliveryMode } from "../../../shared/contact-message"

export type RealDelivery = Exclude<DeliveryMode, "simulated">

/**
 * This page's visit: sent with every message, it makes a retry of the same message from this
 * page the same e-mail (the function's idempotency key), and another visitor's a different one.
 */
const session = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("")

/** Messages (by their text) whose last send may have arrived: until one is sent, a later failure may not say otherwise. */
const uncertain = new Set<string>()

const notSent = (reason: string, mayHaveArrived: boolean): NotSent => Object.assign(new Error(`Not sent: ${reason}`), { mayHaveArrived })

/**
 * Whether the function's failed answer leaves the message possibly sent. It names its error:
 * only "provider-uncertain" (Resend did not answer in time) may have gone out. An answer
 * without one (the host's own error page: the function stopped at the host's time limit, say)
 * may have come after the message went, when it is a server error. (In "netlify" delivery
 * Netlify answers the form post itself, and an error answer is its refusal.)
 */
async function mayHaveArrived(response: Response): Promise<boolean> {
  const error = await response.json().then(
    (body: { error?: unknown }) => body.error,
    () => undefined
  )
  return typeof error === "string" ? error === "provider-uncertain" : response.status >= 500
}

/**
 * `fields` are the form's as they were when Send was pressed (the island disables the
 * controls while sending, and FormData leaves disabled controls out); `action` is the form's;
 * `signal` is aborted when the island stops waiting (settleWithin), which stops the request.
 */
export async function deliver(mode: RealDelivery, action: string, formFields: Record<string, string>, fillMs: number, signal?: AbortSignal): Promise<void> {
  const fields: Record<string, string> = { ...formFields, [FILL_TIME_FIELD]: String(Math.round(fillMs)) }
  // The function checks this itself; Netlify Forms cannot, so the island does it for both.
  const automated = looksAutomated({ honeypot: fields[HONEYPOT_FIELD], fillMs: fields[FILL_TIME_FIELD] }, { fillTimeRequired: true })
  if (automated) throw notSent(automated, false)
  if (mode === "email") fields[SESSION_FIELD] = session
  const text = JSON.stringify(MESSAGE_FIELDS.map((name) => formFields[name]))
  const fail = (reason: string, maybe: boolean) => {
    if (maybe) uncertain.add(text)
    return notSent(reason, uncertain.has(text))
  }
  // The island gave up before this module had loaded: it said the message may have arrived,
  // and nothing is sent behind the visitor's back.
  if (signal?.aborted) throw notSent("given up", uncertain.has(text))
  // The form's own action: the function in "email" delivery, the sent page Netlify stores
  // submissions from in "netlify" (a path that exists, as Netlify Forms requires).
  let response: Response
  try {
    response = await fetch(action, {
      method: "POST",
      headers:
        mode === "email"
          ? { "Content-Type": "application/json", Accept: "application/json" }
          : { "Content-Type": "application/x-www-form-urlencoded" },
      body: mode === "email" ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
      signal,
    })
  } catch (error) {
    // Offline, nothing left the browser; otherwise (no answer in time, the connection lost on
    // the way) the request may have reached the host.
    throw fail(String(error), navigator.onLine !== false)
  }
  if (response.ok) {
    uncertain.delete(text)
    return
  }
  throw fail(`HTTP ${response.status}`, mode === "email" && (await mayHaveArrived(response)))
}
