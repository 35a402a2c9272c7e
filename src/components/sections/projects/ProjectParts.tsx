import React from "react"
import { Badge, HStack, type StackProps } from "@chakra-ui/react"
import { LinkButton } from "../../ui/LinkButton"
import { ExternalLink } from "../../ui/ExternalLink"
import { LuExternalLink, LuGithub } from "../../ui/icons"
import { fillIn } from "../../../shared/text"
import { printAs } from "../../../theme/print-markers"

/**
 * One technology, as the cards and the project pages list it: the list item is the tag. One
 * that only the printed page lists is hidden on screen.
 */
export function TechnologyTag({ children, printOnly = false }: { children: React.ReactNode; printOnly?: boolean }) {
  return (
    <Badge as="li" variant="outline" colorPalette="gray" color="fg.muted" {...(printOnly ? { hidden: true, ...printAs("show", "tag") } : printAs("tag"))}>
      {children}
    </Badge>
  )
}

interface ProjectLinksProps extends StackProps {
  project: { title: string; githubUrl?: string | null; liveUrl?: string | null }
  text: Pick<Queries.ProjectCardTextFragment, "code" | "codeLabel" | "liveDemo" | "liveDemoLabel">
  /** Said in brackets after each link's name (data/site.json labels.opensInNewTab). */
  newTabLabel: string
  size?: "sm" | "md"
}

/** The Code and Live Demo links, each only where the data has its address; on paper, written out. */
export function ProjectLinks({ project, text, newTabLabel, size = "sm", ...stack }: ProjectLinksProps) {
  return (
    <HStack gap="3" {...stack} {...printAs("project-links")}>
      {project.githubUrl && (
        <LinkButton size={size} variant="outline" flex="1">
          <ExternalLink href={project.githubUrl} aria-label={`${fillIn(text.codeLabel, { title: project.title })} (${newTabLabel})`}>
            <LuGithub aria-hidden="true" />
            {text.code}
          </ExternalLink>
        </LinkButton>
      )}
      {project.liveUrl && (
        <LinkButton size={size} flex="1">
          <ExternalLink href={project.liveUrl} aria-label={`${fillIn(text.liveDemoLabel, { title: project.title })} (${newTabLabel})`}>
            <LuExternalLink aria-hidden="true" />
            {text.liveDemo}
          </ExternalLink>
        </LinkButton>
      )}
    </HStack>
  )
}
