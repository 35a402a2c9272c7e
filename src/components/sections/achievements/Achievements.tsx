import React from "react"
import { Badge, Flex, Heading, Stack, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { LuArrowRight, LuAward, LuBadgeCheck, LuBookOpen, LuMic } from "../../../icons/template-icons"
import { ExternalLink } from "../../ui/ExternalLink"
import { IconTile } from "../../ui/IconTile"
import { TextLink } from "../../ui/TextLink"
import { Section } from "../../layout/Section"
import { Reveal } from "../../motion/Reveal"
import { formatMonth, latestFirst } from "../../../shared/dates"
import { isExpired, shownAchievements } from "../../../shared/achievements"
import { fillIn } from "../../../shared/text"
import { printAs } from "../../../theme/print-markers"

/** Each kind's icon, beside its badge. */
const KIND_ICONS = { certification: LuBadgeCheck, award: LuAward, talk: LuMic, publication: LuBookOpen } as const

interface AchievementsProps {
  site: Queries.AchievementsSectionFragment
  achievements: readonly Queries.AchievementCardFragment[]
  /** When the page is built: a certification that expired before it is marked, or left out. */
  today: Date
}

/**
 * Certifications, awards, talks and publications, newest first, as one list whose reading
 * order is the order it shows (row by row). Nothing when there is none to show.
 */
export function Achievements({ site, achievements, today }: AchievementsProps) {
  const text = site.achievements
  const shown = latestFirst(shownAchievements(achievements, text?.showExpired ?? true, today))
  if (!text || shown.length === 0) return null
  const month = (value: string) => <time dateTime={value}>{formatMonth(value, site)}</time>
  return (
    <Section id="achievements" title={text.title} subtitle={text.subtitle}>
      <Reveal as="ol" display="grid" gridTemplateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))" }} gap="4" listStyleType="none">
        {shown.map((achievement) => {
          const expired = isExpired(achievement, today)
          const kindBadge = (
            <Badge variant="subtle" colorPalette="brand" {...printAs("tag")}>
              {text.kinds[achievement.kind as keyof typeof KIND_ICONS]}
            </Badge>
          )
          return (
            <Flex as="li" key={`${achievement.kind}-${achievement.title}`} gap="4" p="5" rounded="xl" bg="bg.muted" borderWidth="1px" borderColor="border">
              <IconTile icon={KIND_ICONS[achievement.kind as keyof typeof KIND_ICONS]} />
              <Stack gap="1.5" minW="0" align="start">
                {expired ? (
                  <Flex gap="2" wrap="wrap">
                    {kindBadge}
                    <Badge variant="outline" colorPalette="gray" {...printAs("tag")}>
                      {fillIn(text.expired, { date: formatMonth(achievement.expires!, site) })}
                    </Badge>
                  </Flex>
                ) : (
                  kindBadge
                )}
                <Heading as="h3" fontSize="lg" overflowWrap="anywhere">
                  {achievement.title}
                </Heading>
                <Text color="fg.muted">
                  {`${achievement.issuer} · `}
                  {month(achievement.date)}
                </Text>
                {achievement.credentialId && <Text fontSize="sm">{fillIn(text.credentialId, { id: achievement.credentialId })}</Text>}
                {achievement.expires && !expired && (
                  <Text fontSize="sm" color="fg.muted">
                    {fillIn(text.validUntil, { date: formatMonth(achievement.expires, site) })}
                  </Text>
                )}
                {achievement.url && (
                  <TextLink variant="arrow" fontSize="sm" asChild>
                    <ExternalLink href={achievement.url} aria-label={fillIn(text.linkLabel, { title: achievement.title })}>
                      {text.link}
                      <LuArrowRight aria-hidden="true" />
                    </ExternalLink>
                  </TextLink>
                )}
              </Stack>
            </Flex>
          )
        })}
      </Reveal>
    </Section>
  )
}

export const fragment = graphql`
  fragment AchievementsSection on SiteJson {
    language
    months
    achievements {
      title
      subtitle
      kinds {
        certification
        award
        talk
        publication
      }
      credentialId
      validUntil
      expired
      link
      linkLabel
      showExpired
    }
  }

  fragment AchievementCard on AchievementsJson {
    kind
    title
    issuer
    date
    expires
    credentialId
    url
  }
`
