/** @jest-environment node */
import { normalizeSiteUrl, resolveSiteUrl } from "../../src/lib/site-url"

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
