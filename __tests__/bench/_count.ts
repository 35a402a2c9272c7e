import { chromium } from "playwright-core"
import { CHROME_PATH, CHROMIUM_FLAGS } from "../support/chromium"
import { startStaticServer } from "../support/static-server"
async function main() {
  const server = await startStaticServer(process.argv[2] ?? "public", { headersFile: "optional" } as any)
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS })
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true })
  await page.goto(server.url + "/", { waitUntil: "load" })
  await page.waitForTimeout(1000)
  console.log(await page.evaluate(() => {
    const rows: string[] = []
    for (const s of document.querySelectorAll("header, section, footer")) {
      const all = s.querySelectorAll("*")
      const rendered = [...all].filter((e) => (e as HTMLElement).checkVisibility?.() ?? true)
      const svgParts = [...all].filter((e) => e.closest("svg") && e.tagName !== "svg").length
      rows.push(`${s.tagName}#${s.id}: all ${all.length}, rendered ${rendered.length}, svg children ${svgParts}`)
    }
    rows.push(`total ${document.querySelectorAll("*").length}`)
    return rows.join("\n")
  }))
  await browser.close(); await server.close()
}
main()
