/**
 * Content that builds but that a visitor would see as broken. Each warning names the file and
 * the entry, and says what the visitor would see. Only called with data that passed its schema.
 */
import { describeEntry } from "../../content/data-files"
import { FEATURED_TAB, untabbedCategoriesAtFirstSkill } from "../../shared/skills"
import { ALL_CATEGORIES } from "../../shared/projects"
import { plural } from "../../shared/text"

interface CategoryOption {
  category: string
  label: string
}

export interface WarningInput {
  site?: {
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
  if (site && projects.length > 0 && !projects.some((project) => project.featured)) {
    warnings.push(
      `data/projects.json: no project has "featured": true, so the projects section opens on ` +
        `"${site.projects.empty.title}" until the visitor clicks "${site.projects.viewAll}". ` +
        `Set "featured": true on the projects to show first.`
    )
  }
  if (site) {
    const filters = new Set(site.projects.filters.map((filter) => filter.category))
    projects.forEach((project, index) => {
      if (!project.featured || filters.has(project.category)) return
      warnings.push(
        `data/projects.json, ${describeEntry(project, index)}, field "category": no filter in data/site.json ` +
          `"projects.filters" has "category": "${project.category}", so the card's badge reads ` +
          `"${project.category.toUpperCase()}" and no filter button shows this project (only "${labelOf(site.projects.filters, ALL_CATEGORIES)}" does). ` +
          `Add a filter with "category": "${project.category}" and a label.`
      )
    })
  }
  return warnings
}

const labelOf = (options: CategoryOption[], category: string) => options.find((o) => o.category === category)?.label ?? category

/**
 * The Featured tab is the one tab shown even when empty (the section opens on it); a category
 * tab without skills is left out of the page (tabsWithSkills), so it needs no warning. A
 * category without a tab does: its skills show on screen only where Featured shows them.
 */
export function skillWarnings(site: WarningInput["site"], skills: WarningInput["skills"]): string[] {
  if (!site || !skills) return []
  return [...emptyFeaturedTabWarnings(site, skills), ...untabbedCategoryWarnings(site, skills)]
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

/** One warning per category no tab shows, named at its first skill. */
function untabbedCategoryWarnings(site: NonNullable<WarningInput["site"]>, skills: SkillsInput): string[] {
  return untabbedCategoriesAtFirstSkill(site.skills.tabs, skills).map(({ category, index }) => {
    const inCategory = skills.filter((skill) => skill.category === category)
    const featured = inCategory.filter((skill) => skill.featured).length
    return (
      `data/skills.json, ${describeEntry(skills[index], index)}, field "category": no tab in data/site.json "skills.tabs" has ` +
      `"category": "${category}", so the skills section shows ${featured === 0 ? "none" : featured} of its ${plural(inCategory.length, "skill")} ` +
      `(the featured ones, on the Featured tab; the rest only without JavaScript and in print). ` +
      `Add a tab with "category": "${category}" and a label.`
    )
  })
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

/** Every warning about content that builds but looks broken. */
export function contentWarnings(input: WarningInput): string[] {
  return [...projectWarnings(input.site, input.projects), ...skillWarnings(input.site, input.skills), ...appWarnings(input.apps)]
}
