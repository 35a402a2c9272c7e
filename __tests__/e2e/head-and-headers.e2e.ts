/**
 * What crawlers, link previews and browsers read before the page: the response headers of
 * a page, a hashed asset and the 404 page (as the hosts send them, from public/_headers), and
 * the rendered <head>. The pages run under that Content-Security-Policy with no violation.
 * npm run test:hosts runs this file against `netlify serve` too (see expectCacheControl).
 */
import sharp from "sharp"
import type { Page } from "playwright-core"
import { expectCacheControl, useBrowser, siteUrl, visit } from "../support/browser/browser"
import { site } from "../support/browser/site-data"
import { HEAD_SCRIPT_CSP_SOURCE } from "../../src/headers/head-script"
import { STYLESHEET_WAIT_CSP_SOURCE } from "../../src/headers/stylesheet-wait"

jest.setTimeout(60_000)

const IMMUTABLE = "public, max-age=31536000, immutable"
const REVALIDATE = "public, max-age=0, must-revalidate"

const browser = useBrowser()

function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers["content-security-policy"]
  const scriptSrc = csp.split(";").map((directive) => directive.trim()).find((directive) => directive.startsWith("script-src "))
  expect(scriptSrc).toBe(`script-src 'self' ${HEAD_SCRIPT_CSP_SOURCE} ${STYLESHEET_WAIT_CSP_SOURCE}`)
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
    expect(csp).toContain(directive)
  }
  expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}/)
  expect(headers["x-content-type-options"]).toBe("nosniff")
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
  expect(headers["permissions-policy"]).toMatch(/camera=\(\)/)
}

describe("response headers", () => {
  it("/ is HTML that revalidates, with the security headers", async () => {
    const home = await visit(browser(), "/")
    const headers = home.response!.headers()
    expect(headers["content-type"]).toMatch(/^text\/html/)
    expectCacheControl(headers, REVALIDATE)
    expectSecurityHeaders(headers)

    // The content-hashed script the page loaded is cached for a year.
    const bundle = home.requests.map((r) => r.split(" ")[1]).find((url) => /\/islands-[0-9a-f]{20}\.js$/.test(url))!
    const asset = await home.page.request.get(bundle)
    expectCacheControl(asset.headers(), IMMUTABLE)
    expectSecurityHeaders(asset.headers())
    const pageData = await home.page.request.get(siteUrl("/page-data/index/page-data.json"))
    expectCacheControl(pageData.headers(), REVALIDATE)
    expect(home.problems).toEqual([])
    await home.close()
  })

  it("an unknown path gets the 404 page with status 404 and the headers of its own path: the security headers", async () => {
    const missing = await visit(browser(), "/no/such/page", { expectNotFound: true })
    expect(missing.response!.status()).toBe(404)
    // As on Netlify (netlify serve, checked by npm run test:hosts): the rules matching the
    // request path apply, here only /*; /404.html's own Cache-Control rule does not.
    expectCacheControl(missing.response!.headers(), undefined)
    expectSecurityHeaders(missing.response!.headers())
    expect(missing.problems).toEqual([])
    await missing.close()
  })
})

const headContent = (page: Page) =>
  page.evaluate(() => {
    const meta = (key: string) =>
      document.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content ?? null
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: meta("description"),
      robots: meta("robots"),
      themeColor: meta("theme-color"),
      canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute("href") ?? null,
      ogTitle: meta("og:title"),
      ogImage: meta("og:image"),
      twitterCard: meta("twitter:card"),
      manifest: document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.getAttribute("href") ?? null,
      icon: document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute("href") ?? null,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
    }
  })

describe("the rendered head", () => {
  it("/ has title, description, canonical, a share card whose image resolves, and JSON-LD", async () => {
    const home = await visit(browser(), "/")
    const head = await headContent(home.page)
    expect(head).toMatchObject({
      lang: site.language,
      title: `${site.name} | ${site.jobTitle}`,
      description: site.description,
      robots: "index, follow",
      twitterCard: "summary_large_image",
    })
    expect(head.themeColor).toMatch(/^#[0-9a-f]{6}$/i)
    expect(head.canonical).toMatch(/^https?:\/\/[^/]+\/$/)
    expect(head.ogTitle).toBe(head.title)

    const ogImage = new URL(head.ogImage!)
    expect(ogImage.origin).toBe(new URL(head.canonical!).origin)
    const image = await home.page.request.get(siteUrl(ogImage.pathname))
    expect(image.status()).toBe(200)
    expect(image.headers()["content-type"]).toBe("image/png")
    expect(await sharp(await image.body()).metadata()).toMatchObject({ width: 1200, height: 630 })

    for (const href of [head.manifest!, head.icon!]) expect((await home.page.request.get(siteUrl(href))).status()).toBe(200)

    expect(head.jsonLd).toHaveLength(1)
    const graph = JSON.parse(head.jsonLd[0])["@graph"] as Record<string, unknown>[]
    const person = graph.find((node) => node["@type"] === "Person")!
    expect(person).toMatchObject({ name: site.name, jobTitle: site.jobTitle, address: { addressLocality: site.location.split(",")[0] } })
    expect((person.sameAs as string[]).length).toBeGreaterThan(0)
    expect(graph.some((node) => node["@type"] === "WebSite")).toBe(true)
    expect(home.problems).toEqual([])
    await home.close()
  })

  it("/downloads has its own title and canonical", async () => {
    const downloads = await visit(browser(), "/downloads")
    const head = await headContent(downloads.page)
    expect(head.title).toBe(`${site.downloads.title} | ${site.name}`)
    expect(head.description).toBe(site.downloads.subtitle)
    expect(head.canonical).toMatch(/\/downloads$/)
    await downloads.close()
  })

  it("the 404 page is noindex and has no canonical", async () => {
    const missing = await visit(browser(), "/no/such/page", { expectNotFound: true })
    const head = await headContent(missing.page)
    expect(head.robots).toBe("noindex, nofollow")
    expect(head.canonical).toBeNull()
    await missing.close()
  })

  it("serves robots.txt and a sitemap that lists the pages but not the 404", async () => {
    const home = await visit(browser(), "/")
    const robots = await (await home.page.request.get(siteUrl("/robots.txt"))).text()
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap-index\.xml/)
    const sitemap = await home.page.request.get(siteUrl("/sitemap.xml"))
    expect(sitemap.status()).toBe(200)
    const pages = await (await home.page.request.get(siteUrl("/sitemap-0.xml"))).text()
    expect(pages).toMatch(/<loc>https?:\/\/[^<]+\/<\/loc>/)
    expect(pages).toMatch(/<loc>https?:\/\/[^<]+\/downloads<\/loc>/)
    expect(pages).not.toContain("404")
    await home.close()
  })
})

describe("no third-party requests", () => {
  it.each(["/", "/downloads"])("%s loads everything from its own origin", async (pathname) => {
    const visited = await visit(browser(), pathname)
    const origin = new URL(siteUrl("/")).origin
    const foreign = visited.requests
      .map((r) => r.split(" ")[1])
      .filter((url) => !url.startsWith("data:") && new URL(url).origin !== origin)
    expect(foreign).toEqual([])
    await visited.close()
  })
})
