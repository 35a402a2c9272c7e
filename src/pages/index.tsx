import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { About } from "../components/sections/about/About"
import { Contact } from "../components/sections/contact/Contact"
import { Hero } from "../components/sections/hero/Hero"
import { Projects } from "../components/sections/projects/Projects"
import { Skills } from "../components/sections/skills/Skills"
import { Seo } from "../components/seo/Seo"

/** The single-page portfolio: each section renders the data its own fragment asks for. */
export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const site = data.siteJson
  if (!site) throw new Error("data/site.json is missing: the home page cannot render without it.")
  return (
    <Layout isHome>
      <Hero site={site} />
      <About site={site} experience={data.allExperienceJson.nodes} />
      <Projects site={site} projects={data.allProjectsJson.nodes} />
      <Skills site={site} skills={data.allSkillsJson.nodes} />
      <Contact site={site} />
    </Layout>
  )
}

export const Head = ({ location }: HeadProps) => <Seo pathname={location.pathname} />

export const query = graphql`
  query HomePage {
    siteJson {
      ...HeroSection
      ...AboutSection
      ...ProjectsSection
      ...SkillsSection
      ...ContactSection
    }
    allExperienceJson {
      nodes {
        ...ExperienceEntry
      }
    }
    allProjectsJson {
      nodes {
        ...ProjectCard
      }
    }
    allSkillsJson {
      nodes {
        ...SkillCard
      }
    }
  }
`
