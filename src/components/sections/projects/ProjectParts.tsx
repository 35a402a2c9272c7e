import React from "react"
import { Badge, HStack, type StackProps } from "@chakra-ui/react"
import { LinkButton } from "../../ui/LinkButton"
import { ExternalLink } from "../../ui/ExternalLink"
import { LuExternalLink, LuGithub } from "../../../icons/template-icons"
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

/** The Code and Live Demo links' texts (data/site.json projects.card). */
export type ProjectLinksText = Pick<Queries.ProjectCardTextFragment, "code" | "codeLabel" | "liveDemo" | "liveDemoLabel">

/** A project link's accessible name: its label with the project's title, and that it opens a new tab. */
export const projectLinkName = (label: string, title: string, newTabLabel: string) => `${fillIn(label, { title })} (${newTabLabel})`

interface ProjectLinksProps extends StackProps {
  project: { title: string; githubUrl?: string | null; liveUrl?: string | null }
  text: ProjectLinksText
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
          <ExternalLink href={project.githubUrl} aria-label={projectLinkName(text.codeLabel, project.title, newTabLabel)}>
            <LuGithub aria-hidden="true" />
            {text.code}
          </ExternalLink>
        </LinkButton>
      )}
      {project.liveUrl && (
        <LinkButton size={size} flex="1">
          <ExternalLink href={project.liveUrl} aria-label={projectLinkName(text.liveDemoLabel, project.title, newTabLabel)}>
            <LuExternalLink aria-hidden="true" />
            {text.liveDemo}
          </ExternalLink>
        </LinkButton>
      )}
    </HStack>
  )
}
