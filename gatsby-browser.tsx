import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { SiteProvider } from "./src/components/providers/SiteProvider"
import { PageLanguageProvider, type PageLanguageContext } from "./src/components/providers/page-language"

/**
 * Only `gatsby develop` runs Gatsby's browser runtime: it renders every page in the browser
 * with the Chakra provider, and each interactive component attaches its own island
 * (src/islands/useIsland.ts). Built pages load none of it: their HTML is final and
 * src/browser/index.ts gives the interactive parts their behaviour (gatsby-ssr's
 * onPreRenderHTML puts it in place of Gatsby's scripts).
 */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <SiteProvider>{element}</SiteProvider>
)

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageLanguageProvider page={props.pageContext as Partial<PageLanguageContext>}>{element}</PageLanguageProvider>
)
