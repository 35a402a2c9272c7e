import React, { useId } from "react"
import { Button, chakra, Flex, Heading, Stack, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { LuSearchX } from "../../../icons/template-icons"
import { ALL_CATEGORIES, categoryLabel, filtersWithProjects, galleryPageParts, galleryPageTitle, galleryPageView, galleryState, hasGalleryPage, homeGalleryProjects, homeGalleryView } from "../../../shared/projects"
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
import { ProjectRow } from "./ProjectRow"
import { projects as projectsIsland, projectsContract, STATUS_FORM_VALUES } from "./projects.island"
import { printAs } from "../../../theme/print-markers"
import { countText, type PluralForms } from "../../../shared/text"
import { endsFirstScreen } from "../../../shared/first-screen"

const projectsMarkup = islandMarkup(projectsContract)

/** The status's plural forms as the island's values: only those the data has. */
const statusFormValues = (forms: PluralForms) =>
  Object.fromEntries(Object.entries(STATUS_FORM_VALUES).flatMap(([form, value]) => (forms[form as keyof PluralForms] ? [[value, forms[form as keyof PluralForms]]] : [])))

export interface ProjectsProps {
  site: Queries.ProjectsSectionFragment
  /** Every project of the site. */
  projects: readonly Queries.ProjectCardFragment[]
  /** The gallery page (/projects): every project, as cards and rows, under the page's h1. Otherwise the home page's section. */
  asPage?: boolean
}

/**
 * The projects gallery. The cards it carries are in the HTML, so they read without JavaScript
 * (and in print); the default view is what the HTML shows, and the projects island
 * (projects.island.ts) runs the filters and the toggle, both by galleryState's rules.
 * - On the home page, up to PROJECT_CARDS_MAX projects: all of them, featured first shown and
 *   the rest behind the toggle (the spec's gallery).
 * - On the home page of a site with more: the featured ones, all shown, and a link to the
 *   gallery page, so the home page does not grow with the projects (src/shared/projects.ts).
 * - As the gallery page: every project, the first PROJECT_CARDS_MAX as cards and the rest as
 *   compact rows, which the toggle shows in "all" and any other filter shows with its cards
 *   (galleryPageView); the filters narrow both by category.
 */
export function Projects({ site, projects: allProjects, asPage = false }: ProjectsProps) {
  const text = site.projects
  const { filters } = text
  const ref = useIsland<HTMLDivElement>(projectsIsland)
  const localized = useLocalizedPath()
  const gridId = useId()
  const rowsId = `${gridId}-rows`
  const rowsHeadingId = `${gridId}-more`
  const linksToPage = !asPage && hasGalleryPage(allProjects)
  const projects = asPage ? allProjects : homeGalleryProjects(allProjects)
  const { cards, rows } = asPage ? galleryPageParts(projects) : { cards: projects, rows: [] }
  const inShortView = (project: (typeof projects)[number]) => (asPage ? cards.includes(project) : project.featured)
  const { showAll, hasToggle } = asPage ? galleryPageView(ALL_CATEGORIES, false) : homeGalleryView(linksToPage, false)
  const state = galleryState(projects, ALL_CATEGORIES, showAll, hasToggle, inShortView)
  const labelOf = (value: string) => categoryLabel(filters, value)
  const { target, values } = projectsMarkup
  const [labelCollapsed, labelExpanded] = asPage ? [text.showMore, text.showFewer] : [text.viewAll, text.showFeatured]
  const toggleRow = (
    <Flex justify={asPage ? "start" : "center"} {...target("toggleRow")} {...scriptOnly} hidden={state.toggleHidden}>
      <Button
        size={asPage ? "md" : "lg"}
        variant="outline"
        {...target("toggle")}
        {...values({ labelCollapsed, labelExpanded })}
        {...projectsMarkup.scriptOnlyControl}
        aria-expanded={state.expanded}
        aria-controls={asPage ? rowsId : gridId}
      >
        {state.toggleLabel === "expanded" ? labelExpanded : labelCollapsed}
      </Button>
    </Flex>
  )

  return (
    <Section id="projects" title={asPage ? galleryPageTitle(filters) : text.title} subtitle={text.subtitle} tinted={!asPage} headingLevel={asPage ? "h1" : "h2"}>
      <Stack gap="10" ref={ref} {...projectsMarkup.root} {...values({ showsAll: linksToPage || undefined, rowsBehindToggle: asPage || undefined })}>
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
          // On the gallery page the cards are the first screen, the rows below them are not.
          {...(asPage ? endsFirstScreen : {})}
          hidden={state.listHidden(cards)}
          direction="column"
          display={{ base: "flex", md: "grid" }}
          gridTemplateColumns={{ md: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" }}
          gap="6"
          listStyleType="none"
        >
          {cards.map((project) => (
            <Reveal
              as="li"
              key={project.jsonId}
              {...target("card")}
              {...values({ category: project.category, shortView: inShortView(project) })}
              {...showWithoutScript}
              {...printAs("project")}
              hidden={!state.isShown(project)}
              style={revealDelayStyle(state.revealDelay(project))}
            >
              <ProjectCard project={project} categoryLabel={labelOf(project.category)} text={text.card} technologiesLabel={site.labels.technologies} newTabLabel={site.labels.opensInNewTab} moreLabel={site.labels.moreTechnologies} headingLevel={asPage ? "h2" : "h3"} />
            </Reveal>
          ))}
        </Flex>

        {rows.length > 0 ? (
          <Stack as="section" aria-labelledby={rowsHeadingId} gap="4" {...target("rows")} hidden={state.noneInCategory(rows)}>
            <Heading as="h2" id={rowsHeadingId} fontSize="2xl" letterSpacing="tight" {...printAs("section-heading")}>
              {text.more}
            </Heading>
            {toggleRow}
            <chakra.ul id={rowsId} listStyleType="none">
              {rows.map((project) => (
                <li key={project.jsonId} {...target("row")} {...values({ category: project.category, shortView: false })} {...showWithoutScript} hidden={!state.isShown(project)}>
                  <ProjectRow project={project} categoryLabel={labelOf(project.category)} text={text.card} newTabLabel={site.labels.opensInNewTab} />
                </li>
              ))}
            </chakra.ul>
          </Stack>
        ) : (
          toggleRow
        )}

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
      more
      showMore
      showFewer
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
