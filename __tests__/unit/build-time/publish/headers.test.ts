/** @jest-environment node */
import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import { pathToRegexp } from "path-to-regexp"
import { APK_CONTENT_TYPE, CACHE_IMMUTABLE, CACHE_REVALIDATE, CACHE_SITE_ICONS, CONTENT_SECURITY_POLICY, SECURITY_HEADERS, VISITED_COOKIE_HEADER } from "../../../../src/headers/policy"
import { listSitePaths } from "../../../../src/build-time/site-files"
import { renderNetlifyHeaders, renderVercelHeaders, VERCEL_REGENERATE, withVercelHeaders, writeNetlifyHeaders } from "../../../../src/build-time/publish/headers"
import { renderRobotsTxt } from "../../../../src/build-time/publish/robots"

import { LEGACY_CV_PATHS, PDF_CONTENT_TYPE } from "../../../../src/shared/cv-files"
import { HEAD_SCRIPT } from "../../../../src/headers/head-script"
import { STYLESHEET_WAIT_SCRIPT } from "../../../../src/headers/stylesheet-wait"
import { headersFor, parseNetlifyHeaders, readNetlifyHeaders, type NetlifyHeaderRule } from "../../../../tools/netlify-headers"
import { REPO_ROOT } from "../../../../tools/repo-root"

const VERCEL_JSON = path.join(REPO_ROOT, "vercel.json")

/** A typical build's files. */
const FILES = [
  "/index.html",
  "/sw/index.html",
  "/projects/soko-online-store/index.html",
  "/downloads/index.html",
  "/404.html",
  "/404/index.html",
  "/app-270a9223a757dc3d8084.js",
  "/app-270a9223a757dc3d8084.js.map",
  "/framework-14e2dd42678f143472f1.js",
  "/257e8032-07631b57fd37eb75f21d.js",
  "/styles.322f24c2a020111cdded.css",
  "/chunk-map.json",
  "/static/inline/0123456789abcdef0123.js",
  "/static/5b738a4ee2399af8560b3c1294b6bee0/photo.webp",
  "/page-data/index/page-data.json",
  "/page-data/app-data.json",
  "/downloads/pesatrack.apk",
  "/og-image.png",
  "/favicon-32x32.png",
  "/favicon.svg",
  "/icons/icon-48x48.png",
  "/icons/icon-512x512.png",
  "/manifest.webmanifest",
  "/robots.txt",
  "/resume.pdf",
  "/cv.pdf",
  "/Lucja-Odegard-Wisniewska-Resume.pdf",
  "/Brian-Kamau-CV.pdf",
]

/** The same build after Gatsby's Netlify adapter has moved its pages (pretty URLs). */
const NETLIFY_LAYOUT_FILES = FILES.filter((file) => file !== "/downloads/index.html" && file !== "/404/index.html").concat(
  "/downloads.html"
)

/** Headers a path gets from _headers, parsed and matched as Netlify does; fails if two matching rules set the same header. */
async function netlifyHeadersFor(text: string, requestPath: string): Promise<Record<string, string>> {
  return headersFor(await parseNetlifyHeaders(text), requestPath)
}

/** Headers a path gets on Vercel (path-to-regexp, as Vercel uses); fails on overlap. */
function vercelHeadersFor(requestPath: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const entry of renderVercelHeaders().filter((e) => pathToRegexp(e.source).test(requestPath))) {
    for (const { key, value } of entry.headers) {
      if (key in out) throw new Error(`${requestPath}: ${key} set by two rules`)
      out[key] = value
    }
  }
  return out
}

