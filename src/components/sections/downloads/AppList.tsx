import React from "react"
import { chakra, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { LinkButton } from "../../ui/LinkButton"
import { IconTile } from "../../ui/IconTile"
import { LuDownload, LuSmartphone } from "../../../icons/template-icons"
import { QrCode } from "../../ui/QrCode"
import { absoluteUrl } from "../../../shared/metadata"
import { fillIn } from "../../../shared/text"
import { formatSize, type SizeWriting } from "../../../shared/format-size"
import { printAs } from "../../../theme/print-markers"
import { AppFacts } from "./AppFacts"
import { InlineIcons } from "../../../icons/icon-sprite"

interface AppListProps {
  apps: readonly Queries.AppFragment[]
  text: Queries.AppListTextFragment
  /** The site's address (a preview's own on a preview): the QR codes encode absolute addresses. */
  siteUrl: string
  /** The page's language and how it writes sizes (data/site.json "sizes"). */
  writing: SizeWriting
}

/**
 * The app packages a visitor can install: what each file says of itself (read at build time,
 * never typed by hand), how to check it, a plain file link with the download attribute, and a
 * QR code of its address for the phone it is meant for.
 */
export function AppList({ apps, text, siteUrl, writing }: AppListProps) {
  return (
    <InlineIcons>
      <SimpleGrid as="ul" columns={{ base: 1, lg: 2 }} gap="6" listStyleType="none" maxW="5xl" mx="auto">
        {apps.map((app) => {
          const size = formatSize(app.apk.sizeBytes, writing)
          const address = absoluteUrl(siteUrl, app.filePath)
          return (
            <chakra.li key={app.name} minW="0">
              <Stack as="article" gap="4" p="6" h="full" rounded="2xl" bg="bg.muted" borderWidth="1px" borderColor="border">
                <Flex align="center" gap="3">
                  <IconTile icon={LuSmartphone} boxSize="12" p="3" rounded="xl" />
                  <Heading as="h2" fontSize="xl">
                    {app.name}
                  </Heading>
                </Flex>
                <Text color="fg.muted">{app.description}</Text>
                <AppFacts app={app} text={text} size={size} />
                <Flex gap="6" align="center" wrap="wrap" mt="auto" pt="2">
                  <LinkButton size="lg">
                    <a href={app.filePath} download aria-label={fillIn(text.downloadLabel, { name: app.name, size })}>
                      <LuDownload aria-hidden="true" />
                      {text.download}
                    </a>
                  </LinkButton>
                  <Stack as="figure" gap="1" align="center" m="0" {...printAs("hide")}>
                    <QrCode value={address} label={fillIn(text.qr.label, { url: address, name: app.name })} rounded="md" />
                    <Text as="figcaption" fontSize="xs" color="fg.muted">
                      {text.qr.caption}
                    </Text>
                  </Stack>
                  <Text hidden {...printAs("show")} overflowWrap="anywhere">
                    {address}
                  </Text>
                </Flex>
              </Stack>
            </chakra.li>
          )
        })}
      </SimpleGrid>
    </InlineIcons>
  )
}

export const fragment = graphql`
  fragment App on AppsJson {
    name
    description
    filePath
    ...AppFactsData
  }

  fragment AppListText on DownloadsSection {
    download
    # The button's accessible name; {name} is the app's name, {size} its file's size.
    downloadLabel
    qr {
      caption
      label
    }
    ...AppFactsText
  }
`
