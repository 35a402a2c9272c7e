/**
 * A site's content as the tests read it: the data files of a content root (a checkout, or a
 * fixture of __tests__/fixtures/sites/), parsed and typed. The types say what the tests read;
 * data/schemas/ is what the content may hold.
 */
import fs from "fs"
import path from "path"

export interface ProjectEntry {
  id: number
  title: string
  description: string
  category: string
  featured: boolean
  technologies: string[]
  image: string
  imageAlt: string
  githubUrl?: string
  liveUrl?: string
  slug?: string
  caseStudy?: {
    role?: string
    team?: string
    timeline?: string
    problem?: string
    approach?: string
    outcome?: string
    figures?: { value: string; label: string }[]
    highlights?: string[]
    screenshots?: { image: string; alt: string }[]
  }
}
export interface SkillEntry {
  name: string
  category: string
  level: number
  featured: boolean
}
export interface ExperienceEntry {
  title: string
  company: string
  period: string
  description: string
}
export interface AppEntry {
  name: string
  description: string
  filePath: string
}
interface Option {
  category: string
  label: string
}
export interface SiteEntry {
  name: string
  siteUrl: string
  language: string
  tagline: string
  description: string
  jobTitle: string
  location: string
  email: string
  phone?: string
  workingHours?: string
  mapsUrl?: string
  resumeUrl?: string
  cvUrl?: string
  socialLinks: { icon: string; href: string; label: string }[]
  header: { resume: string; downloadResume: string; theme: { label: string; light: string; dark: string; system: string } }
  hero: { exploreProjects: string; getInTouch: string; scroll: string }
  about: { title: string; paragraphs: string[]; downloadCv: string; experienceTitle: string }
  projects: {
    title: string
    filters: Option[]
    viewAll: string
    card: { code: string; liveDemo: string; details: string; detailsLabel: string }
    page: Record<"backToGallery" | "technologies" | "role" | "team" | "timeline" | "problem" | "approach" | "outcome" | "highlights" | "screenshots" | "pager" | "previous" | "next", string>
  }
  skills: { title: string; tabs: Option[]; viewAll: string }
  footer: { rightsReserved: string }
  contact: {
    title: string
    delivery: string
    copyEmail: { label: string; copied: string; selected: string }
    form: {
      title: string
      submit: string
      sending: string
      fields: Record<"name" | "email" | "subject" | "message", { label: string }>
    }
  }
  downloads: { title: string; subtitle: string; download: string }
  pdf: { paperSize?: "A4" | "Letter"; cvTitle: string; projectsTitle: string; linkLabel: string }
}

export interface SiteContent {
  site: SiteEntry
  projects: ProjectEntry[]
  skills: SkillEntry[]
  experience: ExperienceEntry[]
  apps: AppEntry[]
}

/** The content of `rootDir`/data/. */
export function readSiteContent(rootDir: string): SiteContent {
  const read = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(rootDir, "data", `${name}.json`), "utf8")) as T
  return {
    site: read("site"),
    projects: read("projects"),
    skills: read("skills"),
    experience: read("experience"),
    apps: read("apps"),
  }
}
