import React from "react"
import { Grid, Heading, Stack, Text } from "@chakra-ui/react"
import { TextLink } from "../../ui/TextLink"
import { graphql } from "gatsby"
import { LuArrowUp } from "../../ui/icons"
import { Section } from "../../layout/Section"
import { Reveal } from "../../motion/Reveal"
import { SocialLinks } from "../../ui/SocialLinks"
import { ContactForm } from "./ContactForm"
import { ContactInfo } from "./ContactInfo"
import { printAs } from "../../../theme/print-markers"
import { CONTACT_SECTION_ID } from "../../../shared/contact-message"

export function Contact({ site }: { site: Queries.ContactSectionFragment }) {
  const text = site.contact
  return (
    <Section id={CONTACT_SECTION_ID} title={text.title} subtitle={text.subtitle} tinted>
      <Grid templateColumns={{ base: "1fr", lg: "2fr 3fr" }} gap={{ base: "10", lg: "12" }}>
        <Reveal direction="right">
          <Stack gap="6">
            <Heading as="h3" fontSize="xl">
              {text.infoTitle}
            </Heading>
            <ContactInfo site={site} />
            {/* The profile links are on paper with the hero's. */}
            <Stack gap="3" {...printAs("hide")}>
              <Text fontWeight="medium">{text.socialTitle}</Text>
              <SocialLinks links={site.socialLinks} label="Social links" />
            </Stack>
            <Text color="fg.muted">
              {text.projectsPrompt}{" "}
              <TextLink href="#projects" variant="inline" color="brand.fg">
                {text.projectsLink}
                <LuArrowUp aria-hidden="true" />
              </TextLink>
            </Text>
          </Stack>
        </Reveal>
        <Reveal direction="left">
          <ContactForm text={text} ownerEmail={site.email} />
        </Reveal>
      </Grid>
    </Section>
  )
}

export const fragment = graphql`
  fragment ContactSection on SiteJson {
    ...ContactInfo
    socialLinks {
      ...SocialLinks
    }
    contact {
      title
      subtitle
      infoTitle
      socialTitle
      projectsPrompt
      projectsLink
      ...ContactForm
    }
  }
`
