/**
 * Its own module: the contact-form island needs only this, and the islands bundle every page
 * loads should not carry the message rules of contact-message.ts with it.
 */
import type { ContactMessage } from "./contact-form"

/**
 * A mailto: link to the owner with the visitor's subject and message filled in: after a
 * failed send, the visitor's own mail program can still deliver what they wrote.
 */
export function mailtoHref(ownerEmail: string, message: Pick<ContactMessage, "subject" | "message">): string {
  const query = new URLSearchParams()
  if (message.subject) query.set("subject", message.subject)
  if (message.message) query.set("body", message.message)
  // mailto bodies are RFC 6068 URIs: spaces as %20, not the form encoding's "+".
  const encoded = query.toString().replace(/\+/g, "%20")
  return `mailto:${ownerEmail}${encoded ? `?${encoded}` : ""}`
}
