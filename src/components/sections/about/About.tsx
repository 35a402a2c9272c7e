import React from "react"
import { Grid, Heading, Stack, Text } from "@chakra-ui/react"
import { TextLink } from "../../ui/TextLink"
import { graphql } from "gatsby"
import { LinkButton } from "../../ui/LinkButton"
import { LuDownload, LuMail, LuMapPin, LuPhone } from "../../../icons/template-icons"
import { Section } from "../../layout/Section"
import { Reveal } from "../../motion/Reveal"
import { DocumentLink } from "../../ui/DocumentLink"
import { cvLink } from "../../../shared/cv-files"
import { ExperienceList } from "./ExperienceList"
import { InfoCard } from "./InfoCard"
import { printAs } from "../../../theme/print-markers"
import { telHref } from "../../../shared/text"

export interface AboutProps {
  site: Queries.AboutSectionFragment
  experience: readonly Queries.ExperienceEntryFragment[]
}

/** About the owner: the paragraphs, the contact facts and the CV (theirs, or the one the build wrote), beside the experience (when there is any). */
export function About({ site, experience }: AboutProps) {
  const { about: text, location, phone, email, cvUrl } = site
  const labels = text.infoLabels
  const hasExperience = experience.length > 0
  return (
    <Section id="about" title={text.title} subtitle={text.subtitle}>
      <Grid templateColumns={{ base: "1fr", lg: hasExperience ? "1.1fr 1fr" : "1fr" }} gap={{ base: "12", lg: "16" }}>
        <Reveal direction="right">
          <Stack gap="5">
            {text.paragraphs.map((paragraph) => (
              <Text key={paragraph} fontSize={{ base: "md", md: "lg" }} color="fg.muted" lineHeight="tall">
                {paragraph}
              </Text>
            ))}
            <Grid templateColumns="repeat(auto-fit, minmax(230px, 1fr))" gap="3" pt="2" {...printAs("info-cards")}>
              <InfoCard icon={LuMapPin} label={labels.location}>
                {location}
              </InfoCard>
              {phone && (
                <InfoCard icon={LuPhone} label={labels.phone}>
                  <TextLink href={telHref(phone)} variant="quiet">
                    {phone}
                  </TextLink>
                </InfoCard>
              )}
              <InfoCard icon={LuMail} label={labels.email}>
                <TextLink href={`mailto:${email}`} variant="quiet">
                  {email}
                </TextLink>
              </InfoCard>
            </Grid>
            <div>
              <LinkButton size="lg">
                <DocumentLink link={cvLink(cvUrl, site.pdfFiles.cv, text.downloadCv, site.pdf.linkLabel)}>
                  <LuDownload aria-hidden="true" />
                  {text.downloadCv}
                </DocumentLink>
              </LinkButton>
            </div>
          </Stack>
        </Reveal>
        {hasExperience && (
          <Stack gap="6">
            <Heading as="h3" fontSize="2xl">
              {text.experienceTitle}
            </Heading>
            <ExperienceList entries={experience} writing={site} present={text.present} />
          </Stack>
        )}
      </Grid>
    </Section>
  )
}

export const fragment = graphql`
  fragment AboutSection on SiteJson {
    about {
      title
      subtitle
      paragraphs
      infoLabels {
        location
        phone
        email
      }
      downloadCv
      experienceTitle
      present
    }
    language
    months
    location
    phone
    email
    cvUrl
    pdfFiles {
      cv {
        path
        size
        fileName
      }
    }
    pdf {
      linkLabel
    }
  }
`
