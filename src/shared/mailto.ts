/**
 * Its own module: the contact-form island needs only this, and the islands bundle every page
 * loads should not carry the message rules of contact-message.ts with it.
 */
import type { ContactMessage } from "./contact-form"

/**
 * A mailto: link to the owner with the visitor's subject and message filled in: after a
 * failed send, the visitor's own mail program can still deliver what they wrote.
 */
/**
 * Mail programs cut or refuse long mailto: links (some at about 2,000 characters): a long
 * message is carried up to here, then "…", and the visitor pastes the rest.
 */
export const MAILTO_BODY_LIMIT = 1500

export function mailtoHref(ownerEmail: string, message: Pick<ContactMessage, "subject" | "message">): string {
  const query = new URLSearchParams()
  if (message.subject) query.set("subject", message.subject)
  const body = message.message.length > MAILTO_BODY_LIMIT ? `${message.message.slice(0, MAILTO_BODY_LIMIT)}…` : message.message
  if (body) query.set("body", body)
  // mailto bodies are RFC 6068 URIs: spaces as %20, not the form encoding's "+".
  const encoded = query.toString().replace(/\+/g, "%20")
  return `mailto:${ownerEmail}${encoded ? `?${encoded}` : ""}`
}
