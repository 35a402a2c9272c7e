import React from "react"
import { chakra, type HTMLChakraProps } from "@chakra-ui/react"

interface ExternalLinkProps extends HTMLChakraProps<"a"> {
  /** A link to one of the owner's profiles, which says so (rel="me"). */
  isProfile?: boolean
}

/** A link that opens in a new tab without giving the new page access to this one. */
export const ExternalLink = React.forwardRef<HTMLAnchorElement, ExternalLinkProps>(function ExternalLink({ isProfile, ...props }, ref) {
  const isMail = typeof props.href === "string" && props.href.startsWith("mailto:")
  return isMail ? (
    <chakra.a ref={ref} {...props} />
  ) : (
    <chakra.a ref={ref} target="_blank" rel={isProfile ? "me noopener noreferrer" : "noopener noreferrer"} {...props} />
  )
})
