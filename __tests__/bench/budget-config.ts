/**
 * budgets.json, typed: the Lighthouse budgets of `npm run bench`, the byte budgets (bytes the
 * browser loads, by Lighthouse's resource types) and the same-run targets against the peer
 * sites of `npm run bench -- --peers`. budgets.json is the one list of these numbers: the code
 * and the reports read it, docs/performance.md points to it.
 */
import fs from "fs"
import path from "path"

export const KIB = 1024

/**
 * This site's pages that `npm run bench` (Lighthouse) and `npm run bench -- --peers` measure:
 * the home page, the downloads page and one project page, the one with the fullest case study.
 */
export const BENCH_PAGES = ["/", "/downloads", "/projects/soko-online-store"]

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

/** What a peer target can hold: a 0-100 score, a metric, or the script KiB Lighthouse counts. */
export const TARGET_METRICS = [...SCORE_CATEGORIES, "lcpMs", "tbtMs", "cls", "jsKib"] as const
export type TargetMetric = (typeof TARGET_METRICS)[number]

/**
 * A limit or aim of a peer target: a plain number, or `times` (default 1) a peer's median on
 * its `/`. `"peer": "best"` is whichever peer does best on that metric.
 */
export type Bound = number | { peer: string; times?: number }

export interface PeerTarget {
  /** This site's pages the target applies to, each on its own. */
  pages: string[]
  metric: TargetMetric
  /** Exactly one of max (lower is better) and min (higher is better): breaking it fails the bench. */
  max?: Bound
  min?: Bound
  /** Where we want to be; reported, never fails the bench. Same direction as max/min. */
  aim?: Bound
}

export interface Budgets {
  notes: string[]
  lighthouse: LighthouseBudget
  bytes: Record<string, ByteBudget>
  peerTargets: PeerTarget[]
}

export const BUDGETS_FILE = path.join(__dirname, "budgets.json")

export function readBudgets(file = BUDGETS_FILE): Budgets {
  return JSON.parse(fs.readFileSync(file, "utf8")) as Budgets
}
