/**
 * What `vercel build` (npm run test:hosts) wrote to .vercel/output: the Build Output API's
 * config.json, the routing Vercel's edge applies to the files of .vercel/output/static.
 * - every header rule of src/build-time/publish/headers.ts (vercel.json's headers) is a route there and
 *   gives each kind of path exactly the headers the site defines;
 * - unknown paths get /404.html with status 404, and under a language's prefix that
 *   language's 404 page;
 * - with redirectByLanguage on (test-hosts.sh turns it on for this build), / alone is sent to
 *   the language Accept-Language prefers first, with a 302, unless the browser has the mark of
 *   an earlier visit, which every page gives;
 * - trailingSlash: false is a 308 from /path/ to /path, and no canonical URL of a built page
 *   is redirected (the canonical address is the one Vercel serves).
 */
import fs from "fs"
import path from "path"
import { pathToRegexp } from "path-to-regexp"
import { APK_CONTENT_TYPE, CACHE_IMMUTABLE, CACHE_REVALIDATE, EDITOR_HEADERS, SECURITY_HEADERS, VISITED_COOKIE, VISITED_COOKIE_HEADER } from "../../src/headers/policy"
import { vercelLanguageRoutes } from "../../src/build-time/pages/language-routes"
import sampleSite from "../fixtures/sites/sample/data/site.json"
import { htmlRoutes, renderVercelHeaders } from "../../src/build-time/publish/headers"
import apps from "../fixtures/sites/sample/data/apps.json"
import { CONTACT_FUNCTION_PATH } from "../../src/shared/contact-message"
import { EDITOR_PATH, SIGN_IN_PATH } from "../../src/shared/editor"
import { variantDir } from "../../tools/site-variant"
import { REPO_ROOT } from "../../tools/repo-root"

/** What `vercel build` wrote in the copy of the checkout with the sample content (test-hosts.sh). */
const OUTPUT = path.join(variantDir("hosts"), ".vercel", "output")
const STATIC = path.join(OUTPUT, "static")
/** The sample's site.json as test-hosts.sh builds it for Vercel: with the redirect by language on. */
const SITE_WITH_REDIRECT = { ...sampleSite, redirectByLanguage: true }

interface Route {
  src?: string
  dest?: string
  status?: number
  headers?: Record<string, string>
  continue?: boolean
  handle?: string
  has?: { type: string; key: string; value?: string }[]
  missing?: { type: string; key: string }[]
}

