import React, { useId } from "react"
import { Badge, type BadgeProps, Box, chakra, Flex, HStack, IconButton, Stack, type StackProps } from "@chakra-ui/react"
import { LanguageSwitch } from "./LanguageSwitch"
import { useLocalizedPath } from "../providers/page-language"
import { LinkButton } from "../ui/LinkButton"
import { useIsland } from "../../islands/useIsland"
import { header, headerContract } from "./header.island"
import { DocumentLink } from "../ui/DocumentLink"
import { cvLink } from "../../shared/cv-files"
import { LuDownload, LuFileText, LuMenu, LuX } from "../../icons/template-icons"
import { PageContainer } from "./PageContainer"
import { ScrollProgress } from "./ScrollProgress"
import { ThemeSwitch } from "./ThemeSwitch"
import type { LayoutData, NavigationEntry } from "./useLayoutData"
import { NavEntry } from "./NavEntry"
import { printAs } from "../../theme/print-markers"
import { islandMarkup } from "../../islands/markup"
import { InlineIcons } from "../../icons/icon-sprite"
import { LaterMarkup } from "../ui/LaterMarkup"

const headerMarkup = islandMarkup(headerContract)


interface HeaderProps {
  site: LayoutData["site"]
  /** The same page in the site's other languages: a site of one language has none, and no switch. */
  alternates: LayoutData["alternates"]
  navigation: readonly NavigationEntry[]
  /** On the home page entries are same-page anchors; elsewhere they lead back home. */
  isHome: boolean
}

function AvailabilityBadge({ text, ...props }: { text: string } & BadgeProps) {
  return (
    <Badge variant="subtle" colorPalette="brand" rounded="full" px="2.5" gap="1.5" {...props}>
      <Box as="span" w="2" h="2" rounded="full" bg="brand.solid" aria-hidden="true" />
      {text}
    </Badge>
  )
}

export function Header({ site, navigation, isHome, alternates }: HeaderProps) {
  const ref = useIsland<HTMLElement>(header)
  const menuId = useId()
  const localized = useLocalizedPath()
  const languageSwitch = (props: StackProps & { landmark?: boolean }) =>
    site.header.languages ? <LanguageSwitch language={site.language} alternates={alternates} label={site.header.languages} {...props} /> : null

  return (
    <InlineIcons>
      <chakra.header
        ref={ref}
        {...headerMarkup.root}
        {...printAs("hide")}
        {...headerMarkup.values({ followSections: isHome || undefined })}
        position="fixed"
        top="0"
        insetX="0"
        zIndex="sticky"
        bg="bg.translucent"
        backdropFilter="blur(12px)"
        borderBottomWidth="1px"
        borderColor="border"
      >
        <ScrollProgress label={site.labels.scrollProgress} />
        <PageContainer>
          <Flex h="16" align="center" justify="space-between" gap="4">
            {/* The owner's name, and under it, from tablets up, that they are available: stacked,
                the two take the width of the longer, and leave the bar's room to the links. */}
            <Stack gap="0.5" minW="0" flexShrink="0" align="flex-start">
              <chakra.a
                href={isHome ? "#home" : localized("/")}
                fontWeight="bold"
                fontSize="lg"
                lineHeight="short"
                letterSpacing="tight"
                color="fg"
                rounded="md"
                focusVisibleRing="outside"
                whiteSpace="nowrap"
              >
                {site.name}
              </chakra.a>
              <AvailabilityBadge text={site.availability.header} display={{ base: "none", md: "inline-flex" }} size="sm" whiteSpace="nowrap" />
            </Stack>

            <chakra.nav aria-label={site.labels.mainNavigation} display={{ base: "none", lg: "block" }} flexShrink="0">
              <HStack as="ul" gap="1" listStyleType="none">
                {navigation.map((entry, index) => (
                  <NavEntry key={entry.jsonId} entry={entry} index={index} isHome={isHome} place="bar" />
                ))}
              </HStack>
            </chakra.nav>

            <HStack gap="2" flexShrink="0">
              {languageSwitch({ display: { base: "none", lg: "flex" } })}
              <ThemeSwitch text={site.header.theme} labels="tooltip" display={{ base: "none", lg: "inline-flex" }} />
              <LinkButton size="sm" variant="solid" display={{ base: "none", lg: "inline-flex" }}>
                <DocumentLink link={cvLink(site.resumeUrl, site.pdfFiles.resume, site.header.resume, site.pdf.linkLabel)}>
                  <LuFileText aria-hidden="true" />
                  {site.header.resume}
                </DocumentLink>
              </LinkButton>
              <IconButton
                display={{ base: "inline-flex", lg: "none" }}
                variant="ghost"
                {...headerMarkup.target("menuToggle")}
                {...headerMarkup.scriptOnlyControl}
                {...headerMarkup.values({ labelOpen: site.labels.openMenu, labelClose: site.labels.closeMenu })}
                aria-label={site.labels.openMenu}
                aria-expanded={false}
                css={{ "&[aria-expanded=true] .menu-open, &[aria-expanded=false] .menu-close": { display: "none" } }}
              >
                <LuMenu aria-hidden="true" className="menu-open" />
                <LuX aria-hidden="true" className="menu-close" />
              </IconButton>
            </HStack>
          </Flex>
        </PageContainer>

        {/* Hidden until the menu button opens it, which a script alone can: a built page carries
            it as a template until then, 59 elements that are no part of the page at load. The
            island names it as what the button controls once it is there. */}
        <LaterMarkup {...headerMarkup.target("menuMarkup")}>
          <chakra.nav
            id={menuId}
            {...headerMarkup.target("menu")}
            aria-label={site.labels.phoneNavigation}
            hidden
            display={{ base: "block", lg: "none" }}
            borderTopWidth="1px"
            borderColor="border"
            bg="bg.subtle"
            maxH="calc(100dvh - 4rem)"
            overflowY="auto"
          >
            <PageContainer py="3">
              {/* Phones have no room for it next to the name: the menu says it instead. */}
              <AvailabilityBadge text={site.availability.header} display={{ base: "inline-flex", md: "none" }} mb="3" />
              <chakra.ul listStyleType="none" display="grid" gap="1">
                {navigation.map((entry, index) => (
                  <NavEntry key={entry.jsonId} entry={entry} index={index} isHome={isHome} place="menu" />
                ))}
              </chakra.ul>
              <ThemeSwitch text={site.header.theme} labels="visible" mt="3" />
              {languageSwitch({ mt: "3", landmark: false })}
              <LinkButton w="full" mt="3" size="md">
                <DocumentLink link={cvLink(site.resumeUrl, site.pdfFiles.resume, site.header.downloadResume, site.pdf.linkLabel)}>
                  <LuDownload aria-hidden="true" />
                  {site.header.downloadResume}
                </DocumentLink>
              </LinkButton>
            </PageContainer>
          </chakra.nav>
        </LaterMarkup>
      </chakra.header>
    </InlineIcons>
  )
}
