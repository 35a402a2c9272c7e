import React from "react"
import { useLocalizedPath } from "../../providers/page-language"
import { Badge, chakra, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react"
import { TextLink } from "../../ui/TextLink"
import { graphql } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { LuArrowRight } from "../../../icons/template-icons"
import { splitTechnologies } from "../../../shared/projects"
import { projectPath } from "../../../shared/project-pages"
import { fillIn } from "../../../shared/text"
import { ProjectImage } from "./ProjectImage"
import { ProjectLinks, TechnologyTag } from "./ProjectParts"
import { printAs } from "../../../theme/print-markers"

interface ProjectCardProps {
  project: Queries.ProjectCardFragment
  categoryLabel: string
  text: Queries.ProjectCardTextFragment
  /** What the list of technologies is called (data/site.json labels.technologies). */
  technologiesLabel: string
  /** Said in brackets after the code and live demo links' names. */
  newTabLabel: string
  /** Said after "+N", the count of technologies not shown. */
  moreLabel: string
  /** h3 under the home page's section heading; h2 on the gallery page, whose heading is its h1. */
  headingLevel?: "h2" | "h3"
}

export function ProjectCard({ project, categoryLabel, text, technologiesLabel, newTabLabel, moreLabel, headingLevel = "h3" }: ProjectCardProps) {
  const { shown, moreCount } = splitTechnologies(project.technologies)
  const titleId = `project-${project.jsonId}-title`
  const pagePath = useLocalizedPath()(projectPath(project.slug))
  return (
    <Flex
      as="article"
      aria-labelledby={titleId}
      direction="column"
      h="full"
      rounded="2xl"
      overflow="hidden"
      bg="bg.muted"
      borderWidth="1px"
      borderColor="border"
      transition="border-color 0.3s, transform 0.3s, box-shadow 0.3s"
      className="group"
      _hover={{ borderColor: "brand.muted", transform: "translateY(-4px)", boxShadow: "0 20px 40px -20px {colors.brand.emphasized}" }}
      css={{
        "&:hover .project-image img, &:focus-within .project-image img": { transform: "scale(1.05)" },
      }}
    >
      {/* The shade that darkens the picture's foot on hover or focus is the box's ::after, over the
          picture and under the badges: an element fewer per card. */}
      <ProjectImage
        image={getImage(project.image.childImageSharp?.gatsbyImageData ?? null)}
        alt={project.imageAlt}
        unavailableText={text.imageUnavailable}
        position="relative"
        _after={{
          content: '""',
          position: "absolute",
          inset: "0",
          bgGradient: "to-t",
          gradientFrom: "rgba(2, 6, 23, 0.85)",
          gradientTo: "transparent",
          opacity: "0",
          transition: "opacity 0.3s",
          pointerEvents: "none",
        }}
        css={{ ".group:is(:hover, :focus-within) &::after": { opacity: 1 } }}
        {...printAs("project-image")}
      >
        <HStack position="absolute" zIndex="1" top="3" insetX="3" justify="space-between" gap="2" {...printAs("project-badges")}>
          <Badge variant="solid" colorPalette="gray" bg="rgba(2, 6, 23, 0.85)" color="white" {...printAs("tag")}>
            {categoryLabel}
          </Badge>
          {project.featured && (
            <Badge variant="solid" colorPalette="brand" {...printAs("tag")}>
              {text.featured}
            </Badge>
          )}
        </HStack>
      </ProjectImage>
      <Stack gap="3" p="5" flex="1" {...printAs("project-body")}>
        <Heading as={headingLevel} id={titleId} fontSize="xl" letterSpacing="tight">
          {/* On paper the link gives way to its text (print-css.ts). */}
          <TextLink href={pagePath} variant="quiet">
            {project.title}
          </TextLink>
        </Heading>
        <Text color="fg.muted" lineClamp={3} title={project.description} {...printAs("project-description")}>
          {project.description}
        </Text>
        <TextLink
          href={pagePath}
          variant="arrow"
          alignSelf="start"
          fontSize="sm"
          aria-label={fillIn(text.detailsLabel, { title: project.title })}
          {...printAs("hide")}
        >
          {text.details}
          <LuArrowRight aria-hidden="true" />
        </TextLink>
        <HStack as="ul" aria-label={technologiesLabel} gap="2" wrap="wrap" listStyleType="none" mt="auto" pt="2">
          {shown.map((technology) => (
            <TechnologyTag key={technology}>{technology}</TechnologyTag>
          ))}
          {/* Print shows every technology (the page prints as a CV); the screen, the first three and a count. */}
          {project.technologies.slice(shown.length).map((technology) => (
            <TechnologyTag key={technology} printOnly>
              {technology}
            </TechnologyTag>
          ))}
          {moreCount > 0 && (
            <Badge as="li" variant="subtle" colorPalette="brand" {...printAs("hide")}>
              {`+${moreCount}`}
              <chakra.span srOnly> {moreLabel}</chakra.span>
            </Badge>
          )}
        </HStack>
        <ProjectLinks project={project} text={text} newTabLabel={newTabLabel} pt="2" />
      </Stack>
    </Flex>
  )
}

export const fragment = graphql`
  fragment ProjectCard on ProjectsJson {
    jsonId
    title
    slug
    description
    technologies
    category
    featured
    # Left out of data/projects.json when the code is not public, or there is no demo: no link.
    githubUrl
    liveUrl
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(
          width: 720
          # A card is never under 320 px wide: a 180 px file would never be chosen.
          breakpoints: [360, 720]
          aspectRatio: 1.6
          # A colour, not a blurred copy: ten of those were 3 KB (gzip) of the home page's HTML.
          placeholder: DOMINANT_COLOR
          # AVIF, and JPEG for browsers without it: every browser that reads WebP reads AVIF now.
          formats: [AUTO, AVIF]
          sizes: "(min-width: 1152px) 352px, (min-width: 768px) 50vw, 100vw"
        )
      }
    }
  }

  fragment ProjectCardText on ProjectCardText {
    featured
    code
    # The Code and Live Demo links' accessible names; {title} is the project's title.
    codeLabel
    liveDemo
    liveDemoLabel
    imageUnavailable
    # The link to the project's own page; {title} in its accessible name is the project's title.
    details
    detailsLabel
  }
`
