import React, { useMemo } from "react"
import { Button, chakra, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react"
import { LuSend } from "../../ui/icons"
import type { ContactMessage } from "../../../lib/contact-form"
import { contactForm } from "../../../islands/contact-form"
import { useIsland } from "../../../islands/useIsland"
import { FormField } from "./FormField"
import { SentPanel } from "./SentPanel"
import { TextArea, TextInput } from "./TextInputs"
import type { ContactFormText } from "./types"

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
  text: ContactFormText
  /** Delivers the message; the site only simulates it (tests pass their own). */
  send?: (message: ContactMessage) => Promise<void>
}

/**
 * The message form and the panel shown after a send, both in the HTML; the contact-form
 * island (src/islands/contact-form.ts) runs the states. Sending is simulated: nothing the
 * visitor types leaves the browser.
 */
export function ContactForm({ text, send }: ContactFormProps) {
  const island = useMemo(() => contactForm(send), [send])
  const ref = useIsland<HTMLDivElement>(island)
  const { fields } = text.form
  const { success, failure } = text.toasts

  return (
    <chakra.div
      ref={ref}
      data-island="contact-form"
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
        aria-labelledby="contact-form-title"
        data-toast-success-title={success.title}
        data-toast-success-description={success.description}
        data-toast-failure-title={failure.title}
        data-toast-failure-description={failure.description}
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
          <Button type="submit" size="lg" data-needs-js="" data-until-ready="" disabled>
            <chakra.span data-while="idle" display="inline-flex" alignItems="center" gap="2">
              <LuSend aria-hidden="true" />
              {text.form.submit}
            </chakra.span>
            <chakra.span data-while="submitting" hidden>
              {text.form.sending}
            </chakra.span>
          </Button>
        </Stack>
      </chakra.form>
    </chakra.div>
  )
}
