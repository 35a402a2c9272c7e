import React from "react"
import { Badge, Box, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { clampLevel, LEVEL_FILL, SKILL_LEVEL_PROPERTY } from "../../../shared/skills"
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
 * A skill as one list item laid out as a grid: logo, name and Featured badge; then its progress
 * bar: the proficiency label and the level, and the bar drawn under them.
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
      {/* The bar holds its two texts, which its role makes presentational, and draws its track
          and fill (LEVEL_FILL): two elements fewer per skill than a span per text and a box per
          bar. On paper it gives way to its parts: the level on the name's line, the bar under it
          (src/theme/print-css.ts). */}
      <Box
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level}
        aria-valuetext={`${level}%`}
        gridColumn="1 / -1"
        mt="4"
        display="grid"
        gridTemplateColumns="minmax(0, 1fr) auto"
        columnGap="3"
        rowGap="1.5"
        fontSize="sm"
        color="fg.muted"
        style={{ [SKILL_LEVEL_PROPERTY]: `${level}%` } as React.CSSProperties}
        css={{
          "&::before, &::after": { content: '""', gridRow: "2", gridColumn: "1 / -1", h: "2", rounded: "full" },
          _before: { bg: "bg.emphasized" },
          [`&${LEVEL_FILL}`]: { w: `var(${SKILL_LEVEL_PROPERTY})`, bgGradient: "to-r", gradientFrom: "brand.solid", gradientTo: "brand.fg", transformOrigin: "left" },
        }}
      >
        <span {...printAs("hide")}>{text.proficiency}</span>
        {`${level}%`}
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