const REQUESTS: [string, Record<string, string>][] = [
  ["/", { "Cache-Control": CACHE_REVALIDATE }],
  ["/sw", { "Cache-Control": CACHE_REVALIDATE }],
  ["/projects/soko-online-store", { "Cache-Control": CACHE_REVALIDATE }],
  ["/downloads", { "Cache-Control": CACHE_REVALIDATE }],
  ["/404.html", { "Cache-Control": CACHE_REVALIDATE }],
  ["/page-data/index/page-data.json", { "Cache-Control": CACHE_REVALIDATE }],
  ["/app-270a9223a757dc3d8084.js", { "Cache-Control": CACHE_IMMUTABLE }],
  ["/257e8032-07631b57fd37eb75f21d.js", { "Cache-Control": CACHE_IMMUTABLE }],
  ["/styles.322f24c2a020111cdded.css", { "Cache-Control": CACHE_IMMUTABLE }],
  ["/static/inline/0123456789abcdef0123.js", { "Cache-Control": CACHE_IMMUTABLE }],
  ["/static/5b738a4ee2399af8560b3c1294b6bee0/photo.webp", { "Cache-Control": CACHE_IMMUTABLE }],
  ["/downloads/pesatrack.apk", { "Content-Type": APK_CONTENT_TYPE, "Content-Disposition": "attachment" }],
  ["/og-image.png", {}],
  // The site icons are linked with their hash (?v=): kept a week, never revalidated on every view.
  ...["/favicon-32x32.png", "/favicon.svg", "/icons/icon-48x48.png", "/icons/icon-512x512.png"].map((file): [string, Record<string, string>] => [file, { "Cache-Control": CACHE_SITE_ICONS }]),
  // The manifest keeps its name and changes with the site's name and colours.
  ["/manifest.webmanifest", {}],
  // So do the résumé and CV, rewritten by every deploy, at their old addresses and their owner's.
  ...["/resume.pdf", "/cv.pdf", "/Lucja-Odegard-Wisniewska-Resume.pdf", "/Brian-Kamau-CV.pdf"].map((file): [string, Record<string, string>] => [
    file,
    { "Content-Type": PDF_CONTENT_TYPE, "Cache-Control": CACHE_REVALIDATE, "Content-Disposition": "attachment" },
  ]),
]

/** The names the build gives the résumé and CV downloads (src/build-time/publish/cv-files.ts). */
const DOWNLOAD_NAMES = {
  [LEGACY_CV_PATHS.resume]: "Łucja-Ødegård-Wiśniewska-Resume.pdf",
  "/Lucja-Odegard-Wisniewska-Resume.pdf": "Łucja-Ødegård-Wiśniewska-Resume.pdf",
  [LEGACY_CV_PATHS.cv]: "Brian-Kamau-CV.pdf",
  "/Brian-Kamau-CV.pdf": "Brian-Kamau-CV.pdf",
}

describe("security headers", () => {
  it("has a CSP that runs only same-origin scripts, the head script and the stylesheet's wait, by the hashes of their texts", () => {
    const directives = Object.fromEntries(
      CONTENT_SECURITY_POLICY.split(";").map((d) => {
        const [name, ...values] = d.trim().split(/\s+/)
        return [name, values]
      })
    )
    const hashOf = (script: string) => `'sha256-${crypto.createHash("sha256").update(script).digest("base64")}'`
    expect(directives["script-src"]).toEqual(["'self'", hashOf(HEAD_SCRIPT), hashOf(STYLESHEET_WAIT_SCRIPT)])
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(directives["object-src"]).toEqual(["'none'"])
    expect(directives["base-uri"]).toEqual(["'self'"])
    expect(directives["frame-ancestors"]).toEqual(["'none'"])
    expect(directives["form-action"]).toEqual(["'self'"])
    expect(directives["style-src"]).toEqual(["'self'", "'unsafe-inline'"])
    expect(directives["img-src"]).toEqual(["'self'", "data:"])
    expect(directives["font-src"]).toEqual(["'self'"])
  })

  it("sends HSTS, nosniff, the referrer policy and a Permissions-Policy", () => {
    expect(SECURITY_HEADERS["Strict-Transport-Security"]).toMatch(/^max-age=\d{8,}/)
    expect(SECURITY_HEADERS["X-Content-Type-Options"]).toBe("nosniff")
    expect(SECURITY_HEADERS["Referrer-Policy"]).toBe("strict-origin-when-cross-origin")
    expect(SECURITY_HEADERS["Permissions-Policy"]).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
  })

  // The pages get exactly SECURITY_HEADERS and their own (the REQUESTS below), on either host.
  it("gives the pages no opener policy, and the editor its own: with one, Chromium starts a page in a process of its own before its first request", () => {
    expect(SECURITY_HEADERS).not.toHaveProperty("Cross-Origin-Opener-Policy")
    const opener = renderVercelHeaders().flatMap(({ source, headers }) => headers.filter(({ key }) => key === "Cross-Origin-Opener-Policy").map(({ value }) => [source, value]))
    expect(opener).toEqual([
      ["/admin", "same-origin-allow-popups"],
      ["/admin/(.*)", "same-origin-allow-popups"],
    ])
  })
})

