import { chromium } from "playwright-core"
import { CHROME_PATH, CHROMIUM_FLAGS } from "/work/main/__tests__/support/chromium"
import { startStaticServer } from "/work/main/__tests__/support/static-server"

async function main() {
  const root = process.argv[2] ?? "/work/main/public"
  const urlPath = process.argv[3] ?? "/"
  const server = await startStaticServer(root, { headersFile: "optional" } as any)
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS })
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  const events: any[] = []
  cdp.on("Tracing.dataCollected", (d: any) => events.push(...d.value))
  await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading", transferMode: "ReportEvents" })
  await page.goto(server.url + urlPath, { waitUntil: "load" })
  await page.waitForTimeout(3000)
  const done = new Promise((r) => cdp.once("Tracing.tracingComplete", r))
  await cdp.send("Tracing.end")
  await done
  await browser.close()
  await server.close()
  const parseBy: Record<string, number> = {}
  for (const e of events) if (e.name === "ParseHTML" && e.dur) parseBy[e.pid + ":" + e.tid] = (parseBy[e.pid + ":" + e.tid] ?? 0) + e.dur
  const [pid, tid] = Object.entries(parseBy).sort((a, b) => b[1] - a[1])[0][0].split(":").map(Number)
  const main = { pid, tid }
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X")
  const tasks = mine.filter((e) => e.name === "RunTask" && e.dur > 20000)
  const t0 = Math.min(...mine.map((e) => e.ts))
  for (const t of tasks) {
    const kids: Record<string, number> = {}
    for (const e of mine) if (e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.name !== "RunTask") kids[e.name] = (kids[e.name] ?? 0) + e.dur
    const top = Object.entries(kids).sort((a, b) => b[1] - a[1]).slice(0, 7).map(([k, v]) => `${k}=${(v / 1000).toFixed(0)}`).join(" ")
    console.log(`${((t.ts - t0) / 1000).toFixed(0).padStart(6)} ${(t.dur / 1000).toFixed(0).padStart(5)}ms  ${top}`)
  }
  const sums: Record<string, number> = {}
  for (const e of mine) sums[e.name] = (sums[e.name] ?? 0) + e.dur
  console.log(Object.entries(sums).sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${k}=${(v / 1000).toFixed(0)}`).join("\n"))
}
main()
