import type { IGatsbyImageData } from "gatsby-plugin-image"

/** A project as the gallery renders it; pages map their query results to this. */
export interface ProjectCardData {
  id: number
  title: string
  description: string
  technologies: readonly string[]
  category: string
  featured: boolean
  /** Left out of data/projects.json when the code is not public: no Code link. */
  githubUrl?: string | null
  /** Left out of data/projects.json when there is no demo: no Live Demo link. */
  liveUrl?: string | null
  image: IGatsbyImageData | undefined
  imageAlt: string
}

export interface CategoryOption {
  category: string
  label: string
}

/** The texts of every project card, from data/site.json "projects.card". */
export interface ProjectCardText {
  featured: string
  code: string
  /** The Code link's accessible name; {title} is the project's title. */
  codeLabel: string
  liveDemo: string
  /** The Live Demo link's accessible name; {title} is the project's title. */
  liveDemoLabel: string
  imageUnavailable: string
}

/** The projects section's texts, from data/site.json "projects". */
export interface ProjectsText {
  title: string
  subtitle: string
  filters: readonly CategoryOption[]
  viewAll: string
  showFeatured: string
  empty: { title: string; noneFeatured: string }
  card: ProjectCardText
}
