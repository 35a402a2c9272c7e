/** The real content of data/*.json, shaped as the components receive it. */
import site from "../../fixtures/sites/sample/data/site.json"
import navigation from "../../fixtures/sites/sample/data/navigation.json"
import projects from "../../fixtures/sites/sample/data/projects.json"
import experience from "../../fixtures/sites/sample/data/experience.json"
import skills from "../../fixtures/sites/sample/data/skills.json"
import apps from "../../fixtures/sites/sample/data/apps.json"
import type { LayoutData, NavigationEntry } from "../../../src/components/layout/useLayoutData"
import { projectSlug } from "../../../src/lib/project-pages"

export { site, navigation, projects, experience, skills, apps }

/** The projects as their cards' fragment has them, without an image (as when one cannot be processed: the placeholder shows). */
export const projectCards: Queries.ProjectCardFragment[] = projects.map(({ id, image, ...project }) => ({
  liveUrl: null,
  ...project,
  slug: projectSlug(project),
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

/**
 * The apps as the downloads page's fragment has them: the facts are what the build reads from
 * each file (src/lib/apk), here fixed (the browser tests check the real files' facts).
 */
export const appsWithFacts: Queries.AppFragment[] = apps.map((app, index) => ({
  ...app,
  whatsNew: null,
  releaseDate: null,
  apk: {
    packageName: `ke.example.app${index + 1}`,
    versionName: `1.${index}.2`,
    minSdk: 26,
    sizeBytes: 12_900_000 + index,
    sha256: String(index + 1).repeat(64),
    signer: { certificateSha256: "ab".repeat(32) },
  },
}))

