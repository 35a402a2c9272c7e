/** Pure logic of the skills tabs. */

export const FEATURED_TAB = "featured"

export interface RankedSkill {
  category: string
  name: string
  level: number
  featured: boolean
}

/** Skills of one tab ("featured" or a category), highest level first; ties keep data order. */
export function skillsForTab<S extends RankedSkill>(skills: readonly S[], tab: string): S[] {
  const inTab = tab === FEATURED_TAB ? skills.filter((s) => s.featured) : skills.filter((s) => s.category === tab)
  return inTab
    .map((skill, index) => ({ skill, index }))
    .sort((a, b) => b.skill.level - a.skill.level || a.index - b.index)
    .map(({ skill }) => skill)
}

export function clampLevel(level: number): number {
  return Math.min(100, Math.max(0, Math.round(level)))
}
