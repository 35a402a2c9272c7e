/** @jest-environment node */
import { checkPublishedSiteUrl, localAddressReason, normalizeSiteUrl, resolveSiteUrl, siteOrigins } from "../../../src/content/site-url"

const PROD = "https://briankamau.dev"

describe("resolveSiteUrl", () => {
  it("uses the configured address for a local or unknown build", () => {
    expect(resolveSiteUrl({}, PROD)).toEqual({ siteUrl: PROD, isPreview: false, source: "config" })
  })

  it("lets SITE_URL override the configured production address", () => {
    expect(resolveSiteUrl({ SITE_URL: "https://www.example.org/" }, PROD)).toEqual({
      siteUrl: "https://www.example.org",
      isPreview: false,
      source: "SITE_URL",
    })
  })

  it("uses the configured address in Netlify production", () => {
    const env = { NETLIFY: "true", CONTEXT: "production", DEPLOY_PRIME_URL: "https://main--site.netlify.app" }
    expect(resolveSiteUrl(env, PROD)).toEqual({ siteUrl: PROD, isPreview: false, source: "config" })
  })

  it.each(["deploy-preview", "branch-deploy", "dev"])("uses DEPLOY_PRIME_URL on a Netlify %s and marks it a preview", (context) => {
    const env = { NETLIFY: "true", CONTEXT: context, DEPLOY_PRIME_URL: "https://deploy-preview-7--site.netlify.app" }
    expect(resolveSiteUrl(env, PROD)).toEqual({
      siteUrl: "https://deploy-preview-7--site.netlify.app",
      isPreview: true,
      source: "netlify-preview",
    })
  })

  it("ignores SITE_URL on a preview: canonical links point at the preview itself", () => {
    const env = { SITE_URL: "https://x.dev", CONTEXT: "deploy-preview", DEPLOY_PRIME_URL: "https://p--s.netlify.app" }
    expect(resolveSiteUrl(env, PROD).siteUrl).toBe("https://p--s.netlify.app")
  })

  it("still marks a Netlify preview noindex when its address is missing", () => {
    expect(resolveSiteUrl({ NETLIFY: "true", CONTEXT: "branch-deploy" }, PROD)).toEqual({
      siteUrl: PROD,
      isPreview: true,
      source: "config",
    })
  })

  it("uses the configured address in Vercel production", () => {
    const env = { VERCEL: "1", VERCEL_ENV: "production", VERCEL_URL: "site-abc.vercel.app" }
    expect(resolveSiteUrl(env, PROD)).toEqual({ siteUrl: PROD, isPreview: false, source: "config" })
  })

  it("prefers the stable branch address on a Vercel preview, adding the scheme", () => {
    const env = {
      VERCEL: "1",
      VERCEL_ENV: "preview",
      VERCEL_URL: "site-abc123.vercel.app",
      VERCEL_BRANCH_URL: "site-git-feature-me.vercel.app",
    }
    expect(resolveSiteUrl(env, PROD)).toEqual({
      siteUrl: "https://site-git-feature-me.vercel.app",
      isPreview: true,
      source: "vercel-preview",
    })
  })

  it("falls back to the deployment address on a Vercel preview without a branch address", () => {
    const env = { VERCEL: "1", VERCEL_ENV: "preview", VERCEL_URL: "site-abc123.vercel.app" }
    expect(resolveSiteUrl(env, PROD).siteUrl).toBe("https://site-abc123.vercel.app")
  })

  it("treats Vercel development builds as previews", () => {
    expect(resolveSiteUrl({ VERCEL_ENV: "development" }, PROD).isPreview).toBe(true)
  })
})

