import type { IGatsbyImageData } from "gatsby-plugin-image"

/** A project as the gallery renders it; pages map their query results to this. */
export interface ProjectCardData {
  id: number
  title: string
  description: string
  technologies: readonly string[]
  category: string
  featured: boolean
  githubUrl: string
  liveUrl: string
  image: IGatsbyImageData | undefined
  imageAlt: string
}

export interface CategoryOption {
  category: string
  label: string
}