describe("_headers (Netlify and the local test server)", () => {
  const text = renderNetlifyHeaders({ files: FILES })

  it.each(REQUESTS)("%s gets the security headers plus its own, each from one rule only", async (requestPath, own) => {
    await expect(netlifyHeadersFor(text, requestPath)).resolves.toEqual({ ...SECURITY_HEADERS, ...own })
  })

  it("is read by Netlify's own parser without an error, every rule with at least one header", async () => {
    const rules = await parseNetlifyHeaders(text)
    expect(rules.length).toBeGreaterThan(10)
    for (const rule of rules) expect(Object.keys(rule.values).length).toBeGreaterThan(0)
  })

  it("gives an unknown path only the rules of its own path: the security headers, no Cache-Control", async () => {
    await expect(netlifyHeadersFor(text, "/no/such/page")).resolves.toEqual(SECURITY_HEADERS)
  })

  it("lists root bundles file by file, not source maps or other JSON", () => {
    expect(text).toContain("\n/app-270a9223a757dc3d8084.js\n")
    expect(text).not.toContain("\n/app-270a9223a757dc3d8084.js.map\n")
    expect(text).not.toContain("\n/chunk-map.json\n")
  })

  it("saves the résumé and CV under the owner's name, in ASCII and, where it differs, in UTF-8 (RFC 6266)", async () => {
    const named = renderNetlifyHeaders({ files: FILES, downloadNames: DOWNLOAD_NAMES })
    for (const address of [LEGACY_CV_PATHS.resume, "/Lucja-Odegard-Wisniewska-Resume.pdf"]) {
      expect((await netlifyHeadersFor(named, address))["Content-Disposition"]).toBe(
        `attachment; filename="Lucja-Odegard-Wisniewska-Resume.pdf"; filename*=UTF-8''%C5%81ucja-%C3%98deg%C3%A5rd-Wi%C5%9Bniewska-Resume.pdf`
      )
    }
    for (const address of [LEGACY_CV_PATHS.cv, "/Brian-Kamau-CV.pdf"]) {
      expect(await netlifyHeadersFor(named, address)).toEqual({
        ...SECURITY_HEADERS,
        "Content-Type": PDF_CONTENT_TYPE,
        "Cache-Control": CACHE_REVALIDATE,
        "Content-Disposition": 'attachment; filename="Brian-Kamau-CV.pdf"',
      })
    }
  })

  it("adds X-Robots-Tag: noindex to every response of a preview build only", async () => {
    expect(text).not.toContain("X-Robots-Tag")
    const preview = renderNetlifyHeaders({ files: FILES }, { isPreview: true })
    expect((await netlifyHeadersFor(preview, "/"))["X-Robots-Tag"]).toBe("noindex, nofollow")
    expect((await netlifyHeadersFor(preview, "/og-image.png"))["X-Robots-Tag"]).toBe("noindex, nofollow")
  })

  it("marks a visit on every page, and on nothing else, only when the redirect of / by language is on", async () => {
    expect(text).not.toContain("Set-Cookie")
    const marking = renderNetlifyHeaders({ files: FILES }, { markVisits: true })
    for (const page of ["/", "/index.html", "/downloads"]) expect((await netlifyHeadersFor(marking, page))["Set-Cookie"]).toBe(VISITED_COOKIE_HEADER)
    expect(await netlifyHeadersFor(marking, "/og-image.png")).not.toHaveProperty("Set-Cookie")
    expect(await netlifyHeadersFor(marking, "/app-270a9223a757dc3d8084.js")).not.toHaveProperty("Set-Cookie")
  })
})

