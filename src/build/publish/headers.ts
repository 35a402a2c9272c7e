/**
 * Every HTTP response header the site sends, defined once.
 *
 * - Netlify and the local test server read `public/_headers`, written at the end of each
 *   build by `renderNetlifyHeaders` (see src/build/publish/post-build.ts), and written again on
 *   Netlify after Gatsby's Netlify adapter has moved pages (src/build/publish/netlify-adapter.ts), so
 *   its rules name the files as Netlify serves them. Both read it with Netlify's own parser,
 *   @netlify/headers-parser (netlify-cli's too).
 * - Vercel reads the "headers" of vercel.json, which must equal `renderVercelHeaders()`;
 *   a unit test (__tests__/unit/build/publish/headers.test.ts) fails if they drift and prints the command
 *   that regenerates them (VERCEL_REGENERATE).
 *
 * No header name is set by two rules that can match the same path: hosts differ in how they
 * combine overlapping rules (Netlify joins values with commas, Vercel lets the last win), so
 * overlap-free rules mean every host sends exactly these values.
 */

import fs from "fs"
import path from "path"
import { contentDisposition, CV_FILE_PATHS, PDF_CONTENT_TYPE } from "../../shared/cv-files"
import { STYLESHEET_WAIT_CSP_SOURCE } from "../../shared/stylesheet-wait"

export type Headers = Readonly<Record<string, string>>

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable"
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate"
export const APK_CONTENT_TYPE = "application/vnd.android.package-archive"

/**
 * Scripts are same-origin files (src/build/publish/inline-scripts.ts moves Gatsby's inline ones
 * out), and the one inline script the pages keep, allowed by its hash (./stylesheet-wait.ts).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${STYLESHEET_WAIT_CSP_SOURCE}`,
  // The site's stylesheet is a file; the home page's CV print rules, the markup's style attributes
  // (stagger delays, bar widths, placeholder colours) and the <style> elements the toaster's
  // emotion (Chakra UI) inserts are inline.
  "style-src 'self' 'unsafe-inline'",
  // gatsby-plugin-image's blurred placeholders are data: URIs.
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "media-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ")

/** Turns off powerful browser features the site never uses. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=(self)",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ")

export const SECURITY_HEADERS: Headers = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
}

/** Sent on every response of a preview deploy, so previews never compete with production. */
export const PREVIEW_HEADERS: Headers = { "X-Robots-Tag": "noindex, nofollow" }

/**
 * Which responses a rule applies to. Most are plain path patterns; the two kinds whose files
 * only the build knows (root bundles and HTML pages) are listed file by file for Netlify,
 * whose `*` is only reliable at the end of a path, and matched by pattern on Vercel.
 */
export type RuleMatch =
  | { kind: "path"; netlify: string; vercel: string }
  | { kind: "root-bundles" }
  | { kind: "html-pages" }
  | { kind: "apk-files" }
  | { kind: "cv-files" }

export interface HeaderRule {
  /** What the rule is for, written as a comment into _headers. */
  description: string
  match: RuleMatch
  headers: Headers
  /**
   * Headers that depend on the build's content, added file by file where the host's
   * configuration is written by the build (Netlify's _headers); vercel.json, written once by
   * hand, has `headers` alone.
   */
  fromBuild?: (file: string, build: BuildFiles) => Headers
}

