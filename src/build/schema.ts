/**
 * The GraphQL types of the owner's content. Declared explicitly (@dontInfer) so a typo in
 * data/ cannot silently change the schema, and so graphqlTypegen produces exact types.
 * gatsby-transformer-json renames a JSON "id" key to "jsonId".
 */
export const typeDefs = /* GraphQL */ `
  type SiteJson implements Node @dontInfer {
    name: String!
    jobTitle: String!
    siteUrl: String!
    description: String!
    availability: SiteAvailability!
    greeting: String!
    tagline: String!
    location: String!
    mapsUrl: String!
    phone: String!
    email: String!
    workingHours: String!
    resumeUrl: String!
    cvUrl: String!
    socialLinks: [SocialLink!]!
    about: AboutSection!
    projects: ProjectsSection!
    skills: SkillsSection!
    contact: SectionText!
    downloads: SectionText!
  }

  type SiteAvailability {
    header: String!
    hero: String!
  }

  type SocialLink {
    icon: String!
    href: String!
    label: String!
  }

  type SectionText {
    title: String!
    subtitle: String!
  }

  type AboutSection {
    title: String!
    subtitle: String!
    paragraphs: [String!]!
  }

  type CategoryOption {
    category: String!
    label: String!
  }

  type ProjectsSection {
    title: String!
    subtitle: String!
    filters: [CategoryOption!]!
  }

  type SkillsSection {
    title: String!
    subtitle: String!
    tabs: [CategoryOption!]!
  }

  type NavigationJson implements Node @dontInfer {
    jsonId: String!
    label: String!
    mobileCaption: String!
    icon: String!
  }

  type ProjectsJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
    description: String!
    technologies: [String!]!
    image: File! @fileByRelativePath
    imageAlt: String!
    githubUrl: String!
    liveUrl: String!
    category: String!
    featured: Boolean!
  }

  type ExperienceJson implements Node @dontInfer {
    title: String!
    company: String!
    period: String!
    description: String!
  }

  type SkillsJson implements Node @dontInfer {
    category: String!
    name: String!
    icon: String!
    level: Int!
    featured: Boolean!
  }

  type AppsJson implements Node @dontInfer {
    name: String!
    description: String!
    filePath: String!
  }
`
