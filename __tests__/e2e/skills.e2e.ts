/** The skills tabs as a visitor uses them, with the mouse and with the keyboard. */
import type { Page } from "playwright-core"
import { useBrowser, visit, type Visit, DESKTOP_AND_PHONE } from "./support/browser"
import { site, skills } from "./support/site-data"

jest.setTimeout(60_000)

const browser = useBrowser()

const tabLabel = (category: string) => site.skills.tabs.find((t) => t.category === category)!.label
const section = (page: Page) => page.locator("#skills")
const tab = (page: Page, category: string) => section(page).getByRole("tab", { name: tabLabel(category), exact: true })

/** Each card's name and the value of its progress bar, in the order shown. */
const shownSkills = (page: Page) =>
  section(page)
    .getByRole("tabpanel")
    .getByRole("progressbar")
    .evaluateAll((bars) =>
      bars.map((bar) => ({
        name: bar.closest("li")!.querySelector("p, span")!.textContent!.trim(),
        level: Number(bar.getAttribute("aria-valuenow")),
        label: bar.getAttribute("aria-label") ?? document.getElementById(bar.getAttribute("aria-labelledby") ?? "")?.textContent,
      }))
    )

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

  it("marks featured skills and fills each bar to its level", async () => {
    const { page } = home
    await tab(page, "languages").click()
    const cards = section(page).getByRole("tabpanel").getByRole("listitem")
    for (const card of await cards.all()) {
      const name = await card.locator("p, span").first().innerText()
      const skill = skills.find((s) => s.name === name)!
      await expect(card.getByText("Featured", { exact: true }).count()).resolves.toBe(skill.featured ? 1 : 0)
      await expect(card.getByText(`${skill.level}%`).count()).resolves.toBe(1)
      await expect(card.locator("svg").first().isVisible()).resolves.toBe(true)
      const ratio = await card.getByRole("progressbar").evaluate((bar) => {
        const fill = bar.firstElementChild as HTMLElement
        return fill.getBoundingClientRect().width / bar.getBoundingClientRect().width
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
