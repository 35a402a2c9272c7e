/**
 * The Netlify build as netlify-cli itself made it (npm run test:hosts runs `netlify serve
 * --offline`, which builds with netlify.toml and Gatsby's Netlify adapter, then serves).
 * - public/ is in the adapter's layout, and public/_headers, read with Netlify's parser,
 *   names those files: every page, under every path Netlify serves it at, revalidates;
 * - the legacy @netlify/plugin-gatsby did not run (netlify.toml skips it);
 * - the running `netlify serve` answers pages and unknown paths as the browser tests expect,
 *   and sends every app package the data names as an Android package to save.
 */
import fs from "fs"
import path from "path"
import { APK_CONTENT_TYPE, CACHE_REVALIDATE, EDITOR_HEADERS, SECURITY_HEADERS } from "../../src/headers/policy"
import { htmlRoutes } from "../../src/build-time/publish/headers"
import { listSitePaths } from "../../src/build-time/site-files"
import apps from "../fixtures/sites/sample/data/apps.json"
import { CONTACT_FUNCTION_PATH } from "../../src/shared/contact-message"
import { EDITOR_FILES, EDITOR_PAGE_PATHS, SIGN_IN_PATH } from "../../src/shared/editor"
import { headersFor, readNetlifyHeaders, type NetlifyHeaderRule } from "../../tools/netlify-headers"
import { variantDir } from "../../tools/site-variant"
import { REPO_ROOT } from "../../tools/repo-root"

/** The copy of the checkout with the sample content that test-hosts.sh builds and serves with netlify-cli. */
const SITE_DIR = variantDir("hosts")
const PUBLIC_DIR = path.join(SITE_DIR, "public")
const SERVE_LOG = path.join(REPO_ROOT, "reports", "hosts", "netlify-serve.log")

const baseUrl = () => {
  if (!process.env.E2E_BASE_URL) throw new Error("E2E_BASE_URL is not set: run this through npm run test:hosts.")
  return process.env.E2E_BASE_URL
}

let rules: NetlifyHeaderRule[]
let files: string[]
beforeAll(async () => {
  rules = await readNetlifyHeaders(path.join(PUBLIC_DIR, "_headers"))
  files = listSitePaths(PUBLIC_DIR)
})

describe("public/ as Netlify's build left it", () => {
  it("is in the layout of Gatsby's Netlify adapter (downloads.html, 404.html at the root)", () => {
    expect(files).toEqual(expect.arrayContaining(["/downloads.html", "/404.html", "/index.html"]))
    expect(files).not.toContain("/downloads/index.html")
  })

  it("has a _headers whose rules name files that exist (or the page paths Netlify serves them at)", () => {
    const existing = new Set(files)
    const named = rules.map((rule) => rule.for).filter((p) => !p.includes("*"))
    const missing = named.filter((p) => ![p, `${p}.html`, `${p === "/" ? "" : p}/index.html`].some((f) => existing.has(f)))
    expect(missing).toEqual([])
  })

  it("gives every HTML file, at each path it is served at, the security headers and revalidation", () => {
    const pages = files.filter((file) => file.endsWith(".html"))
    for (const page of pages) {
      for (const requestPath of htmlRoutes(page)) {
        expect({ requestPath, headers: headersFor(rules, requestPath) }).toEqual({
          requestPath,
          headers: { ...SECURITY_HEADERS, "Cache-Control": CACHE_REVALIDATE },
        })
      }
    }
  })

  it("was built without the legacy @netlify/plugin-gatsby (NETLIFY_SKIP_GATSBY_BUILD_PLUGIN)", () => {
    const log = fs.readFileSync(SERVE_LOG, "utf8")
    expect(log).toMatch(/Netlify Build/)
    expect(log).not.toMatch(/@netlify\/plugin-gatsby/)
  })
})

describe("netlify serve", () => {
  it.each(["/", "/downloads", "/downloads.html", "/404.html"])("answers %s with 200 and the security headers", async (requestPath) => {
    const response = await fetch(new URL(requestPath, baseUrl()))
    // Read to the end: a body left unread keeps the connection paused, and undici's parser
    // asserts when netlify serve then closes it ("assert(!this.paused)").
    const body = await response.text()
    expect(response.status).toBe(200)
    expect(body).toMatch(/^<!DOCTYPE html>/i)
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect([name, response.headers.get(name)]).toEqual([name, value])
  })

  it("answers an unknown path with 404.html, status 404, and the rules of the request path: the security headers", async () => {
    const response = await fetch(new URL("/no/such/page", baseUrl()))
    expect(response.status).toBe(404)
    expect(/<title[^>]*>Page not found/.test(await response.text())).toBe(true)
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect([name, response.headers.get(name)]).toEqual([name, value])
  })
})