export const HEADER_RULES: readonly HeaderRule[] = [
  {
    description: "Security headers on every response",
    match: { kind: "path", netlify: "/*", vercel: "/(.*)" },
    headers: SECURITY_HEADERS,
  },
  {
    description: "Content-hashed assets (images, fonts, the site's stylesheet and sprite, moved inline scripts)",
    match: { kind: "path", netlify: "/static/*", vercel: "/static/(.*)" },
    headers: { "Cache-Control": CACHE_IMMUTABLE },
  },
  {
    description: "Content-hashed JavaScript and CSS bundles at the root",
    match: { kind: "root-bundles" },
    headers: { "Cache-Control": CACHE_IMMUTABLE },
  },
  {
    description: "Page data changes with every deploy",
    match: { kind: "path", netlify: "/page-data/*", vercel: "/page-data/(.*)" },
    headers: { "Cache-Control": CACHE_REVALIDATE },
  },
  {
    description: "HTML pages change with every deploy",
    match: { kind: "html-pages" },
    headers: { "Cache-Control": CACHE_REVALIDATE },
  },
  {
    description: "The theme worker keeps its name, so browsers must check it for changes",
    match: { kind: "path", netlify: "/theme-worker.js", vercel: "/theme-worker.js" },
    headers: { "Cache-Control": CACHE_REVALIDATE },
  },
  {
    description: "Android app packages download with their own type",
    match: { kind: "apk-files" },
    headers: { "Content-Type": APK_CONTENT_TYPE, "Content-Disposition": "attachment" },
  },
  {
    description: "The résumé and CV keep their addresses and change with every deploy, and download under the owner's name",
    match: { kind: "cv-files" },
    headers: { "Content-Type": PDF_CONTENT_TYPE, "Cache-Control": CACHE_REVALIDATE, "Content-Disposition": "attachment" },
    fromBuild: (file, { downloadNames }): Headers => {
      const name = downloadNames?.[file]
      return name ? { "Content-Disposition": contentDisposition(name) } : {}
    },
  },
]

/** Vercel path patterns (path-to-regexp) for the rules that Netlify lists file by file. */
export const VERCEL_SOURCES: Record<Exclude<RuleMatch["kind"], "path">, string[]> = {
  // A file at the root whose name ends in -<hash>.js or .<hash>.css, as webpack names them.
  "root-bundles": ["/:file([^/]+[-.][0-9a-f]{20}\\.(?:js|css))"],
  // Paths without a dot (/, /downloads, /404) and any .html file.
  "html-pages": ["/:path([^.]*)", "/:path(.*\\.html)"],
  "apk-files": ["/downloads/:file([^/]+\\.apk)"],
  "cv-files": [...CV_FILE_PATHS],
}

/** Every file in a folder as a site path ("/downloads/index.html"). */
export function listSitePaths(dir: string, base = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const sitePath = `${base}/${entry.name}`
    return entry.isDirectory() ? listSitePaths(path.join(dir, entry.name), sitePath) : [sitePath]
  })
}

export interface BuildFiles {
  /** Every file in public/, as site paths: "/app-0123456789abcdef0123.js", "/downloads/index.html". */
  files: readonly string[]
  /** The name a download is saved under, by site path: the résumé's and the CV's carry the owner's name. */
  downloadNames?: Readonly<Record<string, string>>
}

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
    case "root-bundles":
      return [...new Set(files.filter((file) => ROOT_BUNDLE.test(file)))].sort()
    case "html-pages":
      return [...new Set(files.filter((file) => file.endsWith(".html")).flatMap(htmlRoutes))].sort()
    case "apk-files":
      return [...new Set(files.filter((file) => /^\/downloads\/[^/]+\.apk$/.test(file)))].sort()
    case "cv-files":
      return CV_FILE_PATHS.filter((file) => files.includes(file))
  }
}

export interface HeaderOptions {
  /** Adds X-Robots-Tag: noindex to every response (preview deploys). */
  isPreview?: boolean
}

export function headerRules({ isPreview = false }: HeaderOptions = {}): HeaderRule[] {
  if (!isPreview) return [...HEADER_RULES]
  const [all, ...rest] = HEADER_RULES
  return [{ ...all, headers: { ...all.headers, ...PREVIEW_HEADERS } }, ...rest]
}

/** The `_headers` file (Netlify's format, also read by the local test server). */
export function renderNetlifyHeaders(build: BuildFiles, options: HeaderOptions = {}): string {
  const lines = [
    "# Generated at build time from src/build/publish/headers.ts; do not edit.",
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

export interface VercelHeaderEntry {
  source: string
  headers: { key: string; value: string }[]
}

/** How to rewrite vercel.json's headers from this file (the unit test does it when asked). */
export const VERCEL_REGENERATE = "UPDATE_VERCEL_JSON=1 npx jest --selectProjects unit __tests__/unit/build/publish/headers.test.ts"

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
