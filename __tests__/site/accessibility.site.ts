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
import { pool } from "../../tools/pool"

/** What a page's scan found, or why it could not be scanned. */
type PageScan = { violations: typeof NO_VIOLATION_IN_ANY_SCHEME; problems: string[] } | { error: unknown }

jest.setTimeout(120_000)

describe.each(sitesUnderTest())("$name", (site) => {
  const served = useServedSite(site)
  const pages = pagesToOpen(site)
  const runs = [...pages.map((page) => [page.path, page, DESKTOP_CONTEXT] as const), ["/ on a phone", pages[0], PHONE_CONTEXT] as const]

  // Two pages at a time, each in a context of its own: this file is the pass's longest, and
  // often its last, where one page at a time would leave a core idle.
  let scans: Map<string, PageScan>
  beforeAll(async () => {
    const scanned = await pool(runs, 2, async ([, page, size]) => {
      try {
        const visited = await visit(served.browser(), page.path, { ...size, base: served.url(), expectNotFound: page.notFound })
        try {
          await readWholePage(visited.page)
          return { violations: await axeViolationsInEachScheme(visited.page), problems: visited.problems }
        } finally {
          await visited.close()
        }
      } catch (error) {
        return { error }
      }
    })
    scans = new Map(runs.map(([name], index) => [name, scanned[index]]))
  }, 30_000 + runs.length * 20_000)

  it.each(runs)("axe finds nothing on %s, in either theme", (name) => {
    const scan = scans.get(name) as PageScan
    if ("error" in scan) throw scan.error
    expect(scan.violations).toEqual(NO_VIOLATION_IN_ANY_SCHEME)
    expect(scan.problems).toEqual([])
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
