/**
 * robots.txt: production invites crawlers and names the sitemap. Previews let crawlers in
 * too, so that they see each page's noindex (meta robots and, on Netlify, X-Robots-Tag) and
 * drop it: a preview shut out by Disallow could still be listed, without its content.
 */
export function renderRobotsTxt({ siteUrl, isPreview }: { siteUrl: string; isPreview: boolean }): string {
  if (isPreview) {
    return ["# Preview deploy: every page says noindex.", "User-agent: *", "Allow: /", ""].join("\n")
  }
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl.replace(/\/+$/, "")}/sitemap-index.xml`, ""].join("\n")
}
