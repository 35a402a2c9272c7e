import { chromium } from "playwright-core"
import { CHROME_PATH, CHROMIUM_FLAGS } from "../support/chromium"
import { startStaticServer } from "../support/static-server"
async function main() {
  const server = await startStaticServer(process.argv[2] ?? "public", { headersFile: "optional" } as any)
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS })
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.goto(server.url + (process.argv[4] ?? "/"), { waitUntil: "load" })
  await page.waitForTimeout(800)
  if (process.argv[5]) { await page.locator(process.argv[5]).scrollIntoViewIfNeeded(); await page.waitForTimeout(1500) }
  await page.screenshot({ path: process.argv[3] ?? "/tmp/shot.png" })
  await browser.close(); await server.close()
}
main()
