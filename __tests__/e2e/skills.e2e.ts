/**
 * The skills tabs as a visitor uses them, with the mouse and with the keyboard, each tab's cards
 * highest level first as they show on screen; and the skills category by category, each
 * heading then its skills, without JavaScript and in print.
 */
import type { Page } from "playwright-core"
import { accessibilityOrder, afterAnimations, readingOrder, settle, useBrowser, visit, type Visit, DESKTOP_AND_PHONE } from "../support/browser/browser"
import { site, skills } from "../support/browser/site-data"
import { FEATURED_TAB, skillsForTab } from "../../src/shared/skills"

jest.setTimeout(60_000)

const browser = useBrowser()

const tabLabel = (category: string) => site.skills.tabs.find((t) => t.category === category)!.label
const section = (page: Page) => page.locator("#skills")
const tab = (page: Page, category: string) => section(page).getByRole("tab", { name: tabLabel(category), exact: true })

/** Each card shown (its name, the value of its progress bar and the bar's name), in the order the screen shows them, once they have settled. */
const shownSkills = async (page: Page) =>
  (await afterAnimations(page),
  readingOrder(
    await section(page)
      .getByRole("tabpanel")
      .getByRole("listitem")
      .evaluateAll((cards) =>
        cards.map((card) => {
          const bar = card.querySelector("[role=progressbar]")!
          const { top, bottom, left, height } = card.getBoundingClientRect()
          return {
            name: card.querySelector("p")!.textContent!.trim(),
            level: Number(bar.getAttribute("aria-valuenow")),
            label: bar.getAttribute("aria-label") ?? document.getElementById(bar.getAttribute("aria-labelledby") ?? "")?.textContent,
            box: { top, bottom, left, height },
          }
        })
      )
  ).map(({ box: _box, ...card }) => card))

/** The names of a tab's skills, highest level first (ties in data order). */
const rankedNames = (tabValue: string) => skillsForTab(skills, tabValue).map((skill) => skill.name)

/**
 * The skills as a reader without the tab list gets them (no JavaScript, print): each category's
 * heading then its skills, in the DOM (the h3, then the list right after it) and on screen (the
 * list's cards below the heading, above the next one, row by row in the DOM's order), every
 * skill once, highest level first.
 */
async function expectCategoryByCategory(page: Page) {
  const categories = await section(page)
    .getByRole("tabpanel")
    .evaluate((panel) => {
      const boxOf = (element: Element) => {
        const { top, bottom, left, height } = element.getBoundingClientRect()
        return { top, bottom, left, height }
      }
      return Array.from(panel.children)
        .filter((child) => child.tagName === "H3")
        .map((heading) => {
          const list = heading.nextElementSibling
          return {
            heading: heading.textContent,
            headingBox: boxOf(heading),
            next: list?.tagName,
            cards: Array.from(list?.children ?? []).map((card) => ({ name: card.querySelector("p")?.textContent, box: boxOf(card) })),
          }
        })
    })
  const expected = site.skills.tabs.filter((t) => t.category !== FEATURED_TAB)
  expect(categories.map(({ heading, next, cards }) => ({ heading, next, skills: cards.map((card) => card.name) }))).toEqual(
    expected.map((t) => ({ heading: t.label, next: "UL", skills: rankedNames(t.category) }))
  )
  categories.forEach(({ heading, headingBox, cards }, index) => {
    const below = headingBox.bottom
    const above = categories[index + 1]?.headingBox.top ?? Infinity
    expect({ heading, outside: cards.filter(({ box }) => box.height === 0 || box.top < below || box.bottom > above).map((card) => card.name) }).toEqual({ heading, outside: [] })
    expect({ heading, asSeen: readingOrder(cards).map((card) => card.name) }).toEqual({ heading, asSeen: cards.map((card) => card.name) })
  })
}

/**
 * The skills as paper shows them after the script has run, whatever the DOM's order then: read
 * row by row, each category's heading, then its skills highest level first, every skill once.
 */
