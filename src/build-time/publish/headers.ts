/**
 * The site's headers (src/headers/policy.ts) as each host reads them.
 *
 * - Netlify and the local test server read `public/_headers`, written at the end of each
 *   build by writeNetlifyHeaders (src/build-time/publish/post-build.ts), and written again on
 *   Netlify after Gatsby's Netlify adapter has moved pages (./netlify-adapter.ts), so its rules
 *   name the files as Netlify serves them. Both read it with Netlify's own parser,
 *   @netlify/headers-parser (netlify-cli's too).
 * - Vercel reads the "headers" of vercel.json, which must equal `renderVercelHeaders()`;
 *   a unit test (__tests__/unit/build-time/publish/headers.test.ts) fails if they drift and
 *   prints the command that regenerates them (VERCEL_REGENERATE).
 */
import fs from "fs"
import path from "path"
import { HEADER_RULES, isSiteIconPath, PREVIEW_HEADERS, VERCEL_SOURCES, VISITED_COOKIE_HEADER, type BuildFiles, type HeaderRule, type RuleMatch } from "../../headers/policy"
import { isCvFilePath } from "../../shared/cv-files"
import { listSitePaths } from "../site-files"

const ROOT_BUNDLE = /^\/[^/]+[-.][0-9a-f]{20}\.(?:js|css)$/

/**
 * Site paths a browser requests for an HTML file (trailingSlash: "never"). Gatsby writes
 * /downloads/index.html; Gatsby's Netlify adapter moves it to /downloads.html, which Netlify
 * serves at /downloads too (its "pretty URLs"). Either way the page's path gets the rule.
 */
export function htmlRoutes(file: string): string[] {
  if (file === "/index.html") return ["/", "/index.html"]
  if (file.endsWith("/index.html")) return [file.slice(0, -"/index.html".length), file]
  return [file.slice(0, -".html".length), file]
}

export function netlifyPaths(match: RuleMatch, { files }: BuildFiles): string[] {
  switch (match.kind) {
    case "path":
      return [match.netlify]
    case "editor":
      // The editor's page is answered by a function there (plugins/editor), which sends these itself.
      return []
    case "root-bundles":
      return [...new Set(files.filter((file) => ROOT_BUNDLE.test(file)))].sort()
    case "html-pages":
      return [...new Set(files.filter((file) => file.endsWith(".html")).flatMap(htmlRoutes))].sort()
    case "apk-files":
      return [...new Set(files.filter((file) => /^\/downloads\/[^/]+\.apk$/.test(file)))].sort()
    case "cv-files":
      return files.filter(isCvFilePath).sort()
    case "site-icons":
      return files.filter(isSiteIconPath).sort()
  }
}

export interface HeaderOptions {
  /** Adds X-Robots-Tag: noindex to every response (preview deploys). */
  isPreview?: boolean
  /** Every page marks the browser as having been here (VISITED_COOKIE): the redirect of / by language is on. */
  markVisits?: boolean
}

export function headerRules({ isPreview = false, markVisits = false }: HeaderOptions = {}): HeaderRule[] {
  return HEADER_RULES.map((rule, index) => {
    const extra = {
      ...(isPreview && index === 0 ? PREVIEW_HEADERS : {}),
      ...(markVisits && rule.match.kind === "html-pages" ? { "Set-Cookie": VISITED_COOKIE_HEADER } : {}),
    }
    return Object.keys(extra).length > 0 ? { ...rule, headers: { ...rule.headers, ...extra } } : rule
  })
}

/** The `_headers` file (Netlify's format, also read by the local test server). */
export function renderNetlifyHeaders(build: BuildFiles, options: HeaderOptions = {}): string {
  const lines = [
    "# Generated at build time from src/headers/policy.ts; do not edit.",
    options.isPreview ? "# Preview deploy: every response carries X-Robots-Tag: noindex." : "# Production build.",
  ]
  for (const rule of headerRules(options)) {
    const paths = netlifyPaths(rule.match, build)
    if (paths.length === 0) continue
    lines.push("", `# ${rule.description}`)
    for (const path of paths) {
      lines.push(path)
      for (const [name, value] of Object.entries({ ...rule.headers, ...rule.fromBuild?.(path, build) })) lines.push(`  ${name}: ${value}`)
    }
  }
  return `${lines.join("\n")}\n`
}

/** Writes public/_headers for the files publicDir holds now: after the build, and again after Netlify's adapter has moved pages. */
export function writeNetlifyHeaders(publicDir: string, downloadNames: BuildFiles["downloadNames"], options: HeaderOptions = {}): void {
  fs.writeFileSync(path.join(publicDir, "_headers"), renderNetlifyHeaders({ files: listSitePaths(publicDir), downloadNames }, options))
}

export interface VercelHeaderEntry {
  source: string
  headers: { key: string; value: string }[]
}

/** How to rewrite vercel.json's headers from this file (the unit test does it when asked). */
export const VERCEL_REGENERATE = "UPDATE_VERCEL_JSON=1 npx jest --selectProjects unit __tests__/unit/build-time/publish/headers.test.ts"

/** The "headers" array of vercel.json (production values; Vercel itself marks previews noindex). */
export function renderVercelHeaders(): VercelHeaderEntry[] {
  return HEADER_RULES.flatMap((rule) => {
    const sources = rule.match.kind === "path" ? [rule.match.vercel] : VERCEL_SOURCES[rule.match.kind]
    return sources.map((source) => ({
      source,
      headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
    }))
  })
}

/** vercel.json with its "headers" replaced by the ones defined here, other settings kept. */
export function withVercelHeaders(vercelJson: Record<string, unknown>): Record<string, unknown> {
  return { ...vercelJson, headers: renderVercelHeaders() }
}
