/**
 * What a built page names on its own site: every src, href, data-href, content, srcset and CSS
 * url() that points at this site (a path, or an absolute address on the page's own canonical
 * origin), as a path. Read from the HTML as the build wrote it, for the checks that nothing a
 * page names is missing (published-files.e2e.ts, the owner's pass in __tests__/site/).
 */
export interface PageReference {
  /** As written in the page. */
  url: string
  /** The path on this site it names, without query or fragment. */
  pathname: string
  /** The fragment, if any ("projects" for /#projects). */
  fragment?: string
}

export function localReferences(html: string): PageReference[] {
  const origin = /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(html)?.[1]
  const urls = [
    ...[...html.matchAll(/\s(?:src|href|data-href|content)="([^"]+)"/g)].map((match) => match[1]),
    ...[...html.matchAll(/\ssrcset="([^"]+)"/g)].flatMap((match) => match[1].split(",").map((entry) => entry.trim().split(/\s+/)[0])),
    ...[...html.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1].replace(/^["']|["']$/g, "")),
  ]
  return urls.flatMap((url): PageReference[] => {
    const local = url.startsWith("/") && !url.startsWith("//") ? url : origin && url.startsWith(`${origin}/`) ? url.slice(origin.length) : undefined
    if (local === undefined) return []
    const parsed = new URL(local.replace(/&amp;/g, "&"), "http://site")
    return [{ url, pathname: parsed.pathname, fragment: parsed.hash ? decodeURIComponent(parsed.hash.slice(1)) : undefined }]
  })
}
