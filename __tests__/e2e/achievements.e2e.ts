/**
 * The achievements section as a visitor meets it: every certification, award, talk and
 * publication, newest first, read by a screen reader in the order the screen shows it (two
 * columns on a wide screen, one on a phone), with JavaScript and without.
 */
import type { Page } from "playwright-core"
import { accessibilityOrder, afterAnimations, DESKTOP_AND_PHONE, readingOrder, useBrowser, visit } from "../support/browser/browser"
import { achievements, site } from "../support/browser/site-data"
import { latestFirst } from "../../src/shared/dates"

jest.setTimeout(60_000)

const browser = useBrowser()

/** The cards' titles in the order the screen shows them, once revealed. */
async function shownTitles(page: Page): Promise<string[]> {
  const section = page.locator("#achievements")
  await section.scrollIntoViewIfNeeded()
  await afterAnimations(page)
  const cards = await section.getByRole("listitem").evaluateAll((items) =>
    items.map((item) => {
      const { top, bottom, left, height } = item.getBoundingClientRect()
      return { title: item.querySelector("h3")!.textContent!, box: { top, bottom, left, height } }
    })
  )
  return readingOrder(cards).map((card) => card.title)
}

describe.each([true, false])("achievements, JavaScript %s", (javaScriptEnabled) => {
  it.each(DESKTOP_AND_PHONE)("shows every one newest first, and reads them in that order, on %s", async (_name, size) => {
    const home = await visit(browser(), "/", { ...size, javaScriptEnabled })
    const newestFirst = latestFirst(achievements).map((achievement) => achievement.title)
    await expect(shownTitles(home.page)).resolves.toEqual(newestFirst)
    const read = await accessibilityOrder(home.page, "heading", { role: "region", name: site.achievements.title })
    expect(read.filter((heading) => heading !== site.achievements.title)).toEqual(newestFirst)
    expect(home.problems).toEqual([])
    await home.close()
  })
})
