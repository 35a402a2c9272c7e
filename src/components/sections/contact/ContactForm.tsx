import React, { useMemo } from "react"
import { useLocalizedPath, usePageLanguage } from "../../providers/page-language"
import { Button, chakra, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react"
import { TextLink } from "../../ui/TextLink"
import { graphql } from "gatsby"
import { LuSend } from "../../../icons/template-icons"
import type { ContactMessage } from "../../../shared/contact-form"
import {
  CONTACT_FUNCTION_PATH,
  FIELD_LIMITS,
  HONEYPOT_FIELD,
  NETLIFY_FORM_ATTRIBUTE,
  NETLIFY_FORM_NAME,
  ONE_LINE_PATTERN,
  NETLIFY_FORM_NAME_FIELD,
  NETLIFY_HONEYPOT_ATTRIBUTE,
  NO_FORM,
  SENT_PAGE_PATH,
  LANGUAGE_FIELD,
  type DeliveryMode,
} from "../../../shared/contact-message"
import { useIsland } from "../../../islands/useIsland"
import { contactFormContract } from "./contact-form.contract"
import { contactForm, createContactForm } from "./contact-form.island"
import { FormField } from "./FormField"
import { SentPanel } from "./SentPanel"
import { TextArea, TextInput } from "./TextInputs"
import { printAs } from "../../../theme/print-markers"
import { islandMarkup } from "../../../islands/markup"

const contactFormMarkup = islandMarkup(contactFormContract)

/** How the two fields side by side behave; their label and placeholder come from the data. */
interface FieldSpec {
  name: "name" | "email"
  type: "text" | "email"
  autoComplete: string
}

const SIDE_BY_SIDE: FieldSpec[] = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
]

/**
 * The contact texts with the form's parts, which data/site.json must hold unless the owner chose
 * no form (contact.delivery "none"; the content check holds it to that).
 */
export type ContactFormTexts = Queries.ContactFormFragment & {
  [part in "form" | "sent" | "toasts" | "sendHelp"]: NonNullable<Queries.ContactFormFragment[part]>
}

/** The texts of the form, or none when the owner chose no form. */
export function formTexts(text: Queries.ContactFormFragment): ContactFormTexts | null {
  const { form, sent, toasts, sendHelp } = text
  return text.delivery !== NO_FORM && form && sent && toasts && sendHelp ? { ...text, form, sent, toasts, sendHelp } : null
}

interface ContactFormProps {
  text: ContactFormTexts
  /** Where a message goes when sending fails: the owner's address, as a mailto: link. */
  ownerEmail: string
  /** Delivers the message in place of the owner's delivery (tests pass their own). */
  send?: (message: ContactMessage) => Promise<void>
}

/**
 * What the browser does with the form itself, before the island runs or without it. Simulated:
 * method="dialog" outside a dialog makes the submission a no-op, so the visitor's text is
 * never sent anywhere. Netlify: a named form Netlify finds in this HTML at deploy (with
 * `form-name` and its honeypot), posted to a page that exists. E-mail: posted to the function.
 */
function formBehaviour(delivery: DeliveryMode, sentPage: string) {
  switch (delivery) {
    case "netlify":
      return {
        method: "post",
        action: sentPage,
        name: NETLIFY_FORM_NAME,
        [NETLIFY_FORM_ATTRIBUTE]: "true",
        [NETLIFY_HONEYPOT_ATTRIBUTE]: HONEYPOT_FIELD,
      }
    case "email":
      return { method: "post", action: CONTACT_FUNCTION_PATH }
    default:
      return { method: "dialog" }
  }
}

/**
 * The message form and the panel shown after a send, both in the HTML; the contact-form
 * island (contact-form.island.ts) runs the states and sends the message the way
 * data/site.json contact.delivery says (by default it only simulates sending).
 */
