/**
 * Which address the site is being built for. Production uses the configured address
 * (data/site.json siteUrl, or SITE_URL to override it); a Netlify deploy preview or branch
 * deploy, or a Vercel preview deployment, uses its own address so canonical and share links
 * point at the preview, and is marked as a preview so it is kept out of search engines.
 */
export interface BuildEnv {
  SITE_URL?: string
  /** Netlify: production, deploy-preview, branch-deploy or dev. */
  CONTEXT?: string
  NETLIFY?: string
  /** Netlify: the deploy's own address for this context (branch or preview). */
  DEPLOY_PRIME_URL?: string
  /** Vercel: production, preview or development. */
  VERCEL_ENV?: string
  VERCEL?: string
  /** Vercel: host names without a scheme. */
  VERCEL_URL?: string
  VERCEL_BRANCH_URL?: string
}

export type SiteUrlSource = "config" | "SITE_URL" | "netlify-preview" | "vercel-preview"

export interface ResolvedSiteUrl {
  /** Absolute origin (and optional base path) without a trailing slash. */
  siteUrl: string
  /** True on every non-production deploy: pages get noindex and robots.txt disallows all. */
  isPreview: boolean
  source: SiteUrlSource
}

const present = (value: string | undefined): value is string => typeof value === "string" && value.trim() !== ""

/** "example.com/" → "https://example.com"; keeps http:// for local addresses. */
export function normalizeSiteUrl(value: string): string {
  const trimmed = value.trim()
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
  const url = new URL(withScheme)
  const path = url.pathname.replace(/\/+$/, "")
  return `${url.protocol}//${url.host}${path}`
}

export function isNetlifyBuild(env: BuildEnv): boolean {
  return env.NETLIFY === "true" || present(env.CONTEXT)
}

export function isVercelBuild(env: BuildEnv): boolean {
  return env.VERCEL === "1" || present(env.VERCEL_ENV)
}

export function resolveSiteUrl(env: BuildEnv, configuredUrl: string): ResolvedSiteUrl {
  const production = present(env.SITE_URL)
    ? { siteUrl: normalizeSiteUrl(env.SITE_URL), isPreview: false, source: "SITE_URL" as const }
    : { siteUrl: normalizeSiteUrl(configuredUrl), isPreview: false, source: "config" as const }

  if (isNetlifyBuild(env) && present(env.CONTEXT) && env.CONTEXT !== "production") {
    return present(env.DEPLOY_PRIME_URL)
      ? { siteUrl: normalizeSiteUrl(env.DEPLOY_PRIME_URL), isPreview: true, source: "netlify-preview" }
      : { ...production, isPreview: true }
  }

  if (isVercelBuild(env) && present(env.VERCEL_ENV) && env.VERCEL_ENV !== "production") {
    // The branch URL stays the same across pushes to a branch; the deployment URL is unique.
    const host = present(env.VERCEL_BRANCH_URL) ? env.VERCEL_BRANCH_URL : env.VERCEL_URL
    return present(host)
      ? { siteUrl: normalizeSiteUrl(host), isPreview: true, source: "vercel-preview" }
      : { ...production, isPreview: true }
  }

  return production
}
