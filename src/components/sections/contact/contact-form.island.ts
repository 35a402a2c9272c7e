import type { ContactMessage } from "../../../shared/contact-form"
import { defineIsland } from "../../../islands/contract"
import { cleanupAll, listen } from "../../../islands/dom"
import { contactFormContract } from "./contact-form.contract"
import type { Session } from "./contact-form-session"

/**
 * The contact form: its Send works once the script runs; the rest of it (its states, the
 * sending, the toasts, the help after a failure: ./contact-form-session.ts) loads when the
 * visitor starts on the form, not with every page. A Send before then waits for it. Should it
 * not load (the connection lost), the browser sends the form itself, as it does without
 * JavaScript. `sendOverride` is for tests.
 */
export function createContactForm(sendOverride?: (message: ContactMessage) => Promise<void>) {
  return defineIsland(contactFormContract, (context) => {
    const form = context.one<HTMLFormElement>("form")
    const requiredMessage = context.read(context.root, "requiredMessage")
    const emailMessage = context.read(context.root, "emailMessage")
    const startedAt = performance.now()
    let session: Promise<Session> | undefined
    const start = () =>
      (session ||= import("./contact-form-session").then(
        ({ startSession }) => startSession(context, startedAt, sendOverride),
        (error) => {
          session = undefined
          throw error
        }
      ))
    const submit = (event: Event) => {
      event.preventDefault()
      start().then(
        (started) => started.submit(),
        () => form.submit()
      )
    }
    context.enableControls()
    return cleanupAll([
      listen(form, "focusin", () => void start().catch(() => undefined)),
      listen(form, "submit", submit),
      // The browser's own "Please match the requested format." does not say what is wrong: a
      // one-line field refused says it in the owner's words, its pattern's title.
      listen(
        form,
        "invalid",
        (event) => {
          const field = event.target as HTMLInputElement
          if (field.validity.patternMismatch) field.setCustomValidity(field.title)
          // In the page's language, which the browser's own words are not (they are the browser's).
          else if (field.validity.valueMissing && requiredMessage) field.setCustomValidity(requiredMessage)
          else if (field.validity.typeMismatch && emailMessage) field.setCustomValidity(emailMessage)
        },
        { capture: true }
      ),
      listen(form, "input", (event) => (event.target as HTMLInputElement).setCustomValidity("")),
      () => void (session && session.then((started) => started.stop(), () => undefined)),
    ])
  })
}

export const contactForm = createContactForm()
