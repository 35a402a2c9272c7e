/**
 * The function's settings, made at build time from the checked content of every language
 * (src/build-time/content/contact-settings.ts writes them as the module the function is built
 * with): nothing a request carries can change them, and the function reads no data/.
 */
import type { DeliveryMode } from "../shared/contact-message"
import type { ContactSettings } from "./handle-contact"
import type { ResultPageTexts } from "./result-page"
import { languagePrefix } from "../shared/languages"
import type { Content } from "../content/content"

/** Resend's shared test sender: it delivers only to the address the Resend account was made with. */
export const DEFAULT_SENDER = "Portfolio <onboarding@resend.dev>"

type SiteData = Content["site"]

/** The texts of the page a form sent without JavaScript gets back, in one language's site.json. */
function resultPageTexts(site: SiteData, defaultLanguage: string): ResultPageTexts {
  const { form, toasts, sendHelp } = site.contact
  // The schema asks for them whenever a form delivers, and only then is there a function.
  if (!form || !toasts || !sendHelp) throw new Error(`data/site.json (${site.language}) has no contact form's texts: a site without a form has no contact function.`)
  const { fields } = form
  return {
    language: site.language,
    home: `${languagePrefix(site.language, defaultLanguage)}/`,
    ownerEmail: site.email,
    failure: toasts.failure,
    labels: { name: fields.name.label, email: fields.email.label, subject: fields.subject.label, message: fields.message.label },
    sendHelp,
  }
}

/** From each language's site.json as the site reads it (the translation laid over the default's), the default language's first. */
export function contactSettings(sites: readonly SiteData[]): ContactSettings {
  const site = sites[0]
  const { contact } = site
  return {
    delivery: contact.delivery as DeliveryMode,
    ownerEmail: site.email,
    sender: contact.sender ?? DEFAULT_SENDER,
    siteUrl: site.siteUrl,
    languages: sites.map(({ language }) => language),
    texts: Object.fromEntries(sites.map((each) => [each.language, resultPageTexts(each, site.language)])),
  }
}
