/**
 * The owner's pass, without JavaScript: everything the content holds is on the page and can be
 * read, from the HTML alone. The home page, of the sections the owner shows: the name, tagline,
 * about, every job, every project (not only the featured ones), every skill under its category,
 * every achievement, the contact details; each project's page its own; the downloads page every app.
 */
import type { Page } from "playwright-core"
import { DESKTOP_AND_PHONE, isReallyVisible, reallyVisibleInPage, visit } from "../support/browser/browser"
import { projectPath, projectSlug, PROJECTS_PATH } from "../../src/shared/project-pages"
import { tabsWithSkills } from "../../src/shared/skills"
import { projectsToOpen, sitesUnderTest, useServedSite } from "../support/sites"
import { homeContent } from "../support/site-content"

jest.setTimeout(120_000)

/**
 * The texts that some element shows whole and can really be seen (reallyVisibleInPage), found
 * in one pass in the page. The page's script policy does not apply to what Playwright evaluates.
 */
function textsShown(page: Page, texts: readonly string[]): Promise<string[]> {
  const findShown = (wanted: string[], seen: (element: Element) => boolean) => {
    const normal = (text: string) => text.replace(/\s+/g, " ").trim()
    const looked = new Set(wanted.map(normal))
    const shown = new Set<string>()
    for (const element of document.body.querySelectorAll("*")) {
      const own = normal(element.textContent ?? "")
      if (looked.has(own) && !shown.has(own) && seen(element)) shown.add(own)
    }
    return wanted.filter((text) => shown.has(normal(text)))
  }
  return page.evaluate(`(${findShown.toString()})(${JSON.stringify(texts)}, ${reallyVisibleInPage.toString()})`) as Promise<string[]>
}

/**
 * Texts a reader cannot see. Most are found at once in the page (textsShown); each of the rest
 * is looked for as Playwright finds a text, scrolled to, CSS entry animations given time to
 * end, so that a text is only reported unseen after that slower, surer look.
 */
async function unseen(page: Page, texts: readonly string[]): Promise<string[]> {
  const shown = new Set(await textsShown(page, texts))
  const missing: string[] = []
  for (const text of texts.filter((candidate) => !shown.has(candidate))) {
    const locator = page.getByText(text, { exact: true }).filter({ visible: true }).first()
    if ((await locator.count()) === 0) {
      missing.push(text)
      continue
    }
    await locator.scrollIntoViewIfNeeded()
    await page.waitForTimeout(50)
    if (!(await isReallyVisible(locator))) missing.push(text)
  }
  return missing
}

describe.each(sitesUnderTest())("$name", (site) => {
  const served = useServedSite(site)
  const { site: siteJson, apps } = site.content
  const { shows, projects, galleryPage, skills, experience, achievements } = homeContent(site.content)
  const everyProject = shows("projects") ? site.content.projects : []

  it.each(DESKTOP_AND_PHONE)("the home page shows everything the content holds on %s", async (_name, size) => {
    const home = await visit(served.browser(), "/", { ...size, javaScriptEnabled: false, base: served.url() })
    await home.page.waitForTimeout(1500) // CSS entry animations of the header and the name end
    const categories = tabsWithSkills(siteJson.skills.tabs, skills).filter((tab) => tab.category !== "featured")
    const texts = [
      siteJson.tagline,
      ...(shows("about") ? siteJson.about.paragraphs : []),
      ...experience.flatMap((job) => [job.title, job.company, job.period]),
      ...projects.flatMap((project) => [project.title, project.description]),
      ...categories.map((tab) => tab.label),
      ...skills.map((skill) => skill.name),
      ...achievements.map((achievement) => achievement.title),
      siteJson.location,
      ...[siteJson.workingHours, siteJson.phone].filter((text): text is string => !!text),
    ]
    expect(await unseen(home.page, texts)).toEqual([])
    await expect(isReallyVisible(home.page.locator("h1"))).resolves.toBe(true)
    await expect(home.page.getByRole("link", { name: siteJson.email }).count()).resolves.toBeGreaterThan(0)
    expect(home.problems).toEqual([])
    await home.close()
  })

  if (galleryPage) {
    it("the home page links to the gallery page, which shows every project, each with its link to its page", async () => {
      const home = await visit(served.browser(), "/", { javaScriptEnabled: false, base: served.url() })
      await expect(home.page.locator(`#projects a[href="${PROJECTS_PATH}"]`).count()).resolves.toBe(1)
      await home.close()
      const gallery = await visit(served.browser(), PROJECTS_PATH, { javaScriptEnabled: false, base: served.url() })
      expect(await unseen(gallery.page, everyProject.flatMap((project) => [project.title, project.description]))).toEqual([])
      const linked = await gallery.page.locator("#projects a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")))
      expect(everyProject.map((project) => projectPath(projectSlug(project))).filter((address) => !linked.includes(address))).toEqual([])
      expect(gallery.problems).toEqual([])
      await gallery.close()
    })
  }

  it("each project's page shows its title, description and every technology", async () => {
    for (const project of shows("projects") ? projectsToOpen(site) : []) {
      const visited = await visit(served.browser(), projectPath(projectSlug(project)), { javaScriptEnabled: false, base: served.url() })
      expect({ project: project.title, unseen: await unseen(visited.page, [project.title, project.description, ...project.technologies]) }).toEqual({ project: project.title, unseen: [] })
      await visited.close()
    }
  })

  if (apps.length > 0) {
    it("the downloads page lists each app with its download link", async () => {
      const downloads = await visit(served.browser(), "/downloads", { javaScriptEnabled: false, base: served.url() })
      expect(await unseen(downloads.page, apps.flatMap((app) => [app.name, app.description]))).toEqual([])
      for (const app of apps) await expect(downloads.page.locator(`a[href="${app.filePath}"][download]`).count()).resolves.toBeGreaterThan(0)
      await downloads.close()
    })
  } else {
    it("has no downloads page, and no link to one", async () => {
      const home = await visit(served.browser(), "/", { javaScriptEnabled: false, base: served.url() })
      await expect(home.page.locator('a[href^="/downloads"]').count()).resolves.toBe(0)
      await home.close()
      const missing = await visit(served.browser(), "/downloads", { javaScriptEnabled: false, base: served.url(), expectNotFound: true })
      expect(missing.response?.status()).toBe(404)
      await missing.close()
    })
  }
})
