/**
 * The function's settings, all from data/site.json and its translations: nothing a request
 * carries can change them.
 */
import type { DeliveryMode } from "../shared/contact-message"
import type { ContactSettings } from "./handle-contact"
import type { ResultPageTexts } from "./result-page"
import { defaultLanguageOf, languagePrefix, languagesOf } from "../shared/languages"
import { siteInLanguage } from "../content/translations"

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

/** The texts of the page a form sent without JavaScript gets back, in one language's site.json. */
function resultPageTexts(site: SiteData, defaultLanguage: string): ResultPageTexts {
  const { fields } = site.contact.form
  return {
    language: site.language,
    home: `${languagePrefix(site.language, defaultLanguage)}/`,
    ownerEmail: site.email,
    failure: site.contact.toasts.failure,
    labels: { name: fields.name.label, email: fields.email.label, subject: fields.subject.label, message: fields.message.label },
    sendHelp: site.contact.sendHelp,
  }
}

/**
 * `translations`: each other language's data/<language>/site.json as written (any of its
 * fields), by language; the default language's fields stand in for the rest.
 */
export function contactSettings(site: SiteData, translations: Readonly<Record<string, unknown>> = {}): ContactSettings {
  const { contact } = site
  const languages = languagesOf(site)
  const defaultLanguage = defaultLanguageOf(site)
  const inLanguage = (language: string): SiteData =>
    language === defaultLanguage ? site : siteInLanguage(site, translations[language], language)
  return {
    delivery: contact.delivery as DeliveryMode,
    ownerEmail: site.email,
    sender: contact.sender ?? DEFAULT_SENDER,
    siteUrl: site.siteUrl,
    languages,
    texts: Object.fromEntries(languages.map((language) => [language, resultPageTexts(inLanguage(language), defaultLanguage)])),
  }
}
