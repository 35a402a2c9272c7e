import React from "react"
import { ChakraProvider } from "@chakra-ui/react"
import { system } from "../../theme/system"

/**
 * The one provider of the site, mounted by gatsby-ssr (every built page) and gatsby-browser
 * (only `gatsby develop`: built pages run no React, see src/islands).
 */
export function SiteProvider({ children }: { children: React.ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>
}
