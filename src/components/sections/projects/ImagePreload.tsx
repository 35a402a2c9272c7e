import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { HIGH_FETCH_PRIORITY } from "./ProjectImage"

/**
 * For a page's Head: the picture it opens on (a project page's screenshot, its largest paint),
 * fetched with the document's first bytes rather than once the parser reaches the picture, after
 * the first screen's inline CSS and markup (gatsby-ssr puts it first in <head>). It names the
 * picture's first source, the one a browser that reads its type picks, with the same candidates
 * and sizes, so the browser takes the same file once; a browser that cannot read the type skips
 * the preload and loads the picture as it would without it.
 */
export function ImagePreload({ image }: { image: IGatsbyImageData | undefined }) {
  if (!image) return null
  const { sources = [], fallback } = image.images
  const [first] = sources
  const candidates = first ? { type: first.type, imageSrcSet: first.srcSet, imageSizes: first.sizes } : { href: fallback?.src, imageSrcSet: fallback?.srcSet, imageSizes: fallback?.sizes }
  return <link rel="preload" as="image" {...candidates} {...HIGH_FETCH_PRIORITY} />
}
