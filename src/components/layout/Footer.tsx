import React from "react"
import { useLocalizedPath } from "../providers/page-language"
import { chakra, Flex, IconButton, Stack, Text } from "@chakra-ui/react"
import { LinkButton } from "../ui/LinkButton"
import { LuArrowUp, LuMail, LuSmartphone } from "../../icons/template-icons"
import { Link } from "gatsby"
import { useIsland } from "../../islands/useIsland"
import { footer, footerContract } from "./footer.island"
import { SocialLinks } from "../ui/SocialLinks"
import { Tooltip } from "../ui/Tooltip"
import { PageContainer } from "./PageContainer"
import type { LayoutData } from "./useLayoutData"
import { printAs } from "../../theme/print-markers"
import { islandMarkup } from "../../islands/markup"

const footerMarkup = islandMarkup(footerContract)

interface FooterProps {
  site: LayoutData["site"]
  isHome: boolean
  /**
   * The copyright year in the built HTML; the footer island replaces it with the visitor's
   * own year.
   */
  buildYear: number
  /** Whether the site has a /downloads page to link to. */
  hasDownloads: boolean
  /** Whether the home page has the contact section to lead to. */
  hasContact: boolean
}

export function Footer({ site, isHome, buildYear, hasDownloads, hasContact }: FooterProps) {
  const localized = useLocalizedPath()
  const text = site.footer
  const ref = useIsland<HTMLElement>(footer)
  return (
    <chakra.footer ref={ref} {...footerMarkup.root} {...printAs("hide")} borderTopWidth="1px" borderColor="border" bg="bg.subtle" py="10">
      <PageContainer>
        <Flex direction={{ base: "column", md: "row" }} align="center" justify="space-between" gap="6">
          <Stack gap="1" textAlign={{ base: "center", md: "start" }}>
            <Text fontWeight="semibold">{site.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {"© "}
              <span {...footerMarkup.target("year")}>{buildYear}</span>
              {` ${site.name}. ${text.rightsReserved}`}
            </Text>
          </Stack>
          <SocialLinks links={site.socialLinks} label={site.labels.socialLinks} />
          <Flex gap="3" align="center" wrap="wrap" justify="center">
            {hasDownloads && (
              <LinkButton variant="ghost" size="sm">
                <Link to={localized("/downloads")}>
                  <LuSmartphone aria-hidden="true" />
                  {text.downloads}
                </Link>
              </LinkButton>
            )}
            {hasContact && (
              <LinkButton variant="outline" size="sm">
                <a href={isHome ? "#contact" : `${localized("/")}#contact`}>
                  <LuMail aria-hidden="true" />
                  {text.contactMe}
                </a>
              </LinkButton>
            )}
            <Tooltip content={text.backToTop}>
              <IconButton aria-label={text.backToTop} size="sm" rounded="full" {...footerMarkup.target("scrollToTop")} {...footerMarkup.scriptOnlyControl}>
                <LuArrowUp aria-hidden="true" />
              </IconButton>
            </Tooltip>
          </Flex>
        </Flex>
      </PageContainer>
    </chakra.footer>
  )
}
