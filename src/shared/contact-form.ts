/**
 * The contact form's state machine (idle → submitting → sent → idle) and its timings. Whether
 * anything is transmitted is the owner's choice (data/site.json contact.delivery).
 */

export const SEND_SIMULATION_MS = 1500
export const SUCCESS_PANEL_MS = 5000
/** A real send that has not succeeded within this long has failed, as far as the visitor is told. */
export const SEND_TIMEOUT_MS = 10_000

export interface ContactMessage {
  name: string
  email: string
  subject: string
  message: string
}

export const MESSAGE_FIELDS: readonly (keyof ContactMessage)[] = ["name", "email", "subject", "message"]

/** A message of each field's value, as `valueOf` reads it (from the form, from a request). */
export function messageFrom(valueOf: (field: keyof ContactMessage) => string): ContactMessage {
  // Filled field by field below, from the list of every field: the type holds once the loop is done.
  const message = {} as ContactMessage
  for (const field of MESSAGE_FIELDS) message[field] = valueOf(field)
  return message
}

export type FormStatus = "idle" | "submitting" | "sent"

export type ContactFormEvent = { type: "submit" } | { type: "sent" } | { type: "failed" } | { type: "reset" }

export const initialFormStatus: FormStatus = "idle"

/**
 * The form's fields are plain HTML fields: what a visitor types before the page's script has
 * started stays. The contact-form island empties them when a message is sent; after a
 * failure they keep the visitor's text.
 */
export function contactFormReducer(status: FormStatus, event: ContactFormEvent): FormStatus {
  switch (event.type) {
    case "submit":
      return status === "idle" ? "submitting" : status
    case "sent":
    case "failed":
      if (status !== "submitting") return status
      return event.type === "sent" ? "sent" : "idle"
    case "reset":
      return status === "sent" ? "idle" : status
    default:
      return status
  }
}

/** Every text field of the form, by name, as the browser would submit it. */
export function readFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {}
  new FormData(form).forEach((value, name) => {
    if (typeof value === "string") fields[name] = value
  })
  return fields
}

/** The message as the visitor typed it, read from the form's fields. */
export function readMessage(form: HTMLFormElement): ContactMessage {
  const fields = readFields(form)
  return messageFrom((name) => fields[name] ?? "")
}

/**
 * Stands in for a mail service: waits, then resolves. The site has no backend and the
 * spec requires that nothing a visitor types leaves the browser.
 */
export function simulateSend(_message: ContactMessage, delayMs = SEND_SIMULATION_MS): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, delayMs))
}

/**
 * Why a send failed, as far as the page can tell: `mayHaveArrived` when the message may have
 * been taken all the same (no answer in time, or the host said its provider did not answer).
 */
export interface NotSent extends Error {
  mayHaveArrived?: boolean
}

/**
 * What `start` promises, or a rejection once `ms` have passed without it settling: a send that
 * got no answer may have arrived. Then `start`'s signal is aborted too, so its request stops
 * (the send's one time limit: whatever it waits for, loading its module included, counts).
 * An AbortController rather than AbortSignal.timeout, which Safari has only since 16.
 */
export function settleWithin<T>(start: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(Object.assign(new Error(`No answer within ${ms} ms`), { mayHaveArrived: true }))
      controller.abort()
    }, ms)
  })
  return Promise.race([start(controller.signal), late]).finally(() => clearTimeout(timer))
}
