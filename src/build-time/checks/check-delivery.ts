/**
 * The contact form's delivery (data/site.json contact.delivery) against where messages would
 * go. A hosted production build (Netlify's or Vercel's) refuses a real delivery to an address
 * no one receives mail at; elsewhere (`npm run check`, previews, local builds) the placeholder
 * warnings already name that address.
 */
import { DEFAULT_SENDER } from "../../server/settings"
import { isPlaceholderAddress } from "../../shared/placeholders"
import { isHostedProduction, isVercelBuild, type BuildEnv } from "../../content/site-url"
import { formDelivery, type DeliveryMode } from "../../shared/contact-message"

interface DeliverySite {
  email: string
  sections?: readonly string[] | null
  contact: { delivery: string; sender?: string }
}

export interface DeliveryCheck {
  errors: string[]
  warnings: string[]
}

export function checkDelivery(site: DeliverySite, env: BuildEnv & { RESEND_API_KEY?: string }): DeliveryCheck {
  const { sender } = site.contact
  const delivery = formDelivery(site)
  const result: DeliveryCheck = { errors: [], warnings: [] }
  // No form (no contact section, or "none"), or one that sends nothing: no message goes anywhere.
  if (!delivery || delivery === ("simulated" satisfies DeliveryMode)) return result
  const production = isHostedProduction(env)
  const mode = `data/site.json "contact.delivery" is "${delivery}"`

  if (delivery === ("netlify" satisfies DeliveryMode) && isVercelBuild(env)) {
    result.errors.push(
      `${mode}, but this is a Vercel build: Netlify Forms exist only on Netlify, so every message would fail. ` +
        `Use "delivery": "email" on Vercel (docs/contact-form.md), or deploy on Netlify.`
    )
  }

  if (production && isPlaceholderAddress(site.email)) {
    const where =
      delivery === "email"
        ? "so every message from the contact form would be e-mailed there, where no one receives mail"
        : "so a visitor whose message cannot be sent would be offered that address instead, where no one receives mail"
    result.errors.push(
      `data/site.json, field "email": "${site.email}" is a sample address, and ${mode}, ${where}. ` +
        `Put your own e-mail address in "email", or set "contact.delivery" back to "simulated" until you have one.`
    )
  }
  if (delivery !== "email") return result

  if (sender !== undefined && production && isPlaceholderAddress(sender)) {
    result.errors.push(
      `data/site.json, field "contact.sender": "${sender}" is on a domain reserved for examples, which Resend cannot send from, so every message would fail. ` +
        `Use an address on a domain you verified in Resend, or leave the field out to send from ${DEFAULT_SENDER}.`
    )
  }
  if (sender === undefined) {
    result.warnings.push(
      `data/site.json, field "contact.sender" is not set, so messages are sent from ${DEFAULT_SENDER}: Resend delivers from that address only to the e-mail address your Resend account was made with. ` +
        `If "email" ("${site.email}") is another address, verify your domain in Resend and set "contact.sender", like "Portfolio <contact@yourname.dev>".`
    )
  }
  if (production && !env.RESEND_API_KEY) {
    result.warnings.push(
      `${mode}, but this build cannot see the RESEND_API_KEY environment variable. If your host does not give it to the site's functions either, every message fails ` +
        `(the visitor is offered your address instead). Set it in your host's environment variables (docs/contact-form.md).`
    )
  }
  return result
}
