import React, { useId, useState } from "react"
import { Button, chakra, Flex, SimpleGrid, Stack, Text } from "@chakra-ui/react"
import { LuSearchX } from "react-icons/lu"
import { ALL_CATEGORIES, selectProjects } from "../../../lib/projects"
import { Section } from "../../layout/Section"
import { Reveal } from "../../motion/Reveal"
import { ProjectCard } from "./ProjectCard"
import { ProjectFilters } from "./ProjectFilters"
import type { CategoryOption, ProjectCardData } from "./types"

/** Seconds between project cards as they appear. */
export const PROJECT_CARD_STAGGER_S = 0.1

export interface ProjectsProps {
  title: string
  subtitle: string
  filters: readonly CategoryOption[]
  projects: readonly ProjectCardData[]
}

export function Projects({ title, subtitle, filters, projects }: ProjectsProps) {
  const [category, setCategory] = useState(ALL_CATEGORIES)
  const [showAll, setShowAll] = useState(false)
  const gridId = useId()
  const { visible, hiddenCount, showToggle } = selectProjects(projects, category, showAll)
  const labelOf = (value: string) => filters.find((f) => f.category === value)?.label ?? value.toUpperCase()

  const chooseCategory = (next: string) => {
    setCategory(next)
    setShowAll(false)
  }

  return (
    <Section id="projects" title={title} subtitle={subtitle} tinted>
      <Stack gap="10">
        <ProjectFilters options={filters} selected={category} onSelect={chooseCategory} />
        <Text srOnly aria-live="polite">
          {visible.length === 1 ? "Showing 1 project" : `Showing ${visible.length} projects`}
        </Text>

        {visible.length === 0 ? (
          <Flex direction="column" align="center" gap="4" py="12" textAlign="center">
            <Flex w="14" h="14" rounded="full" align="center" justify="center" bg="bg.emphasized" color="fg.muted">
              <LuSearchX aria-hidden="true" size="28" />
            </Flex>
            <Text fontSize="xl" fontWeight="semibold">
              No projects found
            </Text>
            {hiddenCount > 0 && <Text color="fg.muted">None of the projects in this category is featured.</Text>}
            <Button variant="outline" onClick={() => chooseCategory(ALL_CATEGORIES)}>
              View All Projects
            </Button>
          </Flex>
        ) : (
          <SimpleGrid as="ul" id={gridId} columns={{ base: 1, md: 2, lg: 3 }} gap="6" listStyleType="none">
            {visible.map((project, index) => (
              <chakra.li key={project.id}>
                <Reveal delay={(index % 3) * PROJECT_CARD_STAGGER_S}>
                  <ProjectCard project={project} categoryLabel={labelOf(project.category)} />
                </Reveal>
              </chakra.li>
            ))}
          </SimpleGrid>
        )}

        {showToggle && (
          <Flex justify="center">
            <Button size="lg" variant="outline" aria-controls={gridId} onClick={() => setShowAll((value) => !value)}>
              {showAll ? "Show Featured Projects" : "View All Projects"}
            </Button>
          </Flex>
        )}
      </Stack>
    </Section>
  )
}
