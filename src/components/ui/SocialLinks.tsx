import React from "react"
import { HStack, IconButton, type StackProps } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { ExternalLink } from "./ExternalLink"
import { Tooltip } from "./Tooltip"
import { NamedIcon } from "../../icons/NamedIcon"
import { isProfileLink } from "../../shared/metadata"
import { printAs } from "../../theme/print-markers"

interface SocialLinksProps extends StackProps {
  links: readonly Queries.SocialLinksFragment[]
  /** Names the list for screen readers, e.g. "Social links". */
  label: string
}

/**
 * Icon-only links to the owner's profiles, each with a tooltip and an accessible name; a link
 * to a web profile says it is the owner's (rel="me").
 */
export function SocialLinks({ links, label, ...stackProps }: SocialLinksProps) {
  return (
    <HStack as="ul" aria-label={label} gap="2" listStyleType="none" {...printAs("social-links")} {...stackProps}>
      {links.map((link) => (
        <Tooltip as="li" key={link.label} content={link.label}>
          {/* type={undefined}: Chakra's button type must not reach the <a> (see LinkButton). */}
          <IconButton asChild type={undefined} variant="outline" size="md" rounded="full" aria-label={link.label} {...printAs("button")}>
            <ExternalLink href={link.href} isProfile={isProfileLink(link.href)}>
              <NamedIcon icon={link.icon} aria-hidden="true" />
            </ExternalLink>
          </IconButton>
        </Tooltip>
      ))}
    </HStack>
  )
}

export const fragment = graphql`
  fragment SocialLinks on SocialLink {
    icon {
      ...NamedIcon
    }
    href
    label
  }
`
