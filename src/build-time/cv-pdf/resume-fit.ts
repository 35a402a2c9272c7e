/**
 * What the one-page résumé holds, and what it leaves out, in which order, when the owner's
 * content would run onto a second page. The CV (src/build-time/cv-pdf/) holds everything; the résumé is
 * the short version a recruiter reads first.
 *
 * At most it holds the summary (the tagline), every job (most recent first, as
 * data/experience.json lists them), the featured projects (in data order; every project when
 * none is featured) and the top skills (the featured ones, highest level first; the highest of
 * all when none is featured; at most TOP_SKILLS). When that does not fit on one page, it leaves
 * out, one at a time, until it fits:
 *
 * 1. the older jobs, the oldest first (the latest job always stays);
 * 2. the projects, the last first;
 * 3. the skills, the lowest level first;
 * 4. the summary.
 *
 * The name, job title and contact details always stay.
 */
import { FEATURED_TAB, skillsForTab, type RankedSkill } from "../../shared/skills"

/** The résumé's skills: a line a reader takes in at a glance. */
export const TOP_SKILLS = 10

export interface ResumeSelection<J, P, S> {
  summary: boolean
  jobs: J[]
  projects: P[]
  skills: S[]
}

/** The skills the résumé names, before anything is left out. */
export function topSkills<S extends RankedSkill>(skills: readonly S[]): S[] {
  const featured = skillsForTab(skills, FEATURED_TAB)
  const ranked = featured.length > 0 ? featured : skillsForTab(skills.map((skill) => ({ ...skill, featured: true })), FEATURED_TAB)
  return ranked.slice(0, TOP_SKILLS)
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
export function resumeSelections<J, P extends { featured: boolean }, S extends RankedSkill>(content: {
  jobs: readonly J[]
  projects: readonly P[]
  skills: readonly S[]
}): ResumeSelection<J, P, S>[] {
  let current: ResumeSelection<J, P, S> = {
    summary: true,
    jobs: content.jobs.slice(),
    projects: resumeProjects(content.projects),
    skills: topSkills(content.skills),
  }
  const selections = [current]
  const leaveOut = (change: Partial<ResumeSelection<J, P, S>>) => {
    current = { ...current, ...change }
    selections.push(current)
  }
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

export type ResumeFit<J, P, S> = { selection: ResumeSelection<J, P, S>; fits: true } | { selection: ResumeSelection<J, P, S>; fits: false; runsOver: RunsOver }

/**
 * The fullest of `selections` (resumeSelections) that `fits` on one page; when not even the
 * leanest does, the leanest, and what is too long in it (tried once more without its latest
 * job), for the warning the build gives.
 */
export async function fitResume<J, P, S>(
  selections: readonly ResumeSelection<J, P, S>[],
  fits: (selection: ResumeSelection<J, P, S>) => Promise<boolean>
): Promise<ResumeFit<J, P, S>> {
  const found = await firstThatFits(selections.length, (index) => fits(selections[index]))
  const selection = selections[found.index]
  if (found.fits) return { selection, fits: true }
  const withoutJob = selection.jobs.length > 0 && (await fits({ ...selection, jobs: [] }))
  return { selection, fits: false, runsOver: withoutJob ? "latest job" : "header" }
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** What a selection left out of the résumé, for the build's log: "1 older job and 2 projects", or "". */
export function describeLeftOut<J, P extends { featured: boolean }, S extends RankedSkill>(
  jobs: readonly J[],
  projects: readonly P[],
  skills: readonly S[],
  selection: ResumeSelection<J, P, S>
): string {
  const fullest = resumeSelections({ jobs, projects, skills })[0]
  const parts = [
    fullest.jobs.length > selection.jobs.length ? count(fullest.jobs.length - selection.jobs.length, "older job", "older jobs") : "",
    fullest.projects.length > selection.projects.length ? count(fullest.projects.length - selection.projects.length, "project", "projects") : "",
    fullest.skills.length > selection.skills.length ? count(fullest.skills.length - selection.skills.length, "skill", "skills") : "",
    fullest.summary && !selection.summary ? "the summary" : "",
  ].filter(Boolean)
  return parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`
}
