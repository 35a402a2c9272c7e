import { graphql, useStaticQuery } from "gatsby"
import { shownAchievements } from "../../shared/achievements"
import { sectionsOf } from "../../shared/sections"

/**
 * What every page's <head> needs: the owner's data, and the address this build is for
 * (siteMetadata is set in gatsby-config.ts from src/content/site-url.ts).
 */
export function useSeoData() {
  const data = useStaticQuery<Queries.SeoDataQuery>(graphql`
    query SeoData {
      site {
        siteMetadata {
          siteUrl
          isPreview
        }
      }
      siteJson {
        name
        language
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
      allAchievementsJson {
        nodes {
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
  if (!data.siteJson || !siteUrl) throw new Error("data/site.json or siteMetadata.siteUrl is missing.")
  const { achievements: texts, ...site } = data.siteJson
  // What the achievements section shows, when the site shows it.
  const credentials = sectionsOf(site).includes("achievements") ? shownAchievements(data.allAchievementsJson.nodes, texts?.showExpired ?? true, new Date()) : []
  return { site: { ...site, credentials }, siteUrl, isPreview: Boolean(data.site?.siteMetadata?.isPreview) }
}