async function expectCategoryByCategoryOnPaper(page: Page) {
  const placed = await section(page)
    .getByRole("tabpanel")
    .evaluate((panel) =>
      Array.from(panel.querySelectorAll("h3, li")).map((element) => {
        const { top, bottom, left, height } = element.getBoundingClientRect()
        return { heading: element.tagName === "H3", name: (element.tagName === "H3" ? element : element.querySelector("p"))?.textContent, box: { top, bottom, left, height } }
      })
    )
  expect(placed.filter(({ box }) => box.height === 0).map(({ name }) => name)).toEqual([])
  const outline = readingOrder(placed).reduce<{ heading: string; skills: string[] }[]>((groups, { heading, name }) => {
    if (heading) groups.push({ heading: name!, skills: [] })
    else groups[groups.length - 1]?.skills.push(name!)
    return groups
  }, [])
  expect(outline).toEqual(site.skills.tabs.filter((t) => t.category !== FEATURED_TAB).map((t) => ({ heading: t.label, skills: rankedNames(t.category) })))
}

const expectedFor = (category: string) =>
  skills
    .filter((skill) => (category === "featured" ? skill.featured : skill.category === category))
    .map((skill) => ({ name: skill.name, level: skill.level }))

describe.each(DESKTOP_AND_PHONE)("skills on %s", (_name, context) => {
  let home: Visit
  beforeEach(async () => {
    home = await visit(browser(), "/#skills", context)
  })
  afterEach(async () => {
    expect(home.problems).toEqual([])
    await home.close()
  })

  it("has the seven tabs with Featured selected, and every tab lists its skills highest level first", async () => {
    const { page } = home
    const tabs = await section(page).getByRole("tablist", { name: "Skill categories" }).getByRole("tab").allInnerTexts()
    expect(tabs).toEqual(site.skills.tabs.map((t) => t.label))
    await expect(tab(page, "featured").getAttribute("aria-selected")).resolves.toBe("true")

    for (const { category } of site.skills.tabs) {
      await tab(page, category).click()
      await expect(tab(page, category).getAttribute("aria-selected")).resolves.toBe("true")
      const shown = await shownSkills(page)
      const levels = shown.map((s) => s.level)
      expect(levels).toEqual([...levels].sort((a, b) => b - a))
      expect(shown.map(({ name, level }) => ({ name, level })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
        expectedFor(category).sort((a, b) => a.name.localeCompare(b.name))
      )
      for (const skill of shown) expect(skill.label).toContain(skill.name)
    }
  })

  it("shows Featured's cards, which the HTML holds category by category, and a category's, in rank order on screen, in one list", async () => {
    const { page } = home
    const panel = section(page).getByRole("tabpanel")
    await expect(panel.getAttribute("aria-labelledby")).resolves.toBe(await tab(page, FEATURED_TAB).getAttribute("id"))
    expect((await shownSkills(page)).map((card) => card.name)).toEqual(rankedNames(FEATURED_TAB))
    // Below the last card, whatever its rank.
    const button = await section(page).getByRole("button", { name: site.skills.viewAll }).boundingBox()
    const cards = await panel.getByRole("listitem").evaluateAll((items) => items.map((item) => item.getBoundingClientRect().bottom))
    expect(button!.y).toBeGreaterThan(Math.max(...cards))
    // With the script the cards are one list, in the order the grid shows them (the other lists, empty, are not there).
    await expect(panel.getByRole("list").count()).resolves.toBe(1)

    await tab(page, "frameworks").click()
    expect((await shownSkills(page)).map((card) => card.name)).toEqual(rankedNames("frameworks"))
    // The other categories' lists, with nothing to show, are not there at all (not empty lists).
    await expect(panel.getByRole("list").count()).resolves.toBe(1)
    await expect(panel.getByRole("heading").count()).resolves.toBe(0)
  })

  it("is read, on every tab, in the order it shows: the accessibility tree has the cards in the grid's reading order", async () => {
    const { page } = home
    for (const { category } of site.skills.tabs) {
      await tab(page, category).click()
      const shown = (await shownSkills(page)).map((card) => card.name)
      expect({ category, read: await accessibilityOrder(page, "progressbar", "tabpanel") }).toEqual({ category, read: shown })
    }
  })

  it("marks featured skills and fills each bar to its level", async () => {
    const { page } = home
    await tab(page, "languages").click()
    const cards = section(page).getByRole("tabpanel").getByRole("listitem")
    for (const card of await cards.all()) {
      const name = await card.locator("p").first().innerText()
      const skill = skills.find((s) => s.name === name)!
      await expect(card.getByText("Featured", { exact: true }).count()).resolves.toBe(skill.featured ? 1 : 0)
      await expect(card.getByText(`${skill.level}%`).count()).resolves.toBe(1)
      // The logo: a mask of the logos file's view of it, painted in the tile's text colour.
      await expect(card.locator("xpath=./span[1]").evaluate((tile) => getComputedStyle(tile, "::before").maskImage)).resolves.toMatch(/logos-[0-9a-f]{20}\.svg#l\d+"?\)$/)
      // The bar fills as it comes into view: measured once its fill has ended, however busy the machine.
      await card.scrollIntoViewIfNeeded()
      await settle(page)
      // The fill and its track are the bar's pseudo-elements: the fill's width as drawn (its scale
      // included, which the filling animates) over the track's.
      const ratio = await card.getByRole("progressbar").evaluate((bar) => {
        const fill = getComputedStyle(bar, "::after")
        const scaleX = fill.transform === "none" ? 1 : new DOMMatrix(fill.transform).a
        return (parseFloat(fill.width) * scaleX) / parseFloat(getComputedStyle(bar, "::before").width)
      })
      expect(ratio).toBeCloseTo(skill.level / 100, 1)
    }
  })

  it("View all skills opens the Languages tab and moves the focus to it", async () => {
    const { page } = home
    await section(page).getByRole("button", { name: "View all skills" }).click()
    await expect(tab(page, "languages").getAttribute("aria-selected")).resolves.toBe("true")
    await expect(tab(page, "languages").evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await expect(section(page).getByRole("button", { name: "View all skills" }).count()).resolves.toBe(0)
  })
})

describe("skills with the keyboard", () => {
  it("moves between tabs with the arrow keys, Home and End, and Tab enters the panel", async () => {
    const home = await visit(browser(), "/#skills")
    const { page } = home
    await tab(page, "featured").focus()
    await page.keyboard.press("ArrowRight")
    await expect(tab(page, "languages").getAttribute("aria-selected")).resolves.toBe("true")
    await page.keyboard.press("End")
    await expect(tab(page, "collaboration").getAttribute("aria-selected")).resolves.toBe("true")
    await page.keyboard.press("ArrowRight")
    await expect(tab(page, "featured").getAttribute("aria-selected")).resolves.toBe("true")
    await page.keyboard.press("ArrowLeft")
    await expect(tab(page, "collaboration").getAttribute("aria-selected")).resolves.toBe("true")
    await page.keyboard.press("Home")
    await expect(tab(page, "featured").getAttribute("aria-selected")).resolves.toBe("true")
    await page.keyboard.press("Tab")
    await expect(page.evaluate(() => document.activeElement?.getAttribute("role"))).resolves.toBe("tabpanel")
    expect(home.problems).toEqual([])
    await home.close()
  })
})

describe.each(DESKTOP_AND_PHONE)("skills without JavaScript on %s", (_name, context) => {
  it("shows each category's heading, then its skills highest level first, in the DOM and on screen, under the section's name", async () => {
    const home = await visit(browser(), "/#skills", { ...context, javaScriptEnabled: false })
    const { page } = home
    // Not named after the Featured tab, whose tab list does not show.
    await expect(section(page).getByRole("tabpanel", { name: site.skills.title, exact: true }).count()).resolves.toBe(1)
    await expectCategoryByCategory(page)
    // Read in the order it shows: every card, category by category, as the screen shows them row by row.
    const shown = (await shownSkills(page)).map((card) => card.name)
    expect(shown).toHaveLength(skills.length)
    await expect(accessibilityOrder(page, "progressbar", "tabpanel")).resolves.toEqual(shown)
    expect(home.problems).toEqual([])
    await home.close()
  })
})

describe("skills in print", () => {
  it("shows each category's heading, then its skills highest level first, after a visitor switched tabs", async () => {
    const home = await visit(browser(), "/#skills")
    const { page } = home
    await tab(page, "databases").click()
    await afterAnimations(page)
    await page.emulateMedia({ media: "print" })
    await expectCategoryByCategoryOnPaper(page)
    expect(home.problems).toEqual([])
    await home.close()
  })
})

describe("the skills' logos", () => {
  /** The logos files the page has fetched so far, as its resource timing lists them. */
  const fetchedLogos = (page: Page) =>
    page.evaluate(() => performance.getEntriesByType("resource").filter((entry) => /\/static\/icons\/logos-[0-9a-f]{20}\.svg$/.test(new URL(entry.name).pathname)).length)

  it("are fetched once the skills section is reached, never with the first view", async () => {
    const { page, close } = await visit(browser(), "/")
    await page.waitForTimeout(1000)
    await expect(fetchedLogos(page)).resolves.toBe(0)
    await section(page).scrollIntoViewIfNeeded()
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/static/icons/logos-")))
    await expect(fetchedLogos(page)).resolves.toBe(1)
    await close()
  })
})