describe("siteOrigins (whose pages the contact function takes posts from)", () => {
  it("production's alone on a production or local build, SITE_URL's if set", () => {
    expect(siteOrigins({}, PROD)).toEqual([PROD])
    expect(siteOrigins({ VERCEL: "1", VERCEL_ENV: "production", VERCEL_URL: "site-abc.vercel.app" }, PROD)).toEqual([PROD])
    expect(siteOrigins({ SITE_URL: "www.example.org/portfolio/" }, PROD)).toEqual(["https://www.example.org"])
  })

  it("production's and the preview's own on a preview", () => {
    expect(siteOrigins({ NETLIFY: "true", CONTEXT: "deploy-preview", DEPLOY_PRIME_URL: "https://deploy-preview-7--site.netlify.app" }, PROD)).toEqual([
      PROD,
      "https://deploy-preview-7--site.netlify.app",
    ])
    expect(siteOrigins({ VERCEL: "1", VERCEL_ENV: "preview", VERCEL_URL: "site-abc123.vercel.app" }, PROD)).toEqual([PROD, "https://site-abc123.vercel.app"])
  })

  it("nothing from an address that does not parse", () => {
    expect(siteOrigins({}, "not a url at all")).toEqual([])
  })
})

describe("normalizeSiteUrl", () => {
  it.each([
    ["https://briankamau.dev/", "https://briankamau.dev"],
    ["briankamau.dev", "https://briankamau.dev"],
    ["http://localhost:9000/", "http://localhost:9000"],
    ["https://example.org/portfolio/", "https://example.org/portfolio"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeSiteUrl(input)).toBe(expected)
  })
})

describe("localAddressReason", () => {
  it.each([
    "http://localhost:8000",
    "https://localhost",
    "https://127.0.0.1:9000",
    "https://127.1.2.3",
    "https://10.0.0.5",
    "https://172.16.0.1",
    "https://172.31.255.255",
    "https://192.168.1.20",
    "https://[::1]:8000",
    "https://my-laptop.local",
    "http://briankamau.dev",
  ])("refuses %s", (url) => {
    expect(localAddressReason(url)).toEqual(expect.any(String))
  })

  it.each(["https://briankamau.dev", "https://172.32.0.1", "https://172.15.0.1", "https://11.0.0.1", "https://localhost.example.com"])(
    "accepts %s",
    (url) => {
      expect(localAddressReason(url)).toBeUndefined()
    }
  )
})

describe("checkPublishedSiteUrl", () => {
  const LOCAL = "http://localhost:8000"
  const whereToSet = 'in data/site.json "siteUrl" or in the SITE_URL environment variable'

  it.each([
    ["Netlify", { NETLIFY: "true", CONTEXT: "production" }],
    ["Vercel", { VERCEL: "1", VERCEL_ENV: "production" }],
  ])("fails a %s production build with a local siteUrl, saying where to set the address", (_host, env) => {
    const check = checkPublishedSiteUrl(env, LOCAL)
    expect(check?.level).toBe("error")
    expect(check?.message).toContain('data/site.json, field "siteUrl": "http://localhost:8000" is on this computer (localhost)')
    expect(check?.message).toContain("cannot be published")
    expect(check?.message).toContain(whereToSet)
  })

  it("fails on a private IP or http:// too, and names SITE_URL when that is where the address came from", () => {
    expect(checkPublishedSiteUrl({ CONTEXT: "production" }, "https://192.168.1.20")?.message).toContain("private network address")
    const check = checkPublishedSiteUrl({ VERCEL_ENV: "production", SITE_URL: "http://briankamau.dev" }, PROD)
    expect(check?.level).toBe("error")
    expect(check?.message).toMatch(/^the SITE_URL environment variable: "http:\/\/briankamau\.dev" starts with http:\/\//)
  })

  it("only warns on a local production build", () => {
    const check = checkPublishedSiteUrl({}, LOCAL)
    expect(check?.level).toBe("warning")
    expect(check?.message).toContain("fine for trying the build here")
    expect(check?.message).toContain(whereToSet)
  })

  it.each([
    ["a Netlify deploy preview", { CONTEXT: "deploy-preview", DEPLOY_PRIME_URL: "https://deploy-preview-3--site.netlify.app" }],
    ["a Netlify branch deploy without an address", { CONTEXT: "branch-deploy" }],
    ["a Vercel preview", { VERCEL_ENV: "preview", VERCEL_URL: "site-abc.vercel.app" }],
  ])("leaves %s alone", (_name, env) => {
    expect(checkPublishedSiteUrl(env, LOCAL)).toBeUndefined()
  })

  it("accepts a real https address in production", () => {
    expect(checkPublishedSiteUrl({ CONTEXT: "production" }, PROD)).toBeUndefined()
  })
})
