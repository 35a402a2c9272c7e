/**
 * The query results the pages receive, built from the frozen sample (components/sample-data.ts) the
 * way the data layer shapes them ("id" becomes "jsonId"). Images are left out, as
 * when an image cannot be processed, so the cards' placeholders render.
 */
import { achievements, apps, appsWithFacts, experience, layoutSite, navigationEntries, projectCards, projects, site, skills } from "./sample-data"
import { neighbours, projectSlug } from "../../src/shared/project-pages"

export const siteData = site
export const projectsData = projects
export const appsData = apps

export const layoutData = {
  site: { buildTime: "2026" },
  // One node for the layout's query and the head's (useSeoData), in the sample's one language here.
  allSiteJson: { nodes: [{ ...site, ...layoutSite }] },
  allNavigationJson: { nodes: navigationEntries },
  allAppsJson: { totalCount: apps.length },
  // The head's query (useSeoData) is answered by the same mock.
  allAchievementsJson: { nodes: achievements },
}

export const homePageData = {
  siteJson: site,
  allExperienceJson: { nodes: experience },
  allProjectsJson: { nodes: projectCards },
  allSkillsJson: { nodes: skills },
  allAchievementsJson: { nodes: achievements },
} as unknown as Queries.HomePageQuery

export const downloadsPageData = {
  site: { siteMetadata: { siteUrl: site.siteUrl } },
  siteJson: { language: site.language, sizes: site.sizes, downloads: site.downloads },
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
    siteJson: { labels: site.labels, projects: site.projects },
    projectsJson: asNode(projects[index]),
    previous: pagerLink(previous),
    next: pagerLink(next),
  } as unknown as Queries.ProjectPageQuery
}
