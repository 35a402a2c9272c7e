import React from "react"
import { chakra, Grid, Heading, Stack, Text } from "@chakra-ui/react"
import { LinkButton } from "../../ui/LinkButton"
import { LuDownload, LuMail, LuMapPin, LuPhone } from "../../ui/icons"
import { Section } from "../../layout/Section"
import { Reveal } from "../../motion/Reveal"
import { ExternalLink } from "../../ui/ExternalLink"
import { ExperienceList, type ExperienceEntry } from "./ExperienceList"
import { InfoCard } from "./InfoCard"

/** The about section's texts, from data/site.json "about". */
export interface AboutText {
  title: string
  subtitle: string
  paragraphs: readonly string[]
  infoLabels: { location: string; phone: string; email: string }
  downloadCv: string
  experienceTitle: string
}

export interface AboutProps {
  text: AboutText
  location: string
  phone: string
  email: string
  cvUrl: string
  experience: readonly ExperienceEntry[]
}

export function About({ text, location, phone, email, cvUrl, experience }: AboutProps) {
  const labels = text.infoLabels
  return (
    <Section id="about" title={text.title} subtitle={text.subtitle}>
      <Grid templateColumns={{ base: "1fr", lg: "1.1fr 1fr" }} gap={{ base: "12", lg: "16" }}>
        <Reveal direction="right">
          <Stack gap="5">
            {text.paragraphs.map((paragraph) => (
              <Text key={paragraph} fontSize={{ base: "md", md: "lg" }} color="fg.muted" lineHeight="tall">
                {paragraph}
              </Text>
            ))}
            <Grid templateColumns="repeat(auto-fit, minmax(230px, 1fr))" gap="3" pt="2">
              <InfoCard icon={LuMapPin} label={labels.location}>
                {location}
              </InfoCard>
              <InfoCard icon={LuPhone} label={labels.phone}>
                <chakra.a href={`tel:${phone.replace(/[^+\d]/g, "")}`} _hover={{ color: "brand.fg" }}>
                  {phone}
                </chakra.a>
              </InfoCard>
              <InfoCard icon={LuMail} label={labels.email}>
                <chakra.a href={`mailto:${email}`} _hover={{ color: "brand.fg" }}>
                  {email}
                </chakra.a>
              </InfoCard>
            </Grid>
            <div>
              <LinkButton size="lg">
                <ExternalLink href={cvUrl}>
                  <LuDownload aria-hidden="true" />
                  {text.downloadCv}
                </ExternalLink>
              </LinkButton>
            </div>
          </Stack>
        </Reveal>
        <Stack gap="6">
          <Heading as="h3" fontSize="2xl">
            {text.experienceTitle}
          </Heading>
          <ExperienceList entries={experience} />
        </Stack>
      </Grid>
    </Section>
  )
}
