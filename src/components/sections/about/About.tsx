import React from "react"
import { Button, chakra, Grid, Heading, Stack, Text } from "@chakra-ui/react"
import { LuDownload, LuMail, LuMapPin, LuPhone } from "react-icons/lu"
import { Section } from "../../layout/Section"
import { Reveal } from "../../motion/Reveal"
import { ExternalLink } from "../../ui/ExternalLink"
import { ExperienceList, type ExperienceEntry } from "./ExperienceList"
import { InfoCard } from "./InfoCard"

export interface AboutProps {
  title: string
  subtitle: string
  paragraphs: readonly string[]
  location: string
  phone: string
  email: string
  cvUrl: string
  experience: readonly ExperienceEntry[]
}

export function About({ title, subtitle, paragraphs, location, phone, email, cvUrl, experience }: AboutProps) {
  return (
    <Section id="about" title={title} subtitle={subtitle}>
      <Grid templateColumns={{ base: "1fr", lg: "1.1fr 1fr" }} gap={{ base: "12", lg: "16" }}>
        <Reveal direction="right">
          <Stack gap="5">
            {paragraphs.map((paragraph) => (
              <Text key={paragraph} fontSize={{ base: "md", md: "lg" }} color="fg.muted" lineHeight="tall">
                {paragraph}
              </Text>
            ))}
            <Grid templateColumns="repeat(auto-fit, minmax(230px, 1fr))" gap="3" pt="2">
              <InfoCard icon={LuMapPin} label="Location">
                {location}
              </InfoCard>
              <InfoCard icon={LuPhone} label="Phone">
                <chakra.a href={`tel:${phone.replace(/[^+\d]/g, "")}`} _hover={{ color: "brand.fg" }}>
                  {phone}
                </chakra.a>
              </InfoCard>
              <InfoCard icon={LuMail} label="Email">
                <chakra.a href={`mailto:${email}`} _hover={{ color: "brand.fg" }}>
                  {email}
                </chakra.a>
              </InfoCard>
            </Grid>
            <div>
              <Button asChild size="lg">
                <ExternalLink href={cvUrl}>
                  <LuDownload aria-hidden="true" />
                  Download CV
                </ExternalLink>
              </Button>
            </div>
          </Stack>
        </Reveal>
        <Stack gap="6">
          <Heading as="h3" fontSize="2xl">
            Experience
          </Heading>
          <ExperienceList entries={experience} />
        </Stack>
      </Grid>
    </Section>
  )
}
