/**
 * A second page view downloads no CSS, font or icon it already has: the home
 * page, then a project page, in one browser, as a visitor follows a card to its page. The shared
 * stylesheet, the fonts and the sprite file are the same files on both pages, served as
 * immutable, so the second page takes them from the browser's cache without asking the server.
 */
import type { BrowserContext, Page } from "playwright-core"
import { projectPath, projectSlug } from "../../src/shared/project-pages"
import { siteUrl, useBrowser } from "../support/browser/browser"
import { watchNetwork } from "../support/browser/network-idle"
import { projects } from "../support/browser/site-data"

jest.setTimeout(60_000)

const browser = useBrowser()

/** What a page view asked of the server: each stylesheet, font or sprite file that came from the network, and from the cache. */
interface SharedFiles {
  fromNetwork: string[]
  fromCache: string[]
}

/** Stylesheets, fonts and the sprite file (the favicon is not one of them). */
const SHARED = /(\.css|\.woff2|^\/static\/icons\/.+\.svg)$/

async function viewPage(page: Page, url: string): Promise<SharedFiles> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Network.enable")
  const urls = new Map<string, string>()
  const fromCache = new Set<string>()
  const fromNetwork = new Set<string>()
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => urls.set(requestId, request.url))
  cdp.on("Network.requestServedFromCache", ({ requestId }) => fromCache.add(requestId))
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) fromCache.add(requestId)
    else fromNetwork.add(requestId)
  })
  const network = watchNetwork(page)
  await page.goto(url, { waitUntil: "load" })
  await network.idle()
  await cdp.detach()
  const shared = (ids: Set<string>) => [...ids].map((id) => new URL(urls.get(id) ?? "", url).pathname).filter((path) => SHARED.test(path))
  return { fromNetwork: shared(new Set([...fromNetwork].filter((id) => !fromCache.has(id)))), fromCache: shared(fromCache) }
}

/**
 * The stylesheets, fonts and sprite files a page names in its markup and CSS for the screen (the
 * home page's print-only CV rules are its own, fetched at idle priority: not a shared file).
 */
const namedFiles = (page: Page) =>
  page.evaluate(() => {
    const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([media="print"]), link[rel="preload"][as="font"]'), (link) => new URL(link.href).pathname)
    const sprites = Array.from(document.querySelectorAll("use"), (use) => use.getAttribute("href") ?? "").filter((href) => !href.startsWith("#"))
    return [...new Set([...links, ...sprites.map((href) => href.split("#")[0])])].sort()
  })

describe("a second page view", () => {
  let context: BrowserContext
  let page: Page
  const project = projects[0]

  beforeAll(async () => {
    context = await browser().newContext({ viewport: { width: 412, height: 823 } })
    page = await context.newPage()
  })
  afterAll(() => context?.close())

  it("downloads the home page's stylesheet, fonts and sprite file once, and the project page none of them again", async () => {
    const home = await viewPage(page, siteUrl("/"))
    const homeFiles = await namedFiles(page)
    expect(homeFiles.filter((file) => file.endsWith(".css"))).toHaveLength(1)
    expect(home.fromNetwork).toEqual(expect.arrayContaining(homeFiles.filter((file) => file.endsWith(".css") || file.endsWith(".woff2"))))

    const second = await viewPage(page, siteUrl(projectPath(projectSlug(project))))
    const projectFiles = await namedFiles(page)
    // The project page names the same shared files…
    expect(projectFiles.filter((file) => file.endsWith(".css"))).toEqual(homeFiles.filter((file) => file.endsWith(".css")))
    expect(projectFiles.filter((file) => !homeFiles.includes(file))).toEqual([])
    // …and asks the server for none of them.
    expect(second.fromNetwork).toEqual([])
    expect(second.fromCache).toEqual(expect.arrayContaining(projectFiles.filter((file) => file.endsWith(".css"))))
  })
})
