/**
 * Loads a page in Chromium the way Lighthouse's mobile run does (same screen emulation, fresh
 * cache, nothing scrolled or clicked), waits until the network has been quiet as long as
 * Lighthouse waits, and returns every response with its transfer size and Lighthouse's
 * resource type: what the browser really loaded, run-time chunks included.
 */
import type { Browser, BrowserContextOptions, Page, Request } from "playwright-core"
import { countedByLighthouse, lighthouseResourceType, type LoadedResource } from "../../../tools/bench/loaded-bytes"
import { watchNetwork } from "./network-idle"

/** Lighthouse 12's mobile screen emulation (core/config/constants.js, "moto g power"). */
export const LIGHTHOUSE_MOBILE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}

/**
 * What Lighthouse's simulated-throttling run sends before it navigates (core/lib/emulation.js,
 * clearNetworkThrottling). It is not a no-op: it leaves Chromium's effective connection type
 * unknown instead of "4g", which widens the distance at which lazy images start loading from
 * 1,250 to 3,000 px, so Lighthouse's mobile run of `/` fetches the first two project
 * screenshots. Without it this count misses them.
 */
const LIGHTHOUSE_NETWORK_CONDITIONS = { offline: false, latency: 0, downloadThroughput: 0, uploadThroughput: 0 }

/** Lighthouse's pauseAfterLoadMs and networkQuietThresholdMs: quiet means 1 s without a request in flight. */
const NETWORK_QUIET_MS = 1_000

export interface LoadedPage {
  resources: LoadedResource[]
  /** Requests that never finished (failed or aborted): not counted, listed so a test can see them. */
  failed: string[]
}

async function resourceOf(request: Request): Promise<LoadedResource> {
  const sizes = await request.sizes()
  const type = lighthouseResourceType(request.resourceType())
  return { url: request.url(), type, transferBytes: sizes.responseBodySize + sizes.responseHeadersSize }
}

/**
 * Collects the page's responses until the network has been quiet for NETWORK_QUIET_MS. Once quiet
 * it stops collecting: a request that ends later is past Lighthouse's window too, and asking its
 * sizes while the context closes would fail the load on a slow machine.
 */
function networkQuietWatcher(page: Page) {
  const network = watchNetwork(page)
  let listening = true
  const finished: Promise<LoadedResource>[] = []
  const failed: string[] = []
  page.on("requestfinished", (request) => {
    if (listening) finished.push(resourceOf(request))
  })
  page.on("requestfailed", (request) => {
    if (listening) failed.push(`${request.url()} (${request.failure()?.errorText})`)
  })
  return {
    failed,
    finished: () => Promise.all(finished),
    async quiet(): Promise<void> {
      await network.idle(NETWORK_QUIET_MS)
      listening = false
    },
  }
}

export async function loadLikeLighthouse(browser: Browser, url: string): Promise<LoadedPage> {
  const context = await browser.newContext(LIGHTHOUSE_MOBILE)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.emulateNetworkConditions", LIGHTHOUSE_NETWORK_CONDITIONS)
    const watcher = networkQuietWatcher(page)
    await page.goto(url, { waitUntil: "load" })
    await watcher.quiet()
    const resources = (await watcher.finished()).filter((resource) => countedByLighthouse(resource.url, resource.type))
    return { resources, failed: watcher.failed }
  } finally {
    await context.close()
  }
}
