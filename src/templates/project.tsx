import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { openingImage, ProjectPage } from "../components/sections/project-page/ProjectPage"
import { Seo } from "../components/seo/Seo"
import { ImagePreload } from "../components/sections/projects/ImagePreload"
import { projectJsonLd } from "../shared/metadata"
import { projectShareImagePath } from "../shared/project-pages"
import type { PageLanguageContext } from "../components/providers/page-language"

/** What gatsby-node gives a project page besides its language: where its "back" link leads (src/shared/project-pages.ts galleryPath). */
interface ProjectPageContext extends PageLanguageContext {
  galleryPath: string
}

/** One project's own page, /projects/<slug> (gatsby-node's createPages makes one per project). */
export default function ProjectTemplate({ data, pageContext }: PageProps<Queries.ProjectPageQuery, Partial<ProjectPageContext>>) {
  const { projectsJson: project, siteJson: site } = data
  if (!project || !site) throw new Error("The project page has no project, or data/site.json is missing.")
  return (
    <Layout>
      <ProjectPage project={project} site={site} previous={data.previous} next={data.next} galleryPath={pageContext?.galleryPath} />
    </Layout>
  )
}

export const Head = ({ location, data, pageContext }: HeadProps<Queries.ProjectPageQuery, Partial<PageLanguageContext>>) => {
  const project = data.projectsJson
  const siteUrl = data.site?.siteMetadata?.siteUrl
  if (!project || !siteUrl) return <Seo pathname={location.pathname} />
  return (
    <>
      <ImagePreload image={openingImage(project)} />
      <Seo
        pathname={location.pathname}
        title={project.title}
        description={project.description}
        image={{ path: projectShareImagePath(project.slug), alt: `${project.title}: ${project.imageAlt}` }}
        about={projectJsonLd(project, siteUrl, { pathname: location.pathname, language: pageContext.language })}
      />
    </>
  )
}

export const query = graphql`
  query ProjectPage($id: String!, $previousId: String!, $nextId: String!, $language: String!) {
    site {
      siteMetadata {
        siteUrl
      }
    }
    siteJson(language: { eq: $language }) {
      ...ProjectPageSite
    }
    projectsJson(id: { eq: $id }) {
      ...ProjectPageProject
    }
    previous: projectsJson(id: { eq: $previousId }) {
      ...ProjectPagerLink
    }
    next: projectsJson(id: { eq: $nextId }) {
      ...ProjectPagerLink
    }
  }
`
