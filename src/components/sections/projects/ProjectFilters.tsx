import React from "react"
import { Button, Flex } from "@chakra-ui/react"
import type { CategoryOption } from "./types"

interface ProjectFiltersProps {
  options: readonly CategoryOption[]
  selected: string
  onSelect: (category: string) => void
}

/** Toggle buttons, one per category; the chosen one is pressed. */
export function ProjectFilters({ options, selected, onSelect }: ProjectFiltersProps) {
  return (
    <Flex role="group" aria-label="Filter projects by category" gap="2" wrap="wrap" justify="center">
      {options.map((option) => {
        const pressed = option.category === selected
        return (
          <Button
            key={option.category}
            size="sm"
            rounded="full"
            variant={pressed ? "solid" : "outline"}
            aria-pressed={pressed}
            onClick={() => onSelect(option.category)}
          >
            {option.label}
          </Button>
        )
      })}
    </Flex>
  )
}
