import { chromium } from "playwright-core"
import { CHROME_PATH, CHROMIUM_FLAGS } from "../support/chromium"
import { startStaticServer } from "../support/static-server"

// usage: _cost.ts rounds dir1 dir2 ...  (interleaved; prints medians of main-thread ms by event)
const NAMES = ["DocumentLoader::CommitNavigation", "NavigationBodyLoader::OnReadable", "RunTask", "ParseHTML", "UpdateLayoutTree", "Layout", "Paint", "PrePaint", "Layerize", "Commit", "EvaluateScript", "ParseAuthorStyleSheet"]
async function once(browser: any, url: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const events: any[] = []
  cdp.on("Tracing.dataCollected", (d: any) => events.push(...d.value))
  await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline", transferMode: "ReportEvents" })
  await page.goto(url, { waitUntil: "load" })
  await page.waitForTimeout(2500)
  const done = new Promise((r) => cdp.once("Tracing.tracingComplete", r))
  await cdp.send("Tracing.end")
  await done
  await context.close()
  const parseBy: Record<string, number> = {}
  for (const e of events) if (e.name === "ParseHTML" && e.dur) parseBy[e.pid + ":" + e.tid] = (parseBy[e.pid + ":" + e.tid] ?? 0) + e.dur
  const [pid, tid] = Object.entries(parseBy).sort((a, b) => b[1] - a[1])[0][0].split(":").map(Number)
  const sums: Record<string, number> = {}
  let long = 0
  for (const e of events) if (e.pid === pid && e.tid === tid && e.ph === "X" && NAMES.includes(e.name)) {
    sums[e.name] = (sums[e.name] ?? 0) + e.dur / 1000
    if (e.name === "RunTask" && e.dur > 12500) long += e.dur / 1000 - 12.5
  }
  sums.TBT4x = long * 4 // crude: blocking part over 50 ms at 4x
  return sums
}
async function main() {
  const rounds = Number(process.argv[2])
  const dirs = process.argv.slice(3)
  const servers = await Promise.all(dirs.map((d) => startStaticServer(d.split("@")[0], { headersFile: "optional" } as any)))
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS })
  const results: Record<string, number>[][] = dirs.map(() => [])
  for (let r = 0; r < rounds; r++) for (let i = 0; i < dirs.length; i++) results[i].push(await once(browser, servers[i].url + (dirs[i].split("@")[1] ?? "/")))
  await browser.close()
  await Promise.all(servers.map((s) => s.close()))
  const med = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)] }
  const keys = [...NAMES, "TBT4x"]
  console.log("dir".padEnd(28) + keys.map((k) => k.slice(0, 10).padStart(11)).join(""))
  dirs.forEach((d, i) => console.log(d.slice(-28).padEnd(28) + keys.map((k) => med(results[i].map((x) => x[k] ?? 0)).toFixed(0).padStart(11)).join("")))
}
main()
