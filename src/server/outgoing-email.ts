/**
 * The e-mail the owner receives for a message, and the idempotency key that makes a retry of
 * it the same e-mail. Nothing from the request chooses a recipient, a sender or a header: the
 * owner's address and the sender come from data/site.json, the visitor's address only ever
 * becomes Reply-To, and what becomes a header is one line (src/shared/contact-message.ts).
 */
import { createHash } from "crypto"
import type { ContactMessage } from "../shared/contact-form"
import type { OutgoingEmail } from "./resend"

export interface EmailSettings {
  /** The site's languages, the default first (one: the e-mail names none). */
  languages: readonly string[]
  ownerEmail: string
  /** The From address, on a domain verified with Resend. */
  sender: string
  siteUrl: string
}

/** A host name as a request may carry it: letters, digits, dots and hyphens, and a port. */
const HOST_PATTERN = /^[a-z0-9.-]{1,253}(?::\d{1,5})?$/i

/**
 * "[briankamau.dev] Subject", or "[Preview deploy-preview-7--site.netlify.app] Subject" off
 * production. The host the hosts route by (Host); anything that is not a host name counts as
 * a preview without a name, so no request can write more than that into the subject.
 */
function subjectLine(host: string, settings: EmailSettings, subject: string): string {
  const productionHost = new URL(settings.siteUrl).host
  if (host === productionHost) return `[${productionHost}] ${subject}`
  return HOST_PATTERN.test(host) ? `[Preview ${host}] ${subject}` : `[Preview] ${subject}`
}

/**
 * Every way text can start a new line in a mail program: LF, CR, vertical tab, form feed,
 * NEL and the Unicode line and paragraph separators.
 */
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/

/**
 * The body, in the site's words around the visitor's: first the address a reply goes to (the
 * one the form checked as an e-mail address: nobody checked it is theirs), then the name as the
 * visitor typed it, in quotes, then their message with every line marked "> ", as mail
 * programs quote. So the visitor's text can never pass for the site's own lines: a name such as
 * `Jane <ceo@bank.test>` reads as what someone typed, and a signature written into the message
 * is quoted like the rest of it. Nothing in it changes between two sends of one message (no
 * date, no count): a retry is byte for byte the same request, as the idempotency key needs.
 */
function bodyText(settings: EmailSettings, message: ContactMessage, language: string): string {
  const quoted = message.message
    .split(LINE_BREAKS)
    .map((line) => (line === "" ? ">" : `> ${line}`))
    .join("\n")
  return [
    `Reply to: ${message.email}`,
    `Name, as the visitor typed it: ${JSON.stringify(message.name)}`,
    ...(settings.languages.length > 1 ? [`Written on the site's ${languageName(language, settings.languages[0])} (${language}) pages`] : []),
    "",
    "Their message (every line of it starts with \">\"):",
    "",
    quoted,
    "",
    "-- ",
    `Sent with the contact form of ${settings.siteUrl}/. Replying answers ${message.email}, the address the visitor typed; nobody checked that it is theirs.`,
  ].join("\n")
}

/** A language named in the site's default language: "Kiswahili" is "Swahili" to an English-speaking owner. */
const languageName = (language: string, defaultLanguage: string) => new Intl.DisplayNames([defaultLanguage], { type: "language" }).of(language) ?? language

/**
 * The e-mail for a valid message, sent to the site at `host` (the request's Host), written on
 * the site's pages in `language` (the default language's when the site has one).
 */
export function emailFor(host: string, settings: EmailSettings, message: ContactMessage, language = settings.languages[0]): OutgoingEmail {
  return {
    from: settings.sender,
    to: settings.ownerEmail,
    replyTo: message.email,
    subject: subjectLine(host, settings, message.subject),
    text: bodyText(settings, message, language),
  }
}

/**
 * Resend's Idempotency-Key for an e-mail from one visitor's session: the same message sent
 * again from the same page (or, without JavaScript, the same browser and network) within
 * Resend's 24 hours is not sent twice, while two visitors never share a key. A SHA-256 of both,
 * so neither is readable from the key; 77 characters, within Resend's 256.
 */
export function idempotencyKey(email: OutgoingEmail, session: string): string {
  return `contact-form/${createHash("sha256").update(JSON.stringify([session, email])).digest("hex")}`
}
