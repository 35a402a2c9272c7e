import { chromium } from "playwright-core"
import { CHROME_PATH, CHROMIUM_FLAGS } from "../support/chromium"
import { startStaticServer } from "../support/static-server"
async function main() {
  const server = await startStaticServer(process.argv[2], { headersFile: "optional" } as any)
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS })
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  const events: any[] = []
  cdp.on("Tracing.dataCollected", (d: any) => events.push(...d.value))
  await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.stack", transferMode: "ReportEvents" })
  await page.goto(server.url + "/", { waitUntil: "load" })
  await page.waitForTimeout(2000)
  const done = new Promise((r) => cdp.once("Tracing.tracingComplete", r))
  await cdp.send("Tracing.end"); await done
  await browser.close(); await server.close()
  const parseBy: Record<string, number> = {}
  for (const e of events) if (e.name === "ParseHTML" && e.dur) parseBy[e.pid + ":" + e.tid] = (parseBy[e.pid + ":" + e.tid] ?? 0) + e.dur
  const [pid, tid] = Object.entries(parseBy).sort((a, b) => b[1] - a[1])[0][0].split(":").map(Number)
  const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X").sort((a, b) => a.ts - b.ts)
  const big = mine.filter((e) => e.name === "RunTask" && e.dur > 150000)
  const t0 = mine[0].ts
  for (const t of big) {
    console.log(`TASK ${((t.ts - t0) / 1000).toFixed(0)} ${(t.dur / 1000).toFixed(0)}ms`)
    const inside = mine.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 8000)
    for (const e of inside) {
      const depth = inside.filter((p) => p !== e && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur).length
      const stack = e.args?.beginData?.stackTrace?.[0] ?? e.args?.data?.stackTrace?.[0]
      console.log(`${"  ".repeat(depth + 1)}${e.name} ${(e.dur / 1000).toFixed(0)}ms ${e.args?.data?.url ?? ""} ${stack ? stack.functionName + ":" + stack.lineNumber + ":" + stack.columnNumber : ""}`)
    }
  }
}
main()
