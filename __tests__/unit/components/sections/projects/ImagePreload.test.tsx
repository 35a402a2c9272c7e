/**
 * The preload a project page's head carries for the picture it opens on: the same candidates
 * the picture offers, so that the browser fetches one file for both. How early it is asked for,
 * and that it is fetched once, is checked in a browser (project-pages.e2e.ts).
 */
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ImagePreload } from "../../../../../src/components/sections/projects/ImagePreload"
import { ProjectImage } from "../../../../../src/components/sections/projects/ProjectImage"
import { wrapWithProviders } from "../../../../support/render-components"

const FALLBACK = { src: "/static/shot.jpg", srcSet: "/static/shot-480.jpg 480w,\n/static/shot.jpg 832w", sizes: "(min-width: 896px) 832px, 100vw" }
const AVIF = { type: "image/avif", srcSet: "/static/shot-480.avif 480w,\n/static/shot.avif 832w", sizes: FALLBACK.sizes }
const imageWith = (sources: IGatsbyImageData["images"]["sources"]): IGatsbyImageData => ({ layout: "constrained", width: 832, height: 520, images: { fallback: FALLBACK, sources } })

const render = (element: React.ReactElement) => {
  const host = document.createElement("div")
  host.innerHTML = renderToStaticMarkup(wrapWithProviders(element))
  return host
}

describe("a picture's preload", () => {
  it("names the picture's first source (its type, candidates and sizes), asked for at high priority", () => {
    const image = imageWith([AVIF])
    const link = render(<ImagePreload image={image} />).querySelector("link")!
    const source = render(<ProjectImage image={image} alt="A screenshot" unavailableText="Image unavailable" eager />).querySelector("source")!
    expect(link).toHaveAttribute("rel", "preload")
    expect(link).toHaveAttribute("as", "image")
    expect(link).toHaveAttribute("fetchpriority", "high")
    expect(link).toHaveAttribute("type", source.getAttribute("type"))
    expect(link).toHaveAttribute("imagesrcset", source.getAttribute("srcset"))
    expect(link).toHaveAttribute("imagesizes", source.getAttribute("sizes"))
  })

  it("names the picture's own image where it has no other source", () => {
    const image = imageWith([])
    const link = render(<ImagePreload image={image} />).querySelector("link")!
    const img = render(<ProjectImage image={image} alt="A screenshot" unavailableText="Image unavailable" eager />).querySelector("img")!
    expect(link).not.toHaveAttribute("type")
    expect(link).toHaveAttribute("href", img.getAttribute("src"))
    expect(link).toHaveAttribute("imagesrcset", img.getAttribute("srcset"))
    expect(link).toHaveAttribute("imagesizes", img.getAttribute("sizes"))
  })

  it("is left out where there is no picture", () => {
    expect(renderToStaticMarkup(<ImagePreload image={undefined} />)).toBe("")
  })
})
