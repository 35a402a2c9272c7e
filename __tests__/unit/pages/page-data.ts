/**
 * The query results the pages receive, built from the real files in data/ the way
 * gatsby-transformer-json shapes them ("id" becomes "jsonId"). Images are left out, as
 * when an image cannot be processed, so the cards' placeholders render.
 */
import siteJson from "../../fixtures/sites/sample/data/site.json"
import navigation from "../../fixtures/sites/sample/data/navigation.json"
import projects from "../../fixtures/sites/sample/data/projects.json"
import experience from "../../fixtures/sites/sample/data/experience.json"
import skills from "../../fixtures/sites/sample/data/skills.json"
import apps from "../../fixtures/sites/sample/data/apps.json"
import { appsWithFacts, withBuiltPdfFiles } from "../components/data"
import { neighbours, projectSlug } from "../../../src/lib/project-pages"

const site = withBuiltPdfFiles(siteJson)
export const siteData = site
export const projectsData = projects
export const appsData = apps

export const layoutData = {
  site: { buildTime: "2026" },
  siteJson: {
    name: site.name,
    resumeUrl: site.resumeUrl,
    pdfFiles: { resume: site.pdfFiles.resume },
    pdf: { linkLabel: site.pdf.linkLabel },
    availability: { header: site.availability.header },
    socialLinks: site.socialLinks,
    header: site.header,
    footer: site.footer,
  },
  allNavigationJson: { nodes: navigation.map(({ id, ...entry }) => ({ jsonId: id, ...entry })) },
  allAppsJson: { totalCount: apps.length },
}

export const homePageData = {
  siteJson: site,
  allExperienceJson: { nodes: experience },
  allProjectsJson: {
    nodes: projects.map(({ id, image, ...project }) => ({
      jsonId: id,
      ...project,
      slug: projectSlug(project),
      image: { childImageSharp: null },
    })),
  },
  allSkillsJson: { nodes: skills },
} as unknown as Queries.HomePageQuery

export const downloadsPageData = {
  site: { siteMetadata: { siteUrl: site.siteUrl } },
  siteJson: { downloads: site.downloads },
  allAppsJson: { nodes: appsWithFacts },
} as Queries.DownloadsPageQuery

export const notFoundPageData: Queries.NotFoundPageQuery = {
  siteJson: { notFound: site.notFound },
}

/** A project page's query result, as createPages gives it the project at `index` and its neighbours. */
export function projectPageData(index: number): Queries.ProjectPageQuery {
  const asNode = ({ id, image, caseStudy, ...project }: (typeof projects)[number]) => ({
    jsonId: id,
    liveUrl: null,
    ...project,
    slug: projectSlug(project),
    image: { childImageSharp: null },
    caseStudy: caseStudy
      ? { ...caseStudy, screenshots: "screenshots" in caseStudy ? caseStudy.screenshots?.map(({ alt }) => ({ alt, image: { childImageSharp: null } })) : null }
      : null,
  })
  const { previous, next } = neighbours(projects, index)
  const pagerLink = (project: (typeof projects)[number] | undefined) => (project ? { title: project.title, slug: projectSlug(project) } : null)
  return {
    site: { siteMetadata: { siteUrl: site.siteUrl } },
    siteJson: { projects: site.projects },
    projectsJson: asNode(projects[index]),
    previous: pagerLink(previous),
    next: pagerLink(next),
  } as unknown as Queries.ProjectPageQuery
}
