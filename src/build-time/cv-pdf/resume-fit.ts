/**
 * What the one-page résumé holds, and what it leaves out, in which order, when the owner's
 * content would run onto a second page. The CV (src/build-time/cv-pdf/) holds everything; the résumé is
 * the short version a recruiter reads first.
 *
 * At most it holds the summary (the tagline), every job (newest first), the featured projects
 * (in data order; every project when none is featured), the top skills (the featured ones,
 * highest level first; the highest of all when none is featured; at most TOP_SKILLS) and the
 * achievements (certifications first, which recruiters look for, then awards, talks and
 * publications, each newest first). When that does not fit on one page, it leaves out, one at
 * a time, until it fits:
 *
 * 1. the achievements, from the end of that order;
 * 2. the older jobs, the oldest first (the latest job always stays);
 * 3. the projects, the last first;
 * 4. the skills, the lowest level first;
 * 5. the summary.
 *
 * The name, job title and contact details always stay.
 */
import { FEATURED_TAB, skillsForTab, type RankedSkill } from "../../shared/skills"
import { plural } from "../../shared/text"

/** The résumé's skills: a line a reader takes in at a glance. */
export const TOP_SKILLS = 10

export interface ResumeSelection<J, P, S, A extends { kind: string } = { kind: string }> {
  summary: boolean
  jobs: J[]
  projects: P[]
  skills: S[]
  achievements: A[]
}

/** The skills the résumé names, before anything is left out. */
export function topSkills<S extends RankedSkill>(skills: readonly S[]): S[] {
  const featured = skillsForTab(skills, FEATURED_TAB)
  const ranked = featured.length > 0 ? featured : skillsForTab(skills.map((skill) => ({ ...skill, featured: true })), FEATURED_TAB)
  return ranked.slice(0, TOP_SKILLS)
}

/** The kinds of achievement, in the order the résumé keeps them. */
const RESUME_KINDS = ["certification", "award", "talk", "publication"]

/** The achievements the résumé shows, before anything is left out: by kind (RESUME_KINDS), then in the order given (newest first). */
export function resumeAchievements<A extends { kind: string }>(achievements: readonly A[]): A[] {
  const rank = (achievement: A) => RESUME_KINDS.indexOf(achievement.kind)
  return achievements
    .map((achievement, index) => ({ achievement, index }))
    .sort((a, b) => rank(a.achievement) - rank(b.achievement) || a.index - b.index)
    .map(({ achievement }) => achievement)
}

/** What a résumé is chosen from: the content's jobs, projects, skills and achievements, newest first. */
export interface ResumeContent<J, P, S, A extends { kind: string }> {
  jobs: readonly J[]
  projects: readonly P[]
  skills: readonly S[]
  achievements: readonly A[]
}

/** The projects the résumé shows, before anything is left out. */
export function resumeProjects<P extends { featured: boolean }>(projects: readonly P[]): P[] {
  const featured = projects.filter((project) => project.featured)
  return featured.length > 0 ? featured : projects.slice()
}

/**
 * Every résumé from the fullest to the leanest, each leaving out one more thing in the order
 * above: the first that fits on one page is the one to print. Each holds less than the one
 * before, so a search may skip through them.
 */
export function resumeSelections<J, P extends { featured: boolean }, S extends RankedSkill, A extends { kind: string }>(content: ResumeContent<J, P, S, A>): ResumeSelection<J, P, S, A>[] {
  let current: ResumeSelection<J, P, S, A> = {
    summary: true,
    jobs: content.jobs.slice(),
    projects: resumeProjects(content.projects),
    skills: topSkills(content.skills),
    achievements: resumeAchievements(content.achievements),
  }
  const selections = [current]
  const leaveOut = (change: Partial<ResumeSelection<J, P, S, A>>) => {
    current = { ...current, ...change }
    selections.push(current)
  }
  while (current.achievements.length > 0) leaveOut({ achievements: current.achievements.slice(0, -1) })
  while (current.jobs.length > 1) leaveOut({ jobs: current.jobs.slice(0, -1) })
  while (current.projects.length > 0) leaveOut({ projects: current.projects.slice(0, -1) })
  while (current.skills.length > 0) leaveOut({ skills: current.skills.slice(0, -1) })
  leaveOut({ summary: false })
  return selections
}

/** Which candidate the search took, and whether it fits. */
export interface Fit {
  index: number
  fits: boolean
}

/**
 * The first of `count` ordered candidates that `fits`, found in about log2(count) tries: each
 * candidate holds less than the one before, so once one fits every later one does. When none
 * fits, the last (it is the least that can be printed), with `fits` false: the last is tried
 * too, never taken to fit untried.
 */
export async function firstThatFits(count: number, fits: (index: number) => Promise<boolean>): Promise<Fit> {
  if (await fits(0)) return { index: 0, fits: true }
  let tooLong = 0
  let fitting = count - 1
  // Whether `fitting` has been tried and fits; the last has not been tried yet.
  let tried = false
  while (fitting - tooLong > 1) {
    const middle = Math.floor((tooLong + fitting) / 2)
    if (await fits(middle)) {
      fitting = middle
      tried = true
    } else tooLong = middle
  }
  if (fitting === tooLong) return { index: fitting, fits: false }
  return { index: fitting, fits: tried || (await fits(fitting)) }
}

/**
 * What keeps even the leanest résumé off one page: its latest job, when the page holds the
 * rest without it; else the name, job title and contact details themselves.
 */
export type RunsOver = "latest job" | "header"

export type ResumeFit<J, P, S, A extends { kind: string }> = { selection: ResumeSelection<J, P, S, A>; fits: true } | { selection: ResumeSelection<J, P, S, A>; fits: false; runsOver: RunsOver }

/**
 * The fullest of `selections` (resumeSelections) that `fits` on one page; when not even the
 * leanest does, the leanest, and what is too long in it (tried once more without its latest
 * job), for the warning the build gives.
 */
export async function fitResume<J, P, S, A extends { kind: string }>(
  selections: readonly ResumeSelection<J, P, S, A>[],
  fits: (selection: ResumeSelection<J, P, S, A>) => Promise<boolean>
): Promise<ResumeFit<J, P, S, A>> {
  const found = await firstThatFits(selections.length, (index) => fits(selections[index]))
  const selection = selections[found.index]
  if (found.fits) return { selection, fits: true }
  const withoutJob = selection.jobs.length > 0 && (await fits({ ...selection, jobs: [] }))
  return { selection, fits: false, runsOver: withoutJob ? "latest job" : "header" }
}

/** What a selection left out of the résumé, for the build's log: "1 older job and 2 projects", or "". */
export function describeLeftOut<J, P extends { featured: boolean }, S extends RankedSkill, A extends { kind: string }>(
  content: ResumeContent<J, P, S, A>,
  selection: ResumeSelection<J, P, S, A>
): string {
  const fullest = resumeSelections(content)[0]
  const leftOut = (list: "achievements" | "jobs" | "projects" | "skills", word: string) => {
    const count = fullest[list].length - selection[list].length
    return count > 0 ? plural(count, word) : ""
  }
  const parts = [
    leftOut("achievements", "achievement"),
    leftOut("jobs", "older job"),
    leftOut("projects", "project"),
    leftOut("skills", "skill"),
    fullest.summary && !selection.summary ? "the summary" : "",
  ].filter(Boolean)
  return parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`
}
