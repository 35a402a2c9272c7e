/** The sample content the browser tests' site is built from (__tests__/fixtures/sites/sample), typed. */
import { SAMPLE_SITE_DIR } from "../../../tools/fixture-sites"
import { readSiteContent, type SiteEntry } from "../site-content"
import { formatPeriod, newestFirst } from "../../../src/shared/dates"
import { SECTIONS, sectionsOf } from "../../../src/shared/sections"

export type { AppEntry, ProjectEntry, SiteEntry, SkillEntry } from "../site-content"

const content = readSiteContent(SAMPLE_SITE_DIR)

/**
 * The sample leaves out none of the optional contact details and shows every section with its
 * form and achievements, and the browser tests rely on each; it has no résumé or CV of its own,
 * so its links lead to the ones the build writes.
 */
type SampleSite = SiteEntry &
  Required<Pick<SiteEntry, "phone" | "workingHours" | "mapsUrl" | "about" | "projects" | "skills" | "achievements">> & { contact: Required<Pick<SiteEntry["contact"], "form" | "sent" | "toasts" | "sendHelp">> }
const isSampleSite = (site: SiteEntry): site is SampleSite =>
  !!(site.phone && site.workingHours && site.mapsUrl && site.achievements && site.contact.form && site.contact.sent && site.contact.toasts && site.contact.sendHelp) &&
  !site.resumeUrl &&
  !site.cvUrl &&
  sectionsOf(site).length === SECTIONS.length
if (!isSampleSite(content.site)) throw new Error("The sample's site.json lacks one of phone, workingHours, mapsUrl, the achievements' or the form's texts, leaves out a section, or has a resumeUrl or cvUrl.")

export const site: SampleSite = content.site
export const { projects, skills, apps, achievements } = content

/** The positions as the page and the PDFs show them: newest first, each with its period as written. */
export const experience = newestFirst(content.experience).map((job) => ({ ...job, period: formatPeriod(job, site, site.about.present) }))
