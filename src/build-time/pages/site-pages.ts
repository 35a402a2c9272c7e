/**
 * Every page of the site, in every language: the default language's at its plain address, each
 * other language's under its prefix (src/shared/languages.ts), each told its language, for its
 * query, and the same page's address in the other languages, for the switch and the head. The
 * content is the build's snapshot (src/build-time/content/snapshot.ts), as the data layer's.
 *
 * - the pages of src/pages: the home page, /downloads (only when data/apps.json lists an app)
 *   and the 404 page, which each other language also has as its file of misses (/sw/404.html);
 * - a page per project, /projects/<slug>, and the gallery page for more projects than the home
 *   page carries;
 * - the page a message sent without JavaScript lands on, when messages are really sent;
 * - on Netlify, each language's 404 rules and the redirect by language, for its adapter's
 *   _redirects (Vercel's routes: src/build-time/pages/language-routes.ts).
 */
import path from "path"
import type { CreatePageArgs, CreatePagesArgs, Page } from "gatsby"
import { formDelivery, SENT_PAGE_PATH } from "../../shared/contact-message"
import { sectionsOf } from "../../shared/sections"
import { galleryPath, neighbours, projectPath, PROJECTS_PATH, siteHasGalleryPage } from "../../shared/project-pages"
import { defaultLanguageOf, languagesOf, localizedPath, pageAlternates } from "../../shared/languages"
import { isNetlifyBuild } from "../../content/site-url"
import { netlifyLanguageRedirects } from "./language-routes"
import { readSnapshot } from "../content/snapshot"
import type { Content } from "../../content/content"

type Site = Content["site"]

/** The site's components, by what they render. */
const components = (rootDir: string) => ({
  notFound: path.join(rootDir, "src/pages/404.tsx"),
  downloads: path.join(rootDir, "src/pages/downloads.tsx"),
  project: path.join(rootDir, "src/templates/project.tsx"),
  gallery: path.join(rootDir, "src/templates/projects-gallery.tsx"),
  messageSent: path.join(rootDir, "src/templates/message-sent.tsx"),
})

/**
 * The file each language's misses are answered with: Gatsby copies /404 to /404.html, the
 * hosts' default; another language's is /sw/404.html, which the hosts' rules name for /sw/*.
 */
const NOT_FOUND_FILE = "/404.html"

/**
 * What every page of a language is given: its language, for its query, and the same page in
 * the other languages (from a 404, each language's home: a miss has no counterpart).
 */
const languageContext = (language: string, pagePath: string, site: Site, isNotFound = false) => ({
  language,
  alternates: pageAlternates(isNotFound ? localizedPath("/", language, defaultLanguageOf(site)) : pagePath, site),
})

/** A page in each of `languages` of the site: the default language's at `path`, each other's under its prefix. */
function createInLanguages(
  { createPage }: Pick<CreatePagesArgs["actions"], "createPage">,
  site: Site,
  languages: readonly string[],
  page: { path: string; component: string; context?: Record<string, unknown> },
  isNotFound = false
): void {
  for (const language of languages) {
    const pagePath = localizedPath(page.path, language, defaultLanguageOf(site))
    createPage({ ...page, path: pagePath, context: { ...page.context, ...languageContext(language, pagePath, site, isNotFound) } })
  }
}

/**
 * A page per project, /projects/<slug>, in data order: each knows the projects before and after
 * it. The content check has made sure every slug is there once.
 */
async function createProjectPages({ graphql, actions, reporter }: CreatePagesArgs, rootDir: string, { site, projects: allProjects }: Pick<Content, "site" | "projects">): Promise<void> {
  const result = await graphql<Queries.ProjectPagesQuery>(`
    query ProjectPages {
      allProjectsJson {
        nodes {
          id
          slug
          language
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("createPages could not read the projects.", result.errors)
    return
  }
  const nodes = result.data.allProjectsJson.nodes
  const backTo = galleryPath(siteHasGalleryPage(site, allProjects))
  for (const language of languagesOf(site)) {
    // A project's slug is the same in every language (a translation may not change it): its page is found by it.
    const projects = nodes.filter((project) => project.language === language)
    projects.forEach((project, index) => {
      const { previous, next } = neighbours(projects, index)
      const pagePath = localizedPath(projectPath(project.slug), language, defaultLanguageOf(site))
      actions.createPage({
        path: pagePath,
        component: components(rootDir).project,
        // "" matches no node: the page then has no such link.
        context: { id: project.id, previousId: previous?.id ?? "", nextId: next?.id ?? "", galleryPath: backTo, ...languageContext(language, pagePath, site) },
      })
    })
  }
}

/** createPages: the pages made from the data. */
export async function createContentPages(args: CreatePagesArgs, rootDir: string): Promise<void> {
  const { site, projects } = readSnapshot(rootDir)[0].content
  const { actions } = args
  if (sectionsOf(site).includes("projects")) await createProjectPages(args, rootDir, { site, projects })
  if (siteHasGalleryPage(site, projects)) createInLanguages(actions, site, languagesOf(site), { path: PROJECTS_PATH, component: components(rootDir).gallery })
  const delivery = formDelivery(site)
  if (delivery === "netlify" || delivery === "email") createInLanguages(actions, site, languagesOf(site), { path: SENT_PAGE_PATH, component: components(rootDir).messageSent })
  if (isNetlifyBuild(process.env)) for (const redirect of netlifyLanguageRedirects(site)) actions.createRedirect(redirect)
}

/**
 * onCreatePage: each page of src/pages made again in every language. With no app in
 * data/apps.json there is nothing to download: no /downloads page (nor links to it).
 */
export function createPageInEveryLanguage({ page, actions }: Pick<CreatePageArgs, "actions"> & { page: Page }, rootDir: string): void {
  const fromPages = page.component.startsWith(path.join(rootDir, "src/pages") + path.sep)
  // The pages made here come back through this hook: each already knows its language.
  if (!fromPages || (page.context as { language?: string } | undefined)?.language) return
  actions.deletePage(page)
  const { site, apps } = readSnapshot(rootDir)[0].content
  const { notFound, downloads } = components(rootDir)
  if (page.component === downloads && apps.length === 0) return
  createInLanguages(actions, site, languagesOf(site), page, page.component === notFound)
  if (page.component === notFound) createInLanguages(actions, site, languagesOf(site).slice(1), { ...page, path: NOT_FOUND_FILE }, true)
}
