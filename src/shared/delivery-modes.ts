/**
 * How the owner receives messages (data/site.json contact.delivery). A module of its own: the
 * contact form's island reads it from the page, and the islands bundle every page loads should
 * not carry the message rules of contact-message.ts with it.
 */
export const DELIVERY_MODES = ["simulated", "netlify", "email"] as const
export type DeliveryMode = (typeof DELIVERY_MODES)[number]

/** The owner's choice of no form at all: the contact section shows their details and links only, and the site has no contact function. */
export const NO_FORM = "none"
