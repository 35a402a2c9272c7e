/**
 * Content that builds but that a visitor would see as broken. Each warning names the file and
 * the entry, and says what the visitor would see. Only called with data that passed its schema.
 */
import { describeEntry } from "../../content/content-locations"
import { FEATURED_TAB } from "../../shared/skills"
import { hasGalleryPage, PROJECT_CARDS_MAX } from "../../shared/projects"
import { sectionsOf, type SectionName } from "../../shared/sections"

interface CategoryOption {
  category: string
  label: string
}

export interface WarningInput {
  site?: {
    sections?: readonly string[] | null
    projects: { filters: CategoryOption[]; viewAll: string; empty: { title: string } }
    skills: { tabs: CategoryOption[]; empty: string }
  }
  projects?: { id: number; title: string; category: string; featured: boolean }[]
  skills?: { category: string; name: string; featured: boolean }[]
  apps?: { name: string; description: string }[]
}

export function projectWarnings(site: WarningInput["site"], projects: WarningInput["projects"]): string[] {
  if (!projects) return []
  const warnings: string[] = []
  const featured = projects.filter((project) => project.featured).length
  if (site && hasGalleryPage(projects)) {
    // Beyond PROJECT_CARDS_MAX projects the home page carries the featured ones, at most that many.
    if (featured === 0)
      warnings.push(
        `data/projects.json: no project has "featured": true, so the home page shows your first ${PROJECT_CARDS_MAX} projects of ${projects.length} ` +
          `(the others are on the gallery page, /projects). Set "featured": true on the projects to show first.`
      )
    else if (featured > PROJECT_CARDS_MAX)
      warnings.push(
        `data/projects.json: ${featured} projects have "featured": true, and the home page shows the first ${PROJECT_CARDS_MAX} of them ` +
          `(every project is on the gallery page, /projects). Feature at most ${PROJECT_CARDS_MAX}: the ones to show first.`
      )
  } else if (site && projects.length > 0 && featured === 0) {
    warnings.push(
      `data/projects.json: no project has "featured": true, so the projects section opens on ` +
        `"${site.projects.empty.title}" until the visitor clicks "${site.projects.viewAll}". ` +
        `Set "featured": true on the projects to show first.`
    )
  }
  return warnings
}

/**
 * The Featured tab is the one tab shown even when empty (the section opens on it); a category
 * tab without skills is left out of the page (tabsWithSkills), so it needs no warning.
 */
export function skillWarnings(site: WarningInput["site"], skills: WarningInput["skills"]): string[] {
  if (!site || !skills || skills.length === 0) return []
  return emptyFeaturedTabWarnings(site, skills)
}

type SkillsInput = NonNullable<WarningInput["skills"]>

function emptyFeaturedTabWarnings(site: NonNullable<WarningInput["site"]>, skills: SkillsInput): string[] {
  const index = site.skills.tabs.findIndex((tab) => tab.category === FEATURED_TAB)
  if (index < 0 || skills.some((skill) => skill.featured)) return []
  return [
    `data/site.json, field "skills.tabs" ${describeEntry(site.skills.tabs[index], index)}: no skill in data/skills.json has "featured": true, ` +
      `so this tab shows "${site.skills.empty}" when the page opens. Set "featured": true on the skills to show first.`,
  ]
}

export function appWarnings(apps: WarningInput["apps"]): string[] {
  if (!apps) return []
  if (apps.length === 0) {
    return ["data/apps.json is empty: the site builds without the /downloads page and without the links to it."]
  }
  return apps.flatMap((app, index) =>
    app.description.trim() === ""
      ? [
          `data/apps.json, ${describeEntry(app, index)}, field "description": is empty, so the downloads page shows ` +
            `this app with its name and Download button only. Add a sentence saying what the app does.`,
        ]
      : []
  )
}

/** A section the site shows with nothing in it: it would show its empty state alone. */
function emptySectionWarnings(site: WarningInput["site"], lists: Partial<Record<"projects" | "skills", readonly unknown[]>>): string[] {
  if (!site) return []
  return (["projects", "skills"] as const)
    .filter((section) => sectionsOf(site).includes(section) && lists[section]?.length === 0)
    .map(
      (section) =>
        `data/${section}.json has no entry (or is left out), so the ${section} section shows only "${section === "projects" ? site.projects.empty.title : site.skills.empty}". ` +
        `Add some, or leave "${section}" out of data/site.json "sections".`
    )
}

/** Every warning about content that builds but looks broken; none about a section the site leaves out. */
export function contentWarnings(input: WarningInput): string[] {
  const shows = (section: SectionName) => !input.site || sectionsOf(input.site).includes(section)
  return [
    ...emptySectionWarnings(input.site, { projects: input.projects, skills: input.skills }),
    ...(shows("projects") ? projectWarnings(input.site, input.projects) : []),
    ...(shows("skills") ? skillWarnings(input.site, input.skills) : []),
    ...appWarnings(input.apps),
  ]
}
