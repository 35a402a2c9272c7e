/**
 * The owner's pass, bytes: every page of every language, opened as Lighthouse's mobile run
 * opens it, stays within the byte budgets of its kind in tools/bench/budgets.json (the home
 * page's, the downloads page's, the gallery page's, a project page's, the 404 page's), with
 * what each entry of its content beyond the sample's adds (bytesPerEntry): a bigger site gets
 * the bytes its kind promises per project or skill. A page over them is heavier than its
 * content explains (bigger screenshots, longer texts); raise a budget only as a decision.
 */
import { checkByteBudget, describeBreach, sumByType } from "../../tools/bench/loaded-bytes"
import { byteBudgetOf, pageKind, readBudgets } from "../../tools/bench/budget-config"
import { languagesOf, localizedPath } from "../../src/shared/languages"
import { loadLikeLighthouse, type LoadedPage } from "../support/browser/loaded-bytes"
import { pool } from "../../tools/pool"
import { pagesToOpen, sitesUnderTest, useServedSite } from "../support/sites"

jest.setTimeout(120_000)

describe.each(sitesUnderTest())("$name", (site) => {
  const served = useServedSite(site)
  const budgets = readBudgets()
  const { bytes } = budgets
  const [defaultLanguage, ...others] = languagesOf(site.content.site)
  // The 404 page at its own address, as its budget names it; the sent page has none.
  const budgeted = pagesToOpen(site)
    .map((page) => (page.notFound ? "/404.html" : page.path))
    .filter((page) => bytes[pageKind(page)])
    .flatMap((page) => [page, ...others.map((language) => localizedPath(page, language, defaultLanguage))])

  // Each page in a browser context of its own, with its own emulated network: three at a time,
  // which counts the same bytes in a third of the time (the network's waits overlap), with time
  // for however many pages the owner's content makes.
  let loads: Map<string, LoadedPage>
  beforeAll(async () => {
    const loaded = await pool(budgeted, 3, (page) => loadLikeLighthouse(served.browser(), new URL(page, served.url()).href))
    loads = new Map(budgeted.map((page, index) => [page, loaded[index]]))
  }, 30_000 + budgeted.length * 10_000)

  it.each(budgeted)("%s stays within its budgets", (page) => {
    const loaded = loads.get(page) as LoadedPage
    expect(loaded.failed).toEqual([])
    const totals = sumByType(loaded.resources)
    expect(totals.document.requests).toBe(1)
    expect(checkByteBudget(page, totals, byteBudgetOf(budgets, page, site.content), loaded.resources).map(describeBreach)).toEqual([])
  })
})
