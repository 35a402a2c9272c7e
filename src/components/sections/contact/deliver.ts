/**
 * Sends a message to the owner's host: loaded by the contact-form island once a visitor starts
 * on the form in "netlify" or "email" delivery (before Send, so a connection lost meanwhile
 * still gets its answer), never with the page.
 * Resolves when the host took the message; rejects on anything else (no network, the host's
 * or the provider's error, no answer within SEND_TIMEOUT_MS).
 */
import { SEND_TIMEOUT_MS } from "../../../lib/contact-form"
import { FILL_TIME_FIELD, HONEYPOT_FIELD, looksAutomated, type DeliveryMode } from "../../../lib/contact-message"

export type RealDelivery = Exclude<DeliveryMode, "simulated">

/**
 * `fields` are the form's as they were when Send was pressed (the island disables the
 * controls while sending, and FormData leaves disabled controls out); `action` is the form's.
 */
export async function deliver(mode: RealDelivery, action: string, formFields: Record<string, string>, fillMs: number): Promise<void> {
  const fields: Record<string, string> = { ...formFields, [FILL_TIME_FIELD]: String(Math.round(fillMs)) }
  // The function checks this itself; Netlify Forms cannot, so the island does it for both.
  const automated = looksAutomated({ honeypot: fields[HONEYPOT_FIELD], fillMs }, { fillTimeRequired: true })
  if (automated) throw new Error(`Not sent: ${automated}`)
  // The form's own action: the function in "email" delivery, the sent page Netlify stores
  // submissions from in "netlify" (a path that exists, as Netlify Forms requires).
  // An AbortController rather than AbortSignal.timeout, which Safari has only since 16.
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS)
  const response = await fetch(action, {
    method: "POST",
    headers:
      mode === "email"
        ? { "Content-Type": "application/json", Accept: "application/json" }
        : { "Content-Type": "application/x-www-form-urlencoded" },
    body: mode === "email" ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
    signal: controller.signal,
  }).finally(() => clearTimeout(timer))
  if (!response.ok) throw new Error(`Not sent: HTTP ${response.status}`)
}
