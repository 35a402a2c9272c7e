import React, { useId } from "react"
import { Button, chakra, Flex, SimpleGrid, Stack, Text } from "@chakra-ui/react"
import { LuSearchX } from "../../ui/icons"
import { ALL_CATEGORIES, selectProjects } from "../../../lib/projects"
import { cardRevealDelay, projects as projectsIsland, showingText } from "../../../islands/projects"
import { useIsland } from "../../../islands/useIsland"
import { Section } from "../../layout/Section"
import { Reveal } from "../../motion/Reveal"
import { ProjectCard } from "./ProjectCard"
import { ProjectFilters } from "./ProjectFilters"
import type { ProjectCardData, ProjectsText } from "./types"

export interface ProjectsProps {
  text: ProjectsText
  projects: readonly ProjectCardData[]
}

/**
 * Every project is in the HTML, so all of them read without JavaScript (and in print); the
 * default view (featured only, All Projects) is what the HTML shows, and the projects island
 * (src/islands/projects.ts) runs the filters and the toggle.
 */
export function Projects({ text, projects }: ProjectsProps) {
  const { filters } = text
  const ref = useIsland<HTMLDivElement>(projectsIsland)
  const gridId = useId()
  const { visible, hiddenCount, showToggle } = selectProjects(projects, ALL_CATEGORIES, false)
  const labelOf = (value: string) => filters.find((f) => f.category === value)?.label ?? value.toUpperCase()

  return (
    <Section id="projects" title={text.title} subtitle={text.subtitle} tinted>
      <Stack gap="10" ref={ref} data-island="projects">
        <ProjectFilters options={filters} selected={ALL_CATEGORIES} />
        <Text srOnly aria-live="polite" data-projects-status="" data-needs-js="">
          {showingText(visible.length)}
        </Text>

        <Flex
          data-projects-empty=""
          data-needs-js=""
          hidden={visible.length > 0}
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
          <Text color="fg.muted" data-projects-none-featured="" hidden={hiddenCount === 0}>
            {text.empty.noneFeatured}
          </Text>
          <Button variant="outline" data-projects-reset="" data-until-ready="" disabled>
            {text.viewAll}
          </Button>
        </Flex>

        <SimpleGrid
          as="ul"
          id={gridId}
          data-projects-grid=""
          data-nojs-show=""
          hidden={visible.length === 0}
          columns={{ base: 1, md: 2, lg: 3 }}
          gap="6"
          listStyleType="none"
        >
          {projects.map((project) => {
            const position = visible.indexOf(project)
            return (
              <chakra.li
                key={project.id}
                data-project=""
                data-category={project.category}
                data-featured={String(project.featured)}
                data-nojs-show=""
                hidden={position < 0}
              >
                <Reveal delay={cardRevealDelay(Math.max(position, 0))}>
                  <ProjectCard project={project} categoryLabel={labelOf(project.category)} text={text.card} />
                </Reveal>
              </chakra.li>
            )
          })}
        </SimpleGrid>

        <Flex justify="center" data-projects-toggle-row="" data-needs-js="" hidden={!showToggle}>
          <Button
            size="lg"
            variant="outline"
            data-projects-toggle=""
            data-label-collapsed={text.viewAll}
            data-label-expanded={text.showFeatured}
            aria-expanded={false}
            aria-controls={gridId}
            data-until-ready=""
            disabled
          >
            {text.viewAll}
          </Button>
        </Flex>
      </Stack>
    </Section>
  )
}
