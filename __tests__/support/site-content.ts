/**
 * A site's content as the tests read it: through the build's own reader
 * (src/content/read-content.ts), typed by the types made from data/schemas/, so a new text
 * touches its schema and its data only.
 */
import { loadContent, type Content } from "../../src/content/read-content"

export type SiteContent = Content
export type SiteEntry = Content["site"]
export type ProjectEntry = Content["projects"][number]
export type SkillEntry = Content["skills"][number]
export type ExperienceEntry = Content["experience"][number]
export type AppEntry = Content["apps"][number]

/** The content of `rootDir`/data/ (a checkout, or a fixture of __tests__/fixtures/sites/). */
export const readSiteContent = (rootDir: string): SiteContent => loadContent(rootDir)
