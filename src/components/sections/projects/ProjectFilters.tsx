import React from "react"
import { Button, Flex } from "@chakra-ui/react"
import type { CategoryOption } from "./types"

interface ProjectFiltersProps {
  options: readonly CategoryOption[]
  /** The filter pressed in the HTML; the projects island presses the others. */
  selected: string
}

/**
 * Toggle buttons, one per category; the chosen one is pressed. Its look follows
 * aria-pressed (the solid button's colours), so pressing one changes no class.
 */
export function ProjectFilters({ options, selected }: ProjectFiltersProps) {
  return (
    <Flex role="group" aria-label="Filter projects by category" gap="2" wrap="wrap" justify="center" data-needs-js="">
      {options.map((option) => (
        <Button
          key={option.category}
          size="sm"
          rounded="full"
          variant="outline"
          data-filter={option.category}
          aria-pressed={option.category === selected}
          data-until-ready=""
          disabled
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
