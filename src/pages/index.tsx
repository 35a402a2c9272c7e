import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { About } from "../components/sections/about/About"
import { Achievements } from "../components/sections/achievements/Achievements"
import { Contact } from "../components/sections/contact/Contact"
import { Hero } from "../components/sections/hero/Hero"
import { Projects } from "../components/sections/projects/Projects"
import { Skills } from "../components/sections/skills/Skills"
import { Seo } from "../components/seo/Seo"
import { sectionsOf, type SectionName } from "../shared/sections"
import { endsFirstScreen } from "../shared/first-screen"

/**
 * The single-page portfolio: the sections the owner lists (data/site.json "sections"), in
 * their order; each section renders the data its own fragment asks for.
 */
export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const site = data.siteJson
  if (!site) throw new Error("data/site.json is missing: the home page cannot render without it.")
  const views: Record<SectionName, () => React.ReactNode> = {
    hero: () => <Hero site={site} />,
    about: () => <About site={site} experience={data.allExperienceJson.nodes} />,
    projects: () => <Projects site={site} projects={data.allProjectsJson.nodes} />,
    skills: () => <Skills site={site} skills={data.allSkillsJson.nodes} />,
    achievements: () => <Achievements site={site} achievements={data.allAchievementsJson.nodes} today={new Date()} />,
    contact: () => <Contact site={site} />,
  }
  return (
    <Layout isHome>
      {sectionsOf(site).map((section, index) =>
        // The first screen ends with the first section: the hero, which fills it, where the owner keeps it first.
        index === 0 ? (
          <div key={section} {...endsFirstScreen}>
            {views[section]()}
          </div>
        ) : (
          <React.Fragment key={section}>{views[section]()}</React.Fragment>
        )
      )}
    </Layout>
  )
}

export const Head = ({ location }: HeadProps) => <Seo pathname={location.pathname} />

export const query = graphql`
  query HomePage($language: String!) {
    siteJson(language: { eq: $language }) {
      sections
      ...HeroSection
      ...AboutSection
      ...ProjectsSection
      ...SkillsSection
      ...AchievementsSection
      ...ContactSection
    }
    allExperienceJson(filter: { language: { eq: $language } }) {
      nodes {
        ...ExperienceEntry
      }
    }
    allProjectsJson(filter: { language: { eq: $language } }) {
      nodes {
        ...ProjectCard
      }
    }
    allSkillsJson(filter: { language: { eq: $language } }) {
      nodes {
        ...SkillCard
      }
    }
    allAchievementsJson(filter: { language: { eq: $language } }) {
      nodes {
        ...AchievementCard
      }
    }
  }
`
