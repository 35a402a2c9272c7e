/**
 * The peer targets (budgets.json `peerTargets`) held against the medians of one side-by-side
 * run: each target's limit and aim resolved against the peers' medians, the ratio to what it
 * is compared with, and whether it holds. Pure, so that the rules can be tested without a
 * Lighthouse run.
 */
import { pageKind, SCORE_CATEGORIES, THROTTLINGS, type Bound, type PeerTarget, type TargetMetric, type Throttling } from "./budget-config"

export type MetricValues = Record<TargetMetric, number>

export interface PageMedians {
  /** "this site", or the peer's folder name ("v4"). */
  site: string
  page: string
  values: MetricValues
  /** How many rounds Lighthouse measured the page in: its medians are of these. */
  rounds: number
}

/** The page of a peer that bounds refer to: peers are measured on their home page only. */
export const PEER_PAGE = "/"

const HIGHER_IS_BETTER = new Set<TargetMetric>(SCORE_CATEGORIES)

export const METRIC_LABELS: Record<TargetMetric, string> = {
  performance: "performance",
  accessibility: "accessibility",
  "best-practices": "best practices",
  seo: "SEO",
  fcpMs: "FCP",
  lcpMs: "LCP",
  lcpAfterFcpMs: "LCP − FCP",
  observedLcpAfterFcpMs: "LCP − FCP as recorded",
  tbtMs: "TBT",
  cls: "CLS",
  jsKib: "JS",
}

export function formatMetric(metric: TargetMetric, value: number): string {
  if (!Number.isFinite(value)) return "?"
  if (metric === "fcpMs" || metric === "lcpMs" || metric === "lcpAfterFcpMs" || metric === "observedLcpAfterFcpMs" || metric === "tbtMs") return `${Math.round(value)} ms`
  if (metric === "cls") return value.toFixed(3)
  if (metric === "jsKib") return `${value.toFixed(1)} KiB`
  return String(Math.round(value))
}

export interface ResolvedBound {
  value: number
  /** What the bound is a multiple of, when it is a peer's median (of so many rounds). */
  peer?: { site: string; value: number; rounds: number }
  /** "0.5 × v4 `/`", "119 KiB" */
  text: string
}

/** The peer whose home page does best on the metric. */
export function bestPeer(metric: TargetMetric, peers: readonly PageMedians[]): PageMedians {
  const homes = peers.filter((peer) => peer.page === PEER_PAGE && Number.isFinite(peer.values[metric]))
  if (homes.length === 0) return { site: "no peer", page: PEER_PAGE, values: { ...peers[0]?.values, [metric]: Number.NaN } as MetricValues, rounds: 0 }
  const better = (a: PageMedians, b: PageMedians) =>
    HIGHER_IS_BETTER.has(metric) ? b.values[metric] > a.values[metric] : b.values[metric] < a.values[metric]
  return homes.reduce((best, peer) => (better(best, peer) ? peer : best))
}

function findPeer(name: string, metric: TargetMetric, peers: readonly PageMedians[]): PageMedians {
  if (name === "best") return bestPeer(metric, peers)
  const peer = peers.find((candidate) => candidate.site === name && candidate.page === PEER_PAGE)
  if (!peer) throw new Error(`budgets.json peerTargets names the peer "${name}", which was not measured.`)
  return peer
}

export function resolveBound(bound: Bound, metric: TargetMetric, peers: readonly PageMedians[]): ResolvedBound {
  if (typeof bound === "number") return { value: bound, text: formatMetric(metric, bound) }
  const peer = findPeer(bound.peer, metric, peers)
  const times = bound.times ?? 1
  const label = `${bound.peer === "best" ? `best peer (${peer.site})` : peer.site} \`${PEER_PAGE}\``
  return {
    value: times * peer.values[metric],
    peer: { site: peer.site, value: peer.values[metric], rounds: peer.rounds },
    text: `${times === 1 ? "" : `${times} × `}${label} (${formatMetric(metric, peer.values[metric])})`,
  }
}

