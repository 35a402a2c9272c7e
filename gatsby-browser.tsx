import React, { startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import { SiteProvider } from "./src/components/providers/SiteProvider"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <SiteProvider>{element}</SiteProvider>
)

/**
 * Hydrates the server-rendered page as a transition, so React works in small slices and
 * yields to the browser between them: the first load has no long task for taps and
 * scrolls to wait behind. (Gatsby's default hydrates in one blocking task.)
 */
type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>

export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => {
  const hydrateAsTransition = (element: React.ReactElement, container: Element) => {
    const serverRendered = container.querySelector("#gatsby-focus-wrapper")?.hasChildNodes()
    startTransition(() => {
      if (serverRendered) hydrateRoot(container, element)
      else createRoot(container).render(element)
    })
  }
  return hydrateAsTransition as unknown as Renderer
}