let routes: Route[]
beforeAll(() => {
  const file = path.join(OUTPUT, "config.json")
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run test:hosts (vercel build) first.`)
  routes = (JSON.parse(fs.readFileSync(file, "utf8")) as { routes: Route[] }).routes
})

/** The routes before the first `handle` phase: Vercel applies them to every request, before the files. */
const firstPhase = () => routes.slice(0, routes.findIndex((r) => r.handle !== undefined))
const matches = (route: Route, requestPath: string) => route.src !== undefined && new RegExp(route.src).test(requestPath)

/** Headers Vercel's routes give a request path (header routes that continue). */
function vercelHeaders(requestPath: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const route of firstPhase().filter((r) => r.headers && r.continue && !r.status && matches(r, requestPath))) {
    for (const [name, value] of Object.entries(route.headers!)) {
      if (name.toLowerCase() in out) throw new Error(`${requestPath}: ${name} is set by two routes`)
      out[name.toLowerCase()] = value
    }
  }
  return out
}

const cookiesOf = (headers: Record<string, string>) => new Set((headers.cookie ?? "").split(";").map((pair) => pair.split("=")[0].trim()).filter(Boolean))

/** Whether a route's conditions hold for the request's headers (Vercel matches a header's value by regular expression; `missing` cookies must be absent). */
const holds = (route: Route, headers: Record<string, string>) =>
  (route.has ?? []).every((condition) => condition.type === "header" && headers[condition.key] !== undefined && new RegExp(condition.value ?? "").test(headers[condition.key])) &&
  (route.missing ?? []).every((condition) => condition.type === "cookie" && !cookiesOf(headers).has(condition.key))

/** The mark of a visit, which this build's pages give (its redirect by language is on): src/build-time/pages/language-routes.ts. */
const markOf = (requestPath: string): Record<string, string> => {
  const marking = vercelLanguageRoutes(SITE_WITH_REDIRECT).find((route) => route.headers?.["Set-Cookie"])!
  return new RegExp(marking.src!).test(requestPath) ? { "set-cookie": VISITED_COOKIE_HEADER } : {}
}

/** The redirect a request path (with these request headers) gets before the filesystem, if any: [status, Location]. */
function redirectOf(requestPath: string, headers: Record<string, string> = {}): [number, string] | undefined {
  const route = firstPhase().find((r) => r.status && r.status >= 300 && r.status < 400 && matches(r, requestPath) && holds(r, headers))
  if (!route) return undefined
  const groups = new RegExp(route.src!).exec(requestPath)!
  const location = Object.entries(route.headers ?? {}).find(([name]) => name.toLowerCase() === "location")![1]
  return [route.status!, location.replace(/\$(\d+)/g, (_m, i: string) => groups[Number(i)] ?? "")]
}

const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))

function staticFiles(dir: string, base = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? staticFiles(path.join(dir, entry.name), `${base}/${entry.name}`) : [`${base}/${entry.name}`]
  )
}

describe("config.json's headers", () => {
  it("has a route for every header rule of src/build-time/publish/headers.ts, in the same order, with the same values", () => {
    const headerRoutes = firstPhase().filter((r) => r.headers && r.continue && !r.status && !r.headers["Set-Cookie"])
    expect(headerRoutes.map((r) => lower(r.headers!))).toEqual(renderVercelHeaders().map((e) => lower(Object.fromEntries(e.headers.map((h) => [h.key, h.value])))))
  })

  it("gives each built file and page path exactly the headers src/build-time/publish/headers.ts gives it", () => {
    const files = staticFiles(STATIC)
    const requestPaths = [...files, "/", "/downloads", "/no/such/page"]
    for (const requestPath of requestPaths) {
      const expected: Record<string, string> = {}
      for (const entry of renderVercelHeaders().filter((e) => pathToRegexp(e.source).test(requestPath))) {
        for (const { key, value } of entry.headers) expected[key.toLowerCase()] = value
      }
      expect({ requestPath, headers: vercelHeaders(requestPath) }).toEqual({ requestPath, headers: { ...expected, ...markOf(requestPath) } })
    }
  })

  it.each([
    ["/", CACHE_REVALIDATE],
    ["/downloads", CACHE_REVALIDATE],
    ["/page-data/index/page-data.json", CACHE_REVALIDATE],
    ["/static/inline/0123456789abcdef0123.js", CACHE_IMMUTABLE],
  ])("%s: the security headers and Cache-Control %s", (requestPath, cacheControl) => {
    expect(vercelHeaders(requestPath)).toEqual({ ...lower({ ...SECURITY_HEADERS, "Cache-Control": cacheControl }), ...markOf(requestPath) })
  })

  it("revalidates every HTML file as Vercel's Gatsby builder lays them out (downloads.html too), under each path it serves, with the site's security headers (the editor's, its own)", () => {
    const pages = staticFiles(STATIC).filter((file) => file.endsWith(".html"))
    expect(pages).toEqual(expect.arrayContaining(["/index.html", "/404.html", "/downloads.html"]))
    for (const page of pages) {
      for (const requestPath of htmlRoutes(page)) {
        // The editor's page has its own policy (the next describe).
        const security = requestPath.startsWith(EDITOR_PATH.slice(0, -1)) ? EDITOR_HEADERS : SECURITY_HEADERS
        expect({ requestPath, headers: vercelHeaders(requestPath) }).toEqual({
          requestPath,
          headers: { ...lower({ ...security, "Cache-Control": CACHE_REVALIDATE }), ...markOf(requestPath) },
        })
      }
    }
  })

  it("sends the built islands bundle immutable and the app packages as downloads", () => {
    const bundle = staticFiles(STATIC).find((file) => /^\/islands-[0-9a-f]{20}\.js$/.test(file))!
    expect(vercelHeaders(bundle)["cache-control"]).toBe(CACHE_IMMUTABLE)
    const published = staticFiles(STATIC)
    for (const { filePath } of apps) {
      expect(published).toContain(filePath)
      expect([filePath, vercelHeaders(filePath)]).toEqual([filePath, expect.objectContaining({ "content-type": APK_CONTENT_TYPE, "content-disposition": "attachment" })])
    }
  })
})

describe("config.json's routing", () => {
  const notFoundRoute = (requestPath: string) => routes.slice(routes.findIndex((r) => r.handle === "error")).find((r) => r.status === 404 && matches(r, requestPath))

  it("answers an unknown path with /404.html and status 404", () => {
    expect(routes.some((r) => r.handle === "error")).toBe(true)
    expect(notFoundRoute("/no/such/page")).toMatchObject({ dest: expect.stringMatching(/^\/?404\.html$/), status: 404 })
    expect(fs.existsSync(path.join(STATIC, "404.html"))).toBe(true)
  })

  it("answers an unknown path under a language's prefix with that language's 404 page, which it publishes", () => {
    expect(notFoundRoute("/sw/no/such/page")).toMatchObject({ dest: "/sw/404.html", status: 404 })
    expect(notFoundRoute("/swahili-notes")).toMatchObject({ status: 404, dest: expect.stringMatching(/^\/?404\.html$/) })
    expect(fs.readFileSync(path.join(STATIC, "sw", "404.html"), "utf8")).toMatch(/<html[^>]*lang="sw"/)
  })

  it("sends a first visit to / to the language the browser prefers first, and nothing else", () => {
    expect(redirectOf("/", { "accept-language": "sw-KE,sw;q=0.9,en;q=0.8" })).toEqual([302, "/sw"])
    expect(redirectOf("/", { "accept-language": "sw" })).toEqual([302, "/sw"])
    expect(redirectOf("/", { "accept-language": "en-GB,sw;q=0.5" })).toBeUndefined()
    expect(redirectOf("/", { "accept-language": "swb" })).toBeUndefined()
    expect(redirectOf("/", {})).toBeUndefined()
    expect(redirectOf("/downloads", { "accept-language": "sw" })).toBeUndefined()
    expect(redirectOf("/sw", { "accept-language": "en" })).toBeUndefined()
  })

  it("gives a browser that has been here / itself, so the switch's link to the default language is followed; every page gives that mark", () => {
    expect(redirectOf("/", { "accept-language": "sw", cookie: `theme=dark; ${VISITED_COOKIE}=1` })).toBeUndefined()
    expect(redirectOf("/", { "accept-language": "sw", cookie: "theme=dark" })).toEqual([302, "/sw"])
    for (const page of ["/", "/sw", "/sw/downloads", "/projects/soko-online-store"]) expect([page, vercelHeaders(page)["set-cookie"]]).toEqual([page, VISITED_COOKIE_HEADER])
    expect(vercelHeaders("/og-image.png")).not.toHaveProperty("set-cookie")
  })

  it("redirects /path/ to /path with a 308 (trailingSlash: false)", () => {
    expect(redirectOf("/downloads/")).toEqual([308, "/downloads"])
    expect(redirectOf("/downloads")).toBeUndefined()
    expect(redirectOf("/")).toBeUndefined()
  })

  it("serves every page at its canonical URL without a redirect", () => {
    const pages = staticFiles(STATIC).filter((file) => file.endsWith(".html"))
    const canonicals = pages
      .map((file) => /<link rel="canonical" href="([^"]+)"/.exec(fs.readFileSync(path.join(STATIC, file), "utf8"))?.[1])
      .filter((href): href is string => href !== undefined)
    expect(canonicals.length).toBeGreaterThanOrEqual(2)
    for (const href of canonicals) {
      const { pathname } = new URL(href)
      expect({ href, redirect: redirectOf(pathname) }).toEqual({ href, redirect: undefined })
      expect(pathname === "/" || !pathname.endsWith("/")).toBe(true)
    }
  })
})

describe("the contact function on Vercel", () => {
  it("is built as a Node.js 22 function at /api/contact", () => {
    const functionDir = path.join(OUTPUT, "functions", `${CONTACT_FUNCTION_PATH.slice(1)}.func`)
    const config = JSON.parse(fs.readFileSync(path.join(functionDir, ".vc-config.json"), "utf8"))
    expect([config.runtime, config.handler]).toEqual([`nodejs${fs.readFileSync(path.join(REPO_ROOT, ".nvmrc"), "utf8").trim()}.x`, "index.js"])
    // The handler reads RESEND_API_KEY when it runs: the key vercel build had in its environment is not in it.
    const secret = process.env.HOST_BUILD_SECRET
    if (!secret) throw new Error("HOST_BUILD_SECRET is not set: run this through npm run test:hosts.")
    expect(fs.readFileSync(path.join(functionDir, config.handler), "utf8").includes(secret)).toBe(false)
  })
})

describe("the editor on Vercel", () => {
  it("publishes its page, answered at /admin with the editor's own headers, not the site's", () => {
    expect(fs.existsSync(path.join(STATIC, EDITOR_PATH, "index.html"))).toBe(true)
    expect(redirectOf(EDITOR_PATH)).toEqual([308, EDITOR_PATH.slice(0, -1)])
    expect(vercelHeaders(EDITOR_PATH.slice(0, -1))).toEqual({ ...lower(EDITOR_HEADERS), "cache-control": CACHE_REVALIDATE })
    expect(vercelHeaders(`${EDITOR_PATH}config.json`)).toMatchObject(lower(EDITOR_HEADERS))
    // And only it: a page whose address merely starts so keeps the site's.
    expect(vercelHeaders("/administration")["content-security-policy"]).toBe(SECURITY_HEADERS["Content-Security-Policy"])
  })

  it("builds the site's own GitHub sign-in as a Node.js function, which reads the app's secret when it runs", () => {
    const functionDir = path.join(OUTPUT, "functions", `${SIGN_IN_PATH.slice(1)}.func`)
    const config = JSON.parse(fs.readFileSync(path.join(functionDir, ".vc-config.json"), "utf8"))
    expect(config.runtime).toBe(`nodejs${fs.readFileSync(path.join(REPO_ROOT, ".nvmrc"), "utf8").trim()}.x`)
    expect(fs.readFileSync(path.join(functionDir, config.handler), "utf8")).toContain("GITHUB_OAUTH_CLIENT_SECRET")
  })
})

