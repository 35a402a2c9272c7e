import React from "react"
import { chakra, Flex, IconButton, Stack, Text } from "@chakra-ui/react"
import { LinkButton } from "../ui/LinkButton"
import { LuArrowUp, LuMail, LuSmartphone } from "../ui/icons"
import { Link } from "gatsby"
import { footer } from "../../islands/footer"
import { useIsland } from "../../islands/useIsland"
import { SocialLinks } from "../ui/SocialLinks"
import { Tooltip } from "../ui/Tooltip"
import { PageContainer } from "./PageContainer"
import type { LayoutData } from "./useLayoutData"

interface FooterProps {
  site: LayoutData["site"]
  isHome: boolean
  /**
   * The copyright year in the built HTML; the footer island replaces it with the visitor's
   * own year.
   */
  buildYear: number
}

export function Footer({ site, isHome, buildYear }: FooterProps) {
  const text = site.footer
  const ref = useIsland<HTMLElement>(footer)
  return (
    <chakra.footer ref={ref} data-island="footer" borderTopWidth="1px" borderColor="border" bg="bg.subtle" py="10">
      <PageContainer>
        <Flex direction={{ base: "column", md: "row" }} align="center" justify="space-between" gap="6">
          <Stack gap="1" textAlign={{ base: "center", md: "start" }}>
            <Text fontWeight="semibold">{site.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              © <span data-current-year="">{buildYear}</span> {site.name}. {text.rightsReserved}
            </Text>
          </Stack>
          <SocialLinks links={site.socialLinks} label="Social links" />
          <Flex gap="3" align="center" wrap="wrap" justify="center">
            <LinkButton variant="ghost" size="sm">
              <Link to="/downloads">
                <LuSmartphone aria-hidden="true" />
                {text.downloads}
              </Link>
            </LinkButton>
            <LinkButton variant="outline" size="sm">
              <a href={isHome ? "#contact" : "/#contact"}>
                <LuMail aria-hidden="true" />
                {text.contactMe}
              </a>
            </LinkButton>
            <Tooltip content={text.backToTop}>
              <IconButton aria-label={text.backToTop} size="sm" rounded="full" data-scroll-to-top="" data-needs-js="" data-until-ready="" disabled>
                <LuArrowUp aria-hidden="true" />
              </IconButton>
            </Tooltip>
          </Flex>
        </Flex>
      </PageContainer>
    </chakra.footer>
  )
}