describe("_headers after Gatsby's Netlify adapter moved the pages (downloads.html, 404.html)", () => {
  let dir: string
  let rules: NetlifyHeaderRule[]
  beforeAll(async () => {
    // A public/ as the adapter leaves it: pages moved, and its own headers block appended.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "adapter-layout-"))
    for (const file of NETLIFY_LAYOUT_FILES) {
      fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), "x")
    }
    fs.writeFileSync(
      path.join(dir, "_headers"),
      `${renderNetlifyHeaders({ files: FILES })}# gatsby-adapter-netlify start\n/*\n  referrer-policy: same-origin\n  cache-control: public, max-age=0\n# gatsby-adapter-netlify end\n`
    )
    writeNetlifyHeaders(dir, DOWNLOAD_NAMES)
    rules = await readNetlifyHeaders(path.join(dir, "_headers"))
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("names only files that exist (or their page paths), and none of the moved ones", () => {
    const files = new Set(listSitePaths(dir))
    const text = fs.readFileSync(path.join(dir, "_headers"), "utf8")
    expect(text).not.toContain("/downloads/index.html")
    expect(text).not.toContain("/404/index.html")
    for (const rule of rules.filter((r) => !r.for.includes("*"))) {
      expect([rule.for, `${rule.for}.html`, `${rule.for}/index.html`, `${rule.for}index.html`].some((f) => files.has(f))).toBe(true)
    }
  })

  it.each([
    ["/downloads", { "Cache-Control": CACHE_REVALIDATE }],
    ["/downloads.html", { "Cache-Control": CACHE_REVALIDATE }],
    ["/404.html", { "Cache-Control": CACHE_REVALIDATE }],
    ["/", { "Cache-Control": CACHE_REVALIDATE }],
    ["/app-270a9223a757dc3d8084.js", { "Cache-Control": CACHE_IMMUTABLE }],
    ["/downloads/pesatrack.apk", { "Content-Type": APK_CONTENT_TYPE, "Content-Disposition": "attachment" }],
    ["/cv.pdf", { "Content-Type": PDF_CONTENT_TYPE, "Cache-Control": CACHE_REVALIDATE, "Content-Disposition": 'attachment; filename="Brian-Kamau-CV.pdf"' }],
  ])("%s gets exactly the security headers plus its own (the adapter's block is gone)", (requestPath, own) => {
    expect(headersFor(rules, requestPath)).toEqual({ ...SECURITY_HEADERS, ...own })
  })
})

describe("vercel.json", () => {
  it.each(REQUESTS)("%s gets the same headers on Vercel as on Netlify", (requestPath, own) => {
    expect(vercelHeadersFor(requestPath)).toEqual({ ...SECURITY_HEADERS, ...own })
  })

  it("has exactly the headers src/build-time/publish/headers.ts produces", () => {
    const current = JSON.parse(fs.readFileSync(VERCEL_JSON, "utf8")) as Record<string, unknown>
    if (process.env.UPDATE_VERCEL_JSON) {
      fs.writeFileSync(VERCEL_JSON, `${JSON.stringify(withVercelHeaders(current), null, 2)}\n`)
      return
    }
    const message = `vercel.json's headers differ from src/build-time/publish/headers.ts; regenerate them with:\n  ${VERCEL_REGENERATE}`
    expect({ message, headers: current.headers }).toEqual({ message, headers: renderVercelHeaders() })
  })

  it("builds a static Gatsby site from public/", () => {
    const vercel = JSON.parse(fs.readFileSync(VERCEL_JSON, "utf8"))
    expect(vercel).toMatchObject({ buildCommand: "npm run build", outputDirectory: "public", trailingSlash: false })
  })
})

describe("netlify.toml", () => {
  const toml = fs.readFileSync(path.join(REPO_ROOT, "netlify.toml"), "utf8")

  it("builds with npm run build into public/", () => {
    expect(toml).toMatch(/command = "npm run build"/)
    expect(toml).toMatch(/publish = "public"/)
  })

  it("skips the legacy @netlify/plugin-gatsby, which Gatsby 5.16's adapter replaces and whose install downloads libvips", () => {
    expect(toml).toMatch(/^\s*NETLIFY_SKIP_GATSBY_BUILD_PLUGIN = "true"$/m)
  })
})

describe("robots.txt", () => {
  it("points crawlers at the sitemap in production", () => {
    expect(renderRobotsTxt({ siteUrl: "https://briankamau.dev", isPreview: false })).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://briankamau.dev/sitemap-index.xml\n"
    )
  })

  it("lets crawlers see a preview's noindex, and names no sitemap there", () => {
    const robots = renderRobotsTxt({ siteUrl: "https://p--s.netlify.app", isPreview: true })
    expect(robots).toMatch(/User-agent: \*\nAllow: \/\n/)
    expect(robots).not.toMatch(/Disallow|Sitemap/)
  })
})
