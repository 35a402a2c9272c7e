/**
 * Where each project's page lives: its slug, its address and its share image. The content
 * check (src/build-time/checks), gatsby-node (createPages, the GraphQL `slug` field), the pages
 * and the share images all take them from here.
 */
import { hasGalleryPage } from "./projects"
import { sectionsOf } from "./sections"

/** What a slug may look like: lower-case letters and digits, words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The folder of every project page's address. */
export const PROJECTS_PATH = "/projects"

/** The gallery on the home page, where "back" leads. */
export const GALLERY_PATH = "/#projects"

/** Whether a site has the gallery page, at the projects' folder: it shows its projects section, with more projects than the home page carries. */
export const siteHasGalleryPage = (site: { sections?: readonly string[] | null }, projects: readonly unknown[]): boolean =>
  sectionsOf(site).includes("projects") && hasGalleryPage(projects)

/** Where a project page's "back" leads: the gallery page (at the projects' folder) when the site has one, else the home page's gallery. */
export const galleryPath = (siteHasOne: boolean): string => (siteHasOne ? PROJECTS_PATH : GALLERY_PATH)

/**
 * A title in lower-case words joined by hyphens: "Soko Online Store" → "soko-online-store",
 * "Africa's Talking" → "africas-talking", "Café Pro 2" → "cafe-pro-2". Accents are dropped and
 * apostrophes join their word; anything else that is not a letter or digit separates words.
 * Empty when the title has no Latin letter or digit at all.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

export interface SluggedProject {
  title: string
  slug?: string | null
}

/** The project's own `slug` when the owner set one, else its title's. */
export const projectSlug = (project: SluggedProject): string => project.slug || slugify(project.title)

/** "/projects/soko-online-store" (the site's addresses have no trailing slash). */
export const projectPath = (slug: string): string => `${PROJECTS_PATH}/${slug}`

/** The page's own share image, drawn at build time: "/og/projects/soko-online-store.png". */
export const projectShareImagePath = (slug: string): string => `/og${PROJECTS_PATH}/${slug}.png`

export interface SlugProblem {
  /** Index of the entry in data/projects.json. */
  index: number
  /** The field to change: "slug" when the entry has one, else "title". */
  field: "slug" | "title"
  message: string
}

/**
 * Every entry that gets no page address of its own: a title with nothing to make one from,
 * or an address another entry already has (named from the second entry on). Entries given as
 * undefined (no title yet) are skipped but still counted.
 */
export function slugProblems(projects: readonly (SluggedProject | undefined)[]): SlugProblem[] {
  const problems: SlugProblem[] = []
  const first = new Map<string, number>()
  projects.forEach((project, index) => {
    if (!project) return
    const field = project.slug ? "slug" : "title"
    const slug = projectSlug(project)
    if (slug === "") {
      problems.push({
        index,
        field,
        message:
          `has no letter a-z or digit to make the project page's address from. ` +
          `Add a "slug" such as "my-project" (lower-case letters, digits and hyphens)`,
      })
      return
    }
    const earlier = first.get(slug)
    if (earlier === undefined) {
      first.set(slug, index)
      return
    }
    problems.push({
      index,
      field,
      message:
        `gives the page address ${projectPath(slug)}, which entry ${earlier + 1} already has. ` +
        `Give one of them a "slug" of its own, such as "${slug}-${index + 1}"`,
    })
  })
  return problems
}

export interface Neighbours<P> {
  previous?: P
  next?: P
}

/** The projects before and after one, in data order (none beyond either end). */
export function neighbours<P>(projects: readonly P[], index: number): Neighbours<P> {
  return {
    previous: index > 0 ? projects[index - 1] : undefined,
    next: index >= 0 && index < projects.length - 1 ? projects[index + 1] : undefined,
  }
}
