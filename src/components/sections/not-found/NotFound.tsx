import React from "react"
import { useLocalizedPath } from "../../providers/page-language"
import { graphql, Link } from "gatsby"
import { Flex, Heading, Text } from "@chakra-ui/react"
import { useIsland } from "../../../islands/useIsland"
import { LinkButton } from "../../ui/LinkButton"
import { LuHouse } from "../../../icons/template-icons"
import { notFound, notFoundContract } from "./not-found.island"
import { islandMarkup } from "../../../islands/markup"
import { InlineIcons } from "../../../icons/icon-sprite"

const notFoundMarkup = islandMarkup(notFoundContract)

/** The 404 page's message and its way home; the not-found island logs the visit. */
export function NotFound({ text }: { text: Queries.NotFoundFragment }) {
  const ref = useIsland<HTMLDivElement>(notFound)
  const localized = useLocalizedPath()
  return (
    <InlineIcons>
      <Flex ref={ref} {...notFoundMarkup.root} direction="column" align="center" justify="center" textAlign="center" gap="6" minH="70vh" px="4" py="20">
        <Heading as="h1" fontSize={{ base: "6xl", md: "8xl" }} color="brand.fg" letterSpacing="tighter">
          404
        </Heading>
        <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted">
          {text.message}
        </Text>
        <LinkButton size="lg">
          <Link to={localized("/")}>
            <LuHouse aria-hidden="true" />
            {text.returnHome}
          </Link>
        </LinkButton>
      </Flex>
    </InlineIcons>
  )
}

export const fragment = graphql`
  fragment NotFound on NotFoundText {
    message
    returnHome
  }
`
