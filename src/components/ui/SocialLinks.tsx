import React from "react"
import { HStack, IconButton, type StackProps } from "@chakra-ui/react"
import { ExternalLink } from "./ExternalLink"
import { Tooltip } from "./Tooltip"
import { iconFor } from "./icons"

export interface SocialLinkData {
  icon: string
  href: string
  label: string
}

interface SocialLinksProps extends StackProps {
  links: readonly SocialLinkData[]
  /** Names the list for screen readers, e.g. "Social links". */
  label: string
}

/** Icon-only links to the owner's profiles, each with a tooltip and an accessible name. */
export function SocialLinks({ links, label, ...stackProps }: SocialLinksProps) {
  return (
    <HStack as="ul" aria-label={label} gap="2" listStyleType="none" {...stackProps}>
      {links.map((link) => {
        const Icon = iconFor(link.icon)
        return (
          <li key={link.label}>
            <Tooltip content={link.label}>
              {/* type={undefined}: Chakra's button type must not reach the <a> (see LinkButton). */}
              <IconButton asChild type={undefined} variant="outline" size="md" rounded="full" aria-label={link.label}>
                <ExternalLink href={link.href}>
                  <Icon aria-hidden="true" />
                </ExternalLink>
              </IconButton>
            </Tooltip>
          </li>
        )
      })}
    </HStack>
  )
}
