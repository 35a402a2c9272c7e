import React from "react"
import { Button, chakra, Flex } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { islandMarkup, scriptOnly } from "../../islands/markup"
import { useIsland } from "../../islands/useIsland"
import { copyText, copyTextContract } from "./copy-text.island"
import { LuCopy } from "../../icons/template-icons"

const copyTextMarkup = islandMarkup(copyTextContract)

interface CopyTextProps {
  /** The element whose text is copied; it gets the contract's text target. */
  children: (textProps: Record<string, string>) => React.ReactElement
  text: Queries.CopyTextFragment
}

/**
 * A text followed by a Copy button and the result's words (copy-text.island.ts). Without a
 * script, and in print, only the text shows.
 */
export function CopyText({ children, text }: CopyTextProps) {
  const ref = useIsland<HTMLDivElement>(copyText)
  const { target } = copyTextMarkup
  return (
    <Flex
      ref={ref}
      {...copyTextMarkup.root}
      {...copyTextMarkup.values({ copied: text.copied, selected: text.selected })}
      align="center"
      gap="2"
      wrap="wrap"
    >
      {children(target("text"))}
      <Button size="2xs" variant="outline" aria-label={text.label} {...target("button")} {...copyTextMarkup.scriptOnlyControl}>
        <LuCopy aria-hidden="true" />
        {text.button}
      </Button>
      <chakra.span role="status" fontSize="xs" fontWeight="normal" color="fg.muted" {...target("status")} {...scriptOnly} />
    </Flex>
  )
}

export const fragment = graphql`
  fragment CopyText on CopyText {
    button
    label
    copied
    selected
  }
`
