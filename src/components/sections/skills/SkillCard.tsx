import React, { useId } from "react"
import { Badge, Box, Flex, HStack, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { clampLevel } from "../../../lib/skills"
import { iconFor } from "../../ui/icons"
import { printAs } from "../../../theme/print-markers"

export function SkillCard({ skill, text }: { skill: Queries.SkillCardFragment; text: Queries.SkillCardTextFragment }) {
  const Icon = iconFor(skill.icon)
  const level = clampLevel(skill.level)
  const labelId = useId()
  return (
    <Box {...printAs("skill")} p="5" rounded="xl" bg="bg.muted" borderWidth="1px" borderColor="border" h="full" _hover={{ borderColor: "brand.muted" }} transition="border-color 0.3s">
      <Flex align="center" gap="3" mb="4">
        <Flex flexShrink="0" w="10" h="10" rounded="lg" align="center" justify="center" bg="brand.subtle" color="brand.fg">
          <Icon aria-hidden="true" size="20" />
        </Flex>
        <Text id={labelId} fontWeight="semibold" flex="1" minW="0">
          {skill.name}
        </Text>
        {skill.featured && (
          <Badge variant="subtle" colorPalette="brand" {...printAs("hide")}>
            {text.featured}
          </Badge>
        )}
      </Flex>
      <HStack justify="space-between" fontSize="sm" color="fg.muted" mb="1.5">
        <span aria-hidden="true" {...printAs("hide")}>
          {text.proficiency}
        </span>
        <span aria-hidden="true">{level}%</span>
      </HStack>
      <Box
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level}
        aria-valuetext={`${level}%`}
        h="2"
        rounded="full"
        bg="bg.emphasized"
        overflow="hidden"
      >
        <Box h="full" rounded="full" bgGradient="to-r" gradientFrom="brand.solid" gradientTo="brand.fg" style={{ width: `${level}%` }} />
      </Box>
    </Box>
  )
}

export const fragment = graphql`
  fragment SkillCard on SkillsJson {
    category
    name
    icon
    level
    featured
  }

  fragment SkillCardText on SkillCardText {
    featured
    proficiency
  }
`
