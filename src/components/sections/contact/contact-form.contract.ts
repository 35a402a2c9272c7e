/**
 * The contact form's contract, apart from its island: the island (contact-form.island.ts) and
 * the session it loads when the visitor starts on the form (contact-form-session.ts) both read it.
 */
import { DELIVERY_MODES } from "../../../shared/delivery-modes"
import { islandContract } from "../../../islands/contract"

/** The contact form's contract: the form, the panel shown after a send, and the notifications' texts. */
export const contactFormContract = islandContract({
  name: "contact-form",
  targets: {
    form: "one",
    idleLabel: "one",
    submittingLabel: "one",
    sentPanel: "one",
    sentHeading: "one",
    sendAnother: "one",
    /** Shown after a failed send: the owner's address as a mailto: link with the message in it. */
    failureHelp: "one",
    mailtoLink: "one",
    /** In failureHelp, when the message may have gone out all the same; also the toast's description then. */
    mayHaveArrived: "one",
  },
  values: {
    /** On the root: how messages reach the owner (data/site.json contact.delivery). */
    delivery: DELIVERY_MODES,
    ownerEmail: "",
    /** On the root: the notifications' texts (data/site.json contact.toasts). */
    successTitle: "",
    successDescription: "",
    failureTitle: "",
    failureDescription: "",
    /** On the root: what a field left empty and an address that is not one are told (data/site.json contact.form.errors); none: the browser's own words. */
    requiredMessage: "",
    emailMessage: "",
  },
})
