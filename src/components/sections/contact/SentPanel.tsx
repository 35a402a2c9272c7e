import React, { useEffect, useRef } from "react"
import { Button, Flex, Heading, Text } from "@chakra-ui/react"
import { LuCircleCheck } from "react-icons/lu"

/** Shown for a few seconds after a message is sent; takes the keyboard focus so it is announced. */
export function SentPanel({ onSendAnother }: { onSendAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <Flex role="status" direction="column" align="center" textAlign="center" gap="4" py="10">
      <Flex w="16" h="16" rounded="full" align="center" justify="center" bg="brand.subtle" color="brand.fg">
        <LuCircleCheck aria-hidden="true" size="32" />
      </Flex>
      <Heading as="h3" ref={headingRef} tabIndex={-1} fontSize="2xl" outline="none">
        Message Sent!
      </Heading>
      <Text color="fg.muted" maxW="sm">
        Thank you for reaching out. I'll review your message and get back to you as soon as possible.
      </Text>
      <Button variant="outline" onClick={onSendAnother}>
        Send another message
      </Button>
    </Flex>
  )
}
