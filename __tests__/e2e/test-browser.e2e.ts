/**
 * The browser the tests drive is the page alone: no window around it, no page of the browser's
 * own (tools/chromium.ts says why).
 */
import { useBrowser } from "../support/browser/browser"

const browser = useBrowser()

it("opens a window with no page but the one the test asked for", async () => {
  const context = await browser().newContext()
  const page = await context.newPage()
  await page.goto("about:blank")
  const session = await browser().newBrowserCDPSession()
  const { targetInfos } = await session.send("Target.getTargets")
  await session.detach()
  await context.close()
  expect(targetInfos.filter((target) => target.type !== "page" || target.url !== "about:blank").map((target) => `${target.type} ${target.url}`)).toEqual([])
})
