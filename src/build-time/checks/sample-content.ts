/**
 * What in data/ is still the sample person's: their name, e-mail, phone and
 * words (tagline, description, about), their jobs, their achievements, their projects with the screenshots and
 * case studies. Found by comparing with a fingerprint of the sample
 * (sample-fingerprint.json: SHA-256 of each identifying text and of each image file, nothing
 * readable), which a unit test keeps equal to the frozen sample in
 * __tests__/fixtures/sites/sample. An owner who replaced everything hears nothing.
 *
 * The sample's stand-in addresses (placeholder-warnings.ts) and its apps signed with the
 * sample key (check-apks.ts) are found by their own rules; the content check lists all of
 * them in one group (check-content.ts).
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import fingerprint from "./sample-fingerprint.json"
import { describeEntry } from "../../content/content-locations"
import { loadLanguages, type Content, type Translation } from "../content/read-content"

export interface SampleFingerprint {
  /** Per field of site.json (about.paragraphs: any of them): the hashes of the sample's values. */
  site: Record<"name" | "email" | "phone" | "tagline" | "description" | "about.paragraphs", string[]>
  /** A job of the sample: its description's hash. */
  experience: string[]
  achievements: string[]
  /** A translation of the sample (data/sw/): its tagline's hash. */
  translations: string[]
  projects: {
    /** Hashes of the sample's project titles, descriptions and case-study texts. */
    titles: string[]
    descriptions: string[]
    caseStudies: string[]
    /** Hashes of the sample's image files (screenshots, case-study screenshots). */
    images: string[]
  }
}

/** SHA-256 of a text as the owner sees it: white space at either end and letter case do not count. */
export const textHash = (text: string): string =>
  crypto.createHash("sha256").update(text.trim().replace(/\s+/g, " ").toLowerCase()).digest("hex")

export const fileHash = (file: string): string => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex")

type SampleProject = Content["projects"][number]

const caseStudyTexts = (project: SampleProject) =>
  [project.caseStudy?.problem, project.caseStudy?.approach, project.caseStudy?.outcome].filter((text): text is string => !!text)
const imagesOf = (project: SampleProject) => [project.image, ...(project.caseStudy?.screenshots ?? []).map((shot) => shot.image)]

/** The fingerprint of a content root's data/: what sample-fingerprint.json holds for the sample. */
export function fingerprintOf(rootDir: string): SampleFingerprint {
  const [{ content }, ...translations] = loadLanguages(rootDir)
  const { site, projects, experience, achievements } = content
  const hashes = (texts: (string | undefined)[]) => texts.filter((text): text is string => !!text).map(textHash)
  return {
    site: {
      name: hashes([site.name]),
      email: hashes([site.email]),
      phone: hashes([site.phone]),
      tagline: hashes([site.tagline]),
      description: hashes([site.description]),
      "about.paragraphs": hashes(site.about.paragraphs),
    },
    experience: hashes(experience.map((job) => job.description)),
    achievements: hashes(achievements.map((achievement) => achievement.title)),
    translations: hashes(translations.map((translation) => translation.content.site.tagline)),
    projects: {
      titles: hashes(projects.map((project) => project.title)),
      descriptions: hashes(projects.map((project) => project.description)),
      caseStudies: hashes(projects.flatMap(caseStudyTexts)),
      images: [...new Set(projects.flatMap(imagesOf))].map((image) => fileHash(path.join(rootDir, "data", image))),
    },
  }
}

/** One line per place in data/ that is still the sample's, naming file, entry and field; given content that passed its schema. */
export function sampleContentLeftovers(
  { site, experience, achievements, projects }: Partial<Content>,
  rootDir: string,
  translations: readonly Translation[] = [],
  sample: SampleFingerprint = fingerprint
): string[] {
  const isSample = (hashes: string[], text: string | undefined) => !!text && hashes.includes(textHash(text))
  const leftovers: string[] = []
  for (const { language, content } of translations) {
    if (isSample(sample.translations, content.site.tagline)) {
      leftovers.push(
        `data/${language}/: is the sample's translation, written for the sample person. Translate your own content there, ` +
          `or delete data/${language}/ and take ${JSON.stringify(language)} out of "otherLanguages" in data/site.json.`
      )
    }
  }
  if (site) {
    const fields = [
      ["name", site.name, "the sample person's name"],
      ["email", site.email, "the sample's e-mail address"],
      ["phone", site.phone, "the sample's phone number"],
      ["tagline", site.tagline, "the sample person's tagline"],
      ["description", site.description, "the sample person's description for search results"],
    ] as const
    for (const [field, value, what] of fields) {
      if (isSample(sample.site[field], value)) leftovers.push(`data/site.json, field "${field}": ${JSON.stringify(value)} is ${what}. Put your own.`)
    }
    site.about.paragraphs.forEach((paragraph, index) => {
      if (isSample(sample.site["about.paragraphs"], paragraph)) {
        leftovers.push(`data/site.json, field "about.paragraphs" entry ${index + 1}: is the sample person's own story. Write yours.`)
      }
    })
  }
  experience?.forEach((job, index) => {
    if (isSample(sample.experience, job.description)) {
      leftovers.push(`data/experience.json, ${describeEntry(job, index)}: is one of the sample person's jobs. Put yours instead, or remove it ([] shows no experience).`)
    }
  })
  achievements?.forEach((achievement, index) => {
    if (isSample(sample.achievements, achievement.title)) {
      leftovers.push(`data/achievements.json, ${describeEntry(achievement, index)}: is one of the sample person's achievements. Put yours instead, or remove it (without the file, the section is not shown).`)
    }
  })
  projects?.forEach((project, index) => {
    const parts = [
      isSample(sample.projects.titles, project.title) && "its title",
      isSample(sample.projects.descriptions, project.description) && "its description",
      ...imagesOf(project)
        .filter((image) => {
          const file = path.join(rootDir, "data", image)
          return fs.existsSync(file) && sample.projects.images.includes(fileHash(file))
        })
        .map((image) => `the screenshot data/${image}`),
      caseStudyTexts(project).some((text) => isSample(sample.projects.caseStudies, text)) && "its case study",
    ].filter((part): part is string => typeof part === "string")
    if (parts.length > 0) {
      leftovers.push(
        `data/projects.json, ${describeEntry(project, index)}: is still the sample's (${parts.join(", ")}). ` +
          `Replace it with a project of yours, or remove it.`
      )
    }
  })
  return leftovers
}
