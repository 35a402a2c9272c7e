/**
 * Keyboard only: Tab from the top reaches the skip link first, then every control in page
 * order, each with a visible focus indicator.
 */
import type { Page } from "playwright-core"
import { COLOR_SCHEMES, useBrowser, readWholePage, visit } from "../support/browser/browser"
import { projects, site } from "../support/browser/site-data"
import { filtersWithProjects } from "../../src/shared/projects"

jest.setTimeout(90_000)

const browser = useBrowser()

interface Stop {
  name: string
  role: string
  /** Position in document order, to check the tab order follows the page. */
  order: number
  /** The focused element paints an outline or a ring (box-shadow) it did not have before. */
  indicated: boolean
}

/** Presses Tab and describes where the focus went. */
async function tab(page: Page): Promise<Stop> {
  await page.keyboard.press("Tab")
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement
    const all = [...document.querySelectorAll("*")]
    const style = getComputedStyle(element)
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0
    const ring = style.boxShadow !== "none"
    const name = (element.getAttribute("aria-label") ?? element.innerText ?? "").replace(/\s+/g, " ").trim()
    return {
      name: name || element.tagName,
      role: element.getAttribute("role") ?? element.tagName.toLowerCase(),
      order: all.indexOf(element),
      indicated: outline || ring,
    }
  })
}

async function tabThroughPage(page: Page, max = 200): Promise<Stop[]> {
  const stops: Stop[] = []
  for (let i = 0; i < max; i += 1) {
    const stop = await tab(page)
    if (stop.role === "body" || (stops.length > 0 && stop.order === stops[0].order)) break
    stops.push(stop)
  }
  return stops
}

// Focus rings must show in both themes.
describe.each(COLOR_SCHEMES)("the home page with the keyboard (1280x800, %s theme)", (colorScheme) => {
  let stops: Stop[]
  let problems: string[]
  beforeAll(async () => {
    const home = await visit(browser(), "/", { colorScheme })
    await readWholePage(home.page)
    await home.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    stops = await tabThroughPage(home.page)
    problems = home.problems
    await home.close()
  })

  it("starts at the skip link", () => {
    expect(stops[0]).toMatchObject({ name: "Skip to main content", role: "a" })
  })

  it("reaches every nav entry, filter, tab, link and form field", () => {
    const names = stops.map((s) => s.name)
    for (const label of ["Home", "About", "Projects", "Skills", "Contact"]) expect(names).toContain(label)
    // The résumé's link, named with its type and size: "Resume (PDF, 24.1 kB)".
    const resume = names.find((name) => name.startsWith("Resume ("))
    expect(resume).toBeDefined()
    // The language switch (the sample is in Kiswahili too) and the theme switch, between the navigation and Resume.
    const { theme } = site.header
    expect(names.slice(names.indexOf("Contact") + 1, names.indexOf(resume!))).toEqual(["Kiswahili", theme.light, theme.dark, theme.system])
    // Every filter with a project (the sample lists "data", which has none, and so no button).
    for (const filter of filtersWithProjects(site.projects.filters, projects)) expect(names).toContain(filter.label)
    // Tabs: one stop for the selected tab (arrow keys move within the list), then its panel.
    expect(stops.filter((s) => s.role === "tab").map((s) => s.name)).toEqual([site.skills.tabs[0].label])
    expect(stops.some((s) => s.role === "tabpanel")).toBe(true)
    for (const name of ["Explore My Projects", "Get In Touch", "Download CV", "View All Projects", "View all skills", "Send Message", "Contact Me", "Back to top"]) {
      expect(names.some((n) => n.startsWith(name))).toBe(true)
    }
    for (const role of ["input", "textarea"]) expect(stops.filter((s) => s.role === role).length).toBeGreaterThan(0)
    // Each featured card's Code and Live Demo links, where the project has them.
    const featuredLinks = projects.filter((p) => p.featured).flatMap((p) => [p.githubUrl, p.liveUrl]).filter(Boolean)
    expect(stops.filter((s) => /^(Code|Live Demo) of /.test(s.name)).length).toBe(featuredLinks.length)
  })

  it("follows the page order", () => {
    const orders = stops.map((s) => s.order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })

  it("shows where the focus is, on every stop", () => {
    expect(stops.filter((s) => !s.indicated).map((s) => s.name)).toEqual([])
  })

  it("logs no problem on the way", () => {
    expect(problems).toEqual([])
  })
})

describe("operating controls with the keyboard", () => {
  it("the skip link moves the focus to the main content; Enter and Space press buttons", async () => {
    const home = await visit(browser(), "/")
    const { page } = home
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main")

    const web = page.getByRole("button", { name: site.projects.filters[1].label, exact: true })
    await web.focus()
    await page.keyboard.press("Enter")
    await expect(web.getAttribute("aria-pressed")).resolves.toBe("true")
    const all = page.getByRole("button", { name: site.projects.filters[0].label, exact: true })
    await all.focus()
    await page.keyboard.press("Space")
    await expect(all.getAttribute("aria-pressed")).resolves.toBe("true")
    expect(home.problems).toEqual([])
    await home.close()
  })

  it("icon-only links show their name in a tooltip on focus", async () => {
    const home = await visit(browser(), "/")
    const { page } = home
    const github = page.locator("#home").getByRole("link", { name: "GitHub" })
    await github.focus()
    await page.getByRole("tooltip", { name: "GitHub" }).waitFor({ timeout: 2000 })
    await page.keyboard.press("Escape")
    await page.getByRole("tooltip").waitFor({ state: "hidden" })
    await home.close()
  })
})
