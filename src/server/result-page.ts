/**
 * The page the function answers a form sent without JavaScript with, when the message could
 * not be sent: what went wrong, the visitor's text shown back to copy, the owner's address
 * as a mailto: link with the message filled in, and the way back to the form. It is built
 * here, not by Gatsby, because it must carry what the visitor typed.
 */
import { MESSAGE_FIELDS, type ContactMessage } from "../shared/contact-form"
import { CONTACT_SECTION_ID, type FieldError } from "../shared/contact-message"
import { mailtoHref } from "../shared/mailto"
import { textDirection } from "../shared/languages"

export interface ResultPageTexts {
  language: string
  /** The home page in that language ("/", "/sw/"), whose contact section the page links back to. */
  home: string
  ownerEmail: string
  failure: { title: string; description: string }
  labels: Record<keyof ContactMessage, string>
  sendHelp: { yourMessage: string; emailInstead: string; checkFields: string; backToForm: string; mayHaveArrived: string }
}

export interface NotSentDetails {
  /** The fields the server could not accept. */
  errors?: FieldError[]
  /** Resend may have sent it (no answer in time): said instead of "couldn't be sent". */
  mayHaveArrived?: boolean
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] as string)

/** Light and dark like the site, with the system's fonts: the page stands alone. */
const STYLE = `
:root{color-scheme:light dark;--fg:#0f172a;--muted:#475569;--bg:#f8fafc;--line:#6b7a91;--link:#0f766e}
@media (prefers-color-scheme:dark){:root{--fg:#e2e8f0;--muted:#a3b1c6;--bg:#0b1120;--link:#2dd4bf}}
body{margin:0;font:1rem/1.6 system-ui,sans-serif;color:var(--fg);background:var(--bg)}
main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 .75rem}
p{color:var(--muted)}
a{color:var(--link);font-weight:600}
a:focus-visible,textarea:focus-visible{outline:3px solid var(--link);outline-offset:2px}
label{display:block;font-weight:600;margin-top:1.25rem}
textarea{box-sizing:border-box;width:100%;margin-top:.375rem;padding:.5rem .75rem;font:inherit;color:inherit;background:transparent;border:1px solid var(--line);border-radius:.375rem}
`

/**
 * The page itself. `input` is what the visitor typed, shown back to copy; with nothing typed
 * (a post another site's page made, whose text is not shown under this site's address) the
 * page says only that it was not sent and how to write instead.
 */
export function renderNotSentPage(
  texts: ResultPageTexts,
  input: Partial<Record<keyof ContactMessage, string>>,
  { errors = [], mayHaveArrived = false }: NotSentDetails = {}
): string {
  const message = { subject: input.subject ?? "", message: input.message ?? "" }
  const fieldsToCheck = errors.map((error) => texts.labels[error.field])
  const typed = MESSAGE_FIELDS.some((field) => input[field])
  const fields = MESSAGE_FIELDS.map((field) => {
    const value = input[field] ?? ""
    const rows = field === "message" ? 8 : 1
    return `<label for="${field}">${escapeHtml(texts.labels[field])}</label><textarea id="${field}" rows="${rows}" readonly>${escapeHtml(value)}</textarea>`
  }).join("\n")
  return `<!DOCTYPE html>
<html lang="${escapeHtml(texts.language)}" dir="${textDirection(texts.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(texts.failure.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(texts.failure.title)}</h1>
<p>${escapeHtml(mayHaveArrived ? texts.sendHelp.mayHaveArrived : texts.failure.description)}</p>
${fieldsToCheck.length > 0 ? `<p>${escapeHtml(texts.sendHelp.checkFields)} ${fieldsToCheck.map(escapeHtml).join(", ")}</p>` : ""}
<p>${escapeHtml(texts.sendHelp.emailInstead)} <a href="${escapeHtml(mailtoHref(texts.ownerEmail, message))}">${escapeHtml(texts.ownerEmail)}</a></p>
${typed ? `<h2>${escapeHtml(texts.sendHelp.yourMessage)}</h2>\n${fields}` : ""}
<p><a href="${escapeHtml(texts.home)}#${CONTACT_SECTION_ID}">${escapeHtml(texts.sendHelp.backToForm)}</a></p>
</main>
</body>
</html>
`
}
