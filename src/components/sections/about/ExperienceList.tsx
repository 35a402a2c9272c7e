import React from "react"
import { Badge, chakra, Heading, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { Reveal } from "../../motion/Reveal"
import { formatMonth, newestFirst, type MonthWriting } from "../../../shared/dates"
import { printAs } from "../../../theme/print-markers"

interface ExperienceListProps {
  entries: readonly Queries.ExperienceEntryFragment[]
  /** The page's language and how it writes months (data/site.json "months"). */
  writing: MonthWriting
  /** The site's word for a position still held: "Apr 2025 – Present". */
  present: string
}

/** The owner's positions as a timeline, newest first, each with its period (machine-readable too: <time>). */
export function ExperienceList({ entries, writing, present }: ExperienceListProps) {
  return (
    <chakra.ol listStyleType="none" borderStartWidth="2px" borderColor="border.emphasized" ms="2" display="grid" gap="8" {...printAs("timeline")}>
      {newestFirst(entries).map((entry, index) => (
        <Reveal
          as="li"
          key={`${entry.title}-${entry.start}`}
          direction="left"
          delay={index * 0.1}
          position="relative"
          ps="6"
          // The entry's dot on the line, drawn by the entry itself.
          _before={{ content: '""', position: "absolute", insetStart: "-9px", top: "1.5", w: "4", h: "4", rounded: "full", bg: "brand.solid", borderWidth: "3px", borderColor: "bg" }}
        >
            <Badge variant="subtle" colorPalette="brand" mb="2">
              <time dateTime={entry.start}>{formatMonth(entry.start, writing)}</time>
              {entry.end ? (
                <>
                  {" – "}
                  <time dateTime={entry.end}>{formatMonth(entry.end, writing)}</time>
                </>
              ) : (
                ` – ${present}`
              )}
            </Badge>
            <Heading as="h4" fontSize="lg">
              {entry.title}
            </Heading>
            <Text color="brand.fg" fontWeight="medium" mb="2">
              {entry.company}
            </Text>
            <Text color="fg.muted">{entry.description}</Text>
        </Reveal>
      ))}
    </chakra.ol>
  )
}

export const fragment = graphql`
  fragment ExperienceEntry on ExperienceJson {
    title
    company
    start
    end
    description
  }
`
