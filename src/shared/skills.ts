/** Pure logic of the skills tabs. */

export const FEATURED_TAB = "featured"

export interface RankedSkill {
  category: string
  name: string
  level: number
  featured: boolean
}

/** Every skill, highest level first; ties keep data order. So is any tab's share of them. */
export function rankSkills<S extends RankedSkill>(skills: readonly S[]): S[] {
  return skills
    .map((skill, index) => ({ skill, index }))
    .sort((a, b) => b.skill.level - a.skill.level || a.index - b.index)
    .map(({ skill }) => skill)
}

/** The tabs a skill shows on: its category's, and Featured when it is featured. */
export function tabsOfSkill(skill: RankedSkill): string[] {
  return skill.featured ? [skill.category, FEATURED_TAB] : [skill.category]
}

/** Skills of one tab ("featured" or a category), highest level first; ties keep data order. */
export function skillsForTab<S extends RankedSkill>(skills: readonly S[], tab: string): S[] {
  return rankSkills(skills).filter((skill) => tabsOfSkill(skill).includes(tab))
}

/**
 * The tabs worth showing: Featured, the tab the section opens on (its emptiness is a warning of
 * the content check), and each category that has a skill. A category tab with no skill could
 * only ever show "No skills found", so it is left out until the owner adds one.
 */
export function tabsWithSkills<T extends { category: string }>(tabs: readonly T[], skills: readonly RankedSkill[]): T[] {
  return tabs.filter((tab) => tab.category === FEATURED_TAB || skillsForTab(skills, tab.category).length > 0)
}

/** A category's skills, highest level first, under the name a reader sees. */
export interface SkillGroup<S> {
  category: string
  label: string
  skills: S[]
}

/**
 * The skills category by category, as a reader without the tabs gets them (without JavaScript,
 * in print, in the CV): each category tab that has skills, in the tabs' order (every skill's
 * category has a tab: the content check makes sure of it).
 */
export function skillGroups<S extends RankedSkill>(tabs: readonly { category: string; label: string }[], skills: readonly S[]): SkillGroup<S>[] {
  return tabsWithSkills(tabs, skills)
    .filter((tab) => tab.category !== FEATURED_TAB)
    .map(({ category, label }) => ({ category, label, skills: skillsForTab(skills, category) }))
}

/**
 * The tab "View all skills" opens: the owner's choice when it is shown, else the first
 * category shown; none when Featured is the only tab (then there is no button).
 */
export function viewAllTab(chosen: string, shownTabs: readonly { category: string }[]): string | undefined {
  const categories = shownTabs.map((tab) => tab.category).filter((category) => category !== FEATURED_TAB)
  return categories.includes(chosen) ? chosen : categories[0]
}

export function clampLevel(level: number): number {
  return Math.min(100, Math.max(0, Math.round(level)))
}

/**
 * A skill's progress bar draws its fill as this pseudo-element, as wide as the bar's
 * SKILL_LEVEL_PROPERTY: drawn, not an element of its own, one of each skill's elements fewer.
 */
export const LEVEL_FILL = "::after"

/** The custom property that holds a skill's level as a width ("95%"). */
export const SKILL_LEVEL_PROPERTY = "--skill-level"
