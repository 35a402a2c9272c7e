/**
 * Debian's Chromium (its headless shell) driven by playwright-core, against the built site
 * served by global-setup.ts. Every visit records what a careful reviewer would see in DevTools:
 * console errors, uncaught exceptions, failed requests and error responses.
 */
import fs from "fs"
import path from "path"
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page, type Response } from "playwright-core"
import { CHROMIUM_FLAGS, TEST_CHROME_PATH } from "../../../tools/chromium"
import { variantPublicDir } from "../../../tools/site-variant"
import { REPO_ROOT } from "../../../tools/repo-root"
import { watchNetwork, type NetworkWatch } from "./network-idle"

export const DESKTOP = { width: 1280, height: 800 }
export const PHONE = { width: 390, height: 844 }

/** Phone visits emulate a touch device, as a visitor on a phone would browse. */
export const PHONE_CONTEXT: BrowserContextOptions = { viewport: PHONE, isMobile: true, hasTouch: true }
export const DESKTOP_CONTEXT: BrowserContextOptions = { viewport: DESKTOP }

/** For describe.each: the spec's two sizes. */
export const DESKTOP_AND_PHONE: [string, BrowserContextOptions][] = [
  ["desktop (1280x800)", DESKTOP_CONTEXT],
  ["phone (390x844)", PHONE_CONTEXT],
]

/** The system color schemes a page is checked in. */
export const COLOR_SCHEMES = ["dark", "light"] as const
export type ColorScheme = (typeof COLOR_SCHEMES)[number]

export const REPORTS_DIR = path.join(REPO_ROOT, "reports")

/**
 * The built site the browser tests visit, built from the sample content
 * (__tests__/fixtures/sites/sample): E2E_PUBLIC_DIR, or the "sample" site variant's public/.
 */
export function samplePublicDir(): string {
  return process.env.E2E_PUBLIC_DIR ?? variantPublicDir("sample")
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL
  if (!url) throw new Error("E2E_BASE_URL is not set: run the browser tests through jest's e2e project.")
  return url
}

export const siteUrl = (pathname: string) => new URL(pathname, baseUrl()).href

/**
 * Which server the tests run against: the repo's static server (unset), or `netlify serve`
 * ("netlify-cli", set by npm run test:hosts).
 */
export const E2E_HOST = process.env.E2E_HOST ?? "static-server"

/**
 * The Cache-Control a response must carry: the value public/_headers gives its path, or none
 * (`undefined`: no rule of ours). netlify-cli's local server cannot send these: it always
 * answers `Cache-Control: public, max-age=0`, whatever _headers says (Netlify's CDN applies
 * the file; the CLI's static server only sets that one default). Against it this checks that
 * default instead, so a change in the CLI shows here; the values themselves are checked by the
 * static server run and, for the Netlify layout, in __tests__/hosts/netlify.test.ts.
 */
export function expectCacheControl(headers: Record<string, string>, expected: string | undefined): void {
  if (E2E_HOST === "netlify-cli") expect(headers["cache-control"]).toBe("public, max-age=0")
  else expect(headers["cache-control"]).toBe(expected)
}

/** One browser for the test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error("The browser is not running: call useBrowser() at the top of the test file.")
    return browser
  }
}

/** The test browser (tools/chromium.ts says which, and why). */
export function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(TEST_CHROME_PATH)) {
    throw new Error(
      `No test browser at ${TEST_CHROME_PATH}: install Debian's chromium-headless-shell (apt-get install chromium-headless-shell) or set TEST_CHROME_PATH.`
    )
  }
  return chromium.launch({ executablePath: TEST_CHROME_PATH, args: CHROMIUM_FLAGS, timeout: 30_000 })
}

export interface VisitOptions extends BrowserContextOptions {
  /**
   * The visit is to an unknown path: its own 404 document, Gatsby's request for that path's
   * page data (which is how Gatsby finds out the page does not exist) and the browser's
   * console note about those 404s are expected, not problems.
   */
  expectNotFound?: boolean
  /** Installs Playwright's fake clock before the page loads. */
  fakeClock?: boolean
  /** Runs before the page loads: init scripts, routes. */
  beforeLoad?: (page: Page) => Promise<void>
  /** Another server's origin (a site variant's, say) instead of E2E_BASE_URL. */
  base?: string
}

