/**
 * How many elements each page of budgets.json's "elements" has once loaded: at load the browser
 * styles and lays out every one, the page's largest cost on the main thread
 * (docs/performance.md, "Where the blocking time goes"). Counted as Chromium holds the page after
 * its load on a phone, nothing opened: the phone menu's markup and the tooltips' labels are not
 * part of it until they are.
 */
import { PHONE_CONTEXT, useBrowser, visit } from "../support/browser/browser"
import { readBudgets } from "../../tools/bench/budget-config"

jest.setTimeout(60_000)

const browser = useBrowser()

describe.each(Object.entries(readBudgets().elements))("%s", (pathname, budget) => {
  it(`has at most ${budget} elements once loaded`, async () => {
    const { page, problems, close } = await visit(browser(), pathname, PHONE_CONTEXT)
    const count = await page.evaluate(() => document.querySelectorAll("*").length)
    await close()
    expect(problems).toEqual([])
    expect(count).toBeLessThanOrEqual(budget)
  })
})
