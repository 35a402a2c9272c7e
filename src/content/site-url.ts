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
  /**
   * True on every non-production deploy: pages get noindex (and, on Netlify, X-Robots-Tag).
   * robots.txt still allows all, on purpose: a crawler shut out cannot see the noindex.
   */
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

/** The production address: SITE_URL when set, else data/site.json siteUrl. */
export function productionSiteUrl(env: Pick<BuildEnv, "SITE_URL">, configuredUrl: string): { siteUrl: string; source: "SITE_URL" | "config" } {
  return present(env.SITE_URL) ? { siteUrl: normalizeSiteUrl(env.SITE_URL), source: "SITE_URL" } : { siteUrl: normalizeSiteUrl(configuredUrl), source: "config" }
}

export function resolveSiteUrl(env: BuildEnv, configuredUrl: string): ResolvedSiteUrl {
  const production = { ...productionSiteUrl(env, configuredUrl), isPreview: false }

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

/**
 * The origins the site's own pages are served from, for the contact function to tell its own
 * pages' posts from other sites': production's (SITE_URL or data/site.json siteUrl) and, on a
 * preview, the preview's own (resolveSiteUrl). An address that does not parse adds nothing.
 */
export function siteOrigins(env: BuildEnv, configuredUrl: string): string[] {
  const origins = new Set<string>()
  const add = (address: () => string) => {
    try {
      origins.add(new URL(address()).origin)
    } catch {
      // The content check reports a malformed siteUrl; a malformed host variable names no page.
    }
  }
  add(() => productionSiteUrl(env, configuredUrl).siteUrl)
  add(() => resolveSiteUrl(env, configuredUrl).siteUrl)
  return [...origins]
}

/**
 * Why an address must not be published, or undefined when it can be: a production site
 * built with it would point canonical links, share previews, the sitemap and robots.txt at it.
 */
export function localAddressReason(siteUrl: string): string | undefined {
  let url: URL
  try {
    url = new URL(siteUrl)
  } catch {
    return undefined // the schema check reports malformed addresses
  }
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, "")
  if (host === "localhost" || host.endsWith(".localhost")) return "is on this computer (localhost)"
  if (host.endsWith(".local")) return "is a name on your local network (.local)"
  if (host === "::1" || host === "0.0.0.0") return "is on this computer"
  const ip = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host)
  if (ip) {
    const [a, b] = [Number(ip[1]), Number(ip[2])]
    if (a === 127) return "is on this computer (127.x.x.x)"
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) {
      return "is a private network address, which nobody outside your network can open"
    }
  }
  if (url.protocol === "http:") return "starts with http://, so browsers would mark the site as not secure (Netlify and Vercel serve it over https://)"
  return undefined
}

export type SiteUrlCheck = { level: "error" | "warning"; message: string }

/** Production on Netlify or Vercel, where the site goes live. */
export function isHostedProduction(env: BuildEnv): boolean {
  return env.CONTEXT === "production" || env.VERCEL_ENV === "production"
}

/**
 * A production build must not publish a local address: an error on Netlify's or Vercel's
 * production build, a warning for a local production build, nothing on previews (they use
 * their own address).
 */
export function checkPublishedSiteUrl(env: BuildEnv, configuredUrl: string): SiteUrlCheck | undefined {
  let resolved: ResolvedSiteUrl
  try {
    resolved = resolveSiteUrl(env, configuredUrl)
  } catch {
    return undefined // the schema check reports malformed addresses
  }
  if (resolved.isPreview) return undefined
  const reason = localAddressReason(resolved.siteUrl)
  if (!reason) return undefined
  const where =
    resolved.source === "SITE_URL"
      ? `the SITE_URL environment variable: "${env.SITE_URL}"`
      : `data/site.json, field "siteUrl": "${configuredUrl}"`
  const fix =
    'Set the real address, like https://yourname.dev, in data/site.json "siteUrl" or in the SITE_URL environment variable of your Netlify or Vercel project.'
  const effect = "canonical links, share previews, the sitemap and robots.txt would all point at it"
  return isHostedProduction(env)
    ? { level: "error", message: `${where} ${reason}: this production site cannot be published with it (${effect}). ${fix}` }
    : {
        level: "warning",
        message: `${where} ${reason}: fine for trying the build here, but a site published with it has ${effect.replace("would all point", "all pointing")}. ${fix}`,
      }
}
