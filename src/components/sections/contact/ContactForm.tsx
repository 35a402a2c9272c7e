import React, { Suspense, useState } from "react"
import { Button, chakra, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react"
import { LuSend } from "react-icons/lu"
import { readMessage, type ContactMessage } from "../../../lib/contact-form"
import { FormField } from "./FormField"
import { SentPanel } from "./SentPanel"
import { TextArea, TextInput } from "./TextInputs"
import { useContactForm } from "./useContactForm"

const Toaster = React.lazy(() => import("./Toaster"))

interface FieldSpec {
  name: keyof ContactMessage
  label: string
  type?: "text" | "email"
  autoComplete: string
  placeholder: string
}

const FIELDS: FieldSpec[] = [
  { name: "name", label: "Full Name", autoComplete: "name", placeholder: "Jane Wanjiku" },
  { name: "email", label: "Email Address", type: "email", autoComplete: "email", placeholder: "jane@company.com" },
]

interface ContactFormProps {
  send?: (message: ContactMessage) => Promise<void>
}

/** The message form. Sending is simulated: nothing the visitor types leaves the browser. */
export function ContactForm({ send }: ContactFormProps) {
  const form = useContactForm(send)
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
        <SentPanel onSendAnother={form.reset} />
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
                Send a Message
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                All fields required
              </Text>
            </HStack>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {FIELDS.map((field) => (
                <FormField key={field.name} label={field.label}>
                  {(id) => (
                    <TextInput
                      id={id}
                      name={field.name}
                      type={field.type ?? "text"}
                      required
                      disabled={submitting}
                      autoComplete={field.autoComplete}
                      placeholder={field.placeholder}
                    />
                  )}
                </FormField>
              ))}
            </SimpleGrid>
            <FormField label="Subject">
              {(id) => (
                <TextInput
                  id={id}
                  name="subject"
                  required
                  disabled={submitting}
                  placeholder="Project inquiry"
                />
              )}
            </FormField>
            <FormField label="Your Message">
              {(id) => (
                <TextArea
                  id={id}
                  name="message"
                  rows={6}
                  required
                  disabled={submitting}
                  placeholder="Tell me about your project, timeline and budget."
                />
              )}
            </FormField>
            <Button type="submit" size="lg" disabled={submitting}>
              {submitting ? (
                "Sending message..."
              ) : (
                <>
                  <LuSend aria-hidden="true" />
                  Send Message
                </>
              )}
            </Button>
          </Stack>
        </chakra.form>
      )}
    </chakra.div>
  )
}
