import React, { useId } from "react"
import { Heading, Stack, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"

/** How a visitor checks a file before installing it: its SHA-256 with sha256sum, its signer with AppVerifier. */
export function VerifyNote({ text }: { text: Queries.VerifyNoteFragment }) {
  const headingId = useId()
  return (
    <Stack as="aside" aria-labelledby={headingId} gap="3" maxW="5xl" mx="auto" mt="10" p="6" rounded="2xl" borderWidth="1px" borderColor="border">
      <Heading as="h2" id={headingId} fontSize="lg">
        {text.title}
      </Heading>
      {text.paragraphs.map((paragraph) => (
        <Text key={paragraph} color="fg.muted">
          {paragraph}
        </Text>
      ))}
    </Stack>
  )
}

export const fragment = graphql`
  fragment VerifyNote on AppVerifyText {
    title
    paragraphs
  }
`
