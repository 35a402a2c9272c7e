/**
 * What no single file's schema can say: the rules between the files of data/ (a project's
 * category is one data/site.json lists) and against today (a job cannot start next year). Each
 * problem names the file, the entry and the field, and says how to mend it.
 */
import { monthOf } from "../shared/dates"
import { ALL_CATEGORIES } from "../shared/projects"
import { FEATURED_TAB } from "../shared/skills"
import { describeEntry } from "./content-locations"
import type { Content } from "./content"


const quoteAll = (values: readonly string[]) => values.map((value) => JSON.stringify(value)).join(", ")

interface Listed {
  file: string
  entries: readonly { category: string }[]
  site: readonly { category: string }[]
  /** Where data/site.json lists the categories. */
  list: string
  /** The category the template adds to the list, which no entry may take. */
  reserved: string
}

function unlistedCategories({ file, entries, site, list, reserved }: Listed): string[] {
  const listed = site.map((option) => option.category).filter((category) => category !== reserved)
  return entries.flatMap((entry, index) =>
    listed.includes(entry.category)
      ? []
      : [
          `data/${file}, ${describeEntry(entry, index)}, field "category": ${JSON.stringify(entry.category)} is not one of the categories ` +
            `data/site.json lists in "${list}" (${quoteAll(listed)}). Use one of those, or add {"category": ${JSON.stringify(entry.category)}, "label": …} to "${list}".`,
        ]
  )
}

function periodProblems(content: Partial<Content>, thisMonth: string): string[] {
  return (content.experience ?? []).flatMap((job, index) => {
    const where = `data/experience.json, ${describeEntry(job, index)}`
    return [
      ...(job.start > thisMonth ? [`${where}, field "start": ${JSON.stringify(job.start)} is after this month (${thisMonth}): a position is listed once it has started.`] : []),
      ...(job.end !== undefined && job.end < job.start ? [`${where}, field "end": ${JSON.stringify(job.end)} is before its "start" (${JSON.stringify(job.start)}).`] : []),
    ]
  })
}

function achievementProblems(content: Partial<Content>, thisMonth: string): string[] {
  const achievements = content.achievements ?? []
  const problems = achievements.flatMap((achievement, index) => {
    const where = `data/achievements.json, ${describeEntry(achievement, index)}`
    return [
      ...(achievement.date > thisMonth ? [`${where}, field "date": ${JSON.stringify(achievement.date)} is after this month (${thisMonth}): list it once it has happened.`] : []),
      ...(achievement.expires !== undefined && achievement.expires < achievement.date
        ? [`${where}, field "expires": ${JSON.stringify(achievement.expires)} is before its "date" (${JSON.stringify(achievement.date)}).`]
        : []),
    ]
  })
  const shown = achievements.length > 0 && (content.site?.sections ?? ["achievements"]).includes("achievements")
  if (shown && content.site && !content.site.achievements) {
    problems.push(
      `data/site.json, field "achievements": is required while data/achievements.json has entries and "sections" lists "achievements": ` +
        `the section's title, subtitle and labels (docs/owner-guide.md, "Achievements"). Or leave "achievements" out of "sections".`
    )
  }
  return problems
}

/** The problems of content whose files each passed their schema; `today` is when the content is checked. */
export function contentRuleProblems(content: Partial<Content>, today: Date): string[] {
  const { site, projects, skills } = content
  const thisMonth = monthOf(today)
  return [
    ...(site && projects
      ? unlistedCategories({ file: "projects.json", entries: projects, site: site.projects.filters, list: "projects.filters", reserved: ALL_CATEGORIES })
      : []),
    ...(site && skills ? unlistedCategories({ file: "skills.json", entries: skills, site: site.skills.tabs, list: "skills.tabs", reserved: FEATURED_TAB }) : []),
    ...periodProblems(content, thisMonth),
    ...achievementProblems(content, thisMonth),
  ]
}
