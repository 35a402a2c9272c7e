/** The visits' wait for a quiet network (support/browser/network-idle.ts), on a page whose last request starts after load and is answered late. */
import { useBrowser } from "../support/browser/browser"
import { watchNetwork } from "../support/browser/network-idle"

const browser = useBrowser()

const ORIGIN = "http://network-idle.test"
/** Asks for /late 300 ms after load: sooner than the 500 ms of quiet the wait asks for. */
const PAGE = `<!DOCTYPE html><html lang="en"><title>late request</title><script>
  addEventListener("load", () => setTimeout(() => fetch("/late").then((response) => response.text()).then((text) => { window.late = text }), 300))
</script></html>`
const ANSWER_DELAY_MS = 700

it("returns only once the request made after load is answered and 500 ms have passed without another", async () => {
  const context = await browser().newContext()
  const page = await context.newPage()
  let answeredAt = 0
  await page.route(`${ORIGIN}/`, (route) => route.fulfill({ contentType: "text/html", body: PAGE }))
  await page.route(`${ORIGIN}/late`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ANSWER_DELAY_MS))
    answeredAt = Date.now()
    await route.fulfill({ contentType: "text/plain", body: "answered" })
  })

  const network = watchNetwork(page)
  await page.goto(`${ORIGIN}/`, { waitUntil: "load" })
  await network.idle()
  const idleAt = Date.now()

  expect(answeredAt).toBeGreaterThan(0)
  expect(idleAt - answeredAt).toBeGreaterThanOrEqual(500)
  expect(await page.evaluate(() => (window as unknown as { late?: string }).late)).toBe("answered")
  await context.close()
})
