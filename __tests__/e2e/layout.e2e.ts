/**
 * What a visitor on any screen gets: no horizontal scroll from 320 px up, external links that
 * open in a new tab without access to this one, and full-page screenshots of the home page
 * at 390, 768 and 1280 px in both themes (written to reports/screenshots/; README shows copies of them).
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { COLOR_SCHEMES, useBrowser, readWholePage, REPORTS_DIR, visit } from "../support/browser/browser"
import { REPO_ROOT } from "../../tools/repo-root"

jest.setTimeout(120_000)

const SCREENSHOTS_DIR = path.join(REPORTS_DIR, "screenshots")
/** `UPDATE_SCREENSHOTS=1` also refreshes the copies README shows. */
const README_SCREENSHOTS_DIR = path.join(REPO_ROOT, ".github", "screenshots")

const browser = useBrowser()

const PAGES: [string, boolean][] = [
  ["/", false],
  ["/downloads", false],
  ["/projects/soko-online-store", false],
  ["/no-such-page", true],
]

describe.each([320, 390, 768, 1280, 1920])("at %i px wide", (width) => {
  it.each(PAGES)("%s has no horizontal scroll", async (pathname, expectNotFound) => {
    const visited = await visit(browser(), pathname, { viewport: { width, height: 800 }, expectNotFound })
    const { page } = visited
    if (pathname === "/") {
      await page.getByRole("button", { name: "View All Projects" }).first().click()
      await readWholePage(page)
    }
    const overflow = await page.evaluate(() => {
      const viewport = document.documentElement.clientWidth
      const wider = [...document.querySelectorAll("body *")]
        .filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
        .map((element) => `${element.tagName.toLowerCase()} ${element.textContent?.slice(0, 40)}`)
      return { scrollWidth: document.documentElement.scrollWidth, viewport, wider: wider.slice(0, 5) }
    })
    expect(overflow).toEqual({ scrollWidth: overflow.viewport, viewport: overflow.viewport, wider: [] })
    expect(visited.problems).toEqual([])
    await visited.close()
  })
})

describe("external links", () => {
  it.each(PAGES)("on %s open in a new tab with rel noopener", async (pathname, expectNotFound) => {
    const visited = await visit(browser(), pathname, { expectNotFound })
    const links = await visited.page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
        .filter((a) => /^https?:/.test(a.href) && new URL(a.href).origin !== location.origin)
        .map((a) => ({ href: a.href, target: a.target, rel: a.rel }))
    )
    if (pathname === "/") expect(links.length).toBeGreaterThan(20)
    for (const link of links) {
      expect(link).toEqual({ href: link.href, target: "_blank", rel: expect.stringContaining("noopener") })
    }
    await visited.close()
  })
})

describe.each(COLOR_SCHEMES)("screenshots in the %s theme", (colorScheme) => {
  it.each([390, 768, 1280])("of / at %i px", async (width) => {
    const home = await visit(browser(), "/", { viewport: { width, height: 800 }, colorScheme })
    await readWholePage(home.page)
    fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true })
    // "disabled" ends CSS animations: a full-page capture resizes the viewport, which replays the nav entries' fade-in.
    const png = await home.page.screenshot({ fullPage: true, animations: "disabled" })
    const file = path.join(SCREENSHOTS_DIR, `home-${colorScheme}-${width}.png`)
    fs.writeFileSync(file, png)
    const { width: shotWidth, height } = await sharp(png).metadata()
    expect(shotWidth).toBe(width)
    expect(height).toBeGreaterThan(2000)
    if (process.env.UPDATE_SCREENSHOTS) {
      fs.mkdirSync(README_SCREENSHOTS_DIR, { recursive: true })
      await sharp(png)
        .resize({ width: Math.min(width, 640) })
        .webp({ quality: 60 })
        .toFile(path.join(README_SCREENSHOTS_DIR, `home-${colorScheme}-${width}.webp`))
    }
    expect(home.problems).toEqual([])
    await home.close()
  })
})
