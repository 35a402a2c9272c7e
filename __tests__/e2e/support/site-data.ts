/** The sample content the browser tests' site is built from (__tests__/fixtures/sites/sample), typed. */
import { readFixtureData } from "../../support/fixture-sites"

const read = <T>(name: string): T => readFixtureData<T>(name.replace(/\.json$/, ""))

export interface ProjectEntry {
  id: number
  title: string
  description: string
  category: string
  featured: boolean
  technologies: string[]
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
  language: string
  tagline: string
  description: string
  jobTitle: string
  location: string
  email: string
  phone: string
  workingHours: string
  mapsUrl: string
  socialLinks: { icon: string; href: string; label: string }[]
  header: { resume: string; downloadResume: string; theme: { label: string; light: string; dark: string; system: string } }
  hero: { exploreProjects: string; getInTouch: string; scroll: string }
  about: { title: string; paragraphs: string[]; downloadCv: string }
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
    copyEmail: { label: string; copied: string; selected: string }
    form: {
      title: string
      submit: string
      sending: string
      fields: Record<"name" | "email" | "subject" | "message", { label: string }>
    }
  }
  downloads: { title: string; subtitle: string; download: string }
}

export const site = read<SiteEntry>("site.json")
export const projects = read<ProjectEntry[]>("projects.json")
export const skills = read<SkillEntry[]>("skills.json")
export const apps = read<AppEntry[]>("apps.json")
export const experience = read<{ title: string; company: string; period: string; description: string }[]>("experience.json")
