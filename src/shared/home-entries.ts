import { homeGalleryProjects, type FilterableProject } from "./projects"
import { sectionsOf, type SectionName } from "./sections"

/** The lists of the content that the home page's sections draw their entries from. */
export interface HomeLists<Project extends FilterableProject, Skill, Position, Achievement> {
  projects: readonly Project[]
  skills: readonly Skill[]
  experience: readonly Position[]
  achievements: readonly Achievement[]
}

/**
 * The entries the home page carries: none of a section the owner left out (data/site.json
 * "sections"), and of the projects, the gallery's share (every one, or the featured ones
 * beside a link to the gallery page).
 */
export function homeEntries<Project extends FilterableProject, Skill, Position, Achievement>(
  site: { sections?: readonly string[] | null },
  { projects, skills, experience, achievements }: HomeLists<Project, Skill, Position, Achievement>
) {
  const shows = (section: SectionName) => sectionsOf(site).includes(section)
  return {
    shows,
    projects: shows("projects") ? homeGalleryProjects(projects) : [],
    skills: shows("skills") ? skills : [],
    experience: shows("about") ? experience : [],
    achievements: shows("achievements") ? achievements : [],
  }
}
