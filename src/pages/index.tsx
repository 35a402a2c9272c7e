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
        jobTitle={site.jobTitle}
        greeting={site.greeting}
        tagline={site.tagline}
        availability={site.availability.hero}
        socialLinks={site.socialLinks}
        text={site.hero}
      />
      <About
        text={site.about}
        location={site.location}
        phone={site.phone}
        email={site.email}
        cvUrl={site.cvUrl}
        experience={data.allExperienceJson.nodes}
      />
      <Projects text={site.projects} projects={data.allProjectsJson.nodes.map(toProjectCard)} />
      <Skills text={site.skills} skills={data.allSkillsJson.nodes} />
      <Contact
        text={site.contact}
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
      jobTitle
      greeting
      tagline
      availability {
        hero
      }
      hero {
        exploreProjects
        getInTouch
        scroll
      }
      about {
        title
        subtitle
        paragraphs
        infoLabels {
          location
          phone
          email
        }
        downloadCv
        experienceTitle
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
        viewAll
        showFeatured
        empty {
          title
          noneFeatured
        }
        card {
          featured
          code
          codeLabel
          liveDemo
          liveDemoLabel
          imageUnavailable
        }
      }
      skills {
        title
        subtitle
        tabs {
          category
          label
        }
        viewAllTab
        viewAll
        empty
        card {
          featured
          proficiency
        }
      }
      contact {
        title
        subtitle
        infoTitle
        infoLabels {
          email
          phone
          location
          workingHours
        }
        socialTitle
        projectsPrompt
        projectsLink
        form {
          title
          requiredNote
          fields {
            name {
              label
              placeholder
            }
            email {
              label
              placeholder
            }
            subject {
              label
              placeholder
            }
            message {
              label
              placeholder
            }
          }
          submit
          sending
        }
        sent {
          title
          message
          sendAnother
        }
        toasts {
          success {
            title
            description
          }
          failure {
            title
            description
          }
        }
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
