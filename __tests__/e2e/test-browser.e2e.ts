/**
 * The browser the tests drive: Playwright's own choices kept, and no address-bar popup page
 * started for each window (support/browser/browser.ts says why).
 */
import { HEADLESS_UNUSED_FEATURES, useBrowser } from "../support/browser/browser"

const browser = useBrowser()

/** Every --disable-features of the browser's command line, in order, as chrome://version shows it. */
async function disabledFeatureLists(): Promise<string[][]> {
  const context = await browser().newContext()
  const page = await context.newPage()
  await page.goto("chrome://version")
  const commandLine = (await page.locator("#command_line").textContent()) ?? ""
  await context.close()
  return [...commandLine.matchAll(/--disable-features=(\S+)/g)].map(([, list]) => list.split(","))
}

it("turns off every feature Playwright turns off, in the one list Chromium reads (the last)", async () => {
  const lists = await disabledFeatureLists()
  expect(lists.length).toBeGreaterThanOrEqual(2)
  const [playwrights, read] = [lists[0], lists[lists.length - 1]]
  expect(playwrights).toContain("PaintHolding")
  expect(playwrights.filter((feature) => !read.includes(feature))).toEqual([])
  expect(read).toEqual(expect.arrayContaining(HEADLESS_UNUSED_FEATURES))
})

it("opens a window with no page but the one the test asked for", async () => {
  const context = await browser().newContext()
  const page = await context.newPage()
  await page.goto("about:blank")
  const session = await browser().newBrowserCDPSession()
  const { targetInfos } = await session.send("Target.getTargets")
  await session.detach()
  await context.close()
  expect(targetInfos.filter((target) => target.url.startsWith("chrome://")).map((target) => target.url)).toEqual([])
})
