import React from "react"
import { Badge, Box, chakra, Heading, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { Reveal } from "../../motion/Reveal"

/** The owner's positions as a timeline, most recent first. */
export function ExperienceList({ entries }: { entries: readonly Queries.ExperienceEntryFragment[] }) {
  return (
    <chakra.ol listStyleType="none" borderStartWidth="2px" borderColor="border.emphasized" ms="2" display="grid" gap="8">
      {entries.map((entry, index) => (
        <Reveal as="li" key={`${entry.title}-${entry.period}`} direction="left" delay={index * 0.1}>
          <Box position="relative" ps="6">
            <Box
              aria-hidden="true"
              position="absolute"
              left="-9px"
              top="1.5"
              w="4"
              h="4"
              rounded="full"
              bg="brand.solid"
              borderWidth="3px"
              borderColor="bg"
            />
            <Badge variant="subtle" colorPalette="brand" mb="2">
              {entry.period}
            </Badge>
            <Heading as="h4" fontSize="lg">
              {entry.title}
            </Heading>
            <Text color="brand.fg" fontWeight="medium" mb="2">
              {entry.company}
            </Text>
            <Text color="fg.muted">{entry.description}</Text>
          </Box>
        </Reveal>
      ))}
    </chakra.ol>
  )
}

export const fragment = graphql`
  fragment ExperienceEntry on ExperienceJson {
    title
    company
    period
    description
  }
`
