import React from "react"
import { Button, Flex, Heading, Text } from "@chakra-ui/react"
import { LuCircleCheck } from "../../../icons/template-icons"
import { IconTile } from "../../ui/IconTile"
import { contactFormContract } from "./contact-form.contract"
import { islandMarkup } from "../../../islands/markup"

const contactFormMarkup = islandMarkup(contactFormContract)

/**
 * Shown for a few seconds after a message is sent, in place of the form; the contact-form
 * island shows it and moves the focus to its heading, so it is announced.
 */
export function SentPanel({ text }: { text: NonNullable<Queries.ContactFormFragment["sent"]> }) {
  return (
    <Flex role="status" {...contactFormMarkup.target("sentPanel")} hidden direction="column" align="center" textAlign="center" gap="4" py="10">
      <IconTile icon={LuCircleCheck} boxSize="16" p="4" rounded="full" />
      <Heading as="h3" {...contactFormMarkup.target("sentHeading")} tabIndex={-1} fontSize="2xl" outline="none">
        {text.title}
      </Heading>
      <Text color="fg.muted" maxW="sm">
        {text.message}
      </Text>
      <Button variant="outline" {...contactFormMarkup.target("sendAnother")} {...contactFormMarkup.scriptOnlyControl}>
        {text.sendAnother}
      </Button>
    </Flex>
  )
}
