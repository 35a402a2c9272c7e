import React from "react"
import { usePageLanguage } from "../../providers/page-language"
import { chakra, Heading, Stack, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { CopyText } from "../../ui/CopyText"
import { androidVersion } from "../../../shared/android-version"
import { fillIn } from "../../../shared/text"

interface AppFactsProps {
  app: Queries.AppFactsDataFragment & { name: string }
  text: Queries.AppFactsTextFragment
  /** The file's size, as the page writes it. */
  size: string
}

/** A release date as people read it, in the site's language (the data has "2026-11-12"). */
const releaseDate = (date: string, language: string | undefined) => new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(date))

/**
 * What an app's file says of itself, read from it at build time: version, oldest Android, size,
 * package, and the two SHA-256 values a careful visitor checks before installing (each in full,
 * with a Copy button).
 */
export function AppFacts({ app, text, size }: AppFactsProps) {
  const language = usePageLanguage()?.language
  const { apk } = app
  const facts = text.facts
  const hash = (what: string, value: string) => (
    <CopyText text={{ ...text.copyHash, label: fillIn(text.copyHash.label, { what, name: app.name }) }}>
      {(textProps) => (
        <chakra.code fontSize="sm" overflowWrap="anywhere" wordBreak="break-all" {...textProps}>
          {value}
        </chakra.code>
      )}
    </CopyText>
  )
  return (
    <Stack gap="3">
      <Text fontWeight="medium">
        {[fillIn(facts.version, { version: apk.versionName }), fillIn(facts.android, { android: androidVersion(apk.minSdk) }), size].join(" · ")}
      </Text>
      {app.releaseDate && <Text color="fg.muted">{fillIn(facts.released, { date: releaseDate(app.releaseDate, language) })}</Text>}
      {app.whatsNew && (
        <Stack gap="1">
          <Heading as="h3" fontSize="md">
            {facts.whatsNew}
          </Heading>
          <Text color="fg.muted">{app.whatsNew}</Text>
        </Stack>
      )}
      <chakra.dl display="grid" gap="2" fontSize="sm">
        <div>
          <chakra.dt color="fg.muted">{facts.package}</chakra.dt>
          <chakra.dd m="0">
            <code>{apk.packageName}</code>
          </chakra.dd>
        </div>
        <div>
          <chakra.dt color="fg.muted">{facts.fileSha256}</chakra.dt>
          <chakra.dd m="0">{hash(facts.fileSha256, apk.sha256)}</chakra.dd>
        </div>
        <div>
          <chakra.dt color="fg.muted">{facts.certificateSha256}</chakra.dt>
          <chakra.dd m="0">{apk.signer ? hash(facts.certificateSha256, apk.signer.certificateSha256) : facts.unsigned}</chakra.dd>
        </div>
      </chakra.dl>
    </Stack>
  )
}

export const fragment = graphql`
  fragment AppFactsData on AppsJson {
    whatsNew
    releaseDate
    apk {
      packageName
      versionName
      minSdk
      sizeBytes
      sha256
      signer {
        certificateSha256
      }
    }
  }

  fragment AppFactsText on DownloadsSection {
    facts {
      version
      android
      released
      whatsNew
      package
      fileSha256
      certificateSha256
      unsigned
    }
    copyHash {
      ...CopyText
    }
  }
`
