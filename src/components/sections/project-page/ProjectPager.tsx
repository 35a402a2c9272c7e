import React from "react"
import { useLocalizedPath } from "../../providers/page-language"
import { chakra, Grid, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { LuArrowLeft, LuArrowRight } from "../../../icons/template-icons"
import { projectPath } from "../../../shared/project-pages"
import { printAs } from "../../../theme/print-markers"

interface ProjectPagerProps {
  previous: Queries.ProjectPagerLinkFragment | null
  next: Queries.ProjectPagerLinkFragment | null
  text: Queries.ProjectPagerTextFragment
}

function PagerLink({ project, label, rel }: { project: Queries.ProjectPagerLinkFragment; label: string; rel: "prev" | "next" }) {
  const localized = useLocalizedPath()
  return (
    <chakra.a
      href={localized(projectPath(project.slug))}
      rel={rel}
      gridColumn={rel === "next" ? { md: "2" } : undefined}
      display="flex"
      flexDirection="column"
      alignItems={rel === "next" ? { md: "end" } : undefined}
      textAlign={rel === "next" ? { md: "end" } : undefined}
      gap="1"
      p="4"
      rounded="xl"
      borderWidth="1px"
      borderColor="border"
      _hover={{ borderColor: "brand.muted" }}
    >
      <Text as="span" display="inline-flex" alignItems="center" gap="1" fontSize="sm" color="fg.muted">
        {rel === "prev" && <LuArrowLeft aria-hidden="true" />}
        {label}
        {rel === "next" && <LuArrowRight aria-hidden="true" />}
      </Text>
      <Text as="span" fontWeight="semibold" color="brand.fg">
        {project.title}
      </Text>
    </chakra.a>
  )
}

/** The projects before and after this one in data order; none beyond the first or the last. */
export function ProjectPager({ previous, next, text }: ProjectPagerProps) {
  if (!previous && !next) return null
  return (
    <Grid as="nav" aria-label={text.pager} templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="4" pt="4" borderTopWidth="1px" borderColor="border" {...printAs("hide")}>
      {previous && <PagerLink project={previous} label={text.previous} rel="prev" />}
      {next && <PagerLink project={next} label={text.next} rel="next" />}
    </Grid>
  )
}

export const fragment = graphql`
  fragment ProjectPagerLink on ProjectsJson {
    title
    slug
  }

  fragment ProjectPagerText on ProjectPageText {
    pager
    previous
    next
  }
`
