import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { Layout } from "../components/layout/Layout"
import { About } from "../components/sections/about/About"
import { Contact } from "../components/sections/contact/Contact"
import { Hero } from "../components/sections/hero/Hero"
import { Projects } from "../components/sections/projects/Projects"
import type { ProjectCardData } from "../components/sections/projects/types"
import { Skills } from "../components/sections/skills/Skills"
import { Seo } from "../components/seo/Seo"

type ProjectNode = Queries.HomePageQuery["allProjectsJson"]["nodes"][number]

export const toProjectCard = (node: ProjectNode): ProjectCardData => ({
  id: node.jsonId,
  title: node.title,
  description: node.description,
  technologies: node.technologies,
  category: node.category,
  featured: node.featured,
  githubUrl: node.githubUrl,
  liveUrl: node.liveUrl,
  image: getImage(node.image.childImageSharp?.gatsbyImageData ?? null),
  imageAlt: node.imageAlt,
})

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const site = data.siteJson
  if (!site) throw new Error("data/site.json is missing: the home page cannot render without it.")
  return (
    <Layout isHome>
      <Hero
        name={site.name}
        greeting={site.greeting}
        tagline={site.tagline}
        availability={site.availability.hero}
        socialLinks={site.socialLinks}
      />
      <About
        title={site.about.title}
        subtitle={site.about.subtitle}
        paragraphs={site.about.paragraphs}
        location={site.location}
        phone={site.phone}
        email={site.email}
        cvUrl={site.cvUrl}
        experience={data.allExperienceJson.nodes}
      />
      <Projects
        title={site.projects.title}
        subtitle={site.projects.subtitle}
        filters={site.projects.filters}
        projects={data.allProjectsJson.nodes.map(toProjectCard)}
      />
      <Skills
        title={site.skills.title}
        subtitle={site.skills.subtitle}
        tabs={site.skills.tabs}
        skills={data.allSkillsJson.nodes}
      />
      <Contact
        title={site.contact.title}
        subtitle={site.contact.subtitle}
        email={site.email}
        phone={site.phone}
        location={site.location}
        mapsUrl={site.mapsUrl}
        workingHours={site.workingHours}
        socialLinks={site.socialLinks}
      />
    </Layout>
  )
}

export const Head = ({ location }: HeadProps) => <Seo pathname={location.pathname} />

export const query = graphql`
  query HomePage {
    siteJson {
      name
      greeting
      tagline
      availability {
        hero
      }
      about {
        title
        subtitle
        paragraphs
      }
      location
      phone
      email
      mapsUrl
      workingHours
      cvUrl
      socialLinks {
        icon
        href
        label
      }
      projects {
        title
        subtitle
        filters {
          category
          label
        }
      }
      skills {
        title
        subtitle
        tabs {
          category
          label
        }
      }
      contact {
        title
        subtitle
      }
    }
    allExperienceJson {
      nodes {
        title
        company
        period
        description
      }
    }
    allProjectsJson {
      nodes {
        jsonId
        title
        description
        technologies
        category
        featured
        githubUrl
        liveUrl
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(
              width: 720
              aspectRatio: 1.6
              placeholder: BLURRED
              formats: [AUTO, WEBP, AVIF]
              sizes: "(min-width: 1152px) 352px, (min-width: 768px) 50vw, 100vw"
            )
          }
        }
      }
    }
    allSkillsJson {
      nodes {
        category
        name
        icon
        level
        featured
      }
    }
  }
`
