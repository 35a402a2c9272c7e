/**
 * What the résumé and CV are made of: the owner's content (src/content/read-content.ts), read
 * without Gatsby, so the files come from data/ alone and a test can make them from any content.
 */
import { loadContent, type Content } from "../../content/read-content"
import { productionSiteUrl, type BuildEnv } from "../../content/site-url"
import { projectSlug } from "../../shared/project-pages"

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

export type CvJob = Content["experience"][number]
export type CvSkill = Content["skills"][number]

export interface CvContent {
  site: CvSite
  projects: CvProject[]
  experience: CvJob[]
  skills: CvSkill[]
}

/**
 * What the files are made of. They link to the production address (SITE_URL, as the site's
 * own pages do, else siteUrl): a preview's address changes with every push, and a CV outlives it.
 */
export function cvContentOf(
  { site, projects, experience, skills }: Pick<Content, "site" | "projects" | "experience" | "skills">,
  env: Pick<BuildEnv, "SITE_URL"> = process.env
): CvContent {
  return {
    site: { ...site, siteUrl: productionSiteUrl(env, site.siteUrl).siteUrl },
    projects: projects.map((project) => ({ ...project, slug: projectSlug(project) })),
    experience,
    skills,
  }
}

/** The content of `rootDir`/data/, for the files. */
export const readCvContent = (rootDir: string, env: Pick<BuildEnv, "SITE_URL"> = process.env): CvContent => cvContentOf(loadContent(rootDir), env)

/** The paper sizes an owner may choose (data/site.json pdf.paperSize): A4 unless they chose Letter. */
export type PaperSize = NonNullable<CvSite["pdf"]["paperSize"]>
export const DEFAULT_PAPER_SIZE: PaperSize = "A4"

export const paperSizeOf = (content: CvContent): PaperSize => content.site.pdf.paperSize ?? DEFAULT_PAPER_SIZE
