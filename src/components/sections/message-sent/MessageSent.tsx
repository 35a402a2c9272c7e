import React from "react"
import { useLocalizedPath } from "../../providers/page-language"
import { graphql } from "gatsby"
import { Flex, Heading, Text } from "@chakra-ui/react"
import { LinkButton } from "../../ui/LinkButton"
import { IconTile } from "../../ui/IconTile"
import { LuCircleCheck, LuHouse } from "../../../icons/template-icons"

/**
 * Where a message sent without JavaScript lands ("netlify" and "email" delivery): the same
 * words as the sent panel, and the way back.
 */
export function MessageSent({ text }: { text: { [part in keyof Queries.MessageSentFragment]: NonNullable<Queries.MessageSentFragment[part]> } }) {
  const localized = useLocalizedPath()
  return (
    <Flex direction="column" align="center" justify="center" textAlign="center" gap="5" minH="70vh" px="4" py="20">
      <IconTile icon={LuCircleCheck} boxSize="16" p="4" rounded="full" />
      <Heading as="h1" fontSize={{ base: "3xl", md: "4xl" }}>
        {text.sent.title}
      </Heading>
      <Text fontSize={{ base: "md", md: "lg" }} color="fg.muted" maxW="md">
        {text.sent.message}
      </Text>
      <LinkButton size="lg">
        <a href={localized("/")}>
          <LuHouse aria-hidden="true" />
          {text.sendHelp.backToSite}
        </a>
      </LinkButton>
    </Flex>
  )
}

export const fragment = graphql`
  fragment MessageSent on ContactSection {
    sent {
      title
      message
    }
    sendHelp {
      backToSite
    }
  }
`
