/**
 * How a page loads: the rest of its body, after its first screen, is parsed once the stylesheet
 * is in, so the browser styles and lays it out once, with its CSS (src/headers/stylesheet-wait.ts),
 * and the CSP lets the script that makes the parser wait run; the page's one script of its own loads async,
 * so the first paint waits for it neither to arrive nor to run.
 */
import { useBrowser, visit } from "../support/browser/browser"

jest.setTimeout(60_000)

const browser = useBrowser()

/** How long the test holds the stylesheet back: far longer than parsing the page takes. */
const STYLESHEET_DELAY_MS = 1_500

describe.each(["/", "/downloads"])("%s", (pathname) => {
  it("parses its body only once the stylesheet, held back, is in", async () => {
    const { page, problems, close } = await visit(browser(), pathname, {
      beforeLoad: async (loading) => {
        // Notes when the parser reaches the footer, the body's end, on the page's own clock.
        await loading.addInitScript(() => {
          new MutationObserver((_, observer) => {
            if (!document.querySelector("footer")) return
            ;(window as unknown as { footerParsedAt: number }).footerParsedAt = performance.now()
            observer.disconnect()
          }).observe(document, { childList: true, subtree: true })
        })
        await loading.route(/\/static\/css\/site-[0-9a-f]+\.css$/, async (route) => {
          const response = await route.fetch()
          await new Promise((resolve) => setTimeout(resolve, STYLESHEET_DELAY_MS))
          await route.fulfill({ response })
        })
      },
    })
    const { footerParsedAt, stylesheetEnd } = await page.evaluate(() => ({
      footerParsedAt: (window as unknown as { footerParsedAt: number }).footerParsedAt,
      stylesheetEnd: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((entry) => /\/static\/css\/site-/.test(entry.name))!.responseEnd,
    }))
    expect(stylesheetEnd).toBeGreaterThan(STYLESHEET_DELAY_MS)
    expect(footerParsedAt).toBeGreaterThanOrEqual(stylesheetEnd)
    expect(problems).toEqual([])
    await close()
  })

  it("loads its one script async: the first paint waits for it neither to arrive nor to run", async () => {
    const { response, problems, close } = await visit(browser(), pathname)
    const html = await response!.text()
    const scripts = html.match(/<script[^>]*\ssrc=[^>]*>/g) ?? []
    expect(scripts).toEqual([expect.stringMatching(/^<script src="\/islands-[0-9a-f]+\.js" async="">$/)])
    expect(problems).toEqual([])
    await close()
  })
})
