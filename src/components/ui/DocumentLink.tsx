import React from "react"
import { chakra, type HTMLChakraProps } from "@chakra-ui/react"
import { ExternalLink } from "./ExternalLink"
import type { CvLink } from "../../shared/cv-files"

/**
 * The link to a résumé or CV (src/shared/cv-files.ts cvLink): the owner's own file opens in a new
 * tab; the one the build wrote downloads under the owner's name, its name for screen readers
 * saying it is a PDF and how large.
 */
export const DocumentLink = React.forwardRef<HTMLAnchorElement, { link: CvLink } & HTMLChakraProps<"a">>(function DocumentLink(
  { link, ...props },
  ref
) {
  if (link.kind === "own") return <ExternalLink ref={ref} href={link.href} {...props} />
  return <chakra.a ref={ref} href={link.href} download={link.download} aria-label={link.ariaLabel} {...props} />
})
