/**
 * A site's content as the tests read it: the data files of a content root (a checkout, or a
 * fixture of __tests__/fixtures/sites/), parsed and typed by the types made from
 * data/schemas/ (content-types.ts), so a new text touches its schema and its data only.
 */
import fs from "fs"
import path from "path"
import type { AppsData, ExperienceData, ProjectsData, SiteData, SkillsData } from "../../src/content/schema-types"

export type ProjectEntry = ProjectsData[number]
export type SkillEntry = SkillsData[number]
export type ExperienceEntry = ExperienceData[number]
export type AppEntry = AppsData[number]
export type SiteEntry = SiteData

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
