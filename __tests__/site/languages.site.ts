/**
 * The owner's pass, languages: every page of the build says its language and direction; in a
 * site of several languages each indexed page names itself in every language and x-default,
 * and each of those pages names it back (hreflang is only read when it is reciprocal); the
 * switch on each page leads to the same page in the other languages; a miss under a language's
 * prefix gets that language's 404 page; and each other language's pages (home, a project,
 * downloads, 404) pass axe in both themes. A site of one language has none of it: no prefix
 * folder, no alternates, no switch.
 */
import fs from "fs"
import path from "path"
import { axeViolations } from "../support/browser/axe"
import { COLOR_SCHEMES, readWholePage, visit } from "../support/browser/browser"
import { sitesUnderTest, useServedSite } from "../support/sites"
import { listSitePaths } from "../../src/build-time/site-files"
import { EDITOR_PATH } from "../../src/shared/editor"
import { languagesOf, localizedPath, nativeLanguageName, textDirection } from "../../src/shared/languages"
import { loadLanguages } from "../../src/build-time/content/read-content"
import { projectPath, projectSlug } from "../../src/shared/project-pages"
import { sectionsOf } from "../../src/shared/sections"
import { formatMonth } from "../../src/shared/dates"
import { countText } from "../../src/shared/text"
import { homeContent } from "../support/site-content"
import { projectsContract } from "../../src/components/sections/projects/projects.island"

jest.setTimeout(120_000)

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]

interface BuiltPage {
  file: string
  lang?: string
  dir?: string
  canonical?: string
  noindex: boolean
  alternates: { hreflang: string; href: string }[]
  switchLinks: { href: string; lang?: string; hreflang?: string; text: string }[]
}

function readBuiltPage(publicDir: string, file: string): BuiltPage {
  const html = fs.readFileSync(path.join(publicDir, file), "utf8")
  const htmlTag = /<html[^>]*>/.exec(html)?.[0] ?? ""
  const links = [...html.matchAll(/<link\s[^>]*>/g)].map((match) => match[0])
  return {
    file,
    lang: attribute(htmlTag, "lang"),
    dir: attribute(htmlTag, "dir"),
    canonical: attribute(links.find((link) => /rel="canonical"/.test(link)) ?? "", "href"),
    noindex: /<meta name="robots" content="noindex/.test(html),
    alternates: links
      .filter((link) => /rel="alternate"/.test(link) && /hreflang=/i.test(link))
      .map((link) => ({ hreflang: attribute(link, "hreflang")!, href: attribute(link, "href")! })),
    switchLinks: [...html.matchAll(/<a\s([^>]*\shrefLang="[^"]*"[^>]*)>([^<]*)<\/a>/gi)].map((match) => ({
      href: attribute(` ${match[1]}`, "href")!,
      lang: attribute(` ${match[1]}`, "lang"),
      hreflang: attribute(` ${match[1]}`, "hreflang"),
      text: match[2],
    })),
  }
}

