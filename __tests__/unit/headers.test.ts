/** @jest-environment node */
import fs from "fs"
import path from "path"
import { pathToRegexp } from "path-to-regexp"
import {
  APK_CONTENT_TYPE,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CONTENT_SECURITY_POLICY,
  netlifyPathMatches,
  parseNetlifyHeaders,
  renderNetlifyHeaders,
  renderVercelHeaders,
  SECURITY_HEADERS,
  VERCEL_REGENERATE,
  withVercelHeaders,
} from "../../src/build/headers"
import { renderRobotsTxt } from "../../src/build/robots"
import { removeAdapterHeaders } from "../../src/build/netlify-adapter"

const ROOT = path.join(__dirname, "..", "..")
const VERCEL_JSON = path.join(ROOT, "vercel.json")

/** A typical build's files. */
const FILES = [
  "/index.html",
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
  "/downloads/brian-kamau-apps.apk",
  "/og-image.png",
  "/robots.txt",
]

/** Headers a path gets from _headers; fails if two matching rules set the same header. */
function netlifyHeadersFor(text: string, requestPath: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const rule of parseNetlifyHeaders(text).filter((r) => netlifyPathMatches(r.path, requestPath))) {
    for (const [name, value] of rule.headers) {
      if (name in out) throw new Error(`${requestPath}: ${name} set by two rules`)
      out[name] = value
    }
  }
  return out
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
  ["/downloads", { "Cache-Control": CACHE_REVALIDATE }],
  ["/404.html", { "Cache-Control": CACHE_REVALIDATE }],
  ["/page-data/index/page-data.json", { "Cache-Control": CACHE_REVALIDATE }],
  ["/app-270a9223a757dc3d8084.js", { "Cache-Control": CACHE_IMMUTABLE }],
  ["/257e8032-07631b57fd37eb75f21d.js", { "Cache-Control": CACHE_IMMUTABLE }],
  ["/styles.322f24c2a020111cdded.css", { "Cache-Control": CACHE_IMMUTABLE }],
  ["/static/inline/0123456789abcdef0123.js", { "Cache-Control": CACHE_IMMUTABLE }],
  ["/static/5b738a4ee2399af8560b3c1294b6bee0/photo.webp", { "Cache-Control": CACHE_IMMUTABLE }],
  ["/downloads/brian-kamau-apps.apk", { "Content-Type": APK_CONTENT_TYPE, "Content-Disposition": "attachment" }],
  ["/og-image.png", {}],
]

describe("security headers", () => {
  it("has a CSP that runs only same-origin scripts", () => {
    const directives = Object.fromEntries(
      CONTENT_SECURITY_POLICY.split(";").map((d) => {
        const [name, ...values] = d.trim().split(/\s+/)
        return [name, values]
      })
    )
    expect(directives["script-src"]).toEqual(["'self'"])
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
})

describe("_headers (Netlify and the local test server)", () => {
  const text = renderNetlifyHeaders({ files: FILES })

  it.each(REQUESTS)("%s gets the security headers plus its own, each from one rule only", (requestPath, own) => {
    expect(netlifyHeadersFor(text, requestPath)).toEqual({ ...SECURITY_HEADERS, ...own })
  })

  it("lists root bundles file by file, not source maps or other JSON", () => {
    expect(text).toContain("\n/app-270a9223a757dc3d8084.js\n")
    expect(text).not.toContain("\n/app-270a9223a757dc3d8084.js.map\n")
    expect(text).not.toContain("\n/chunk-map.json\n")
  })

  it("adds X-Robots-Tag: noindex to every response of a preview build only", () => {
    expect(text).not.toContain("X-Robots-Tag")
    const preview = renderNetlifyHeaders({ files: FILES }, { isPreview: true })
    expect(netlifyHeadersFor(preview, "/")["X-Robots-Tag"]).toBe("noindex, nofollow")
    expect(netlifyHeadersFor(preview, "/og-image.png")["X-Robots-Tag"]).toBe("noindex, nofollow")
  })

  it("keeps our rules and drops the block Gatsby's Netlify adapter appends", () => {
    const withAdapter = `${text}# gatsby-adapter-netlify start\n/*\n  referrer-policy: same-origin\n# gatsby-adapter-netlify end\n`
    expect(removeAdapterHeaders(withAdapter).trim()).toBe(text.trim())
  })
})

describe("vercel.json", () => {
  it.each(REQUESTS)("%s gets the same headers on Vercel as on Netlify", (requestPath, own) => {
    expect(vercelHeadersFor(requestPath)).toEqual({ ...SECURITY_HEADERS, ...own })
  })

  it("has exactly the headers src/build/headers.ts produces", () => {
    const current = JSON.parse(fs.readFileSync(VERCEL_JSON, "utf8")) as Record<string, unknown>
    if (process.env.UPDATE_VERCEL_JSON) {
      fs.writeFileSync(VERCEL_JSON, `${JSON.stringify(withVercelHeaders(current), null, 2)}\n`)
      return
    }
    const message = `vercel.json's headers differ from src/build/headers.ts; regenerate them with:\n  ${VERCEL_REGENERATE}`
    expect({ message, headers: current.headers }).toEqual({ message, headers: renderVercelHeaders() })
  })

  it("builds a static Gatsby site from public/ on a Node version package.json allows", () => {
    const vercel = JSON.parse(fs.readFileSync(VERCEL_JSON, "utf8"))
    expect(vercel).toMatchObject({ buildCommand: "npm run build", outputDirectory: "public", trailingSlash: false })
    // Vercel picks its Node version from engines.node; ">=20" lets it use a supported one.
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"))
    expect(pkg.engines.node).toBe(">=20")
    const netlify = fs.readFileSync(path.join(ROOT, "netlify.toml"), "utf8")
    expect(Number(netlify.match(/NODE_VERSION = "(\d+)"/)?.[1])).toBeGreaterThanOrEqual(20)
  })
})

describe("netlify.toml", () => {
  it("builds with npm run build into public/ on Node 20", () => {
    const toml = fs.readFileSync(path.join(ROOT, "netlify.toml"), "utf8")
    expect(toml).toMatch(/command = "npm run build"/)
    expect(toml).toMatch(/publish = "public"/)
    expect(toml).toMatch(/NODE_VERSION = "20"/)
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
