import React from "react"
import { Badge, Box, chakra, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { clampLevel } from "../../../shared/skills"
import { LogoTile } from "../../../icons/LogoTile"
import { Reveal } from "../../motion/Reveal"
import { printAs } from "../../../theme/print-markers"

interface SkillCardProps extends Omit<React.ComponentProps<typeof Reveal>, "children"> {
  skill: Queries.SkillCardFragment
  text: Queries.SkillCardTextFragment
  /** Names the card's progress bar; unique on the page. */
  labelId: string
}

/**
 * A skill as one list item laid out as a grid: logo, name and Featured badge; the proficiency
 * label and the level; the bar.
 */
export function SkillCard({ skill, text, labelId, ...item }: SkillCardProps) {
  const level = clampLevel(skill.level)
  return (
    <Reveal
      as="li"
      {...printAs("skill")}
      display="grid"
      gridTemplateColumns="auto minmax(0, 1fr) auto"
      alignItems="center"
      columnGap="3"
      p="5"
      rounded="xl"
      bg="bg.muted"
      borderWidth="1px"
      borderColor="border"
      h="full"
      _hover={{ borderColor: "brand.muted" }}
      transition="border-color 0.3s"
      {...item}
    >
      <LogoTile icon={skill.icon} boxSize="10" p="2.5" rounded="lg" bg="brand.subtle" color="brand.fg" />
      <Text id={labelId} fontWeight="semibold">
        {skill.name}
      </Text>
      {skill.featured && (
        <Badge variant="subtle" colorPalette="brand" gridColumn="3" {...printAs("hide")}>
          {text.featured}
        </Badge>
      )}
      <chakra.span aria-hidden="true" gridColumn="1 / 3" mt="4" fontSize="sm" color="fg.muted" {...printAs("hide")}>
        {text.proficiency}
      </chakra.span>
      <chakra.span aria-hidden="true" gridColumn="3" justifySelf="end" mt="4" fontSize="sm" color="fg.muted">
        {`${level}%`}
      </chakra.span>
      <Box
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level}
        aria-valuetext={`${level}%`}
        gridColumn="1 / -1"
        mt="1.5"
        h="2"
        rounded="full"
        bg="bg.emphasized"
        overflow="hidden"
      >
        <Box h="full" rounded="full" bgGradient="to-r" gradientFrom="brand.solid" gradientTo="brand.fg" transformOrigin="left" style={{ width: `${level}%` }} />
      </Box>
    </Reveal>
  )
}

export const fragment = graphql`
  fragment SkillCard on SkillsJson {
    category
    name
    icon {
      ...NamedIcon
    }
    level
    featured
  }

  fragment SkillCardText on SkillCardText {
    featured
    proficiency
  }
`