export interface Visit {
  page: Page
  /** The response to the page's document. */
  response: Response | null
  /** Console errors, page errors, failed requests and error responses, as readable lines. */
  problems: string[]
  /** Everything the page logged: "type: text". */
  consoleLog: string[]
  /** Every request the page made, in order: "METHOD url". */
  requests: string[]
  /** The page's requests, counted since before it loaded: `network.idle()` waits for them to stop. */
  network: NetworkWatch
  close(): Promise<void>
}

/** Opens a page in a fresh context (no cache, no storage) and watches it. */
export async function visit(browser: Browser, pathname: string, options: VisitOptions = {}): Promise<Visit> {
  const { expectNotFound = false, fakeClock = false, beforeLoad, base = baseUrl(), ...contextOptions } = options
  const context = await browser.newContext({ ...DESKTOP_CONTEXT, ...contextOptions })
  const page = await context.newPage()
  const problems: string[] = []
  const consoleLog: string[] = []
  const requests: string[] = []
  const notFoundPath = new URL(pathname, base).pathname
  const expected404 = new Set(expectNotFound ? [notFoundPath, `/page-data${notFoundPath}/page-data.json`] : [])
  let expected404Responses = 0

  page.on("console", (message) => {
    consoleLog.push(`${message.type()}: ${message.text()}`)
    if (message.type() !== "error") return
    const isExpected404Note = /Failed to load resource: .*status of 404/.test(message.text()) && expected404Responses > 0
    if (isExpected404Note) expected404Responses -= 1
    else problems.push(`console error: ${message.text()} (${message.location().url})`)
  })
  page.on("pageerror", (error) => problems.push(`uncaught exception: ${error.message}`))
  page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`))
  page.on("requestfailed", (request) => {
    // Navigating away (a link click) aborts what is still loading: not a problem of the site.
    if (request.failure()?.errorText === "net::ERR_ABORTED") return
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`)
  })
  page.on("response", (response) => {
    if (response.status() < 400) return
    const responsePath = new URL(response.url()).pathname
    if (response.status() === 404 && expected404.has(responsePath)) expected404Responses += 1
    else problems.push(`HTTP ${response.status()}: ${response.url()}`)
  })

  const network = watchNetwork(page)

  if (fakeClock) await page.clock.install()
  await beforeLoad?.(page)
  const response = await page.goto(new URL(pathname, base).href, { waitUntil: "load" })
  await network.idle()
  return { page, response, problems, consoleLog, requests, network, close: () => context.close() }
}

/** Waits until the page stops scrolling (smooth scrolling takes a few hundred ms). */
export async function waitForScrollEnd(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const start = window.scrollY
        setTimeout(() => requestAnimationFrame(() => resolve(window.scrollY === start)), 150)
      }),
    undefined,
    { timeout: 10_000, polling: 50 }
  )
}

/** Where an element's top is, in CSS pixels from the top of the viewport. */
/**
 * Waits until the animations a change set off have finished (the gallery's cards gliding, a
 * tab's cards entering), so that what is measured is where things stay. Endless animations (a
 * badge's pulse) are not waited for.
 */
export async function afterAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined))
    ).then(() => undefined)
  )
}

interface AccessibilityNode {
  nodeId: string
  parentId?: string
  ignored: boolean
  role?: { value: string }
  name?: { value: string }
  childIds?: string[]
}

/**
 * The names of the elements of one role inside the first element of role `within` (and name,
 * when given), in the order Chromium's accessibility tree (what a screen reader reads) has
 * them: the tree walked from there, children in their order.
 */
