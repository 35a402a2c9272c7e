/** The sample content the browser tests' site is built from (__tests__/fixtures/sites/sample), typed. */
import { SAMPLE_SITE_DIR } from "../../../tools/fixture-sites"
import { readSiteContent, type SiteEntry } from "../site-content"

export type { AppEntry, ProjectEntry, SiteEntry, SkillEntry } from "../site-content"

const content = readSiteContent(SAMPLE_SITE_DIR)

/**
 * The sample leaves out none of the optional contact details, and the browser tests rely on
 * each; it has no résumé or CV of its own, so its links lead to the ones the build writes.
 */
type SampleSite = SiteEntry & Required<Pick<SiteEntry, "phone" | "workingHours" | "mapsUrl">>
const isSampleSite = (site: SiteEntry): site is SampleSite => !!(site.phone && site.workingHours && site.mapsUrl) && !site.resumeUrl && !site.cvUrl
if (!isSampleSite(content.site)) throw new Error("The sample's site.json lacks one of phone, workingHours and mapsUrl, or has a resumeUrl or cvUrl.")

export const site: SampleSite = content.site
export const { projects, skills, apps, experience } = content