export function ContactForm({ text, ownerEmail, send }: ContactFormProps) {
  const island = useMemo(() => (send ? createContactForm(send) : contactForm), [send])
  const ref = useIsland<HTMLDivElement>(island)
  const { fields } = text.form
  const { success, failure } = text.toasts
  const delivery = text.delivery as DeliveryMode
  const localized = useLocalizedPath()
  // Only a site of several languages says which one the message was written in.
  const page = usePageLanguage()
  const pageLanguage = page && page.alternates.length > 0 ? page.language : undefined
  // Where the text leaves the browser, the browser refuses what is not one line of text and
  // says why in the owner's words (the title is the pattern's description, which browsers add
  // to their own message). The simulated form keeps the spec's validation, which has no
  // custom messages.
  const oneLine = delivery === "simulated" ? {} : { pattern: ONE_LINE_PATTERN, title: text.sendHelp.oneLine }

  return (
    <chakra.div
      ref={ref}
      {...contactFormMarkup.root}
      {...printAs("hide")}
      {...contactFormMarkup.values({
        successTitle: success.title,
        successDescription: success.description,
        failureTitle: failure.title,
        failureDescription: failure.description,
        requiredMessage: text.form.errors?.required,
        emailMessage: text.form.errors?.email,
        delivery,
        ownerEmail,
      })}
      p={{ base: "5", md: "8" }}
      rounded="2xl"
      bg="bg.muted"
      borderWidth="1px"
      borderColor="border"
    >
      <SentPanel text={text.sent} />
      {/* A plain form: Chakra's factory drops attributes it does not know, such as netlify-honeypot. */}
      <form {...formBehaviour(delivery, localized(SENT_PAGE_PATH))} {...contactFormMarkup.target("form")} aria-labelledby="contact-form-title">
        {delivery === "netlify" && <input type="hidden" name={NETLIFY_FORM_NAME_FIELD} value={NETLIFY_FORM_NAME} />}
        {delivery !== "simulated" && pageLanguage && <input type="hidden" name={LANGUAGE_FIELD} value={pageLanguage} />}
        {delivery !== "simulated" && (
          // Hidden from people (and from assistive technology); a robot filling every field fills this one too.
          <div hidden>
            <label>
              {text.sendHelp.botField} <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
            </label>
          </div>
        )}
        <Stack gap="5">
          <HStack justify="space-between" align="baseline" wrap="wrap">
            <Heading as="h3" id="contact-form-title" fontSize="xl">
              {text.form.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {text.form.requiredNote}
            </Text>
          </HStack>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {SIDE_BY_SIDE.map((field) => (
              <FormField key={field.name} label={fields[field.name].label}>
                {(id) => (
                  <TextInput
                    id={id}
                    name={field.name}
                    type={field.type}
                    required
                    autoComplete={field.autoComplete}
                    maxLength={FIELD_LIMITS[field.name]}
                    placeholder={fields[field.name].placeholder}
                    {...oneLine}
                  />
                )}
              </FormField>
            ))}
          </SimpleGrid>
          <FormField label={fields.subject.label}>
            {(id) => (
              <TextInput id={id} name="subject" required maxLength={FIELD_LIMITS.subject} placeholder={fields.subject.placeholder} {...oneLine} />
            )}
          </FormField>
          <FormField label={fields.message.label}>
            {(id) => <TextArea id={id} name="message" rows={6} required maxLength={FIELD_LIMITS.message} placeholder={fields.message.placeholder} />}
          </FormField>
          {/* Without JavaScript Send works only where the browser itself can deliver the form. */}
          <Button type="submit" size="lg" {...(delivery === "simulated" ? contactFormMarkup.scriptOnlyControl : {})}>
            <chakra.span {...contactFormMarkup.target("idleLabel")} display="inline-flex" alignItems="center" gap="2">
              <LuSend aria-hidden="true" />
              {text.form.submit}
            </chakra.span>
            <chakra.span {...contactFormMarkup.target("submittingLabel")} hidden>
              {text.form.sending}
            </chakra.span>
          </Button>
          {/* An alert: shown after a failed send, it is read out beside the toast. */}
          <Stack role="alert" {...contactFormMarkup.target("failureHelp")} hidden gap="1" fontSize="sm">
            {/* Only when the message may have gone out all the same (no answer in time). */}
            <Text {...contactFormMarkup.target("mayHaveArrived")} hidden>
              {text.sendHelp.mayHaveArrived}
            </Text>
            <Text>
              {`${text.sendHelp.emailInstead} `}
              <TextLink {...contactFormMarkup.target("mailtoLink")} href={`mailto:${ownerEmail}`} variant="inline" fontWeight="semibold">
                {ownerEmail}
              </TextLink>
            </Text>
          </Stack>
        </Stack>
      </form>
    </chakra.div>
  )
}

export const fragment = graphql`
  fragment ContactForm on ContactSection {
    form {
      title
      requiredNote
      fields {
        name {
          ...FormFieldText
        }
        email {
          ...FormFieldText
        }
        subject {
          ...FormFieldText
        }
        message {
          ...FormFieldText
        }
      }
      submit
      sending
      errors {
        required
        email
      }
    }
    delivery
    sendHelp {
      emailInstead
      botField
      mayHaveArrived
      oneLine
    }
    sent {
      title
      message
      sendAnother
    }
    toasts {
      success {
        title
        description
      }
      failure {
        title
        description
      }
    }
  }

  fragment FormFieldText on FormFieldText {
    label
    placeholder
  }
`
