/**
 * Every HTTP response header the site sends, defined once: what the build writes for the
 * hosts (src/build-time/publish/headers.ts renders these rules as Netlify's _headers and
 * vercel.json's "headers") and what the contact function answers with (src/server/).
 *
 * No header name is set by two rules that can match the same path: hosts differ in how they
 * combine overlapping rules (Netlify joins values with commas, Vercel lets the last win), so
 * overlap-free rules mean every host sends exactly these values.
 */
import { contentDisposition, PDF_CONTENT_TYPE } from "../shared/cv-files"
import { HEAD_SCRIPT_CSP_SOURCE } from "./head-script"
import { STYLESHEET_WAIT_CSP_SOURCE } from "./stylesheet-wait"
import { EDITOR_IMPORT_MAP_CSP_SOURCE } from "./editor-import-map"

export type Headers = Readonly<Record<string, string>>

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable"
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate"
/**
 * The site icons (favicons, the manifest's icons) are asked for with their content's hash in a
 * query (?v=), so a changed icon is fetched at once under its new address; a week, not a year,
 * for a request without it (a browser's own favicon check), which then sees a change within days.
 */
export const CACHE_SITE_ICONS = "public, max-age=604800"
export const APK_CONTENT_TYPE = "application/vnd.android.package-archive"

/**
 * With the redirect of / by the browser's language on (data/site.json redirectByLanguage), every
 * page marks the browser as one that has been here: only a browser without the mark is
 * redirected, so a visitor who then picks the default language in the switch gets it. It holds
 * no identifier, only that the site was seen.
 */
export const VISITED_COOKIE = "visited"
export const VISITED_COOKIE_HEADER = `${VISITED_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure`

/**
 * Scripts are same-origin files (src/build-time/publish/inline-scripts.ts moves Gatsby's inline ones
 * out), and the two inline scripts the pages keep, each allowed by its hash (./head-script.ts,
 * ./stylesheet-wait.ts).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${HEAD_SCRIPT_CSP_SOURCE} ${STYLESHEET_WAIT_CSP_SOURCE}`,
  // The site's stylesheet is a file; each page's first-screen CSS, the home page's CV print
  // rules, the markup's style attributes (stagger delays, bar widths, placeholder colours) and
  // the <style> elements the toaster's emotion (Chakra UI) inserts are inline.
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

/**
 * No Cross-Origin-Opener-Policy on the site's pages: a response with one makes Chromium swap the
 * navigation to a browsing context group of its own, in a renderer process of its own, and the
 * page's first request leaves after that: under Lighthouse's mobile throttling, long enough to
 * delay the first paint and the screenshot's request (measured in docs/performance.md, "An opener
 * policy delayed every first request"). Those pages hold nothing a window that opened them could
 * read or leak: no sign-in, no visitor's data. The editor, which holds a token, keeps one
 * (EDITOR_HEADERS).
 */
export const SECURITY_HEADERS: Headers = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
  "X-Frame-Options": "DENY",
}

/**
 * The editor at /admin/ (Sveltia CMS, served from the site's own files) has a policy of its own:
 * its scripts are the site's files and its import map (./editor-import-map.ts); it talks to
 * GitHub's API, shows GitHub avatars and the images it is given as blob: and data: addresses,
 * and its runtime inserts its styles. It opens the GitHub sign-in in a popup, which hands the
 * token back to the page that opened it: the opener's Cross-Origin-Opener-Policy allows popups.
 */
export const EDITOR_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${EDITOR_IMPORT_MAP_CSP_SOURCE}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data: https://avatars.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' blob: data: https://api.github.com",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ")

/** Every header of the editor's responses: the site's, with the editor's policy and opener policy, never indexed. */
export const EDITOR_HEADERS: Headers = {
  ...SECURITY_HEADERS,
  "Content-Security-Policy": EDITOR_CONTENT_SECURITY_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex, nofollow",
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
  | { kind: "editor" }
  | { kind: "root-bundles" }
  | { kind: "html-pages" }
  | { kind: "apk-files" }
  | { kind: "cv-files" }
  | { kind: "site-icons" }

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
    // On Netlify the editor's page is answered by a function, to which _headers does not apply (plugins/editor).
    description: "Security headers on every response but the editor's",
    match: { kind: "path", netlify: "/*", vercel: "/((?!admin(?:/|$)).*)" },
    headers: SECURITY_HEADERS,
  },
  {
    description: "The editor at /admin/: its own policy, never indexed",
    match: { kind: "editor" },
    headers: EDITOR_HEADERS,
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
    description: "Site icons, asked for with their content's hash (?v=)",
    match: { kind: "site-icons" },
    headers: { "Cache-Control": CACHE_SITE_ICONS },
  },
  {
    description: "Android app packages download with their own type",
    match: { kind: "apk-files" },
    headers: { "Content-Type": APK_CONTENT_TYPE, "Content-Disposition": "attachment" },
  },
  {
    description: "The résumé and CV change with every deploy, and download under the owner's name",
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
  editor: ["/admin", "/admin/(.*)"],
  // A file at the root whose name ends in -<hash>.js or .<hash>.css, as webpack names them.
  "root-bundles": ["/:file([^/]+[-.][0-9a-f]{20}\\.(?:js|css))"],
  // Paths without a dot (/, /downloads, /404) and any .html file.
  "html-pages": ["/:path([^.]*)", "/:path(.*\\.html)"],
  "apk-files": ["/downloads/:file([^/]+\\.apk)"],
  "site-icons": ["/:file(favicon[^/]*)", "/icons/:file(icon-[0-9]+x[0-9]+\\.png)"],
  // The résumé and CV, at their old addresses and their owner's (whose names vercel.json cannot know), and another language's in its folder (/sw/…): the build writes no other PDF there.
  "cv-files": ["/:file([^/]+\\.pdf)", "/:language([a-z]{2,3})/:file([^/]+\\.pdf)", "/:language([a-z]{2,3}-[a-z0-9-]+)/:file([^/]+\\.pdf)"],
}

/** The favicons and the manifest's icons as gatsby-plugin-manifest writes them: /favicon-32x32.png, /favicon.svg, /icons/icon-48x48.png… */
export const isSiteIconPath = (file: string): boolean => /^\/(?:favicon[^/]*|icons\/icon-\d+x\d+\.png)$/.test(file)

export interface BuildFiles {
  /** Every file in public/, as site paths: "/app-0123456789abcdef0123.js", "/downloads/index.html". */
  files: readonly string[]
  /** The name a download is saved under, by site path: the résumé's and the CV's carry the owner's name. */
  downloadNames?: Readonly<Record<string, string>>
}
