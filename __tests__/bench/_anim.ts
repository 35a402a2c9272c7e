import { chromium } from "playwright-core"
import { CHROME_PATH, CHROMIUM_FLAGS } from "../support/chromium"
import { startStaticServer } from "../support/static-server"
async function main() {
  const server = await startStaticServer(process.argv[2] ?? "public", { headersFile: "optional" } as any)
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS })
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true })
  await page.goto(server.url + "/", { waitUntil: "load" })
  for (const t of [500, 2000, 5000]) {
    await page.waitForTimeout(t)
    console.log(t, await page.evaluate(() => document.getAnimations().map((a: any) => `${a.constructor.name}:${a.animationName ?? a.transitionProperty ?? ""}:${a.playState}:${(a.effect?.target as Element)?.tagName}.${(a.effect?.target as Element)?.className}`).join("\n")))
  }
  console.log(await page.evaluate(() => ({ all: document.querySelectorAll("*").length, waiting: document.querySelectorAll("[data-reveal=waiting]").length })))
  await browser.close(); await server.close()
}
main()
