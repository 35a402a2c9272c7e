import React, { Suspense, useState } from "react"
import { Button, chakra, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react"
import { LuSend } from "react-icons/lu"
import { readMessage, type ContactMessage } from "../../../lib/contact-form"
import { FormField } from "./FormField"
import { SentPanel } from "./SentPanel"
import { TextArea, TextInput } from "./TextInputs"
import type { ContactFormText } from "./types"
import { useContactForm } from "./useContactForm"

const Toaster = React.lazy(() => import("./Toaster"))

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
  send?: (message: ContactMessage) => Promise<void>
}

/** The message form. Sending is simulated: nothing the visitor types leaves the browser. */
export function ContactForm({ text, send }: ContactFormProps) {
  const form = useContactForm({ toasts: text.toasts, send })
  const { fields } = text.form
  // The toaster's code loads only once the visitor starts on the form.
  const [toasterWanted, setToasterWanted] = useState(false)
  const submitting = form.status === "submitting"

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setToasterWanted(true)
    void form.submit(readMessage(event.currentTarget))
  }

  return (
    <chakra.div p={{ base: "5", md: "8" }} rounded="2xl" bg="bg.muted" borderWidth="1px" borderColor="border">
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      {form.status === "sent" ? (
        <SentPanel text={text.sent} onSendAnother={form.reset} />
      ) : (
        // method="dialog" outside a dialog makes the browser's own submission a no-op: before
        // the page's JavaScript runs (or without it) the visitor's text is never sent anywhere.
        <chakra.form
          method="dialog"
          aria-labelledby="contact-form-title"
          onSubmit={onSubmit}
          onFocus={() => setToasterWanted(true)}
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
                      disabled={submitting}
                      autoComplete={field.autoComplete}
                      placeholder={fields[field.name].placeholder}
                    />
                  )}
                </FormField>
              ))}
            </SimpleGrid>
            <FormField label={fields.subject.label}>
              {(id) => (
                <TextInput
                  id={id}
                  name="subject"
                  required
                  disabled={submitting}
                  placeholder={fields.subject.placeholder}
                />
              )}
            </FormField>
            <FormField label={fields.message.label}>
              {(id) => (
                <TextArea
                  id={id}
                  name="message"
                  rows={6}
                  required
                  disabled={submitting}
                  placeholder={fields.message.placeholder}
                />
              )}
            </FormField>
            <Button type="submit" size="lg" disabled={submitting}>
              {submitting ? (
                text.form.sending
              ) : (
                <>
                  <LuSend aria-hidden="true" />
                  {text.form.submit}
                </>
              )}
            </Button>
          </Stack>
        </chakra.form>
      )}
    </chakra.div>
  )
}
