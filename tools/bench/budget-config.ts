/**
 * budgets.json, typed: the Lighthouse budgets of `npm run bench`, the byte budgets (bytes the
 * browser loads, by Lighthouse's resource types) and the same-run targets against the peer
 * sites of `npm run bench -- --peers`. budgets.json is the one list of these numbers: the code
 * and the reports read it, docs/performance.md points to it.
 */
import fs from "fs"
import path from "path"
import { loadContent, type Content } from "../../src/build-time/content/read-content"
import { PROJECTS_PATH, projectPath, projectSlug, siteHasGalleryPage, type SluggedProject } from "../../src/shared/project-pages"
import { languagesOf, localizedPath, type SiteLanguages } from "../../src/shared/languages"
import { homeEntries } from "../../src/shared/home-entries"
import { galleryPageParts } from "../../src/shared/projects"

export const KIB = 1024

/** Every project page, as budgets.json names them: a project page has the budgets and targets of its kind. */
export const ANY_PROJECT_PAGE = `${PROJECTS_PATH}/*`

/** A page's address without another language's prefix ("/sw/downloads" is "/downloads"): its kind is the same in every language. */
const withoutLanguagePrefix = (page: string): string => page.replace(/^\/[a-z]{2,3}(?:-[a-z0-9]+)*(?=\/|$)/, "") || "/"

/** The name budgets.json gives a page: "/projects/soko-online-store" is one of "/projects/*", and so is "/sw/projects/soko-online-store". */
export function pageKind(page: string): string {
  const unprefixed = withoutLanguagePrefix(page)
  return unprefixed.startsWith(`${PROJECTS_PATH}/`) ? ANY_PROJECT_PAGE : unprefixed
}

interface BenchedContent {
  projects: (SluggedProject & { caseStudy?: Record<string, unknown> })[]
  apps: unknown[]
  site: SiteLanguages & { sections?: readonly string[] | null }
}

/**
 * The page hosts answer an unknown path with. Measured at its own address: Lighthouse refuses a
 * page answered with status 404, and the body is the same.
 */
export const NOT_FOUND_PAGE = "/404.html"

/**
 * The pages `npm run bench` (Lighthouse) and `npm run bench -- --peers` measure on a site: the
 * home page, the downloads page (when the site has apps), the gallery page (when the site has
 * more projects than the home page carries), the project page with the
 * fullest case study (the most parts, screenshots counted each; the first in data order on a
 * tie), the heaviest of its kind, and the 404 page; in a site of several languages, also each
 * other language's home and that project page, whose texts are that language's. Read from the
 * content the site was built from, so any owner's site is measured on its own pages.
 */
export function benchPages({ projects, apps, site }: BenchedContent): string[] {
  const fullness = (project: BenchedContent["projects"][number]) =>
    Object.values(project.caseStudy ?? {}).reduce<number>((sum, part) => sum + (Array.isArray(part) ? part.length : 1), 0)
  const fullest = projects.reduce((best, project) => (fullness(project) > fullness(best) ? project : best), projects[0])
  const project = projectPath(projectSlug(fullest))
  const [defaultLanguage, ...others] = languagesOf(site)
  const inOtherLanguages = others.flatMap((language) => ["/", project].map((page) => localizedPath(page, language, defaultLanguage)))
  return ["/", ...(apps.length > 0 ? ["/downloads"] : []), ...(siteHasGalleryPage(site, projects) ? [PROJECTS_PATH] : []), project, NOT_FOUND_PAGE, ...inOtherLanguages]
}

/** The bench pages of a built site, from the data/ beside its public/ (a checkout, or a copy of one). */
export function benchPagesOf(publicDir: string): string[] {
  return benchPages(loadContent(path.dirname(publicDir)))
}

/** The content a built site was made from, the data/ beside its public/: its byte budgets follow it (byteBudgetOf). */
export const contentOf = (publicDir: string): Content => loadContent(path.dirname(publicDir))

/**
 * The resource types of Lighthouse's resource-summary audit (core/computed/resource-summary.js):
 * Chromium's request type, with everything but these six mapped to "other" (page data fetched
 * by script, the manifest, pings...).
 */
export const RESOURCE_TYPES = ["script", "stylesheet", "font", "image", "media", "document", "other"] as const
export type ResourceType = (typeof RESOURCE_TYPES)[number]

/** Maximum KiB a page may transfer, per resource type; a type left out is not limited. */
export type ByteBudget = Partial<Record<`${ResourceType}Kb`, number>>

export const SCORE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const
export type ScoreCategory = (typeof SCORE_CATEGORIES)[number]

export type LighthouseBudget = Record<ScoreCategory, number> & { cls: number; tbtMs: number; lcpMs: number }

/**
 * What a peer target can hold: a 0-100 score, a metric, the script KiB Lighthouse counts, or
 * how long after the first contentful paint the largest one comes (LCP − FCP of each run: 0
 * when the largest text is painted with the first), simulated or as the unthrottled trace
 * recorded the two paints (observedLcpAfterFcpMs).
 */
