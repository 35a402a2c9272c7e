import React from "react"
import { Button, Grid, Heading, Stack, Text } from "@chakra-ui/react"
import { LuArrowUp } from "react-icons/lu"
import { Section } from "../../layout/Section"
import { Reveal } from "../../motion/Reveal"
import { SocialLinks, type SocialLinkData } from "../../ui/SocialLinks"
import { ContactForm } from "./ContactForm"
import { ContactInfo, type ContactInfoProps } from "./ContactInfo"

export interface ContactProps extends ContactInfoProps {
  title: string
  subtitle: string
  socialLinks: readonly SocialLinkData[]
}

export function Contact({ title, subtitle, socialLinks, ...info }: ContactProps) {
  return (
    <Section id="contact" title={title} subtitle={subtitle} tinted>
      <Grid templateColumns={{ base: "1fr", lg: "2fr 3fr" }} gap={{ base: "10", lg: "12" }}>
        <Reveal direction="right">
          <Stack gap="6">
            <Heading as="h3" fontSize="xl">
              Contact Information
            </Heading>
            <ContactInfo {...info} />
            <Stack gap="3">
              <Text fontWeight="medium">Find me online</Text>
              <SocialLinks links={socialLinks} label="Social links" />
            </Stack>
            <Text color="fg.muted">
              Want to see what I've built first?{" "}
              <Button asChild variant="plain" color="brand.fg" px="0" h="auto" textDecoration="underline">
                <a href="#projects">
                  Browse my projects
                  <LuArrowUp aria-hidden="true" />
                </a>
              </Button>
            </Text>
          </Stack>
        </Reveal>
        <Reveal direction="left">
          <ContactForm />
        </Reveal>
      </Grid>
    </Section>
  )
}
