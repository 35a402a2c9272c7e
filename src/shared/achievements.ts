/** Which achievements a site shows: every one, or every one but the certifications past their expiry (the owner's choice). */
import { monthOf } from "./dates"

interface Dated {
  date: string
  expires?: string | null
}

/** A certification whose expiry month is before `today`'s. */
export const isExpired = (achievement: Dated, today: Date): boolean => !!achievement.expires && achievement.expires < monthOf(today)

/** The achievements to show: all, marked where expired (showExpired), or without the expired ones. */
export const shownAchievements = <A extends Dated>(achievements: readonly A[], showExpired: boolean, today: Date): A[] =>
  achievements.filter((achievement) => showExpired || !isExpired(achievement, today))
