import { graphql, useStaticQuery } from "gatsby"
import { inLanguage, siteInLanguage, usePageLanguage } from "../providers/page-language"

/** Header and footer content and texts, shared by every page. */
export function useLayoutData() {
  const data = useStaticQuery<Queries.LayoutDataQuery>(graphql`
    query LayoutData {
      site {
        buildTime(formatString: "YYYY")
      }
      allSiteJson {
        nodes {
        language
        otherLanguages
        name
        sections
        labels {
          skipToContent
          mainNavigation
          phoneNavigation
          openMenu
          closeMenu
          scrollProgress
          socialLinks
        }
        resumeUrl
        pdfFiles {
          resume {
            path
            size
            fileName
          }
        }
        pdf {
          linkLabel
        }
        availability {
          header
        }
        socialLinks {
          ...SocialLinks
        }
        header {
          resume
          downloadResume
          languages
          theme {
            label
            light
            dark
            system
          }
        }
        footer {
          rightsReserved
          contactMe
          backToTop
          downloads
        }
        }
      }
      allNavigationJson {
        nodes {
          language
          jsonId
          label
          mobileCaption
          icon {
            ...NamedIcon
          }
        }
      }
      allAppsJson(limit: 1) {
        totalCount
      }
    }
  `)
  const page = usePageLanguage()
  const site = siteInLanguage(data.allSiteJson.nodes, page?.language)
  return {
    site,
    navigation: inLanguage(data.allNavigationJson.nodes, site.language),
    /** The same page in the site's other languages, for the language switch. */
    alternates: page?.alternates ?? [],
    buildYear: Number(data.site?.buildTime),
    /** Whether there is a /downloads page: none without apps in data/apps.json. */
    hasDownloads: data.allAppsJson.totalCount > 0,
  }
}

export type LayoutData = ReturnType<typeof useLayoutData>
export type NavigationEntry = LayoutData["navigation"][number]