export async function accessibilityOrder(page: Page, role: string, within: string | { role: string; name: string }): Promise<string[]> {
  const container = typeof within === "string" ? { role: within, name: undefined } : within
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: AccessibilityNode[] }
  await cdp.detach()
  const byId = new Map(nodes.map((node) => [node.nodeId, node]))
  const names: string[] = []
  const walk = (node: AccessibilityNode | undefined): void => {
    if (!node) return
    if (!node.ignored && node.role?.value === role) names.push(node.name?.value ?? "")
    for (const child of node.childIds ?? []) walk(byId.get(child))
  }
  walk(nodes.find((node) => !node.ignored && node.role?.value === container.role && (container.name === undefined || node.name?.value === container.name)))
  return names
}

export interface Box {
  top: number
  bottom: number
  left: number
  height: number
}

/**
 * Boxes in the order a sighted reader reads them: row by row (boxes whose tops are less than
 * half a box apart share a row: a card still sliding in as it is revealed sits up to 20 px
 * lower), each row left to right.
 */
export function readingOrder<T extends { box: Box }>(placed: readonly T[]): T[] {
  const rows: T[][] = []
  for (const entry of [...placed].sort((a, b) => a.box.top - b.box.top)) {
    const row = rows.at(-1)
    if (row && entry.box.top - row[0].box.top < entry.box.height / 2) row.push(entry)
    else rows.push([entry])
  }
  return rows.flatMap((row) => row.sort((a, b) => a.box.left - b.box.left))
}

export function topInViewport(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => element.getBoundingClientRect().top)
}

/** Scrolls instantly (no smooth scrolling) and lets the page react to it. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y)
  await waitForScrollEnd(page)
}

/**
 * Waits until the page is still: two frames (for observers to start what they start), then
 * until every running animation and transition that ends has ended (a spinner's, which never
 * ends, is not waited for).
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame)
    const ending = document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)))
  })
}

/**
 * Scrolls through the whole page, as a reader would, so every section hydrates and reveals; then
 * waits for it to settle. Half a screen at a time, instantly, two frames at each stop: the
 * observers report what came into view after the frame that drew it, and a jump that lands
 * where it asked needs no wait for the scrolling to end (which cost 150 ms a stop).
 */
export async function readWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const twoFrames = async () => {
      for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame)
    }
    const step = window.innerHeight / 2
    // The height is read again at each stop, should the page grow on the way.
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" })
      await twoFrames()
    }
    window.scrollTo({ top: 0, behavior: "instant" })
  })
  // settle waits its own two frames first: the observers' report for the top comes within them.
  await settle(page)
}

/** Scrolls to the very bottom: again while the page grows on the way. */
export async function scrollToBottom(page: Page): Promise<void> {
  for (;;) {
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
    await scrollToY(page, bottom)
    if ((await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)) === bottom) return
  }
}

/**
 * Whether an element can really be seen: rendered with a size, and neither it nor an
 * ancestor is transparent or hidden. (Playwright's own visibility check ignores opacity.) It
 * runs in the page, so it uses nothing from outside its own body.
 */
export function reallyVisibleInPage(element: Element, how?: { asText?: boolean }): boolean {
  // Read as text, an element that gives way to its content (display: contents, as a card's title
  // link does on paper) is seen where its content is; as an element, it is not seen.
  const content = document.createRange()
  content.selectNodeContents(element)
  const box = how?.asText && getComputedStyle(element).display === "contents" ? content.getBoundingClientRect() : element.getBoundingClientRect()
  if (box.width === 0 || box.height === 0) return false
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node)
    if (style.visibility === "hidden" || style.display === "none" || Number(style.opacity) < 0.99) return false
  }
  return true
}

/** reallyVisibleInPage, of the locator's first element. */
export function isReallyVisible(locator: Locator): Promise<boolean> {
  return locator.first().evaluate(reallyVisibleInPage)
}

/** Whether the text of the locator's first element can be seen (reallyVisibleInPage, read as text). */
export function isTextReallyVisible(locator: Locator): Promise<boolean> {
  return locator.first().evaluate(reallyVisibleInPage, { asText: true })
}
