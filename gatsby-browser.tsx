import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { SiteProvider } from "./src/components/providers/SiteProvider"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <SiteProvider>{element}</SiteProvider>
)
