import React, { useId } from "react"
import { Button, Flex, Stack, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { LuSearchX } from "../../ui/icons"
import { ALL_CATEGORIES, categoryLabel, filtersWithProjects, galleryPageTitle, galleryState, hasGalleryPage, homeGalleryProjects } from "../../../shared/projects"
import { PROJECTS_PATH } from "../../../shared/project-pages"
import { useLocalizedPath } from "../../providers/page-language"
import { LinkButton } from "../../ui/LinkButton"
import { revealDelayStyle } from "../../../shared/motion"
import { islandMarkup, scriptOnly } from "../../../islands/markup"
import { useIsland } from "../../../islands/useIsland"
import { showWithoutScript } from "../../../theme/without-script"
import { Section } from "../../layout/Section"
import { Reveal } from "../../motion/Reveal"
import { ProjectCard } from "./ProjectCard"
import { ProjectFilters } from "./ProjectFilters"
import { projects as projectsIsland, projectsContract, STATUS_FORM_VALUES } from "./projects.island"
import { printAs } from "../../../theme/print-markers"
import { countText, type PluralForms } from "../../../shared/text"

const projectsMarkup = islandMarkup(projectsContract)

/** The status's plural forms as the island's values: only those the data has. */
const statusFormValues = (forms: PluralForms) =>
  Object.fromEntries(Object.entries(STATUS_FORM_VALUES).flatMap(([form, value]) => (forms[form as keyof PluralForms] ? [[value, forms[form as keyof PluralForms]]] : [])))

export interface ProjectsProps {
  site: Queries.ProjectsSectionFragment
  /** Every project of the site. */
  projects: readonly Queries.ProjectCardFragment[]
  /** The gallery page (/projects): every project shown, under the page's h1. Otherwise the home page's section. */
  asPage?: boolean
}

/**
 * The projects gallery. The cards it carries are in the HTML, so they read without JavaScript
 * (and in print); the default view is what the HTML shows, and the projects island
 * (projects.island.ts) runs the filters and the toggle, both by galleryState's rules.
 * - On the home page, up to HOME_GALLERY_MAX projects: all of them, featured first shown and
 *   the rest behind the toggle (the spec's gallery).
 * - On the home page of a site with more: the featured ones, all shown, and a link to the
 *   gallery page, so the home page does not grow with the projects (src/shared/projects.ts).
 * - As the gallery page: every project, all shown; the filters narrow them by category.
 */
export function Projects({ site, projects: allProjects, asPage = false }: ProjectsProps) {
  const text = site.projects
  const { filters } = text
  const ref = useIsland<HTMLDivElement>(projectsIsland)
  const localized = useLocalizedPath()
  const gridId = useId()
  const linksToPage = !asPage && hasGalleryPage(allProjects)
  const showsAll = asPage || linksToPage
  const projects = asPage ? allProjects : homeGalleryProjects(allProjects)
  const state = galleryState(projects, ALL_CATEGORIES, showsAll, !showsAll)
  const labelOf = (value: string) => categoryLabel(filters, value)
  const { target, values } = projectsMarkup

  return (
    <Section id="projects" title={asPage ? galleryPageTitle(filters) : text.title} subtitle={text.subtitle} tinted={!asPage} headingLevel={asPage ? "h1" : "h2"}>
      <Stack gap="10" ref={ref} {...projectsMarkup.root} {...values({ showsAll: showsAll || undefined })}>
        <ProjectFilters options={filtersWithProjects(filters, projects)} isPressed={state.isPressed} label={site.labels.projectFilters} />
        <Text srOnly aria-live="polite" {...target("status")} {...values(statusFormValues(site.labels.showingProjects))} {...scriptOnly}>
          {countText(site.labels.showingProjects, state.shownCount, site.language)}
        </Text>

        <Flex
          {...target("empty")}
          {...scriptOnly}
          hidden={state.emptyHidden}
          direction="column"
          align="center"
          gap="4"
          py="12"
          textAlign="center"
        >
          <Flex w="14" h="14" rounded="full" align="center" justify="center" bg="bg.emphasized" color="fg.muted">
            <LuSearchX aria-hidden="true" size="28" />
          </Flex>
          <Text fontSize="xl" fontWeight="semibold">
            {text.empty.title}
          </Text>
          <Text color="fg.muted" {...target("noneFeatured")} hidden={state.noneFeaturedHidden}>
            {text.empty.noneFeatured}
          </Text>
          <Button variant="outline" {...target("reset")} {...projectsMarkup.scriptOnlyControl}>
            {text.viewAll}
          </Button>
        </Flex>

        {/*
          One column is a flex column, not a one-column grid: the browser lays a grid out whole
          each time the parser adds cards to it, and a long gallery page arrives in several parts
          (measured in docs/performance.md, "As the content grows").
        */}
        <Flex
          as="ul"
          id={gridId}
          {...target("grid")}
          {...showWithoutScript}
          {...printAs("projects")}
          hidden={state.gridHidden}
          direction="column"
          display={{ base: "flex", md: "grid" }}
          gridTemplateColumns={{ md: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" }}
          gap="6"
          listStyleType="none"
        >
          {projects.map((project) => (
            <Reveal
              as="li"
              key={project.jsonId}
              {...target("card")}
              {...values({ category: project.category, featured: project.featured })}
              {...showWithoutScript}
              {...printAs("project")}
              hidden={!state.isShown(project)}
              style={revealDelayStyle(state.revealDelay(project))}
            >
              <ProjectCard project={project} categoryLabel={labelOf(project.category)} text={text.card} technologiesLabel={site.labels.technologies} newTabLabel={site.labels.opensInNewTab} moreLabel={site.labels.moreTechnologies} headingLevel={asPage ? "h2" : "h3"} />
            </Reveal>
          ))}
        </Flex>

        <Flex justify="center" {...target("toggleRow")} {...scriptOnly} hidden={state.toggleHidden}>
          <Button
            size="lg"
            variant="outline"
            {...target("toggle")}
            {...values({ labelCollapsed: text.viewAll, labelExpanded: text.showFeatured })}
            {...projectsMarkup.scriptOnlyControl}
            aria-expanded={state.expanded}
            aria-controls={gridId}
          >
            {state.toggleLabel === "expanded" ? text.showFeatured : text.viewAll}
          </Button>
        </Flex>

        {linksToPage && (
          <Flex justify="center" {...printAs("hide")}>
            <LinkButton size="lg" variant="outline">
              <a href={localized(PROJECTS_PATH)}>{text.viewAll}</a>
            </LinkButton>
          </Flex>
        )}
      </Stack>
    </Section>
  )
}

export const fragment = graphql`
  fragment ProjectsSection on SiteJson {
    language
    labels {
      projectFilters
      technologies
      opensInNewTab
      moreTechnologies
      showingProjects {
        zero
        one
        two
        few
        many
        other
      }
    }
    projects {
      title
      subtitle
      filters {
        category
        label
      }
      viewAll
      showFeatured
      empty {
        title
        noneFeatured
      }
      card {
        ...ProjectCardText
      }
    }
  }
`
