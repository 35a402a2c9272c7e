import React, { useId, useState } from "react"
import { Button, chakra, Flex, SimpleGrid, Stack, Text } from "@chakra-ui/react"
import { LuSearchX } from "react-icons/lu"
import { ALL_CATEGORIES, selectProjects } from "../../../lib/projects"
import { Section } from "../../layout/Section"
import { Reveal } from "../../motion/Reveal"
import { ProjectCard } from "./ProjectCard"
import { ProjectFilters } from "./ProjectFilters"
import type { ProjectCardData, ProjectsText } from "./types"

/** Seconds between project cards as they appear. */
export const PROJECT_CARD_STAGGER_S = 0.1

export interface ProjectsProps {
  text: ProjectsText
  projects: readonly ProjectCardData[]
}

export function Projects({ text, projects }: ProjectsProps) {
  const { filters } = text
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
    <Section id="projects" title={text.title} subtitle={text.subtitle} tinted>
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
              {text.empty.title}
            </Text>
            {hiddenCount > 0 && <Text color="fg.muted">{text.empty.noneFeatured}</Text>}
            <Button variant="outline" onClick={() => chooseCategory(ALL_CATEGORIES)}>
              {text.viewAll}
            </Button>
          </Flex>
        ) : (
          <SimpleGrid as="ul" id={gridId} columns={{ base: 1, md: 2, lg: 3 }} gap="6" listStyleType="none">
            {visible.map((project, index) => (
              <chakra.li key={project.id}>
                <Reveal delay={(index % 3) * PROJECT_CARD_STAGGER_S}>
                  <ProjectCard project={project} categoryLabel={labelOf(project.category)} text={text.card} />
                </Reveal>
              </chakra.li>
            ))}
          </SimpleGrid>
        )}

        {showToggle && (
          <Flex justify="center">
            <Button
              size="lg"
              variant="outline"
              aria-expanded={showAll}
              aria-controls={visible.length > 0 ? gridId : undefined}
              onClick={() => setShowAll((value) => !value)}
            >
              {showAll ? text.showFeatured : text.viewAll}
            </Button>
          </Flex>
        )}
      </Stack>
    </Section>
  )
}
