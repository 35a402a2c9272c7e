/**
 * How a page loads (issue 22): its one script of its own loads async, so the first paint waits
 * for it neither to arrive nor to run.
 */
import { siteUrl, useBrowser, visit } from "./support/browser"

jest.setTimeout(60_000)

const browser = useBrowser()

describe.each(["/", "/downloads"])("%s", (pathname) => {
  it("loads its one script async: the first paint waits for it neither to arrive nor to run", async () => {
    const { page, problems, close } = await visit(browser(), pathname)
    const html = await (await page.request.get(siteUrl(pathname))).text()
    const scripts = html.match(/<script[^>]*\ssrc=[^>]*>/g) ?? []
    expect(scripts).toEqual([expect.stringMatching(/^<script src="\/islands-[0-9a-f]+\.js" async="">$/)])
    expect(problems).toEqual([])
    await close()
  })
})
