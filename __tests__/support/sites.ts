/**
 * The owner's pass: the sites it checks, and what each must have. It names no value of the
 * sample: every expectation is read from the site's own content, so it holds for anyone's.
 *
 * - the owner's own site: data/ of this checkout, built by `npm run build` into public/;
 * - the second and third owners (__tests__/fixtures/sites/), built by `npm run build:variants`:
 *   the proof that the pass, and the site, hold for content very unlike the sample's.
 *
 * SITE_PASS=owner checks the owner's site alone.
 *
 * The owner's pass opens every page of the owner's site in a browser. Of a fixture it opens each
 * kind of page once, and of its project pages the richest and the barest entry's: every page of
 * a kind is drawn by one template, and the fixtures are there for the shapes content takes,
 * which those two span. What reads the built files alone (links, content) reads them all.
 * While data/ is still the sample, byte for byte (the template's own checkout, and its CI), the
 * owner's site is opened as a fixture is: the browser tests (__tests__/e2e/) already go through
 * that same build, reading the sample's own values, and opening each of its other project pages
 * again adds no page kind, entry shape or rule, only time (docs/developing.md, "What `npm test` runs").
 */
import fs from "fs"
import path from "path"
import type { Browser } from "playwright-core"
import { FIXTURE_SITES, hasFixtureContent } from "../../tools/fixture-sites"
import { homeContent, readSiteContent, type ProjectEntry, type SiteContent } from "./site-content"
import { variantPublicDir } from "../../tools/site-variant"
import { startStaticServer, type StaticServer } from "../../tools/static-server"
import { projectPath, projectSlug, PROJECTS_PATH } from "../../src/shared/project-pages"
import { formDelivery, SENT_PAGE_PATH } from "../../src/shared/contact-message"
import { launchBrowser } from "./browser/browser"
import { REPO_ROOT } from "../../tools/repo-root"


export interface SiteUnderTest {
  /** How the tests name it. */
  name: string
  /** Where its content is: data/ (and static/downloads/) below this folder. */
  rootDir: string
  /** Its build. */
  publicDir: string
  content: SiteContent
  /** Whether the pass opens every page of it in a browser, or one of each kind (see above). */
  opensEveryPage: boolean
}

function ownersSite(): SiteUnderTest {
  const publicDir = path.join(REPO_ROOT, "public")
  if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error("public/ holds no build of your site: run `npm run build` first.")
  return { name: "your site (data/)", rootDir: REPO_ROOT, publicDir, content: readSiteContent(REPO_ROOT), opensEveryPage: !hasFixtureContent(REPO_ROOT, "sample") }
}

function fixtureSite(variant: "second-owner" | "third-owner", name: string): SiteUnderTest {
  const rootDir = FIXTURE_SITES[variant]
  return { name, rootDir, publicDir: variantPublicDir(variant), content: readSiteContent(rootDir), opensEveryPage: false }
}

export function sitesUnderTest(): SiteUnderTest[] {
  if (process.env.SITE_PASS === "owner") return [ownersSite()]
  return [ownersSite(), fixtureSite("second-owner", "the second owner's site (fixture)"), fixtureSite("third-owner", "the third owner's site (fixture)")]
}

export interface SitePage {
  /** The address a visitor opens. */
  path: string
  /** The file the build wrote for it, relative to public/. */
  file: string
  /** Opened at an address the site does not have: it answers 404 with the 404 page. */
  notFound?: boolean
}

/** How many of its fields a project fills. */
const filledFields = (project: ProjectEntry) => Object.values(project).filter((value) => value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0)).length

/** The projects whose pages the pass opens in a browser: every one, or the richest and the barest (see above). */
export function projectsToOpen(site: SiteUnderTest): ProjectEntry[] {
  const { projects } = site.content
  if (site.opensEveryPage || projects.length <= 2) return projects
  const byFields = [...projects].sort((a, b) => filledFields(b) - filledFields(a))
  return projects.filter((project) => project === byFields[0] || project === byFields[byFields.length - 1])
}

/** The pages the pass opens in a browser: sitePages, with the projects of projectsToOpen. */
export function pagesToOpen(site: SiteUnderTest): SitePage[] {
  return sitePages(site.content, projectsToOpen(site))
}

/** Every page the content makes: home, downloads (with apps), the gallery page (with more projects than home carries), each project's (of `projects`), the sent page (with real delivery), and the 404 page. */
export function sitePages(content: SiteContent, projects = content.projects): SitePage[] {
  const { apps, site } = content
  const { shows, galleryPage } = homeContent(content)
  return [
    { path: "/", file: "index.html" },
    ...(apps.length > 0 ? [{ path: "/downloads", file: "downloads/index.html" }] : []),
    ...(galleryPage ? [{ path: PROJECTS_PATH, file: `${PROJECTS_PATH.slice(1)}/index.html` }] : []),
    ...(shows("projects") ? projects : []).map((project) => {
      const address = projectPath(projectSlug(project))
      return { path: address, file: `${address.slice(1)}/index.html` }
    }),
    ...(formDelivery(site) === "netlify" || formDelivery(site) === "email" ? [{ path: SENT_PAGE_PATH, file: `${SENT_PAGE_PATH.slice(1)}/index.html` }] : []),
    { path: "/no-such-page-of-this-site", file: "404.html", notFound: true },
  ]
}

/** The site served as the hosts serve it, for the test file's tests; and one browser. */
export function useServedSite(site: SiteUnderTest): { url: () => string; browser: () => Browser } {
  let server: StaticServer | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    server = await startStaticServer(site.publicDir)
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })
  return {
    url: () => {
      if (!server) throw new Error("The site is not served yet: use it inside a test.")
      return server.url
    },
    browser: () => {
      if (!browser) throw new Error("The browser is not running yet: use it inside a test.")
      return browser
    },
  }
}
