/**
 * What a first visit gets in its first round trip: the compressed bytes of a page's HTML up
 * to the link to the site's stylesheet, where its first screen ends
 * (src/build-time/css/first-screen-css.ts), its inline first-screen CSS included. TCP's first
 * congestion window is 10 segments, about 14 KiB (RFC 6928), so a first screen within it is
 * painted one round trip after the request. Also how much of that is the inline CSS, which
 * every page view sends again.
 */
import { SITE_STYLESHEET_LINK } from "../../src/build-time/css/css-blocks"
import { gzipSize } from "./page-weight"

const INLINE_CSS = /<style>([^<]*)<\/style>/

export interface FirstFlight {
  /** gzip bytes of the HTML up to the stylesheet's link. */
  firstScreenBytes: number
  /** gzip bytes of the first-screen CSS alone. */
  inlineCssBytes: number
}

/** A built page's first flight; throws when the page links no site stylesheet. */
export function firstFlightOf(html: string, page: string): FirstFlight {
  const link = SITE_STYLESHEET_LINK.exec(html)
  if (!link) throw new Error(`${page} links no site stylesheet.`)
  return { firstScreenBytes: gzipSize(html.slice(0, link.index)), inlineCssBytes: gzipSize(INLINE_CSS.exec(html)?.[1] ?? "") }
}

/** The page without its first-screen CSS: its markup's own weight. */
export const withoutFirstScreenCss = (html: string): string => html.replace(INLINE_CSS, "")
