import React from "react"
import { ChakraProvider } from "@chakra-ui/react"
import { system } from "../../theme/system"
import "@fontsource-variable/inter/wght.css"

/** The one provider of the site, mounted by gatsby-browser and gatsby-ssr alike. */
export function SiteProvider({ children }: { children: React.ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>
}
