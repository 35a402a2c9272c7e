import React, { useMemo } from "react"
import { Button, chakra, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { LuSend } from "../../ui/icons"
import type { ContactMessage } from "../../../lib/contact-form"
import { useIsland } from "../../../islands/useIsland"
import { contactForm, contactFormContract, createContactForm } from "./contact-form.island"
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

interface ContactFormProps {
  text: Queries.ContactFormFragment
  /** Delivers the message; the site only simulates it (tests pass their own). */
  send?: (message: ContactMessage) => Promise<void>
}

/**
 * The message form and the panel shown after a send, both in the HTML; the contact-form
 * island (contact-form.island.ts) runs the states. Sending is simulated: nothing the
 * visitor types leaves the browser.
 */
export function ContactForm({ text, send }: ContactFormProps) {
  const island = useMemo(() => (send ? createContactForm(send) : contactForm), [send])
  const ref = useIsland<HTMLDivElement>(island)
  const { fields } = text.form
  const { success, failure } = text.toasts

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
      })}
      p={{ base: "5", md: "8" }}
      rounded="2xl"
      bg="bg.muted"
      borderWidth="1px"
      borderColor="border"
    >
      <SentPanel text={text.sent} />
      {/* method="dialog" outside a dialog makes the browser's own submission a no-op: before
          the page's JavaScript runs (or without it) the visitor's text is never sent anywhere. */}
      <chakra.form
        method="dialog"
        {...contactFormMarkup.target("form")}
        aria-labelledby="contact-form-title"
      >
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
                    placeholder={fields[field.name].placeholder}
                  />
                )}
              </FormField>
            ))}
          </SimpleGrid>
          <FormField label={fields.subject.label}>
            {(id) => <TextInput id={id} name="subject" required placeholder={fields.subject.placeholder} />}
          </FormField>
          <FormField label={fields.message.label}>
            {(id) => <TextArea id={id} name="message" rows={6} required placeholder={fields.message.placeholder} />}
          </FormField>
          <Button type="submit" size="lg" {...contactFormMarkup.scriptOnlyControl}>
            <chakra.span {...contactFormMarkup.target("idleLabel")} display="inline-flex" alignItems="center" gap="2">
              <LuSend aria-hidden="true" />
              {text.form.submit}
            </chakra.span>
            <chakra.span {...contactFormMarkup.target("submittingLabel")} hidden>
              {text.form.sending}
            </chakra.span>
          </Button>
        </Stack>
      </chakra.form>
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
