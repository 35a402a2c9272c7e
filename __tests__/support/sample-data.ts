/**
 * The sample content (__tests__/fixtures/sites/sample), shaped as the components receive it,
 * and the second owner's (__tests__/fixtures/sites/second-owner), who left out every optional part.
 */
import siteJson from "../fixtures/sites/sample/data/site.json"
import navigation from "../fixtures/sites/sample/data/navigation.json"
import projects from "../fixtures/sites/sample/data/projects.json"
import experienceJson from "../fixtures/sites/sample/data/experience.json"
import skillsJson from "../fixtures/sites/sample/data/skills.json"
import apps from "../fixtures/sites/sample/data/apps.json"
import secondOwnerSite from "../fixtures/sites/second-owner/data/site.json"
import secondOwnerSkills from "../fixtures/sites/second-owner/data/skills.json"
import type { LayoutData, NavigationEntry } from "../../src/components/layout/useLayoutData"
import { projectSlug } from "../../src/shared/project-pages"
import { cvFilePaths, downloadName } from "../../src/shared/cv-files"
import { iconDrawing, type IconDrawing } from "../../src/icons/catalogue"
import achievements from "../fixtures/sites/sample/data/achievements.json"
import { readFixtureContent } from "../../tools/fixture-sites"

/** The accessible names the second owner leaves out: the check fills in the schema's defaults, as the data layer has them. */
const secondOwnerLabels = readFixtureContent("second-owner").site.labels

/** Entries whose icon the data layer gives as its drawing (src/icons/icon-field.ts), as the pages' queries have them. */
export const withDrawnIcons = <E extends { icon: string }>(entries: readonly E[]): (Omit<E, "icon"> & { icon: IconDrawing })[] =>
  entries.map((entry) => ({ ...entry, icon: iconDrawing(entry.icon) }))

/**
 * What the build adds to a site.json: the résumé and CV PDFs it wrote from the content
 * (src/build-time/publish/cv-files.ts), here with fixed sizes (the PDFs' own test makes real ones).
 */
export function withBuiltPdfFiles<S extends { name: string; header: { resume: string }; pdf: { cvTitle: string } }>(siteJson: S) {
  const fileNames = { resume: downloadName(siteJson.name, siteJson.header.resume), cv: downloadName(siteJson.name, siteJson.pdf.cvTitle) }
  const paths = cvFilePaths(fileNames)
  return {
    resumeUrl: null as string | null,
    cvUrl: null as string | null,
    ...siteJson,
    pdfFiles: {
      resume: { path: paths.resume, size: "21.9 kB", fileName: fileNames.resume },
      cv: { path: paths.cv, size: "39.9 kB", fileName: fileNames.cv },
    },
  }
}

/** The sample's data/site.json, as the pages' queries have it. */
/** A text's plural forms as the data layer gives them: every form, null where the data has none. */
const withEveryPluralForm = (forms: { one?: string; other: string }): Queries.PluralText => ({ zero: null, one: null, two: null, few: null, many: null, ...forms })

/** The choices of how a language writes months and sizes, which the data layer gives as null when the file leaves them out. */
const DEFAULT_WRITING = { months: null, sizes: null }

export const site = {
  ...DEFAULT_WRITING,
  ...withBuiltPdfFiles(siteJson),
  labels: { ...siteJson.labels, showingProjects: withEveryPluralForm(siteJson.labels.showingProjects) },
  socialLinks: withDrawnIcons(siteJson.socialLinks),
}

/** The sample's skills, as the skills section's query has them. */
export const skills = withDrawnIcons(skillsJson)

export { navigation, projects, apps, achievements }

/** The positions as the experience fragment has them: a position still held has no end. */
export const experience: Queries.ExperienceEntryFragment[] = experienceJson.map(({ id: _id, ...entry }) => ({ end: null, ...entry }))

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
  language: content.language,
  otherLanguages: "otherLanguages" in content ? content.otherLanguages : null,
  labels: "labels" in content ? content.labels : secondOwnerLabels,
  name: content.name,
  sections: "sections" in content ? content.sections : null,
  resumeUrl: content.resumeUrl,
  pdfFiles: { resume: content.pdfFiles.resume },
  pdf: { linkLabel: content.pdf.linkLabel },
  availability: { header: content.availability.header },
  socialLinks: withDrawnIcons(content.socialLinks),
  header: { languages: null, ...content.header },
  footer: content.footer,
})

export const layoutSite = layoutOf(withBuiltPdfFiles(siteJson))

/** The second owner: no phone, map, working hours or résumé and CV of their own, one social link, no experience, six skills in three categories. */
export const secondOwner = {
  site: {
    mapsUrl: null,
    phone: null,
    workingHours: null,
    ...DEFAULT_WRITING,
    ...withBuiltPdfFiles(secondOwnerSite),
    socialLinks: withDrawnIcons(secondOwnerSite.socialLinks),
    sections: null,
    labels: secondOwnerLabels,
    // Optional texts the second owner leaves out, as the data layer gives them: null.
    contact: { ...secondOwnerSite.contact, form: { errors: null, ...secondOwnerSite.contact.form } },
  },
  skills: withDrawnIcons(secondOwnerSkills),
  layoutSite: layoutOf(withBuiltPdfFiles(secondOwnerSite)),
}

/**
 * A deep copy of some texts to change, for the tests proving a component shows what the data
 * says: `const text = copyOf(site.hero); text.scroll = "Read on"`.
 */
export const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

export const navigationEntries: NavigationEntry[] = withDrawnIcons(navigation).map(({ id, ...entry }) => ({ language: siteJson.language, jsonId: id, ...entry }))

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

