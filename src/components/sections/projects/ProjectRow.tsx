import React from "react"
import { Box, chakra, Heading, Text } from "@chakra-ui/react"
import { useLocalizedPath } from "../../providers/page-language"
import { TextLink } from "../../ui/TextLink"
import { ExternalLink } from "../../ui/ExternalLink"
import { projectPath } from "../../../shared/project-pages"
import { printAs } from "../../../theme/print-markers"
import { projectLinkName, type ProjectLinksText } from "./ProjectParts"

/** From two columns up, the texts stay in the first, row after row, and the links (where there are any) sit beside them. */
const TEXT_COLUMN = { md: "1" }

interface ProjectRowProps {
  project: Queries.ProjectCardFragment
  categoryLabel: string
  text: ProjectLinksText
  /** Said in brackets after the code and live demo links' names. */
  newTabLabel: string
}

/**
 * A project of the gallery page beyond its cards, as one compact row: its title (a link to its
 * page), description, category, every technology and its links, in about a quarter of a card's
 * elements (no image, badges or tags) and in block and inline boxes only on phones (no flex
 * container, no line clamp), so a career of projects stays a page quick to lay out.
 */
export function ProjectRow({ project, categoryLabel, text, newTabLabel }: ProjectRowProps) {
  const titleId = `project-${project.jsonId}-title`
  const pagePath = useLocalizedPath()(projectPath(project.slug))
  const links = [
    { href: project.githubUrl, label: text.code, name: text.codeLabel },
    { href: project.liveUrl, label: text.liveDemo, name: text.liveDemoLabel },
  ].filter((link) => link.href)
  return (
    <Box
      as="article"
      aria-labelledby={titleId}
      display={{ base: "block", md: "grid" }}
      gridTemplateColumns={{ md: "minmax(0, 1fr) auto" }}
      columnGap="6"
      py="4"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Heading as="h3" id={titleId} fontSize="lg" letterSpacing="tight" gridColumn={TEXT_COLUMN}>
        <TextLink href={pagePath} variant="quiet">
          {project.title}
        </TextLink>
      </Heading>
      <Text gridColumn={TEXT_COLUMN} mt="1" color="fg.muted" {...printAs("project-description")}>
        {project.description}
      </Text>
      <Text gridColumn={TEXT_COLUMN} mt="1" fontSize="sm" color="fg.muted">
        <chakra.span fontWeight="semibold" color="fg">
          {categoryLabel}
        </chakra.span>
        {project.technologies.map((technology) => ` · ${technology}`).join("")}
      </Text>
      {links.length > 0 && (
        <Text gridColumn={{ md: "2" }} gridRow={{ md: "1 / span 3" }} mt={{ base: "1", md: "0" }} fontSize="sm" {...printAs("project-links")}>
          {links.map((link) => (
            <TextLink key={link.label} variant="inline" color="brand.fg" fontWeight="medium" _notLast={{ me: "4" }} asChild>
              <ExternalLink href={link.href!} aria-label={projectLinkName(link.name, project.title, newTabLabel)} {...printAs("button")}>
                {link.label}
              </ExternalLink>
            </TextLink>
          ))}
        </Text>
      )}
    </Box>
  )
}