export const TARGET_METRICS = [...SCORE_CATEGORIES, "fcpMs", "lcpMs", "lcpAfterFcpMs", "observedLcpAfterFcpMs", "tbtMs", "cls", "jsKib"] as const
export type TargetMetric = (typeof TARGET_METRICS)[number]

/**
 * A limit or aim of a peer target: a plain number, or `times` (default 1) a peer's median on
 * its `/`. `"peer": "best"` is whichever peer does best on that metric.
 */
export type Bound = number | { peer: string; times?: number }

/**
 * How Lighthouse slows the page to a mobile phone's: "simulate" (its default) loads at full
 * speed and computes the metrics a slow network and CPU would give; "devtools" (applied) has the
 * browser really slow the network and the CPU, and reports what it recorded.
 */
export const THROTTLINGS = ["simulate", "devtools"] as const
export type Throttling = (typeof THROTTLINGS)[number]

export interface PeerTarget {
  /** This site's pages the target applies to, each in every language ("/": "/sw" too; "/projects/*": the project page measured). */
  pages: string[]
  metric: TargetMetric
  /** The run that judges it: "simulate" (`npm run bench -- --peers`) or "devtools" (`--applied`); left out, both. */
  throttling?: Throttling
  /** The fewest rounds whose median judges it; a run of fewer reports it, not judged. */
  rounds?: number
  /** Exactly one of max (lower is better) and min (higher is better): breaking it fails the bench. */
  max?: Bound
  min?: Bound
  /** Where we want to be; reported, never fails the bench. Same direction as max/min. */
  aim?: Bound
}

/** The kinds of entry a page's document grows with. */
export type EntryKind = "projects" | "projectRows" | "skills" | "positions" | "achievements"

/** A page kind's allowance for one kind of entry: `included` entries are in its budget, each further one adds these KiB. */
export type EntryAllowance = ByteBudget & { included: number }

export interface Budgets {
  notes: string[]
  lighthouse: LighthouseBudget
  bytes: Record<string, ByteBudget>
  /** The most elements a page of the sample may have once loaded (dom-size.e2e.ts). */
  elements: Record<string, number>
  /** What each entry beyond those included adds to a page kind's budgets. */
  bytesPerEntry: Record<string, Partial<Record<EntryKind, EntryAllowance>>>
  /** What each language beyond the first adds to a page's byte budgets. */
  bytesPerLanguage: ByteBudget
  /** What a page in another language than the default adds besides: its own words. */
  bytesInAnotherLanguage: ByteBudget
  /** Each page's first flight (./first-flight.ts), KiB of gzip. */
  firstScreen: { firstFlightKb: number; inlineCssKb: number }
  peerTargets: PeerTarget[]
}

export const BUDGETS_FILE = path.join(__dirname, "budgets.json")

export function readBudgets(file = BUDGETS_FILE): Budgets {
  return JSON.parse(fs.readFileSync(file, "utf8")) as Budgets
}

export type BudgetedContent = Pick<Content, "site" | "projects" | "skills" | "experience" | "achievements">

/** How many entries of each kind a page of this kind carries: the home page its sections' (its share of the projects), the gallery page every project, as a card or a row. */
export function entriesOn(kind: string, { site, ...lists }: BudgetedContent): Partial<Record<EntryKind, number>> {
  if (kind === "/") {
    const { projects, skills, experience, achievements } = homeEntries(site, lists)
    return { projects: projects.length, skills: skills.length, positions: experience.length, achievements: achievements.length }
  }
  if (kind === PROJECTS_PATH) {
    const { cards, rows } = galleryPageParts(lists.projects)
    return { projects: cards.length, projectRows: rows.length }
  }
  return {}
}

/**
 * A page's byte budgets on a site made from `content`: its kind's; what each entry beyond those
 * the kind includes adds (a project, a skill...); each further language's allowance; and, for a
 * page under another language's prefix, that language's words.
 */
export function byteBudgetOf(budgets: Budgets, page: string, content: BudgetedContent): ByteBudget {
  const kind = pageKind(page)
  const budget: ByteBudget = { ...budgets.bytes[kind] }
  const add = (extras: ByteBudget, times: number) => {
    for (const [key, extra] of Object.entries(extras) as [keyof ByteBudget, number][]) {
      if (budget[key] !== undefined) budget[key] = budget[key]! + extra * times
    }
  }
  const entries = entriesOn(kind, content)
  for (const [entry, { included, ...extras }] of Object.entries(budgets.bytesPerEntry[kind] ?? {}) as [EntryKind, EntryAllowance][]) {
    add(extras, Math.max(0, (entries[entry] ?? 0) - included))
  }
  add(budgets.bytesPerLanguage, languagesOf(content.site).length - 1)
  if (withoutLanguagePrefix(page) !== page) add(budgets.bytesInAnotherLanguage, 1)
  return budget
}
