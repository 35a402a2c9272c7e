import React from "react"
import { Box, chakra, Grid, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { ProjectImage } from "../projects/ProjectImage"
import { endsFirstScreen } from "../../../shared/first-screen"

interface CaseStudyProps {
  caseStudy: Queries.CaseStudyFragment
  text: Queries.CaseStudyTextFragment
  imageUnavailable: string
}

function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" id={id} fontSize="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

/** The owner's case study (data/projects.json caseStudy): each part only where the data has it. */
export function CaseStudy({ caseStudy, text, imageUnavailable }: CaseStudyProps) {
  const { role, team, timeline, problem, approach, outcome, figures, highlights, screenshots } = caseStudy
  const facts = [
    [text.role, role],
    [text.team, team],
    [text.timeline, timeline],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]))
  return (
    <>
      {facts.length > 0 && (
        <Grid as="dl" templateColumns={{ base: "1fr", md: "repeat(3, minmax(0, 1fr))" }} gap="4" {...endsFirstScreen}>
          {facts.map(([label, value]) => (
            <Box key={label} p="4" rounded="xl" bg="bg.muted" borderWidth="1px" borderColor="border">
              <chakra.dt fontSize="sm" fontWeight="semibold" color="brand.fg">
                {label}
              </chakra.dt>
              <chakra.dd mt="1">{value}</chakra.dd>
            </Box>
          ))}
        </Grid>
      )}
      {problem && (
        <Part id="case-problem" title={text.problem}>
          <Text>{problem}</Text>
        </Part>
      )}
      {approach && (
        <Part id="case-approach" title={text.approach}>
          <Text>{approach}</Text>
        </Part>
      )}
      {(outcome || figures) && (
        <Part id="case-outcome" title={text.outcome}>
          {outcome && <Text>{outcome}</Text>}
          {figures && (
            <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none">
              {figures.map((figure) => (
                <chakra.li key={`${figure.value} ${figure.label}`} p="4" rounded="xl" bg="bg.muted" borderWidth="1px" borderColor="border">
                  <Text fontSize="2xl" fontWeight="bold" color="brand.fg" letterSpacing="tight">
                    {figure.value}
                  </Text>
                  <Text color="fg.muted">{figure.label}</Text>
                </chakra.li>
              ))}
            </SimpleGrid>
          )}
        </Part>
      )}
      {highlights && (
        <Part id="case-highlights" title={text.highlights}>
          <chakra.ul ps="5" listStyleType="disc">
            {highlights.map((highlight) => (
              <chakra.li key={highlight} mb="1">
                {highlight}
              </chakra.li>
            ))}
          </chakra.ul>
        </Part>
      )}
      {screenshots && (
        <Part id="case-screenshots" title={text.screenshots}>
          <Stack as="ul" gap="6" listStyleType="none">
            {screenshots.map((screenshot) => (
              <li key={screenshot.alt}>
                <ProjectImage
                  image={getImage(screenshot.image.childImageSharp?.gatsbyImageData ?? null)}
                  alt={screenshot.alt}
                  unavailableText={imageUnavailable}
                  rounded="xl"
                  borderWidth="1px"
                  borderColor="border"
                />
              </li>
            ))}
          </Stack>
        </Part>
      )}
    </>
  )
}

export const fragment = graphql`
  fragment CaseStudy on ProjectCaseStudy {
    role
    team
    timeline
    problem
    approach
    outcome
    figures {
      value
      label
    }
    highlights
    screenshots {
      alt
      image {
        ...ProjectPageImage
      }
    }
  }

  fragment CaseStudyText on ProjectPageText {
    role
    team
    timeline
    problem
    approach
    outcome
    highlights
    screenshots
  }
`
