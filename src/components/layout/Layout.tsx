import React from "react"
import { Box } from "@chakra-ui/react"
import { Footer } from "./Footer"
import { Header } from "./Header"
import { SkipLink } from "./SkipLink"
import { useLayoutData } from "./useLayoutData"
import { navigationFor, sectionsOf } from "../../shared/sections"

interface LayoutProps {
  children: React.ReactNode
  isHome?: boolean
}

/** Header, main landmark and footer around every page. */
export function Layout({ children, isHome = false }: LayoutProps) {
  const { site, navigation, buildYear, hasDownloads, alternates } = useLayoutData()
  const sections = sectionsOf(site)
  return (
    <>
      <SkipLink text={site.labels.skipToContent} />
      <Header site={site} navigation={navigationFor(navigation, sections)} isHome={isHome} alternates={alternates} />
      <Box as="main" id="main" tabIndex={-1} pt="16" minH="100dvh" outline="none">
        {children}
      </Box>
      <Footer site={site} isHome={isHome} buildYear={buildYear} hasDownloads={hasDownloads} hasContact={sections.includes("contact")} />
    </>
  )
}
