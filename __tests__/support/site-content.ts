/**
 * A site's content as the tests read it: through the build's own reader
 * (src/build-time/content/read-content.ts), typed by the types made from data/schemas/, so a new text
 * touches its schema and its data only.
 */
import { loadContent, type Content } from "../../src/build-time/content/read-content"
import { shownAchievements } from "../../src/shared/achievements"
import { formatPeriod, latestFirst, newestFirst } from "../../src/shared/dates"
import { homeEntries } from "../../src/shared/home-entries"
import { formDelivery } from "../../src/shared/contact-message"
import { siteHasGalleryPage } from "../../src/shared/project-pages"

export type SiteContent = Content
export type SiteEntry = Content["site"]
export type ProjectEntry = Content["projects"][number]
export type SkillEntry = Content["skills"][number]
export type ExperienceEntry = Content["experience"][number]
export type AppEntry = Content["apps"][number]

/** The content of `rootDir`/data/ (a checkout, or a fixture of __tests__/fixtures/sites/). */
export const readSiteContent = (rootDir: string): SiteContent => loadContent(rootDir)

/**
 * What a site's home page shows of its content: the sections its owner chose (data/site.json
 * "sections"), the jobs newest first with their periods as the page writes them, the
 * achievements the owner shows (the expired ones only if they chose so), and the form unless
 * the site has none.
 */
export function homeContent({ site, experience, projects, skills, achievements }: SiteContent, today = new Date()) {
  const home = homeEntries(site, { projects, skills, experience, achievements })
  return {
    shows: home.shows,
    experience: newestFirst(home.experience).map((job) => ({ ...job, period: formatPeriod(job, site, site.about.present) })),
    /** The projects the home page carries (all of them, or the featured ones beside a link to the gallery page). */
    projects: home.projects,
    /** Whether the site has the gallery page, /projects, with every project. */
    galleryPage: siteHasGalleryPage(site, projects),
    skills: home.skills,
    achievements: shownAchievements(latestFirst(home.achievements), site.achievements?.showExpired ?? true, today),
    form: formDelivery(site) ? site.contact.form : undefined,
  }
}
