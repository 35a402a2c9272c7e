/**
 * `npm run bench:repeat`: what a returning visitor's browser asks for. In one browser, as a
 * visitor follows a card and comes back: the home page, then the project page the benches
 * measure, then the home page again. For each view: the requests the page made, how many the
 * cache answered without asking, how many it revalidated (304, no body) and how many it
 * downloaded, and the bytes that crossed the network. The peers of ../shared/peers/ have only
 * their home page: theirs is the home page, then the home page again. Every site is served by
 * the same static server, with its ETag and 304 answers as the hosts give them; a site's own
 * _headers (this one's) set its caching, the peers' get none.
 *
 * Writes reports/bench-repeat.md and reports/bench-repeat.json.
 *
 *   ts-node tools/bench/repeat-visit.ts [--public DIR] [--peers-dir DIR]
 */
import fs from "fs"
import path from "path"
import { parseArgs } from "util"
import { chromium, type Page } from "playwright-core"
import { CHROME_PATH, CHROMIUM_FLAGS } from "../chromium"
import { startStaticServer } from "../static-server"
import { benchPagesOf } from "./budget-config"
import { findPeerSites } from "./bench-peers"
import { REPO_ROOT, REPORTS_DIR } from "./lighthouse"

export interface ViewFigures {
  site: string
  /** Which view: "first /", "then /projects/…", "/ again". */
  view: string
  requests: number
  /** Answered by the browser's cache without a request to the server. */
  fromCache: number
  /** Asked again and answered 304 Not Modified: a header, no body. */
  revalidated: number
  /** Downloaded whole (any status but 304, not from the cache). */
  downloaded: number
  /** Bytes that crossed the network: headers and (compressed) bodies. */
  transferredBytes: number
}

/** One page view in `page`'s browser, counted from Chromium's network events. */
async function view(page: Page, url: string): Promise<Omit<ViewFigures, "site" | "view">> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Network.enable")
  const requests = new Set<string>()
  const fromCache = new Set<string>()
  const revalidated = new Set<string>()
  let transferredBytes = 0
  cdp.on("Network.requestWillBeSent", ({ requestId }) => requests.add(requestId))
  cdp.on("Network.requestServedFromCache", ({ requestId }) => fromCache.add(requestId))
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) fromCache.add(requestId)
  })
  // The status as it came over the wire: a revalidated response reaches the page (and
  // responseReceived) as the cached 200 it confirmed.
  cdp.on("Network.responseReceivedExtraInfo", ({ requestId, statusCode }) => {
    if (statusCode === 304) revalidated.add(requestId)
  })
  cdp.on("Network.loadingFinished", ({ encodedDataLength }) => (transferredBytes += encodedDataLength))
  await page.goto(url, { waitUntil: "load" })
  await page.waitForLoadState("networkidle")
  await cdp.detach()
  const downloaded = [...requests].filter((id) => !fromCache.has(id) && !revalidated.has(id)).length
  return { requests: requests.size, fromCache: fromCache.size, revalidated: revalidated.size, downloaded, transferredBytes }
}

/** The views of one site, in one fresh browser context: `paths` in order. */
async function visitSite(site: string, dir: string, paths: readonly string[], headersFile: "required" | "optional"): Promise<ViewFigures[]> {
  const server = await startStaticServer(dir, { headersFile })
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS })
  try {
    const page = await (await browser.newContext()).newPage()
    const figures: ViewFigures[] = []
    for (const [index, pagePath] of paths.entries()) {
      const name = index === 0 ? `first ${pagePath}` : paths.indexOf(pagePath) < index ? `${pagePath} again` : `then ${pagePath}`
      figures.push({ site, view: name, ...(await view(page, new URL(pagePath, server.url).href)) })
    }
    return figures
  } finally {
    await browser.close()
    await server.close()
  }
}

export function repeatTable(rows: readonly ViewFigures[]): string {
  return [
    "| site | view | requests | from the cache | revalidated (304) | downloaded | transferred |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map((row) => `| ${row.site} | ${row.view} | ${row.requests} | ${row.fromCache} | ${row.revalidated} | ${row.downloaded} | ${(row.transferredBytes / 1024).toFixed(1)} KiB |`),
  ].join("\n")
}

async function main(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { public: { type: "string" }, "peers-dir": { type: "string" } } })
  const publicDir = path.resolve(values.public ?? path.join(REPO_ROOT, "public"))
  const peersDir = path.resolve(values["peers-dir"] ?? path.join(REPO_ROOT, "..", "shared", "peers"))
  // The project page the benches measure: the fullest case study.
  const projectPage = benchPagesOf(publicDir).find((page) => page.startsWith("/projects/"))
  const rows = await visitSite("this site", publicDir, ["/", ...(projectPage ? [projectPage] : []), "/"], "required")
  for (const peer of findPeerSites(peersDir)) rows.push(...(await visitSite(peer.name, peer.dir, ["/", "/"], "optional")))
  const report = `# Repeat visit (${new Date().toISOString().slice(0, 10)})\n\nOne browser per site, its cache kept between the views; unthrottled, every site served by tools/static-server.ts.\n\n${repeatTable(rows)}\n`
  fs.mkdirSync(REPORTS_DIR, { recursive: true })
  fs.writeFileSync(path.join(REPORTS_DIR, "bench-repeat.md"), report)
  fs.writeFileSync(path.join(REPORTS_DIR, "bench-repeat.json"), JSON.stringify(rows, null, 2) + "\n")
  process.stdout.write(report)
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(error.message)
    process.exit(1)
  })
}