describe("netlify serve, the languages", () => {
  it("answers an unknown path under a language's prefix with that language's 404 page", async () => {
    const response = await fetch(new URL("/sw/no/such/page", baseUrl()))
    expect(response.status).toBe(404)
    expect(await response.text()).toMatch(/<html[^>]*lang="sw"/)
    expect(fs.readFileSync(path.join(PUBLIC_DIR, "_redirects"), "utf8")).toMatch(/^\/sw\/\*\s+\/sw\/404\.html\s+404$/m)
  })

  it("never redirects / by the browser's language unless the owner turns it on (the sample does not)", () => {
    // netlify-forms.test.ts finds the rule where the owner turned it on.
    expect(fs.readFileSync(path.join(PUBLIC_DIR, "_redirects"), "utf8")).not.toMatch(/Language=/)
  })
})

describe("netlify serve, the app packages", () => {
  it.each(apps.map((app) => [app.name, app.filePath]))("sends %s (%s) as an Android package to save, not to open", async (_name, filePath) => {
    const response = await fetch(new URL(filePath, baseUrl()))
    const body = Buffer.from(await response.arrayBuffer())
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe(APK_CONTENT_TYPE)
    expect(response.headers.get("content-disposition")).toBe("attachment")
    expect(body.equals(fs.readFileSync(path.join(SITE_DIR, "static", filePath)))).toBe(true)
  })
})

describe("the contact function on Netlify", () => {
  it("is built by Gatsby's Netlify adapter and routed from /api/contact", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(SITE_DIR, ".netlify", "functions-internal", "contact-index-js", "contact-index-js.json"), "utf8"))
    // Named after its file, plugins/contact/src/api/contact/index.ts; routed from /api/contact below.
    expect(manifest.config.name).toBe(`${CONTACT_FUNCTION_PATH}/index`)
    expect(fs.readFileSync(path.join(PUBLIC_DIR, "_redirects"), "utf8")).toMatch(new RegExp(`^${CONTACT_FUNCTION_PATH}\\s+/\\.netlify/functions/contact-index-js\\s+200$`, "m"))
  })

  it("carries no key from the build's environment: it reads RESEND_API_KEY when it runs", () => {
    const secret = process.env.HOST_BUILD_SECRET
    if (!secret) throw new Error("HOST_BUILD_SECRET is not set: run this through npm run test:hosts.")
    const functionDir = path.join(SITE_DIR, ".netlify", "functions-internal", "contact-index-js")
    const bundle = path.join(SITE_DIR, ".cache", "functions", "contact", "index.js")
    for (const file of [...fs.readdirSync(functionDir).map((name) => path.join(functionDir, name)), bundle]) {
      expect([file, fs.readFileSync(file).includes(secret)]).toEqual([file, false])
    }
  })

  it("runs under netlify serve, and with the sample's simulated delivery sends nothing", async () => {
    const response = await fetch(new URL(CONTACT_FUNCTION_PATH, baseUrl()), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "A", email: "a@b.co", subject: "S", message: "M", "fill-ms": "9000" }),
    })
    expect([response.status, await response.json()]).toEqual([404, { error: "not-enabled" }])
  })
})

describe("the editor on Netlify", () => {
  it("sends each address of its page to its function, past the page's own file", () => {
    const redirects = fs.readFileSync(path.join(PUBLIC_DIR, "_redirects"), "utf8")
    for (const from of EDITOR_PAGE_PATHS) expect(redirects).toMatch(new RegExp(`^${from.replace(/\./g, "\\.")}\\s+/\\.netlify/functions/editor-index-js\\s+200!$`, "m"))
  })

  it.each(EDITOR_PAGE_PATHS)("answers %s under netlify serve with the editor, under its own headers (_headers does not reach a function)", async (address) => {
    const response = await fetch(new URL(address, baseUrl()), { redirect: "manual" })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(`<script src="${EDITOR_FILES.cms}"></script>`)
    for (const [name, value] of Object.entries(EDITOR_HEADERS)) expect([name, response.headers.get(name)]).toEqual([name, value])
  })

  it("runs the site's own GitHub sign-in, which says to the editor that it is not set up without an OAuth app", async () => {
    const response = await fetch(new URL(SIGN_IN_PATH, baseUrl()), { redirect: "manual" })
    expect(response.status).toBe(503)
    expect(await response.text()).toContain("GITHUB_OAUTH_CLIENT_ID")
  })
})

