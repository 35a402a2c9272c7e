import React from "react"
import { isDefaultLanguageSite, localizedPath, type PageAlternate, type SiteLanguages } from "../../shared/languages"

export type { PageAlternate }

/** What every page the build makes is given (src/build-time/pages/site-pages.ts). */
export interface PageLanguageContext {
  /** The page's language, which its query asks its content in. */
  language: string
  /** The same page in every language of the site, this one's included; none in a site of one language. */
  alternates: PageAlternate[]
}

const PageLanguage = React.createContext<PageLanguageContext | undefined>(undefined)

/** Gives the page's components its language (gatsby-ssr and gatsby-browser wrap every page in it). */
export function PageLanguageProvider({ page, children }: { page: Partial<PageLanguageContext> | undefined; children: React.ReactNode }) {
  const value = page?.language ? { language: page.language, alternates: page.alternates ?? [] } : undefined
  return <PageLanguage.Provider value={value}>{children}</PageLanguage.Provider>
}

/** The page's language and its alternates; undefined outside a page (a component rendered alone). */
export const usePageLanguage = (): PageLanguageContext | undefined => React.useContext(PageLanguage)

/**
 * A static query's answer for the page's language: it asks for every language's (a static
 * query takes no variables) and keeps the page's, or the default language's outside a page.
 */
export function siteInLanguage<S extends SiteLanguages>(sites: readonly S[], language: string | undefined): S {
  const site = sites.find((candidate) => candidate.language === language) ?? sites.find(isDefaultLanguageSite) ?? sites[0]
  if (!site) throw new Error("data/site.json is missing: the page cannot render without it.")
  return site
}

/** The entries of a list file in a language (a node without one is the default language's, as the tests' data are). */
export const inLanguage = <N extends { language?: string | null }>(nodes: readonly N[], language: string): N[] =>
  nodes.filter((node) => (node.language ?? language) === language)

/** A site address in the page's language: "/downloads" is "/sw/downloads" on a Kiswahili page. */
export function useLocalizedPath(): (path: string) => string {
  const page = usePageLanguage()
  const defaultLanguage = page?.alternates[0]?.language
  return (path) => (page && defaultLanguage ? localizedPath(path, page.language, defaultLanguage) : path)
}