describe.each(sitesUnderTest())("$name", (site) => {
  const languages = loadLanguages(site.rootDir)
  const [{ content: defaultContent }] = languages
  const tags = languagesOf(defaultContent.site)
  const defaultLanguage = tags[0]
  // The site's pages: the editor at /admin/ is the owner's tool, in its own language (editor.site.ts).
  const pages = () =>
    listSitePaths(site.publicDir)
      .filter((file) => file.endsWith(".html") && !file.startsWith("/static/") && !file.startsWith(EDITOR_PATH))
      .map((file) => readBuiltPage(site.publicDir, file.slice(1)))
  /** A built file's language, by its folder ("sw/projects/x/index.html"). */
  const languageOf = (file: string) => tags.find((tag) => tag !== defaultLanguage && file.startsWith(`${tag.toLowerCase()}/`)) ?? defaultLanguage

  it("says on every page its language and the direction it is written in", () => {
    const wrong = pages()
      .filter((page) => page.lang !== languageOf(page.file) || page.dir !== textDirection(languageOf(page.file)))
      .map((page) => `${page.file}: lang=${page.lang} dir=${page.dir}`)
    expect(wrong).toEqual([])
  })

  if (tags.length === 1) {
    it("has, in one language, no trace of languages: no alternates, no switch, no prefix folder", () => {
      const traces = pages().filter((page) => page.alternates.length > 0 || page.switchLinks.length > 0)
      expect(traces.map((page) => page.file)).toEqual([])
      const notFound = (folder: string) => path.join(site.publicDir, folder, "404.html")
      expect(fs.readdirSync(site.publicDir).filter((name) => fs.existsSync(notFound(name)) && fs.statSync(notFound(name)).isFile())).toEqual([])
    })
    return
  }

  it("names every indexed page in every language and x-default, and each alternate names it back", () => {
    const byUrl = new Map(pages().filter((page) => page.canonical).map((page) => [page.canonical!, page]))
    const problems: string[] = []
    for (const page of pages().filter((candidate) => !candidate.noindex)) {
      const named = page.alternates.map((alternate) => alternate.hreflang)
      if (JSON.stringify([...named].sort()) !== JSON.stringify([...tags, "x-default"].sort())) problems.push(`${page.file}: names ${named.join(", ")}`)
      if (!page.alternates.some((alternate) => alternate.href === page.canonical)) problems.push(`${page.file}: does not name itself`)
      for (const alternate of page.alternates) {
        const target = byUrl.get(alternate.href)
        if (!target) problems.push(`${page.file}: ${alternate.hreflang} → ${alternate.href}, no such page`)
        else if (!target.alternates.some((back) => back.href === page.canonical && back.hreflang === page.lang)) problems.push(`${page.file}: ${alternate.href} does not name it back`)
        else if (alternate.hreflang !== "x-default" && target.lang !== alternate.hreflang) problems.push(`${page.file}: ${alternate.href} is in ${target.lang}, not ${alternate.hreflang}`)
      }
      const xDefault = page.alternates.find((alternate) => alternate.hreflang === "x-default")
      const defaults = page.alternates.find((alternate) => alternate.hreflang === defaultLanguage)
      if (xDefault?.href !== defaults?.href) problems.push(`${page.file}: x-default is not the ${defaultLanguage} page`)
    }
    expect(problems).toEqual([])
  })

  it("switches, on every page, to the other languages by plain links named in their own language", () => {
    const problems: string[] = []
    for (const page of pages()) {
      const expected = tags.filter((tag) => tag !== languageOf(page.file))
      // Twice: the bar's and the phone menu's.
      const seen = page.switchLinks.map((link) => link.hreflang)
      for (const tag of expected) {
        const links = page.switchLinks.filter((link) => link.hreflang === tag)
        if (links.length !== 2) problems.push(`${page.file}: ${links.length} links to ${tag} (want the bar's and the menu's)`)
        for (const link of links) {
          if (link.lang !== tag || link.text !== nativeLanguageName(tag)) problems.push(`${page.file}: the ${tag} link says ${link.text} in ${link.lang}`)
          if (!fs.existsSync(path.join(site.publicDir, link.href === "/" ? "index.html" : link.href.endsWith(".html") ? link.href : `${link.href}/index.html`)) && !fs.existsSync(path.join(site.publicDir, `${link.href}.html`))) problems.push(`${page.file}: ${link.href} does not exist`)
        }
      }
      if (seen.includes(languageOf(page.file))) problems.push(`${page.file}: links to its own language`)
    }
    expect(problems).toEqual([])
  })

  describe.each(languages.slice(1).map(({ language, content }) => [language, content] as const))("in %s", (language, content) => {
    const served = useServedSite(site)
    const at = (page: string) => localizedPath(page, language, defaultLanguage)
    const firstProject = sectionsOf(content.site).includes("projects") ? content.projects[0] : undefined
    // The pages a language's texts fill most: home and a project page. Its downloads and 404
    // pages share their parts with these and with the default language's, which the owner's
    // pass checks whole (accessibility.site.ts); the 404 is fetched below.
    const pageTypes = [
      { path: at("/"), notFound: false },
      ...(firstProject ? [{ path: at(projectPath(projectSlug(firstProject))), notFound: false }] : []),
    ]

    it.each(pageTypes.filter((page) => !page.notFound).flatMap((page) => [true, false].map((javaScriptEnabled) => [`${page.path}, JavaScript ${javaScriptEnabled ? "on" : "off"}`, page, javaScriptEnabled] as const)))(
      "switches from %s to the same page in the default language and back",
      async (_name, page, javaScriptEnabled) => {
        const visited = await visit(served.browser(), page.path, { javaScriptEnabled, base: served.url() })
        const follow = async (name: string) => {
          await visited.page.getByRole("banner").getByRole("link", { name, exact: true }).click()
          await visited.page.waitForLoadState("load")
          return { path: new URL(visited.page.url()).pathname, lang: await visited.page.locator("html").getAttribute("lang") }
        }
        const unprefixed = page.path.slice(at("/").length) || "/"
        expect(await follow(nativeLanguageName(defaultLanguage))).toEqual({ path: unprefixed, lang: defaultLanguage })
        expect(await follow(nativeLanguageName(language))).toEqual({ path: page.path, lang: language })
        await visited.close()
      }
    )

    it("shows its own words where the translation gives them, and the default language's elsewhere", () => {
      const home = fs.readFileSync(path.join(site.publicDir, at("/").slice(1), "index.html"), "utf8")
      const text = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;")
      expect(home).toContain(text(content.site.greeting))
      expect(home).toContain(text(content.site.tagline))
      for (const project of homeContent(content).projects.slice(0, 3)) expect(home).toContain(text(project.description))
    })

    it("lays its home page out at a phone's width with nothing wider than the screen", async () => {
      const visited = await visit(served.browser(), at("/"), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, base: served.url() })
      await readWholePage(visited.page)
      const overflow = await visited.page.evaluate(() => ({
        page: document.documentElement.scrollWidth - window.innerWidth,
        dir: document.documentElement.dir,
      }))
      expect(overflow).toEqual({ page: 0, dir: textDirection(language) })
      await visited.close()
    })

    it("writes the months of its positions in its own language, as the owner chose for it", () => {
      if (!sectionsOf(content.site).includes("about") || content.experience.length === 0) return
      const home = fs.readFileSync(path.join(site.publicDir, at("/").slice(1), "index.html"), "utf8")
      for (const entry of content.experience) expect(home).toContain(`<time dateTime="${entry.start}">${formatMonth(entry.start, content.site)}</time>`)
    })

    it("counts the projects a filter shows, and says which links open a new tab, in its own words and numbers", async () => {
      if (!firstProject) return
      const visited = await visit(served.browser(), at("/"), { base: served.url() })
      const filters = visited.page.getByRole("group", { name: content.site.labels.projectFilters }).getByRole("button")
      await filters.last().click()
      const status = visited.page.locator("#projects [aria-live]")
      const shown = await visited.page.locator(`${projectsContract.targetSelector("card")}:not([hidden])`).count()
      await expect(status.textContent()).resolves.toBe(countText(content.site.labels.showingProjects, shown, language))
      const linked = content.projects.find((project) => project.githubUrl || project.liveUrl)
      if (linked) await expect(visited.page.getByRole("link", { name: new RegExp(`\\(${content.site.labels.opensInNewTab}\\)$`) }).count()).resolves.toBeGreaterThan(0)
      await visited.close()
    })

    it("is in the sitemap, each page with its alternates", () => {
      const sitemap = fs.readFileSync(path.join(site.publicDir, "sitemap-0.xml"), "utf8")
      const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1])
      const home = entries.find((entry) => new RegExp(`<loc>[^<]*${at("/")}</loc>`).test(entry))
      expect(home).toBeDefined()
      expect([...home!.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]).sort()).toEqual([...tags, "x-default"].sort())
      const prefixed = entries.filter((entry) => new RegExp(`<loc>https?://[^/]+${at("/")}(/|<)`).test(entry))
      expect(prefixed.length).toBe(entries.length / tags.length)
    })

    it("answers a miss under its prefix with its own 404 page", async () => {
      const response = await fetch(new URL(at("/no-such-page-of-this-site"), served.url()))
      expect(response.status).toBe(404)
      expect(await response.text()).toMatch(new RegExp(`<html[^>]*lang="${language}"`))
    })

    it.each(pageTypes.flatMap((page) => COLOR_SCHEMES.map((theme) => [`${page.path}, ${theme}`, page, theme] as const)))(
      "axe finds nothing on %s",
      async (_name, page, colorScheme) => {
        const visited = await visit(served.browser(), page.path, { colorScheme, base: served.url(), expectNotFound: page.notFound })
        await readWholePage(visited.page)
        expect(await axeViolations(visited.page)).toEqual([])
        expect(visited.problems).toEqual([])
        await visited.close()
      }
    )
  })
})
