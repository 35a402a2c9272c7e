import React from "react"
import { chakra, Heading, Stack, Text } from "@chakra-ui/react"
import { ALL_SECTIONS_DRAWN_ATTRIBUTE, SCROLL_OFFSET } from "../../lib/scroll"
import { Reveal } from "../motion/Reveal"
import { PageContainer } from "./PageContainer"
import { printAs } from "../../theme/print-markers"

/** A rough height of a home page section on a phone, which the page counts until it draws the section. */
const UNRENDERED_SECTION_HEIGHT = "1200px"

interface SectionProps {
  id: string
  title: string
  subtitle?: string
  children: React.ReactNode
  /** Alternating backgrounds separate the sections. */
  tinted?: boolean
  /** The home page's sections are h2 under the hero's h1; a page of its own starts at h1. */
  headingLevel?: "h1" | "h2"
  /** Drawn only when it comes near the screen (content-visibility: auto): the home page's long sections. */
  drawnWhenNear?: boolean
}

/** The id of the heading of the section with this id, which names it. */
export const sectionHeadingId = (id: string) => `${id}-heading`

/**
 * A page section that same-page links land on, 100 px below the top, with its h2.
 *
 * The home page's long sections (projects, skills: most of its elements) are `content-visibility:
 * auto`: the browser styles, lays out and paints them only when they come near the screen, so the
 * first paint and the work before it no longer grow with them (Lighthouse put most of the home
 * page's main thread in style and layout). They stay in the document, the accessibility tree,
 * find-in-page and print. The short ones are drawn at once: axe (Lighthouse's accessibility audit)
 * finds the background of text in an undrawn section wrongly (dequelabs/axe-core#2768), and text
 * on a card below the hero was reported as unreadable; the long sections' cards wait hidden for
 * their reveal, which axe skips. Until a section is first drawn it counts as
 * {@link UNRENDERED_SECTION_HEIGHT} tall; from then on, as tall as it was (`auto`). A jump to a section would aim at those estimates, so all are
 * drawn once a same-page link makes a section :target (styled before the browser scrolls), and
 * when the header island marks the page: an address with a section, a reload, a return.
 */
export function Section({ id, title, subtitle, children, tinted = false, headingLevel = "h2", drawnWhenNear = false }: SectionProps) {
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
      css={
        drawnWhenNear
          ? { [`html:not([${ALL_SECTIONS_DRAWN_ATTRIBUTE}], :has(:target)) &`]: { contentVisibility: "auto", containIntrinsicSize: `auto ${UNRENDERED_SECTION_HEIGHT}` } }
          : undefined
      }
    >
      <PageContainer>
        <Reveal>
          <Stack gap="3" textAlign="center" mb={{ base: "10", md: "14" }} align="center" {...printAs("section-heading")}>
            <Heading as={headingLevel} id={headingId} fontSize={{ base: "3xl", md: "4xl" }} letterSpacing="tight">
              {title}
            </Heading>
            <chakra.span w="16" h="1" rounded="full" bg="brand.solid" aria-hidden="true" />
            {subtitle && (
              <Text color="fg.muted" maxW="2xl" fontSize={{ base: "md", md: "lg" }}>
                {subtitle}
              </Text>
            )}
          </Stack>
        </Reveal>
        {children}
      </PageContainer>
    </chakra.section>
  )
}
