import React, { useEffect, useRef } from "react"
import { Button, Flex, Heading, Text } from "@chakra-ui/react"
import { LuCircleCheck } from "react-icons/lu"
import type { ContactFormText } from "./types"

interface SentPanelProps {
  text: ContactFormText["sent"]
  onSendAnother: () => void
}

/** Shown for a few seconds after a message is sent; takes the keyboard focus so it is announced. */
export function SentPanel({ text, onSendAnother }: SentPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <Flex role="status" direction="column" align="center" textAlign="center" gap="4" py="10">
      <Flex w="16" h="16" rounded="full" align="center" justify="center" bg="brand.subtle" color="brand.fg">
        <LuCircleCheck aria-hidden="true" size="32" />
      </Flex>
      <Heading as="h3" ref={headingRef} tabIndex={-1} fontSize="2xl" outline="none">
        {text.title}
      </Heading>
      <Text color="fg.muted" maxW="sm">
        {text.message}
      </Text>
      <Button variant="outline" onClick={onSendAnother}>
        {text.sendAnother}
      </Button>
    </Flex>
  )
}
