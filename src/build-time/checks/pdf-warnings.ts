/**
 * The content check's warnings about the résumé and CV PDFs (npm run check): the characters of
 * the texts they print that their font cannot draw (src/fonts/pdf-font.ts), by file, entry and
 * field. Those characters are left out of the files; the pages show them normally.
 */
import { describeEntry } from "../../content/content-locations"
import { quoteCharacters, undrawableWith } from "../../fonts/coverage"
import type { CvContent } from "../cv-pdf/content"
import { PDF_FONTS } from "../../fonts/pdf-font"

interface PrintedText {
  /** "data/site.json" */
  file: string
  /** `entry 2 (id 2, title "…")`, or none for data/site.json. */
  entry?: string
  /** "caseStudy.problem", "about.paragraphs[1]" */
  field: string
  text: string | undefined
}

const entryOf = (entry: unknown, index: number) => describeEntry(entry, index)

/** Every text of the content the PDFs print, and where it is written. */
export function printedTexts({ site, projects, experience, skills, achievements }: CvContent): PrintedText[] {
  const inSite = (field: string, text: string | undefined): PrintedText => ({ file: "data/site.json", field, text })
  const list = (field: string, texts: readonly string[] | undefined) => (texts ?? []).map((text, i) => inSite(`${field}[${i}]`, text))
  return [
    ...(["name", "jobTitle", "tagline", "location", "phone", "email", "workingHours"] as const).map((field) => inSite(field, site[field])),
    ...site.socialLinks.map((link, i) => inSite(`socialLinks[${i}].label`, link.label)),
    inSite("header.resume", site.header.resume),
    inSite("about.title", site.about.title),
    ...list("about.paragraphs", site.about.paragraphs),
    inSite("about.experienceTitle", site.about.experienceTitle),
    inSite("about.present", site.about.present),
    inSite("projects.title", site.projects.title),
    ...site.projects.filters.map((filter, i) => inSite(`projects.filters[${i}].label`, filter.label)),
    ...(["code", "liveDemo", "details"] as const).map((key) => inSite(`projects.card.${key}`, site.projects.card[key])),
    ...Object.entries(site.projects.page).map(([key, text]) => inSite(`projects.page.${key}`, text)),
    inSite("skills.title", site.skills.title),
    ...site.skills.tabs.map((tab, i) => inSite(`skills.tabs[${i}].label`, tab.label)),
    inSite("contact.infoLabels.workingHours", site.contact.infoLabels.workingHours),
    ...(achievements.length > 0 && site.achievements
      ? [
          inSite("achievements.title", site.achievements.title),
          ...Object.entries(site.achievements.kinds).map(([kind, text]) => inSite(`achievements.kinds.${kind}`, text)),
          ...(["credentialId", "validUntil", "expired", "link"] as const).map((key) => inSite(`achievements.${key}`, site.achievements?.[key])),
        ]
      : []),
    inSite("pdf.cvTitle", site.pdf.cvTitle),
    inSite("pdf.projectsTitle", site.pdf.projectsTitle),
    ...projects.flatMap((project, index) => {
      const at = (field: string, text: string | undefined): PrintedText => ({ file: "data/projects.json", entry: entryOf(project, index), field, text })
      const study = project.caseStudy ?? {}
      return [
        at("title", project.title),
        at("description", project.description),
        ...project.technologies.map((technology, i) => at(`technologies[${i}]`, technology)),
        ...(["role", "team", "timeline", "problem", "approach", "outcome"] as const).map((key) => at(`caseStudy.${key}`, study[key])),
        ...(study.figures ?? []).flatMap((figure, i) => [at(`caseStudy.figures[${i}].value`, figure.value), at(`caseStudy.figures[${i}].label`, figure.label)]),
        ...(study.highlights ?? []).map((highlight, i) => at(`caseStudy.highlights[${i}]`, highlight)),
      ]
    }),
    ...experience.flatMap((job) =>
      (["title", "company", "description"] as const).map((field) => ({ file: "data/experience.json", entry: entryOf(job, job.at), field, text: job[field] }))
    ),
    ...skills.map((skill, index) => ({ file: "data/skills.json", entry: entryOf(skill, index), field: "name", text: skill.name })),
    ...achievements.flatMap((achievement) =>
      (["title", "issuer", "credentialId"] as const).map((field) => ({ file: "data/achievements.json", entry: entryOf(achievement, achievement.at), field, text: achievement[field] }))
    ),
  ]
}

/** One warning per field whose text has characters the PDFs cannot draw. */
export function pdfWarnings(content: CvContent): string[] {
  return printedTexts(content).flatMap(({ file, entry, field, text }) => {
    const missing = text ? undrawableWith(PDF_FONTS, text) : []
    if (missing.length === 0) return []
    return [
      `${file}${entry ? `, ${entry}` : ""}, field "${field}": the résumé and CV PDFs cannot draw ${quoteCharacters(missing)}: ` +
        `their font covers ${PDF_FONTS.scripts} only, so ${missing.length === 1 ? "it is" : "they are"} left out of them ` +
        `(the pages themselves show ${missing.length === 1 ? "it" : "them"} normally). Write it in Latin letters too, or set resumeUrl and cvUrl to files of your own.`,
    ]
  })
}
