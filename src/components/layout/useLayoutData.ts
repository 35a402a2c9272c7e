import { graphql, useStaticQuery } from "gatsby"

/** Header and footer content and texts, shared by every page. */
export function useLayoutData() {
  const data = useStaticQuery<Queries.LayoutDataQuery>(graphql`
    query LayoutData {
      site {
        buildTime(formatString: "YYYY")
      }
      siteJson {
        name
        sections
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
      allNavigationJson {
        nodes {
          jsonId
          label
          mobileCaption
          icon {
            ...NamedIcon
          }
        }
      }
      allAppsJson {
        totalCount
      }
    }
  `)
  if (!data.siteJson) throw new Error("data/site.json is missing: the layout cannot render without it.")
  return {
    site: data.siteJson,
    navigation: data.allNavigationJson.nodes,
    buildYear: Number(data.site?.buildTime),
    /** Whether there is a /downloads page: none without apps in data/apps.json. */
    hasDownloads: data.allAppsJson.totalCount > 0,
  }
}

export type LayoutData = ReturnType<typeof useLayoutData>
export type NavigationEntry = LayoutData["navigation"][number]
