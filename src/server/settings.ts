/** The function's settings, all from data/site.json: nothing a request carries can change them. */
import type { DeliveryMode } from "../shared/contact-message"
import type { ContactSettings } from "./handle-contact"
import { languagesOf } from "../shared/languages"

/** Resend's shared test sender: it delivers only to the address the Resend account was made with. */
export const DEFAULT_SENDER = "Portfolio <onboarding@resend.dev>"

interface SiteData {
  siteUrl: string
  language: string
  languages?: readonly string[]
  email: string
  contact: {
    delivery: string
    sender?: string
    form: { fields: Record<"name" | "email" | "subject" | "message", { label: string }> }
    toasts: { failure: { title: string; description: string } }
    sendHelp: { yourMessage: string; emailInstead: string; checkFields: string; backToForm: string; mayHaveArrived: string }
  }
}

export function contactSettings(site: SiteData): ContactSettings {
  const { contact } = site
  const { fields } = contact.form
  return {
    delivery: contact.delivery as DeliveryMode,
    ownerEmail: site.email,
    sender: contact.sender ?? DEFAULT_SENDER,
    siteUrl: site.siteUrl,
    languages: languagesOf(site),
    texts: {
      language: site.language,
      ownerEmail: site.email,
      failure: contact.toasts.failure,
      labels: { name: fields.name.label, email: fields.email.label, subject: fields.subject.label, message: fields.message.label },
      sendHelp: contact.sendHelp,
    },
  }
}
