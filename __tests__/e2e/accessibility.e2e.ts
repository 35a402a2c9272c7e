/** axe-core on every page, at both sizes, in both themes, and with the phone menu open: no violation of any impact. */
import { axeViolations as violations, axeViolationsInEachScheme, NO_VIOLATION_IN_ANY_SCHEME } from "../support/browser/axe"
import { COLOR_SCHEMES, useBrowser, PHONE_CONTEXT, readWholePage, visit, DESKTOP_AND_PHONE } from "../support/browser/browser"
import { site } from "../support/browser/site-data"
import { revealContract } from "../../src/components/motion/reveal.island"
import { ENTRY_ANIMATION_SELECTOR } from "../../src/theme/without-script"

jest.setTimeout(90_000)

const browser = useBrowser()

const PAGES: [string, boolean][] = [
  ["/", false],
  ["/downloads", false],
  // A project page with every part of a case study, and one without any.
  ["/projects/soko-online-store", false],
  ["/projects/shule-school-management-system", false],
  ["/no-such-page", true],
]

// The system's setting picks the theme here; a choice against it is scanned below.
describe.each(DESKTOP_AND_PHONE)("axe on %s", (_name, size) => {
  it.each(PAGES)("%s has no violations, in either theme", async (pathname, expectNotFound) => {
    const visited = await visit(browser(), pathname, { ...size, expectNotFound })
    // Every section revealed, as a reader who scrolled through would see it.
    await readWholePage(visited.page)
    expect(await axeViolationsInEachScheme(visited.page)).toEqual(NO_VIOLATION_IN_ANY_SCHEME)
    expect(visited.problems).toEqual([])
    await visited.close()
  })
})

describe.each(COLOR_SCHEMES)("%s theme", (colorScheme) => {
  describe("phone menu", () => {
    it("has no violations while open", async () => {
      const home = await visit(browser(), "/", { ...PHONE_CONTEXT, colorScheme })
      await home.page.getByRole("button", { name: "Open menu" }).click()
      await home.page.getByRole("navigation", { name: "Mobile" }).waitFor()
      await home.page.waitForTimeout(600)
      expect(await violations(home.page)).toEqual([])
      expect(home.problems).toEqual([])
      await home.close()
    })
  })

  describe("reduced motion", () => {
    it("shows every element at once and passes axe without scrolling", async () => {
      const home = await visit(browser(), "/", { reducedMotion: "reduce", colorScheme })
      const hidden = await home.page.evaluate(
        (selector) => [...document.querySelectorAll(selector)].filter((el) => Number(getComputedStyle(el).opacity) < 1).length,
        `${ENTRY_ANIMATION_SELECTOR}, [${revealContract.valueAttribute("state")}]`
      )
      expect(hidden).toBe(0)
      expect(await violations(home.page)).toEqual([])
      await home.close()
    })
  })
})

// A visitor's choice against the system's setting: the switch's rules (data-theme on <html>)
// must give the same colours as the system's, pressed state and all.
describe.each([
  ["light", "dark"],
  ["dark", "light"],
] as const)("%s chosen on a %s system", (choice, colorScheme) => {
  it("has no violations on the home page, the switch showing the choice", async () => {
    const home = await visit(browser(), "/", { colorScheme })
    const { page } = home
    await page.getByRole("group", { name: site.header.theme.label }).first().getByRole("button", { name: site.header.theme[choice] }).click()
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(choice)
    await readWholePage(page)
    expect(await violations(page)).toEqual([])
    expect(home.problems).toEqual([])
    await home.close()
  })
})
