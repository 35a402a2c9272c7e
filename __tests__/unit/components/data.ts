/** The real content of data/*.json, shaped as the components receive it. */
import site from "../../../data/site.json"
import navigation from "../../../data/navigation.json"
import projects from "../../../data/projects.json"
import experience from "../../../data/experience.json"
import skills from "../../../data/skills.json"
import apps from "../../../data/apps.json"
import type { LayoutData, NavigationEntry } from "../../../src/components/layout/useLayoutData"

export { site, navigation, projects, experience, skills, apps }

/** The projects as their cards' fragment has them, without an image (as when one cannot be processed: the placeholder shows). */
export const projectCards: Queries.ProjectCardFragment[] = projects.map(({ id, image, ...project }) => ({
  liveUrl: null,
  ...project,
  jsonId: id,
  image: { childImageSharp: null },
}))

export const layoutSite: LayoutData["site"] = {
  name: site.name,
  resumeUrl: site.resumeUrl,
  availability: { header: site.availability.header },
  socialLinks: site.socialLinks,
  header: site.header,
  footer: site.footer,
}

/**
 * A deep copy of some texts to change, for the tests proving a component shows what the data
 * says: `const text = copyOf(site.hero); text.scroll = "Read on"`.
 */
export const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

export const navigationEntries: NavigationEntry[] = navigation.map(({ id, ...entry }) => ({ jsonId: id, ...entry }))
