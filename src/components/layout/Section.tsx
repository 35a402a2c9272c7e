import React from "react"
import { chakra, Heading, Text } from "@chakra-ui/react"
import { SCROLL_OFFSET } from "../../shared/scroll"
import { Reveal } from "../motion/Reveal"
import { PageContainer } from "./PageContainer"
import { printAs } from "../../theme/print-markers"
import { endsFirstScreen as firstScreenEndMarker } from "../../shared/first-screen"

interface SectionProps {
  id: string
  title: string
  subtitle?: string
  children: React.ReactNode
  /** Alternating backgrounds separate the sections. */
  tinted?: boolean
  /** The home page's sections are h2 under the hero's h1; a page of its own starts at h1. */
  headingLevel?: "h1" | "h2"
  /** The page's first screen ends with this section (src/shared/first-screen.ts). */
  endsFirstScreen?: boolean
}

/** The id of the heading of the section with this id, which names it. */
export const sectionHeadingId = (id: string) => `${id}-heading`

/** A page section that same-page links land on, 100 px below the top, with its h2. */
export function Section({ id, title, subtitle, children, tinted = false, headingLevel = "h2", endsFirstScreen = false }: SectionProps) {
  const headingId = sectionHeadingId(id)
  return (
    <chakra.section
      id={id}
      aria-labelledby={headingId}
      scrollMarginTop={`${SCROLL_OFFSET}px`}
      // Content that slides in sideways starts outside the column: never a horizontal scroll.
      overflowX="clip"
      py={{ base: "16", md: "24" }}
      bg={tinted ? "bg.subtle" : undefined}
      {...(endsFirstScreen ? firstScreenEndMarker : {})}
    >
      <PageContainer>
        <Reveal display="flex" flexDirection="column" gap="3" textAlign="center" mb={{ base: "10", md: "14" }} alignItems="center" {...printAs("section-heading")}>
          {/* The short bar under the title is drawn by the heading: no element of its own. */}
          <Heading
            as={headingLevel}
            id={headingId}
            fontSize={{ base: "3xl", md: "4xl" }}
            letterSpacing="tight"
            _after={{ content: '""', display: "block", w: "16", h: "1", mt: "3", mx: "auto", rounded: "full", bg: "brand.solid" }}
          >
            {title}
          </Heading>
          {subtitle && (
            <Text color="fg.muted" maxW="2xl" fontSize={{ base: "md", md: "lg" }}>
              {subtitle}
            </Text>
          )}
        </Reveal>
        {children}
      </PageContainer>
    </chakra.section>
  )
}
