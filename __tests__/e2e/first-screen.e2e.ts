/**
 * The first screen from the document alone (src/build-time/css/first-screen-css.ts): with the
 * site's stylesheet held back, every page kind paints its first screen, on a phone and on a
 * desktop, in the system's dark theme without JavaScript and in a chosen light theme with it;
 * and what it paints is, pixel for pixel, what the page shows once the stylesheet is in (but
 * for anti-aliasing's few levels of a colour channel). So the
 * inline CSS covers everything that first screen shows, nothing changes style when the
 * stylesheet arrives, and nothing below the first screen's end shows in the first viewport
 * before it. The rest of the body waits for the stylesheet (loading-order.e2e.ts). And every
 * page's first screen, its CSS included, comes within the first round trip (budgets.json's
 * firstScreen).
 */
import fs from "fs"
import path from "path"
import type { Browser, BrowserContextOptions, Page } from "playwright-core"
import { PNG } from "pngjs"
import { DESKTOP_CONTEXT, PHONE_CONTEXT, REPORTS_DIR, samplePublicDir, siteUrl, useBrowser } from "../support/browser/browser"
import { KIB, readBudgets } from "../../tools/bench/budget-config"
import { firstFlightOf } from "../../tools/bench/first-flight"
import { listSitePaths } from "../../src/build-time/site-files"
import { THEME_STORAGE_KEY } from "../../src/shared/theme-choice"

jest.setTimeout(120_000)

const browser = useBrowser()

/** Each page kind once: another language's page has the same components, and its first flight is checked below. */
const PAGES = ["/", "/downloads", "/projects/soko-online-store", "/404.html"]
const SCREENS: [string, BrowserContextOptions][] = [
  ["phone", PHONE_CONTEXT],
  ["desktop", DESKTOP_CONTEXT],
]
/**
 * The system's dark theme with no script at all; a chosen light theme, which the head script
 * writes, with the islands kept from running so that only CSS can change what is shown.
 */
const THEMES = [
  { name: "dark, without JavaScript", options: { colorScheme: "dark", javaScriptEnabled: false } as BrowserContextOptions, choice: undefined },
  { name: "light chosen, with JavaScript", options: { colorScheme: "dark" } as BrowserContextOptions, choice: "light" },
]

/**
 * How far a channel may move between two paints of the same thing: Chromium's anti-aliasing
 * moved edge pixels by up to 21 of 255 between two paints of one unchanged page; a change of
 * colour, font or place moves pixels by far more.
 */
const ANTI_ALIASING = 32

/** The pixels that differ by more than anti-aliasing does between two screenshots of one size. */
function changedPixels(first: Buffer, after: Buffer): number {
  const [a, b] = [PNG.sync.read(first), PNG.sync.read(after)]
  let changed = 0
  for (let index = 0; index < a.data.length; index += 4) {
    if ([0, 1, 2].some((channel) => Math.abs(a.data[index + channel] - b.data[index + channel]) > ANTI_ALIASING)) changed += 1
  }
  return changed
}

const STYLESHEET = /\/static\/css\/site-[0-9a-f]{20}\.css$/

/**
 * Polls the page from here: Playwright's own waiting runs a script in the page, which a page
 * without JavaScript does not run.
 */
async function until(page: Page, isDone: () => boolean, what: string): Promise<void> {
  for (const started = Date.now(); !(await page.evaluate(isDone)); await page.waitForTimeout(50)) {
    if (Date.now() - started > 20_000) throw new Error(`Still waiting, after 20 s, for ${what}.`)
  }
}

/** What the viewport shows once what has arrived is painted, the images in view and the fonts in. */
async function viewportShot(page: Page): Promise<Buffer> {
  await until(
    page,
    () =>
      document.fonts.status === "loaded" &&
      [...document.images].every((image) => {
        const { top, bottom, height } = image.getBoundingClientRect()
        return image.complete || height === 0 || top >= innerHeight || bottom <= 0
      }),
    "the fonts and the images in view"
  )
  return page.screenshot({ animations: "disabled", caret: "hide" })
}

async function firstScreenAndAfter(openBrowser: Browser, pathname: string, options: BrowserContextOptions, choice: string | undefined) {
  const context = await openBrowser.newContext({ ...options, reducedMotion: "reduce" })
  if (choice) await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, choice])
  await context.route(/\/islands-[0-9a-f]+\.js$/, (route) => route.fulfill({ contentType: "text/javascript", body: "" }))
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let stylesheetAsked = false
  await context.route(STYLESHEET, async (route) => {
    stylesheetAsked = true
    const response = await route.fetch()
    await released
    await route.fulfill({ response })
  })
  const page = await context.newPage()
  await page.goto(siteUrl(pathname), { waitUntil: "commit" })
  await until(page, () => performance.getEntriesByType("paint").some((entry) => entry.name === "first-contentful-paint"), "the first paint")
  const first = await viewportShot(page)
  const beforeStylesheet = await page.evaluate(() => ({
    stylesheets: [...document.styleSheets].filter((sheet) => sheet.href).map((sheet) => sheet.href),
    theme: document.documentElement.getAttribute("data-theme"),
  }))
  release()
  await page.waitForLoadState("load")
  const after = await viewportShot(page)
  await context.close()
  return { first, after, stylesheetAsked, beforeStylesheet }
}

describe.each(PAGES)("%s", (pathname) => {
  describe.each(SCREENS)("on a %s", (screen, screenOptions) => {
    test.each(THEMES)("$name: the first screen is painted before the stylesheet is in, as it looks after", async ({ name, options, choice }) => {
      const { first, after, stylesheetAsked, beforeStylesheet } = await firstScreenAndAfter(browser(), pathname, { ...screenOptions, ...options }, choice)
      expect(stylesheetAsked).toBe(true)
      expect(beforeStylesheet.stylesheets.filter((href) => href && STYLESHEET.test(href))).toEqual([])
      expect(beforeStylesheet.theme).toBe(choice ?? null)
      const changed = changedPixels(first, after)
      if (changed > 0) {
        const stem = path.join(REPORTS_DIR, `first-screen${pathname.replace(/[/.]/g, "-")}-${screen}-${name.split(",")[0]}`)
        fs.mkdirSync(REPORTS_DIR, { recursive: true })
        fs.writeFileSync(`${stem}-first.png`, first)
        fs.writeFileSync(`${stem}-after.png`, after)
      }
      expect({ changed }).toEqual({ changed: 0 })
    })
  })
})

describe("every built page's first flight (budgets.json firstScreen)", () => {
  const { firstFlightKb, inlineCssKb } = readBudgets().firstScreen
  const pages = listSitePaths(samplePublicDir()).filter((file) => file.endsWith(".html") && !file.startsWith("/_gatsby/") && !file.startsWith("/admin/"))

  test("covers every page kind in both languages", () => {
    expect(pages).toEqual(expect.arrayContaining(["/index.html", "/sw/index.html", "/downloads/index.html", "/projects/soko-online-store/index.html", "/404.html"]))
  })

  test.each(pages)("%s: its first screen within the first round trip, its inline CSS within its budget", (file) => {
    const { firstScreenBytes, inlineCssBytes } = firstFlightOf(fs.readFileSync(path.join(samplePublicDir(), file), "utf8"), file)
    expect(firstScreenBytes).toBeLessThanOrEqual(firstFlightKb * KIB)
    expect(inlineCssBytes).toBeLessThanOrEqual(inlineCssKb * KIB)
    // Not an empty cut: the inline CSS styles at least the header and the first screen's text.
    expect(inlineCssBytes).toBeGreaterThan(KIB)
  })
})
