import React from "react"
import { Button, Flex } from "@chakra-ui/react"
import { islandMarkup, scriptOnly } from "../../../islands/markup"
import { projectsContract } from "./projects.island"

const projectsMarkup = islandMarkup(projectsContract)

interface ProjectFiltersProps {
  options: readonly Queries.CategoryOption[]
  /** Whether a filter is pressed in the HTML; the projects island presses the others. */
  isPressed: (category: string) => boolean
  /** What the group of buttons is called (data/site.json labels.projectFilters). */
  label: string
}

/**
 * Toggle buttons, one per category; the chosen one is pressed. Its look follows
 * aria-pressed (the solid button's colours), so pressing one changes no class.
 */
export function ProjectFilters({ options, isPressed, label }: ProjectFiltersProps) {
  return (
    <Flex role="group" aria-label={label} gap="2" wrap="wrap" justify="center" {...scriptOnly}>
      {options.map((option) => (
        <Button
          key={option.category}
          size="sm"
          rounded="full"
          variant="outline"
          {...projectsMarkup.target("filter")}
          {...projectsMarkup.values({ filter: option.category })}
          {...projectsMarkup.scriptOnlyControl}
          aria-pressed={isPressed(option.category)}
          _pressed={{
            bg: "colorPalette.solid",
            color: "colorPalette.contrast",
            borderColor: "transparent",
            _hover: { bg: "colorPalette.solid/90" },
          }}
        >
          {option.label}
        </Button>
      ))}
    </Flex>
  )
}
