/**
 * sitemap.xml's entries (gatsby-plugin-sitemap): each page with the same page in the site's
 * other languages and x-default, the default language's, as search engines read alternates
 * (the pages' own hreflang links say the same).
 */
import type { PageAlternate } from "../../shared/languages"

interface SitemapPage {
  path: string
  pageContext?: { alternates?: PageAlternate[] } | null
}

export function sitemapEntry({ path, pageContext }: SitemapPage): { url: string; links?: { lang: string; url: string }[] } {
  const alternates = pageContext?.alternates ?? []
  if (alternates.length === 0) return { url: path }
  return { url: path, links: [...alternates.map((alternate) => ({ lang: alternate.language, url: alternate.path })), { lang: "x-default", url: alternates[0].path }] }
}

/** A page left out of the sitemap in every language: an excluded address, or the same under a language's prefix (/sw/404.html). */
export const isExcludedFromSitemap = (path: string, excluded: string): boolean => path === excluded || path === `${languageFolderOf(path)}${excluded}`

/** The language folder an address starts with ("/sw" of "/sw/404.html"), or "". */
const languageFolderOf = (path: string): string => /^\/[a-z]{2,3}(?:-[a-z0-9]+)*(?=\/)/.exec(path)?.[0] ?? ""
