/** axe-core on every page, at both sizes, in both themes, and with the phone menu open: no violation of any impact. */
import { axeViolations as violations, axeViolationsInEachScheme, NO_VIOLATION_IN_ANY_SCHEME } from "../support/browser/axe"
import { COLOR_SCHEMES, useBrowser, PHONE_CONTEXT, readWholePage, visit, DESKTOP_AND_PHONE, type ColorScheme } from "../support/browser/browser"
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

// Legacy mode and violations alone (support/browser/axe.ts) must still catch what axe catches.
describe("the scan itself", () => {
  it("reports a violation on every element, in the scheme where it shows", async () => {
    const context = await browser().newContext()
    const page = await context.newPage()
    await page.setContent(`<!doctype html><html lang="en"><head><title>A page to scan</title><style>
      body { background: #fff; color: #111 }
      @media (prefers-color-scheme: dark) { body { background: #111; color: #eee } .faint { color: #333 } }
      </style></head><body><main><h1>A page to scan</h1><p class="faint">Faint on the dark scheme alone.</p>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20">
      </main></body></html>`)
    const found = await axeViolationsInEachScheme(page)
    const rulesAndCounts = (scheme: ColorScheme) => found[scheme].map((violation) => [violation.rule, violation.nodes.length])
    expect(rulesAndCounts("dark")).toEqual([["color-contrast", 1], ["image-alt", 2]])
    expect(rulesAndCounts("light")).toEqual([["image-alt", 2]])
    await context.close()
  })
})

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
