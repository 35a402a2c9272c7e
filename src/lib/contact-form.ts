/** The contact form's state machine: idle → submitting → sent → idle. Nothing is transmitted. */

export const SEND_SIMULATION_MS = 1500
export const SUCCESS_PANEL_MS = 5000

export interface ContactMessage {
  name: string
  email: string
  subject: string
  message: string
}

export const EMPTY_MESSAGE: ContactMessage = { name: "", email: "", subject: "", message: "" }

export type FormStatus = "idle" | "submitting" | "sent"

export interface ContactFormState {
  status: FormStatus
  values: ContactMessage
}

export type ContactFormEvent =
  | { type: "change"; field: keyof ContactMessage; value: string }
  | { type: "submit" }
  | { type: "sent" }
  | { type: "failed" }
  | { type: "reset" }

export const initialContactFormState: ContactFormState = { status: "idle", values: EMPTY_MESSAGE }

export function contactFormReducer(state: ContactFormState, event: ContactFormEvent): ContactFormState {
  switch (event.type) {
    case "change":
      if (state.status !== "idle") return state
      return { ...state, values: { ...state.values, [event.field]: event.value } }
    case "submit":
      return state.status === "idle" ? { ...state, status: "submitting" } : state
    case "sent":
      // Sent messages clear the fields so the next message starts blank.
      return state.status === "submitting" ? { status: "sent", values: EMPTY_MESSAGE } : state
    case "failed":
      // Keep what the visitor typed so they can try again.
      return state.status === "submitting" ? { ...state, status: "idle" } : state
    case "reset":
      return state.status === "sent" ? { ...state, status: "idle" } : state
    default:
      return state
  }
}

/**
 * Stands in for a mail service: waits, then resolves. The site has no backend and the
 * spec requires that nothing a visitor types leaves the browser.
 */
export function simulateSend(_message: ContactMessage, delayMs = SEND_SIMULATION_MS): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, delayMs))
}
