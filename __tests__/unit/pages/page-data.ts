/**
 * The query results the pages receive, built from the real files in data/ the way
 * gatsby-transformer-json shapes them ("id" becomes "jsonId"). Images are left out, as
 * when an image cannot be processed, so the cards' placeholders render.
 */
import site from "../../../data/site.json"
import navigation from "../../../data/navigation.json"
import projects from "../../../data/projects.json"
import experience from "../../../data/experience.json"
import skills from "../../../data/skills.json"
import apps from "../../../data/apps.json"
import { appsWithFacts } from "../components/data"

export const siteData = site
export const projectsData = projects
export const appsData = apps

export const layoutData = {
  site: { buildTime: "2026" },
  siteJson: {
    name: site.name,
    resumeUrl: site.resumeUrl,
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
