import React from "react"
import { ChakraProvider } from "@chakra-ui/react"
import { system } from "../../theme/system"
import "@fontsource-variable/inter/wght.css"

/**
 * The built HTML already carries the system's global CSS (reset, token variables,
 * keyframes) in <head>, so the browser need not serialise those 40 KB of styles again on
 * start. `gatsby develop` renders without it, and then gets them from the provider.
 */
const hasServerGlobalCss =
  typeof document !== "undefined" && document.querySelector('style[data-emotion^="css-global"]') !== null
const providedSystem = hasServerGlobalCss ? { ...system, _global: [] } : system

/** The one provider of the site, mounted by gatsby-browser and gatsby-ssr alike. */
export function SiteProvider({ children }: { children: React.ReactNode }) {
  return <ChakraProvider value={providedSystem}>{children}</ChakraProvider>
}
