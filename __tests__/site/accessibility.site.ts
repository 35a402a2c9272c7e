/**
 * The owner's pass, accessibility: axe-core finds no violation of any impact on any page of the
 * site, in both themes, with every section revealed as a reader who scrolled through would see
 * it; the home page also at a phone's size, and the gallery page (of a site with one) with its
 * rows shown, at both sizes. No page logs an error or fails a request.
 */
import { axeViolationsInEachScheme, NO_VIOLATION_IN_ANY_SCHEME } from "../support/browser/axe"
import { DESKTOP_CONTEXT, PHONE_CONTEXT, readWholePage, visit } from "../support/browser/browser"
import { pagesToOpen, sitesUnderTest, useServedSite } from "../support/sites"
import { homeContent } from "../support/site-content"
import { PROJECTS_PATH } from "../../src/shared/project-pages"

jest.setTimeout(120_000)

describe.each(sitesUnderTest())("$name", (site) => {
  const served = useServedSite(site)
  const pages = pagesToOpen(site)
  const runs = [...pages.map((page) => [page.path, page, DESKTOP_CONTEXT] as const), ["/ on a phone", pages[0], PHONE_CONTEXT] as const]

  it.each(runs)("axe finds nothing on %s, in either theme", async (_name, page, size) => {
    const visited = await visit(served.browser(), page.path, { ...size, base: served.url(), expectNotFound: page.notFound })
    await readWholePage(visited.page)
    expect(await axeViolationsInEachScheme(visited.page)).toEqual(NO_VIOLATION_IN_ANY_SCHEME)
    expect(visited.problems).toEqual([])
    await visited.close()
  })

  if (homeContent(site.content).galleryPage)
    it.each([["on a wide screen", DESKTOP_CONTEXT], ["on a phone", PHONE_CONTEXT]] as const)("axe finds nothing on the gallery page with its rows shown, %s, in either theme", async (_name, size) => {
      const visited = await visit(served.browser(), PROJECTS_PATH, { ...size, base: served.url() })
      const { showMore, showFewer } = site.content.site.projects
      await visited.page.getByRole("button", { name: showMore, expanded: false }).click()
      await visited.page.getByRole("button", { name: showFewer, expanded: true }).waitFor()
      await readWholePage(visited.page)
      expect(await axeViolationsInEachScheme(visited.page)).toEqual(NO_VIOLATION_IN_ANY_SCHEME)
      expect(visited.problems).toEqual([])
      await visited.close()
    })
})
