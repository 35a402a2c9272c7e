import React from "react"
import { buildPageMeta, serializeJsonLd } from "../../shared/metadata"
import { useSeoData } from "./useSeoData"

export interface SeoProps {
  /** The page's path (the Head API's location.pathname). */
  pathname: string
  /** Page title; leave out on the home page. */
  title?: string
  description?: string
  /** Keep this page out of search results; every preview build is noindex anyway. */
  noindex?: boolean
  /** False on pages without an address of their own (the 404 page). */
  canonical?: boolean
  /** The page's own share image (a project page's), instead of the site's. */
  image?: { path: string; alt: string }
  /** The page's subject in JSON-LD (a project page's project). */
  about?: Record<string, unknown>
}

/** Everything a page puts in <head>, for Gatsby's Head API: `export const Head = () => <Seo … />`. */
export function Seo({ pathname, title, description, noindex = false, canonical = true, image, about }: SeoProps) {
  const { site, siteUrl, isPreview } = useSeoData()
  const meta = buildPageMeta({
    site,
    siteUrl,
    pathname,
    title,
    description,
    noindex: noindex || isPreview,
    canonical,
    image,
    about,
  })
  return (
    <>
      <html lang={site.language} />
      <title>{meta.title}</title>
      {meta.canonical ? <link rel="canonical" href={meta.canonical} /> : null}
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
