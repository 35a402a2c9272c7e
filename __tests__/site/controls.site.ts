/**
 * The owner's pass, the gallery's filters and the skills' tabs as a visitor uses them: every
 * filter leads to at least one project (after "View All Projects" where its projects are not
 * featured), every category tab shows at least one skill, and the Featured tab does whenever a
 * skill is featured. No control that can only show an empty state. A section the owner left
 * out has no controls at all. The gallery page of a site with many projects is held to the same,
 * and shows its cards in "all", every row behind its toggle, and each other filter's projects.
 */
import type { Locator, Page } from "playwright-core"
import { visit } from "../support/browser/browser"
import { FEATURED_TAB } from "../../src/shared/skills"
import { sitesUnderTest, useServedSite } from "../support/sites"
import { homeContent } from "../support/site-content"
import { PROJECTS_PATH } from "../../src/shared/project-pages"
import { ALL_CATEGORIES, filtersWithProjects, galleryPageParts } from "../../src/shared/projects"

jest.setTimeout(120_000)

/** The titles of the projects a gallery shows, cards and rows, in the page's order. */
const shownProjectTitles = (gallery: Locator) =>
  gallery.getByRole("article").evaluateAll((articles) => articles.filter((article) => (article as HTMLElement).offsetParent !== null).map((article) => article.querySelector("h2, h3")?.textContent ?? ""))

const visibleCount = (locator: Locator) => locator.evaluateAll((elements) => elements.filter((element) => (element as HTMLElement).offsetParent !== null).length)

describe.each(sitesUnderTest())("$name", (site) => {
  const served = useServedSite(site)
  const { site: siteJson, skills } = site.content
  const { shows, galleryPage } = homeContent(site.content)
  const open = (address = "/") => visit(served.browser(), address, { base: served.url() })
  const gallery = (page: Page) => page.locator("#projects")

  it("has no gallery or tabs for a section the owner left out", async () => {
    const home = await open()
    for (const section of ["projects", "skills"] as const) await expect(home.page.locator(`#${section}`).count()).resolves.toBe(shows(section) ? 1 : 0)
    await home.close()
  })

  const galleries = shows("projects") ? ["/", ...(galleryPage ? [PROJECTS_PATH] : [])] : []
  if (galleries.length > 0) it.each(galleries)("leads every project filter of %s to at least one project", async (address) => {
    const home = await open(address)
    const filters = gallery(home.page).getByRole("group").getByRole("button")
    const empty: string[] = []
    for (const filter of await filters.all()) {
      await filter.click()
      if ((await visibleCount(gallery(home.page).getByRole("article"))) === 0) {
        const viewAll = gallery(home.page).getByRole("button", { name: siteJson.projects.viewAll })
        for (const button of await viewAll.all()) if (await button.isVisible()) await button.click()
      }
      if ((await visibleCount(gallery(home.page).getByRole("article"))) === 0) empty.push(await filter.innerText())
      await gallery(home.page).getByRole("group").getByRole("button").first().click()
    }
    expect(empty).toEqual([])
    expect(await filters.count()).toBeGreaterThan(0)
    expect(home.problems).toEqual([])
    await home.close()
  })

  if (shows("projects") && galleryPage)
    it("shows on the gallery page its cards in All and its rows behind the toggle, and exactly each other filter's projects, in data order", async () => {
      const { projects } = site.content
      const visited = await open(PROJECTS_PATH)
      const filters = gallery(visited.page).getByRole("group").getByRole("button")
      const options = filtersWithProjects(siteJson.projects.filters, projects)
      const titles = (list: readonly { title: string }[]) => list.map((project) => project.title)
      await expect(filters.count()).resolves.toBe(options.length)
      for (const [index, option] of options.entries()) {
        await filters.nth(index).click()
        const inCategory = projects.filter((project) => option.category === ALL_CATEGORIES || project.category === option.category)
        const expected = option.category === ALL_CATEGORIES ? galleryPageParts(projects).cards : inCategory
        expect({ filter: option.label, shown: await shownProjectTitles(gallery(visited.page)) }).toEqual({ filter: option.label, shown: titles(expected) })
      }
      await filters.nth(options.findIndex((option) => option.category === ALL_CATEGORIES)).click()
      await gallery(visited.page).getByRole("button", { name: siteJson.projects.showMore }).click()
      expect(await shownProjectTitles(gallery(visited.page))).toEqual(titles(projects))
      expect(visited.problems).toEqual([])
      await visited.close()
    })

  if (shows("skills")) it("shows at least one skill on every tab (on Featured, when a skill is featured)", async () => {
    const home = await open()
    const section = home.page.locator("#skills")
    const empty: string[] = []
    const tabs = section.getByRole("tab")
    for (const tab of await tabs.all()) {
      await tab.click()
      const shown = await section.getByRole("tabpanel").getByRole("progressbar").count()
      const isFeatured = (await tab.innerText()) === siteJson.skills.tabs.find((option) => option.category === FEATURED_TAB)?.label
      if (shown === 0 && !(isFeatured && !skills.some((skill) => skill.featured))) empty.push(await tab.innerText())
    }
    expect(empty).toEqual([])
    expect(await tabs.count()).toBeGreaterThan(0)
    expect(home.problems).toEqual([])
    await home.close()
  })
})
