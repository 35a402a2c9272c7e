import React from "react"
import { chakra, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { LinkButton } from "../../ui/LinkButton"
import { LuDownload, LuSmartphone } from "../../ui/icons"
import { fillIn } from "../../../lib/text"

/** The app packages a visitor can install, each a plain file link with the download attribute. */
export function AppList({ apps, text }: { apps: readonly Queries.AppFragment[]; text: Queries.AppListTextFragment }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="6" listStyleType="none" maxW="4xl" mx="auto">
      {apps.map((app) => (
        <chakra.li key={app.name}>
          <Stack as="article" gap="4" p="6" h="full" rounded="2xl" bg="bg.muted" borderWidth="1px" borderColor="border">
            <Flex align="center" gap="3">
              <Flex w="12" h="12" rounded="xl" align="center" justify="center" bg="brand.subtle" color="brand.fg">
                <LuSmartphone aria-hidden="true" size="24" />
              </Flex>
              <Heading as="h2" fontSize="xl">
                {app.name}
              </Heading>
            </Flex>
            <Text color="fg.muted" flex="1">
              {app.description}
            </Text>
            <LinkButton size="lg" alignSelf="start">
              <a href={app.filePath} download aria-label={fillIn(text.downloadLabel, { name: app.name })}>
                <LuDownload aria-hidden="true" />
                {text.download}
              </a>
            </LinkButton>
          </Stack>
        </chakra.li>
      ))}
    </SimpleGrid>
  )
}

export const fragment = graphql`
  fragment App on AppsJson {
    name
    description
    filePath
  }

  fragment AppListText on DownloadsSection {
    download
    # The button's accessible name; {name} is the app's name.
    downloadLabel
  }
`
