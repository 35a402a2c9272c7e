import { graphql, useStaticQuery } from "gatsby"

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
          icon
          href
          label
        }
      }
    }
  `)
  const siteUrl = data.site?.siteMetadata?.siteUrl
  if (!data.siteJson || !siteUrl) throw new Error("data/site.json or siteMetadata.siteUrl is missing.")
  return { site: data.siteJson, siteUrl, isPreview: Boolean(data.site?.siteMetadata?.isPreview) }
}
