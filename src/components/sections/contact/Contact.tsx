import React from "react"
import { Grid, Heading, Stack, Text } from "@chakra-ui/react"
import { LinkButton } from "../../ui/LinkButton"
import { LuArrowUp } from "../../ui/icons"
import { Section } from "../../layout/Section"
import { Reveal } from "../../motion/Reveal"
import { SocialLinks, type SocialLinkData } from "../../ui/SocialLinks"
import { ContactForm } from "./ContactForm"
import { ContactInfo, type ContactDetails } from "./ContactInfo"
import type { ContactText } from "./types"

export interface ContactProps extends ContactDetails {
  text: ContactText
  socialLinks: readonly SocialLinkData[]
}

export function Contact({ text, socialLinks, ...details }: ContactProps) {
  return (
    <Section id="contact" title={text.title} subtitle={text.subtitle} tinted>
      <Grid templateColumns={{ base: "1fr", lg: "2fr 3fr" }} gap={{ base: "10", lg: "12" }}>
        <Reveal direction="right">
          <Stack gap="6">
            <Heading as="h3" fontSize="xl">
              {text.infoTitle}
            </Heading>
            <ContactInfo labels={text.infoLabels} {...details} />
            <Stack gap="3">
              <Text fontWeight="medium">{text.socialTitle}</Text>
              <SocialLinks links={socialLinks} label="Social links" />
            </Stack>
            <Text color="fg.muted">
              {text.projectsPrompt}{" "}
              <LinkButton variant="plain" color="brand.fg" px="0" h="auto" textDecoration="underline">
                <a href="#projects">
                  {text.projectsLink}
                  <LuArrowUp aria-hidden="true" />
                </a>
              </LinkButton>
            </Text>
          </Stack>
        </Reveal>
        <Reveal direction="left">
          <ContactForm text={text} />
        </Reveal>
      </Grid>
    </Section>
  )
}
