import React, { useEffect, useState } from "react"
import { Button, chakra, Flex, IconButton, Stack, Text } from "@chakra-ui/react"
import { LuArrowUp, LuMail, LuSmartphone } from "react-icons/lu"
import { Link } from "gatsby"
import { SocialLinks } from "../ui/SocialLinks"
import { Tooltip } from "../ui/Tooltip"
import { PageContainer } from "./PageContainer"
import type { LayoutData } from "./useLayoutData"

interface FooterProps {
  site: LayoutData["site"]
  isHome: boolean
  /**
   * The copyright year in the built HTML. The visitor's own clock replaces it once the page
   * runs: rendering the current year straight away would not match the HTML after New Year
   * and make React throw the server markup away.
   */
  buildYear: number
}

export function Footer({ site, isHome, buildYear }: FooterProps) {
  const text = site.footer
  const [year, setYear] = useState(buildYear)
  useEffect(() => setYear(new Date().getFullYear()), [])
  // scrollTo without "behavior" follows the CSS scroll-behavior, so reduced motion jumps instantly.
  const scrollToTop = () => window.scrollTo({ top: 0 })
  return (
    <chakra.footer borderTopWidth="1px" borderColor="border" bg="bg.subtle" py="10">
      <PageContainer>
        <Flex direction={{ base: "column", md: "row" }} align="center" justify="space-between" gap="6">
          <Stack gap="1" textAlign={{ base: "center", md: "start" }}>
            <Text fontWeight="semibold">{site.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              © {year} {site.name}. {text.rightsReserved}
            </Text>
          </Stack>
          <SocialLinks links={site.socialLinks} label="Social links" />
          <Flex gap="3" align="center" wrap="wrap" justify="center">
            <Button asChild variant="ghost" size="sm">
              <Link to="/downloads">
                <LuSmartphone aria-hidden="true" />
                {text.downloads}
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={isHome ? "#contact" : "/#contact"}>
                <LuMail aria-hidden="true" />
                {text.contactMe}
              </a>
            </Button>
            <Tooltip content={text.backToTop}>
              <IconButton aria-label={text.backToTop} size="sm" rounded="full" onClick={scrollToTop}>
                <LuArrowUp aria-hidden="true" />
              </IconButton>
            </Tooltip>
          </Flex>
        </Flex>
      </PageContainer>
    </chakra.footer>
  )
}
