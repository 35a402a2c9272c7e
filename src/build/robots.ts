/** robots.txt: production invites crawlers and names the sitemap; previews shut them out. */
export function renderRobotsTxt({ siteUrl, isPreview }: { siteUrl: string; isPreview: boolean }): string {
  if (isPreview) {
    return ["# Preview deploy: not for search engines.", "User-agent: *", "Disallow: /", ""].join("\n")
  }
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl.replace(/\/+$/, "")}/sitemap-index.xml`, ""].join("\n")
}
