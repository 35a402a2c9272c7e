import React from "react"
import { chakra, type HTMLChakraProps } from "@chakra-ui/react"

/** A link that opens in a new tab without giving the new page access to this one. */
export const ExternalLink = React.forwardRef<HTMLAnchorElement, HTMLChakraProps<"a">>(function ExternalLink(
  props,
  ref
) {
  const isMail = typeof props.href === "string" && props.href.startsWith("mailto:")
  return isMail ? (
    <chakra.a ref={ref} {...props} />
  ) : (
    <chakra.a ref={ref} target="_blank" rel="noopener noreferrer" {...props} />
  )
})
