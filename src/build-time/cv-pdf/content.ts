/**
 * What the résumé and CV are made of: the owner's data/ as its files hold it (the schemas in
 * data/schemas/ have checked it), read without Gatsby, so the files come from data/ alone and
 * a test can make them from any content.
 */
import fs from "fs"
import path from "path"
import siteSchema from "../../../data/schemas/site.schema.json"
import { projectSlug } from "../../shared/project-pages"
import { productionSiteUrl, type BuildEnv } from "../../content/site-url"

interface Option {
  category: string
  label: string
}

export interface CvSite {
  name: string
  jobTitle: string
  siteUrl: string
  language: string
  description: string
  tagline: string
  location: string
  mapsUrl?: string
  phone?: string
  email: string
  workingHours?: string
  socialLinks: { icon: string; href: string; label: string }[]
  header: { resume: string }
  about: { title: string; paragraphs: string[]; experienceTitle: string; infoLabels: { location: string; phone: string; email: string } }
  projects: {
    title: string
    filters: Option[]
    card: { code: string; liveDemo: string; details: string }
    page: Record<"technologies" | "role" | "team" | "timeline" | "problem" | "approach" | "outcome" | "highlights", string>
  }
  skills: { title: string; tabs: Option[] }
  contact: { infoLabels: { workingHours: string } }
  pdf: { paperSize?: string; cvTitle: string; projectsTitle: string; linkLabel: string }
}

export interface CvProject {
  title: string
  /**
   * Its page's slug (/projects/<slug>), as the site makes it: the owner's own, else made from
   * the title as written (projectSlug), when the content is read. The title the PDFs print
   * may have lost characters their font lacks, and would make another ("Shop商店App" is
   * shop-app, "ShopApp" shopapp).
   */
  slug: string
  description: string
  technologies: string[]
  category: string
  featured: boolean
  githubUrl?: string
  liveUrl?: string
  caseStudy?: {
    role?: string
    team?: string
    timeline?: string
    problem?: string
    approach?: string
    outcome?: string
    figures?: { value: string; label: string }[]
    highlights?: string[]
  }
}

export interface CvJob {
  title: string
  company: string
  period: string
  description: string
}

export interface CvSkill {
  name: string
  category: string
  level: number
  featured: boolean
}

export interface CvContent {
  site: CvSite
  projects: CvProject[]
  experience: CvJob[]
  skills: CvSkill[]
}

/**
 * The content of `rootDir`/data/. The files link to the production address (SITE_URL, as the
 * site's own pages do, else siteUrl): a preview's address changes with every push, and a CV
 * outlives it.
 */
export function readCvContent(rootDir: string, env: Pick<BuildEnv, "SITE_URL"> = process.env): CvContent {
  const read = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(rootDir, "data", `${name}.json`), "utf8")) as T
  const site = read<CvSite>("site")
  return {
    site: { ...site, siteUrl: productionSiteUrl(env, site.siteUrl).siteUrl },
    projects: read<(Omit<CvProject, "slug"> & { slug?: string })[]>("projects").map((project) => ({ ...project, slug: projectSlug(project) })),
    experience: read("experience"),
    skills: read("skills"),
  }
}

/** The paper sizes an owner may choose, as the schema of data/site.json lists them (pdf.paperSize). */
export const PAPER_SIZES: readonly string[] = siteSchema.properties.pdf.properties.paperSize.enum
export const DEFAULT_PAPER_SIZE = "A4"

/** The owner's paper size, A4 unless they chose another the schema lists ("Letter"). */
export const paperSizeOf = (content: CvContent): string => {
  const chosen = content.site.pdf.paperSize
  return chosen && PAPER_SIZES.includes(chosen) ? chosen : DEFAULT_PAPER_SIZE
}