/** The peers a target list refers to by name ("best" needs none in particular). */
export function namedPeers(targets: readonly PeerTarget[]): string[] {
  const bounds = targets.flatMap((target) => [target.max, target.min, target.aim])
  const names = bounds.flatMap((bound) => (bound !== undefined && typeof bound !== "number" && bound.peer !== "best" ? [bound.peer] : []))
  return [...new Set(names)]
}

export interface TargetResult {
  page: string
  metric: TargetMetric
  direction: "max" | "min"
  measured: number
  limit: ResolvedBound
  aim?: ResolvedBound
  /** measured / the peer's median, or measured / the limit when the limit is a plain number. */
  ratio: number
  /** Whether the measured figure is within the limit. */
  holds: boolean
  /** Whether the run judges it: false when the page or the peer it is compared with was measured in fewer rounds than the target asks (the figure is reported, never fails). */
  judged: boolean
  aimReached?: boolean
  /** "`/` TBT ≤ v4 `/` (188 ms)" */
  description: string
}

function directionOf(target: PeerTarget): { direction: "max" | "min"; bound: Bound } {
  if (target.max !== undefined && target.min === undefined) return { direction: "max", bound: target.max }
  if (target.min !== undefined && target.max === undefined) return { direction: "min", bound: target.min }
  throw new Error(`budgets.json peerTargets: ${target.metric} on ${target.pages.join(", ")} needs exactly one of max and min.`)
}

/** The targets of a run slowed by `throttling` (its own, and those of both runs), on every page of each kind they name. */
export function evaluateTargets(
  targets: readonly PeerTarget[],
  ownPages: readonly PageMedians[],
  peers: readonly PageMedians[],
  throttling: Throttling
): TargetResult[] {
  return targets.flatMap((target) => {
    if (target.throttling !== undefined && !THROTTLINGS.includes(target.throttling)) {
      throw new Error(`budgets.json peerTargets: ${target.metric} on ${target.pages.join(", ")} names the throttling "${target.throttling}"; it is one of ${THROTTLINGS.join(", ")}, or left out for both runs.`)
    }
    if (target.throttling !== undefined && target.throttling !== throttling) return []
    const { direction, bound } = directionOf(target)
    const within = (measured: number, limit: number) => (direction === "max" ? measured <= limit : measured >= limit)
    const limit = resolveBound(bound, target.metric, peers)
    const aim = target.aim === undefined ? undefined : resolveBound(target.aim, target.metric, peers)
    // A kind of page this site has none of (the gallery page of a site with few projects, the
    // downloads page of one without apps) has no result; a kind in several languages has one each.
    return ownPages
      .filter((own) => target.pages.includes(pageKind(own.page)))
      .map(({ page, values, rounds }): TargetResult => {
        const measured = values[target.metric]
        const sign = direction === "max" ? "≤" : "≥"
        return {
          page,
          metric: target.metric,
          direction,
          measured,
          limit,
          aim,
          ratio: measured / (limit.peer?.value ?? limit.value),
          holds: within(measured, limit.value),
          judged: Math.min(rounds, limit.peer?.rounds ?? rounds) >= (target.rounds ?? 1),
          aimReached: aim === undefined ? undefined : within(measured, aim.value),
          description: `\`${page}\` ${METRIC_LABELS[target.metric]} ${sign} ${limit.text}${target.rounds ? ` over ${target.rounds} rounds` : ""}`,
        }
      })
  })
}

/** The targets that fail the run: judged, and not held. */
export const brokenTargets = (results: readonly TargetResult[]): TargetResult[] => results.filter((result) => result.judged && !result.holds)

/** Comparisons with NaN are false: a figure Lighthouse could not measure never holds a target. */
export function describeBrokenTarget(result: TargetResult): string {
  if (!Number.isFinite(result.measured) || !Number.isFinite(result.limit.value)) {
    return `${result.description}: could not be judged, Lighthouse gave no figure (see the runs without one)`
  }
  return `${result.description}: measured ${formatMetric(result.metric, result.measured)}, limit ${formatMetric(result.metric, result.limit.value)}`
}

/** The order of round `round` (0-based): every entry once, starting one further each round. */
export function roundOrder<T>(entries: readonly T[], round: number): T[] {
  const start = entries.length === 0 ? 0 : round % entries.length
  return [...entries.slice(start), ...entries.slice(0, start)]
}
