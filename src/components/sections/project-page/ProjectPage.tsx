import React from "react"
import { useLocalizedPath } from "../../providers/page-language"
import { Badge, Heading, HStack, Stack, Text } from "@chakra-ui/react"
import { TextLink } from "../../ui/TextLink"
import { graphql } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { PageContainer } from "../../layout/PageContainer"
import { LuArrowLeft } from "../../../icons/template-icons"
import { ProjectImage } from "../projects/ProjectImage"
import { ProjectLinks, TechnologyTag } from "../projects/ProjectParts"
import { CaseStudy } from "./CaseStudy"
import { ProjectPager } from "./ProjectPager"
import { categoryLabel } from "../../../shared/projects"
import { GALLERY_PATH } from "../../../shared/project-pages"
import { printAs } from "../../../theme/print-markers"
import { InlineIcons } from "../../../icons/icon-sprite"
import { endsFirstScreen } from "../../../shared/first-screen"

interface ProjectPageProps {
  project: Queries.ProjectPageProjectFragment
  site: Queries.ProjectPageSiteFragment
  previous: Queries.ProjectPagerLinkFragment | null
  next: Queries.ProjectPagerLinkFragment | null
  /** Where "back" leads: the home page's gallery, or the gallery page of a site with one. */
  galleryPath?: string
}

/** The picture a project's page opens on, its largest paint (the page's Head preloads it: ImagePreload). */
export const openingImage = (project: Queries.ProjectPageProjectFragment) => getImage(project.image.childImageSharp?.gatsbyImageData ?? null)

/**
 * A project's own page: what the card says, in full (the picture large, every technology), the
 * case study where the data has one, and the ways on: the projects before and after it, and
 * back to the gallery. Plain links and markup: the page needs no island of its own.
 */
export function ProjectPage({ project, site, previous, next, galleryPath = GALLERY_PATH }: ProjectPageProps) {
  const localized = useLocalizedPath()
  const text = site.projects.page
  return (
    <PageContainer as="article" aria-labelledby="project-title" maxW="4xl" py={{ base: "10", md: "16" }}>
      <Stack gap={{ base: "8", md: "10" }}>
        <InlineIcons>
          <TextLink href={localized(galleryPath)} variant="arrow" alignSelf="start" {...printAs("hide")}>
            <LuArrowLeft aria-hidden="true" />
            {text.backToGallery}
          </TextLink>

          <Stack gap="4">
            <HStack gap="2" wrap="wrap">
              <Badge variant="subtle" colorPalette="gray" {...printAs("tag")}>
                {categoryLabel(site.projects.filters, project.category)}
              </Badge>
              {project.featured && (
                <Badge variant="solid" colorPalette="brand" {...printAs("tag")}>
                  {site.projects.card.featured}
                </Badge>
              )}
            </HStack>
            <Heading as="h1" id="project-title" fontSize={{ base: "3xl", md: "5xl" }} letterSpacing="tight">
              {project.title}
            </Heading>
            <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted">
              {project.description}
            </Text>
            <ProjectLinks project={project} text={site.projects.card} newTabLabel={site.labels.opensInNewTab} size="md" maxW="md" />
          </Stack>
        </InlineIcons>

        <ProjectImage
          image={openingImage(project)}
          alt={project.imageAlt}
          unavailableText={site.projects.card.imageUnavailable}
          eager
          rounded="2xl"
          borderWidth="1px"
          borderColor="border"
        />

        <Stack as="section" aria-labelledby="project-technologies" gap="3" {...endsFirstScreen}>
          <Heading as="h2" id="project-technologies" fontSize="xl">
            {text.technologies}
          </Heading>
          <HStack as="ul" gap="2" wrap="wrap" listStyleType="none">
            {project.technologies.map((technology) => (
              <TechnologyTag key={technology}>{technology}</TechnologyTag>
            ))}
          </HStack>
        </Stack>

        {project.caseStudy && <CaseStudy caseStudy={project.caseStudy} text={text} imageUnavailable={site.projects.card.imageUnavailable} />}

        <ProjectPager previous={previous} next={next} text={text} />
      </Stack>
    </PageContainer>
  )
}

export const fragment = graphql`
  fragment ProjectPageSite on SiteJson {
    labels {
      opensInNewTab
    }
    projects {
      filters {
        category
        label
      }
      card {
        ...ProjectCardText
      }
      page {
        ...ProjectPageText
      }
    }
  }

  fragment ProjectPageProject on ProjectsJson {
    title
    slug
    description
    technologies
    category
    featured
    githubUrl
    liveUrl
    imageAlt
    image {
      ...ProjectPageImage
    }
    caseStudy {
      ...CaseStudy
    }
  }

  fragment ProjectPageText on ProjectPageText {
    backToGallery
    technologies
    ...CaseStudyText
    ...ProjectPagerText
  }

  # A project page's images, the main one and the case study's screenshots: its column's width.
  fragment ProjectPageImage on File {
    childImageSharp {
      gatsbyImageData(
        width: 1280
        breakpoints: [480, 832, 1280]
        aspectRatio: 1.6
        placeholder: BLURRED
        formats: [AUTO, AVIF]
        sizes: "(min-width: 896px) 832px, 100vw"
      )
    }
  }
`
