/**
 * The owner's pass, accessibility: axe-core finds no violation of any impact on any page of the
 * site, in both themes, with every section revealed as a reader who scrolled through would see
 * it; the home page also at a phone's size. No page logs an error or fails a request.
 */
import { axeViolations } from "../support/browser/axe"
import { DESKTOP_CONTEXT, PHONE_CONTEXT, readWholePage, visit } from "../support/browser/browser"
import { sitePages, sitesUnderTest, useServedSite } from "../support/sites"

jest.setTimeout(120_000)

const THEMES = ["dark", "light"] as const

describe.each(sitesUnderTest())("$name", (site) => {
  const served = useServedSite(site)
  const pages = sitePages(site.content)
  const runs = THEMES.flatMap((theme) => [
    ...pages.map((page) => [`${page.path}, ${theme}`, page, theme, DESKTOP_CONTEXT] as const),
    [`/ on a phone, ${theme}`, pages[0], theme, PHONE_CONTEXT] as const,
  ])

  it.each(runs)("axe finds nothing on %s", async (_name, page, colorScheme, size) => {
    const visited = await visit(served.browser(), page.path, { ...size, colorScheme, base: served.url(), expectNotFound: page.notFound })
    await readWholePage(visited.page)
    expect(await axeViolations(visited.page)).toEqual([])
    expect(visited.problems).toEqual([])
    await visited.close()
  })
})
