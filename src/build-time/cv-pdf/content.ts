/**
 * What the résumé and CV are made of: the owner's content (src/build-time/content/read-content.ts), read
 * without Gatsby, so the files come from data/ alone and a test can make them from any content.
 */
import { loadContent, type Content } from "../content/read-content"
import { productionSiteUrl, type BuildEnv } from "../../content/site-url"
import { isExpired, shownAchievements } from "../../shared/achievements"
import { formatMonth, formatPeriod, latestFirst, newestFirst } from "../../shared/dates"
import { projectSlug } from "../../shared/project-pages"
import { absoluteUrl } from "../../shared/metadata"
import { pathInOwnLanguage } from "../../shared/languages"
import { sectionsOf, type SectionName } from "../../shared/sections"

export type CvSite = Content["site"]

export type CvProject = Content["projects"][number] & {
  /**
   * Its page's slug (/projects/<slug>), as the site makes it: the owner's own, else made from
   * the title as written (projectSlug), when the content is read. The title the PDFs print
   * may have lost characters their font lacks, and would make another ("Shop商店App" is
   * shop-app, "ShopApp" shopapp).
   */
  slug: string
}

/** Where an entry the files order by date stands in its data file, counted from 0: where the checks' messages point. */
interface Placed {
  at: number
}

export type CvJob = Content["experience"][number] &
  Placed & {
    /** When, as the files write it: "Apr 2025 – Present", in the site's language. */
    period: string
  }

export type CvSkill = Content["skills"][number]

export type CvAchievement = Content["achievements"][number] &
  Placed & {
  /** When, as the files write it: "Jun 2024", in the site's language. */
  when: string
  /** Whether it expired before the files were written. */
  expired: boolean
}

export interface CvContent {
  site: CvSite
  /** Every section the site shows, each holding what the files print of it, newest first. */
  projects: CvProject[]
  experience: CvJob[]
  skills: CvSkill[]
  achievements: CvAchievement[]
  /** Whether the about section's paragraphs are printed. */
  about: boolean
}

/**
 * What the files are made of: the sections the owner shows (data/site.json "sections"), their
 * entries newest first and their months in the site's language. They link to the production
 * address (SITE_URL, as the site's own pages do, else siteUrl): a preview's address changes
 * with every push, and a CV outlives it.
 */
export function cvContentOf(
  { site, projects, experience, skills, achievements }: Pick<Content, "site" | "projects" | "experience" | "skills" | "achievements">,
  env: Pick<BuildEnv, "SITE_URL"> = process.env,
  today = new Date()
): CvContent {
  const sections = sectionsOf(site)
  const shows = (section: SectionName) => sections.includes(section)
  const achievementsShown = shownAchievements(
    latestFirst(achievements.map((achievement, at) => ({ ...achievement, at }))),
    site.achievements?.showExpired ?? true,
    today
  ).map((achievement) => ({ ...achievement, when: formatMonth(achievement.date, site), expired: isExpired(achievement, today) }))
  return {
    site: { ...site, siteUrl: productionSiteUrl(env, site.siteUrl).siteUrl },
    projects: shows("projects") ? projects.map((project) => ({ ...project, slug: projectSlug(project) })) : [],
    experience: shows("about")
      ? newestFirst(experience.map((job, at) => ({ ...job, at, period: formatPeriod(job, site, site.about.present) })))
      : [],
    skills: shows("skills") ? skills : [],
    achievements: shows("achievements") ? achievementsShown : [],
    about: shows("about"),
  }
}

/** The address of a page of the site in the files' own language (/sw/projects/x for the Kiswahili CV), at the production address. */
export const cvPageUrl = (site: Pick<CvContent["site"], "siteUrl" | "language" | "otherLanguages">, path: string): string =>
  absoluteUrl(site.siteUrl, pathInOwnLanguage(path, site))

/** What the résumé is chosen from (resume-fit.ts). */
export const resumeContentOf = ({ experience, projects, skills, achievements }: CvContent) => ({ jobs: experience, projects, skills, achievements })

/** The content of `rootDir`/data/, for the files. */
export const readCvContent = (rootDir: string, env: Pick<BuildEnv, "SITE_URL"> = process.env): CvContent => cvContentOf(loadContent(rootDir), env)

/** The paper sizes an owner may choose (data/site.json pdf.paperSize): A4 unless they chose Letter. */
export type PaperSize = NonNullable<CvSite["pdf"]["paperSize"]>
export const DEFAULT_PAPER_SIZE: PaperSize = "A4"

export const paperSizeOf = (content: CvContent): PaperSize => content.site.pdf.paperSize ?? DEFAULT_PAPER_SIZE
