import React from "react"
import { Badge, Box, chakra, Flex, Heading, Stack, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { LinkButton } from "../../ui/LinkButton"
import { LuArrowDown, LuFolderOpen, LuSend } from "../../../icons/template-icons"
import { SCROLL_OFFSET } from "../../../shared/scroll"
import { anchorOf, sectionsOf } from "../../../shared/sections"
import { useIsland } from "../../../islands/useIsland"
import { PageContainer } from "../../layout/PageContainer"
import { SocialLinks } from "../../ui/SocialLinks"
import { AnimatedName } from "./AnimatedName"
import { Spotlight } from "./Spotlight"
import { spotlight, spotlightContract } from "./spotlight.island"
import { printAs } from "../../../theme/print-markers"
import { islandMarkup } from "../../../islands/markup"
import { InlineIcons } from "../../../icons/icon-sprite"

const spotlightMarkup = islandMarkup(spotlightContract)

export function Hero({ site }: { site: Queries.HeroSectionFragment }) {
  const { name, jobTitle, greeting, tagline, socialLinks, hero: text } = site
  const ref = useIsland<HTMLElement>(spotlight)
  const sections = sectionsOf(site)
  // The Scroll button leads to the section after the hero, whichever the owner put there.
  const next = sections[sections.indexOf("hero") + 1]

  return (
    <InlineIcons>
      <chakra.section
        ref={ref}
        {...spotlightMarkup.root}
        id="home"
        aria-labelledby="home-heading"
        scrollMarginTop={`${SCROLL_OFFSET}px`}
        position="relative"
        overflow="hidden"
        minH={{ base: "calc(100dvh - 4rem)", md: "calc(100vh - 4rem)" }}
        display="flex"
        alignItems="center"
        bgGradient="to-b"
        gradientFrom="bg"
        gradientTo="bg.subtle"
      >
        <Spotlight />
        <PageContainer position="relative" py={{ base: "16", md: "24" }} w="full">
          <Stack gap={{ base: "6", md: "8" }} align="center" textAlign="center">
            <Badge variant="outline" colorPalette="brand" rounded="full" px="3" py="1" gap="2" fontSize="sm">
              <Box as="span" w="2" h="2" rounded="full" bg="brand.solid" aria-hidden="true" />
              {site.availability.hero}
            </Badge>
            <Heading
              as="h1"
              id="home-heading"
              fontSize={{ base: "4xl", sm: "5xl", md: "6xl", lg: "7xl" }}
              lineHeight="1.1"
              letterSpacing="tighter"
              fontWeight="extrabold"
            >
              <Text as="span" display="block" fontSize="0.45em" fontWeight="semibold" letterSpacing="normal" color="fg.muted" mb="2" {...printAs("hide")}>
                {greeting}
              </Text>
              <AnimatedName name={name} />
            </Heading>
            <Text hidden {...printAs("show")}>
              {jobTitle}
            </Text>
            <Text maxW="2xl" fontSize={{ base: "lg", md: "xl" }} color="fg.muted">
              {tagline}
            </Text>
            <Flex gap="3" wrap="wrap" justify="center">
              {sections.includes("projects") && (
                <LinkButton size="lg">
                  <a href="#projects">
                    <LuFolderOpen aria-hidden="true" />
                    {text.exploreProjects}
                  </a>
                </LinkButton>
              )}
              {sections.includes("contact") && (
                <LinkButton size="lg" variant={sections.includes("projects") ? "outline" : "solid"}>
                  <a href="#contact">
                    <LuSend aria-hidden="true" />
                    {text.getInTouch}
                  </a>
                </LinkButton>
              )}
            </Flex>
            <SocialLinks links={socialLinks} label={site.labels.socialLinks} justify="center" />
            {next && (
              <LinkButton variant="ghost" size="sm" color="fg.muted" mt={{ base: "2", md: "6" }}>
                <a href={`#${anchorOf(next)}`}>
                  {text.scroll}
                  <LuArrowDown aria-hidden="true" />
                </a>
              </LinkButton>
            )}
          </Stack>
        </PageContainer>
      </chakra.section>
    </InlineIcons>
  )
}

export const fragment = graphql`
  fragment HeroSection on SiteJson {
    sections
    name
    labels {
      socialLinks
    }
    # Printed under the name (the page prints as a CV); the screen's hero has the tagline.
    jobTitle
    greeting
    tagline
    availability {
      hero
    }
    socialLinks {
      ...SocialLinks
    }
    hero {
      exploreProjects
      getInTouch
      scroll
    }
  }
`
