import React from "react"
import { buildPageMeta, serializeJsonLd, type PageMetaInput } from "../../shared/metadata"
import { useSeoData } from "./useSeoData"
import { textDirection } from "../../shared/languages"

/** What a page says of itself; the site's own facts come from the data layer. */
export type SeoProps = Omit<PageMetaInput, "site" | "siteUrl">

/** Everything a page puts in <head>, for Gatsby's Head API: `export const Head = () => <Seo … />`. */
export function Seo({ noindex = false, canonical = true, ...page }: SeoProps) {
  const { site, siteUrl, isPreview, alternates } = useSeoData(page.pathname)
  const meta = buildPageMeta({ ...page, site, siteUrl, noindex: noindex || isPreview, canonical, alternates })
  return (
    <>
      <html lang={site.language} dir={textDirection(site.language)} />
      <title>{meta.title}</title>
      {meta.canonical ? <link rel="canonical" href={meta.canonical} /> : null}
      {meta.alternates.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      {meta.meta.map((tag) =>
        "name" in tag ? (
          <meta key={`name:${tag.name}:${tag.media ?? ""}`} name={tag.name} content={tag.content} media={tag.media} />
        ) : (
          <meta key={`property:${tag.property}`} property={tag.property} content={tag.content} />
        )
      )}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(meta.jsonLd) }} />
    </>
  )
}
