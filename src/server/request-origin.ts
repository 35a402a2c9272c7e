/**
 * Only the site's own pages may send: a page of another site can make its visitors' browsers
 * post a form (or a "simple" fetch) to /api/contact, past the limit per sender. Browsers say
 * where a request comes from (Origin on every POST, and Sec-Fetch-Site) and a page cannot
 * change either; a request with neither is no browser's cross-site post (a script posting
 * directly gains nothing it could not do anyway, and is counted like any sender).
 */

/** A request's headers as Node gives them: lower-case names; a header sent twice, a list (set-cookie) or joined. */
export type RequestHeaders = Readonly<Record<string, string | string[] | undefined>>

/** A header's value, the first when it came as a list; undefined when the request has none. */
export const header = (headers: RequestHeaders, name: string): string | undefined => {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

/**
 * Whether a request's browser says it comes from a page of another site. Its own pages are
 * the page's own address (Origin naming the very host the request was sent to: the same page
 * is served at several, such as a Vercel deployment's own and its branch's, or 127.0.0.1 under
 * `gatsby serve`) and `siteOrigins`, the site's addresses (src/content/site-url.ts: production
 * and a preview's own). `Origin: null` (a sandboxed frame, a file) is no page of the site.
 */
export function isCrossSite(headers: RequestHeaders, siteOrigins: readonly string[]): boolean {
  if (header(headers, "sec-fetch-site") === "cross-site") return true
  const origin = header(headers, "origin")
  if (origin === undefined || origin === "") return false
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return true
  }
  if (url.origin === "null") return true
  const host = header(headers, "host")?.toLowerCase()
  if (host && url.host === host) return false
  return !siteOrigins.includes(url.origin)
}
