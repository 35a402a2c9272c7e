import React from "react"
import { SkipNavLink } from "@chakra-ui/react"
import { printAs } from "../../theme/print-markers"

/** The first stop of the Tab key: jumps past the navigation to the page's main content. */
export function SkipLink({ text }: { text: string }) {
  return (
    <SkipNavLink id="main" zIndex="skipNav" {...printAs("hide")}>
      {text}
    </SkipNavLink>
  )
}
