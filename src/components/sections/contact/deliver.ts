/**
 * Sends a message to the owner's host: loaded by the contact-form island only when a visitor
 * presses Send in "netlify" or "email" delivery, so the page itself carries none of it.
 * Resolves when the host took the message; rejects on anything else (no network, the host's
 * or the provider's error, no answer within SEND_TIMEOUT_MS).
 */
import {
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  looksAutomated,
  SEND_TIMEOUT_MS,
  type DeliveryMode,
} from "../../../lib/contact-message"

export type RealDelivery = Exclude<DeliveryMode, "simulated">

/**
 * `fields` are the form's as they were when Send was pressed (the island disables the
 * controls while sending, and FormData leaves disabled controls out); `action` is the form's.
 */
export async function deliver(mode: RealDelivery, action: string, formFields: Record<string, string>, fillMs: number): Promise<void> {
  const fields: Record<string, string> = { ...formFields, [FILL_TIME_FIELD]: String(Math.round(fillMs)) }
  // The function checks this itself; Netlify Forms cannot, so the island does it for both.
  const automated = looksAutomated({ honeypot: fields[HONEYPOT_FIELD], fillMs })
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
