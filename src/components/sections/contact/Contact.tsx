import React from "react"
import { Grid, Heading, Stack, Text } from "@chakra-ui/react"
import { TextLink } from "../../ui/TextLink"
import { graphql } from "gatsby"
import { LuArrowUp } from "../../../icons/template-icons"
import { Section } from "../../layout/Section"
import { Reveal } from "../../motion/Reveal"
import { SocialLinks } from "../../ui/SocialLinks"
import { ContactForm, formTexts } from "./ContactForm"
import { ContactInfo } from "./ContactInfo"
import { printAs } from "../../../theme/print-markers"
import { CONTACT_SECTION_ID } from "../../../shared/contact-message"
import { sectionsOf } from "../../../shared/sections"

/**
 * How to reach the owner: their e-mail, phone, place and profiles, and the message form, unless
 * they chose no form (data/site.json contact.delivery "none").
 */
export function Contact({ site }: { site: Queries.ContactSectionFragment }) {
  const text = site.contact
  const form = formTexts(text)
  const withForm = form !== null
  return (
    <Section id={CONTACT_SECTION_ID} title={text.title} subtitle={text.subtitle} tinted>
      <Grid templateColumns={{ base: "1fr", lg: withForm ? "2fr 3fr" : "1fr" }} maxW={withForm ? undefined : "2xl"} mx="auto" gap={{ base: "10", lg: "12" }}>
        <Reveal direction="right">
          <Stack gap="6">
            <Heading as="h3" fontSize="xl">
              {text.infoTitle}
            </Heading>
            <ContactInfo site={site} />
            {/* The profile links are on paper with the hero's. */}
            <Stack gap="3" {...printAs("hide")}>
              <Text fontWeight="medium">{text.socialTitle}</Text>
              <SocialLinks links={site.socialLinks} label={site.labels.socialLinks} />
            </Stack>
            {sectionsOf(site).includes("projects") && (
              <Text color="fg.muted">
                {`${text.projectsPrompt} `}
                <TextLink href="#projects" variant="inline" color="brand.fg">
                  {text.projectsLink}
                  <LuArrowUp aria-hidden="true" />
                </TextLink>
              </Text>
            )}
          </Stack>
        </Reveal>
        {form && (
          <Reveal direction="left">
            <ContactForm text={form} ownerEmail={site.email} />
          </Reveal>
        )}
      </Grid>
    </Section>
  )
}

export const fragment = graphql`
  fragment ContactSection on SiteJson {
    sections
    labels {
      socialLinks
    }
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
      delivery
      ...ContactForm
    }
  }
`
