import React from "react"
import { graphql, useStaticQuery, type HeadProps, type PageProps } from "gatsby"
import { inLanguage, siteInLanguage, type PageLanguageContext } from "../components/providers/page-language"
import { Layout } from "../components/layout/Layout"
import { Projects } from "../components/sections/projects/Projects"
import { Seo } from "../components/seo/Seo"
import { galleryPageTitle } from "../shared/projects"

/**
 * A static query, not a page query: gatsby-node makes this page only for a site with more
 * projects than the home page carries, and Gatsby warns about a page query no page runs.
 */
function useGallery(language: string | undefined) {
  const data = useStaticQuery<Queries.ProjectsGalleryQuery>(graphql`
    query ProjectsGallery {
      allSiteJson {
        nodes {
          language
          otherLanguages
          ...ProjectsSection
        }
      }
      allProjectsJson {
        nodes {
          language
          ...ProjectCard
        }
      }
    }
  `)
  const site = siteInLanguage(data.allSiteJson.nodes, language)
  return { site, projects: inLanguage(data.allProjectsJson.nodes, site.language) }
}

/** /projects: every project, filterable, for a site with more projects than the home page carries (src/shared/projects.ts). */
export default function ProjectsGalleryPage({ pageContext }: PageProps<object, Partial<PageLanguageContext>>) {
  const { site, projects } = useGallery(pageContext.language)
  return (
    <Layout>
      <Projects site={site} projects={projects} asPage />
    </Layout>
  )
}

export function Head({ location, pageContext }: HeadProps<object, Partial<PageLanguageContext>>) {
  const { site } = useGallery(pageContext.language)
  return <Seo pathname={location.pathname} title={galleryPageTitle(site.projects.filters)} description={site.projects.subtitle ?? undefined} />
}
