/**
 * The sample content (__tests__/fixtures/sites/sample), shaped as the components receive it,
 * and the second owner's (__tests__/fixtures/sites/second-owner), who left out every optional part.
 */
import siteJson from "../fixtures/sites/sample/data/site.json"
import navigation from "../fixtures/sites/sample/data/navigation.json"
import projects from "../fixtures/sites/sample/data/projects.json"
import experience from "../fixtures/sites/sample/data/experience.json"
import skills from "../fixtures/sites/sample/data/skills.json"
import apps from "../fixtures/sites/sample/data/apps.json"
import secondOwnerSite from "../fixtures/sites/second-owner/data/site.json"
import secondOwnerSkills from "../fixtures/sites/second-owner/data/skills.json"
import type { LayoutData, NavigationEntry } from "../../src/components/layout/useLayoutData"
import { projectSlug } from "../../src/shared/project-pages"
import { CV_PATH, downloadName, RESUME_PATH } from "../../src/shared/cv-files"

/**
 * What the build adds to a site.json: the résumé and CV PDFs it wrote from the content
 * (src/build-time/publish/cv-files.ts), here with fixed sizes (the PDFs' own test makes real ones).
 */
export function withBuiltPdfFiles<S extends { name: string; header: { resume: string }; pdf: { cvTitle: string } }>(siteJson: S) {
  return {
    resumeUrl: null as string | null,
    cvUrl: null as string | null,
    ...siteJson,
    pdfFiles: {
      resume: { path: RESUME_PATH, size: "21.9 kB", fileName: downloadName(siteJson.name, siteJson.header.resume) },
      cv: { path: CV_PATH, size: "39.9 kB", fileName: downloadName(siteJson.name, siteJson.pdf.cvTitle) },
    },
  }
}

/** The sample's data/site.json, as the pages' queries have it. */
export const site = withBuiltPdfFiles(siteJson)

export { navigation, projects, experience, skills, apps }

/** The projects as their cards' fragment has them, without an image (as when one cannot be processed: the placeholder shows). */
export const projectCards: Queries.ProjectCardFragment[] = projects.map(({ id, image, ...project }) => ({
  liveUrl: null,
  ...project,
  slug: projectSlug(project),
  jsonId: id,
  image: { childImageSharp: null },
}))

/** What the layout's query takes from a site.json. */
const layoutOf = (content: ReturnType<typeof withBuiltPdfFiles<typeof siteJson | typeof secondOwnerSite>>): LayoutData["site"] => ({
  name: content.name,
  resumeUrl: content.resumeUrl,
  pdfFiles: { resume: content.pdfFiles.resume },
  pdf: { linkLabel: content.pdf.linkLabel },
  availability: { header: content.availability.header },
  socialLinks: content.socialLinks,
  header: content.header,
  footer: content.footer,
})

export const layoutSite = layoutOf(site)

/** The second owner: no phone, map, working hours or résumé and CV of their own, one social link, no experience, six skills in three categories. */
export const secondOwner = {
  site: { mapsUrl: null, phone: null, workingHours: null, ...withBuiltPdfFiles(secondOwnerSite) },
  skills: secondOwnerSkills,
  layoutSite: layoutOf(withBuiltPdfFiles(secondOwnerSite)),
}

/**
 * A deep copy of some texts to change, for the tests proving a component shows what the data
 * says: `const text = copyOf(site.hero); text.scroll = "Read on"`.
 */
export const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

export const navigationEntries: NavigationEntry[] = navigation.map(({ id, ...entry }) => ({ jsonId: id, ...entry }))

/**
 * The apps as the downloads page's fragment has them: the facts are what the build reads from
 * each file (src/build-time/apk), here fixed (the browser tests check the real files' facts).
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

