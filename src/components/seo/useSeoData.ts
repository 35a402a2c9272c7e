import { graphql, useStaticQuery } from "gatsby"
import { shownAchievements } from "../../shared/achievements"
import { sectionsOf } from "../../shared/sections"
import { pageAlternates, unlocalizedPath } from "../../shared/languages"
import { inLanguage, siteInLanguage } from "../providers/page-language"

/**
 * What a page's <head> needs: the owner's data in the page's language (told by its address:
 * the Head API renders outside the page's providers), the page in the site's other languages,
 * and the address this build is for (siteMetadata is set in gatsby-config.ts from
 * src/content/site-url.ts).
 */
export function useSeoData(pathname: string) {
  const data = useStaticQuery<Queries.SeoDataQuery>(graphql`
    query SeoData {
      site {
        siteMetadata {
          siteUrl
          isPreview
        }
      }
      allSiteJson {
        nodes {
          name
          language
          otherLanguages
          region
          jobTitle
          description
          location
          socialLinks {
            href
            label
          }
          sections
          achievements {
            showExpired
          }
        }
      }
      allAchievementsJson {
        nodes {
          language
          kind
          title
          issuer
          date
          expires
          credentialId
          url
        }
      }
    }
  `)
  const siteUrl = data.site?.siteMetadata?.siteUrl
  if (!siteUrl) throw new Error("siteMetadata.siteUrl is missing.")
  const defaultSite = siteInLanguage(data.allSiteJson.nodes, undefined)
  const { achievements: texts, ...site } = siteInLanguage(data.allSiteJson.nodes, unlocalizedPath(pathname, defaultSite).language)
  // What the achievements section shows, when the site shows it.
  const credentials = sectionsOf(site).includes("achievements") ? shownAchievements(inLanguage(data.allAchievementsJson.nodes, site.language), texts?.showExpired ?? true, new Date()) : []
  return { site: { ...site, credentials }, siteUrl, isPreview: Boolean(data.site?.siteMetadata?.isPreview), alternates: pageAlternates(pathname, defaultSite) }
}
