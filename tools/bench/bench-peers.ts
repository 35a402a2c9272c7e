/**
 * `npm run bench -- --peers`: this site's `/`, `/downloads` and a project page side by side with the home page
 * of each peer build in ../shared/peers/ (see its README). Every site is served by the same
 * gzip static server (support/static-server.ts, one instance and port per site); Lighthouse
 * (mobile, simulated throttling, the same flags as the single-site bench; with --applied the
 * browser is really slowed instead, devtools throttling) runs every page once
 * per round, in an order that rotates each round, so that the machine's drift falls on all
 * sites alike. Each figure is the median of its page's rounds, and only ratios within the run
 * are judged: budgets.json `peerTargets`.
 *
 * Writes reports/bench-peers.md (with a table ready for docs/performance.md) and reports/bench-peers.json,
 * and each page's median Lighthouse result to reports/lighthouse-peers-<site>-<page>.json.
 * Returns 1 when a target is broken.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { benchPagesOf, KIB, SCORE_CATEGORIES, TARGET_METRICS, type Budgets, type Throttling } from "./budget-config"
import {
  MAIN_THREAD_GROUPS,
  auditsBelowFullScore,
  REPORTS_DIR,
  chromiumVersion,
  figuresOf,
  median,
  medianRunIndex,
  pageSlug,
  missingMetrics,
  runLighthouse,
  withLighthouseSession,
  type LighthouseFigures,
  type LighthouseResult,
  type MainThreadGroup,
} from "./lighthouse"
import {
  PEER_PAGE,
  brokenTargets,
  describeBrokenTarget,
  evaluateTargets,
  formatMetric,
  namedPeers,
  roundOrder,
  type MetricValues,
  type PageMedians,
  type TargetResult,
} from "./peer-targets"

export const THIS_SITE = "this site"
/** Another build of this site measured in the same rounds (--before): reported beside it, judged against nothing. */
export const BEFORE_SITE = "this site before"
const MIN_CONCLUSIVE_ROUNDS = 5

interface PeersOptions {
  publicDir: string
  peersDir: string
  rounds: number
  /** Another build of this site to measure in the same rounds, for a before-and-after comparison. */
  beforeDir?: string
  throttling: Throttling
}

interface Site {
  name: string
  dir: string
  pages: string[]
  isPeer: boolean
}

interface BenchedPage {
  site: string
  page: string
  /** One per round, in round order. */
  runs: LighthouseFigures[]
  medians: MetricValues
  /** Each kind of main-thread work's median over the runs, and the elements of the page. */
  mainThreadMs: Record<MainThreadGroup, number>
  elements: number
  /** Runs that failed or lacked a figure, and why: "round 2: largest-contentful-paint: NO_LCP". */
  missing: string[]
}

interface Machine {
  cpu: string
  cores: number
  lighthouse: string
  chromium: string
  date: string
}

export interface PeersReport {
  machine: Machine
  rounds: number
  throttling: Throttling
  publicDir: string
  beforeDir?: string
  peersDir: string
  pages: BenchedPage[]
  targets: TargetResult[]
  broken: string[]
  /** Targets the run had too few rounds for, with what they measured. */
  notJudged: string[]
  durationMs: number
}

/** The peer sites: each folder of peersDir holding a built index.html, by name. */
export function findPeerSites(peersDir: string): Site[] {
  if (!fs.existsSync(peersDir)) throw new Error(`No peer sites: ${peersDir} does not exist (see --peers-dir).`)
  const names = fs
    .readdirSync(peersDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(peersDir, entry.name, "index.html")))
    .map((entry) => entry.name)
    .sort()
  if (names.length === 0) throw new Error(`No peer sites in ${peersDir}: expected folders holding an index.html.`)
  return names.map((name) => ({ name, dir: path.join(peersDir, name), pages: [PEER_PAGE], isPeer: true }))
}

function assertTargetsCanResolve(budgets: Budgets, peers: readonly Site[]): void {
  const missing = namedPeers(budgets.peerTargets).filter((name) => !peers.some((peer) => peer.name === name))
  if (missing.length > 0) {
    throw new Error(`budgets.json peerTargets compare with ${missing.join(", ")}, not found among the peer sites (${peers.map((peer) => peer.name).join(", ")}).`)
  }
}

export function metricValues(figures: LighthouseFigures): MetricValues {
  return {
    performance: figures.scores.performance,
    accessibility: figures.scores.accessibility,
    "best-practices": figures.scores["best-practices"],
    seo: figures.scores.seo,
    fcpMs: figures.fcpMs,
    lcpMs: figures.lcpMs,
    lcpAfterFcpMs: figures.lcpMs - figures.fcpMs,
    observedLcpAfterFcpMs: figures.observedLcpMs - figures.observedFcpMs,
    tbtMs: figures.tbtMs,
    cls: figures.cls,
    jsKib: figures.resources.script.bytes / KIB,
  }
}

/** Each metric's median over the runs, taken on its own. */
export function medianValues(runs: readonly LighthouseFigures[]): MetricValues {
  const values = runs.map(metricValues)
  const medians = {} as MetricValues
  for (const metric of TARGET_METRICS) medians[metric] = median(values.map((value) => value[metric]))
  return medians
}

/** Each kind of main-thread work's median over the runs, taken on its own. */
export function medianMainThread(runs: readonly LighthouseFigures[]): Record<MainThreadGroup, number> {
  const medians = {} as Record<MainThreadGroup, number>
  for (const group of Object.keys(MAIN_THREAD_GROUPS) as MainThreadGroup[]) medians[group] = median(runs.map((run) => run.mainThreadMs[group]))
  return medians
}

interface PageToRun {
  site: Site
  page: string
  url: string
}

const runLabel = (entry: PageToRun) => `${entry.site.name} ${entry.page}`
const fileSlug = (site: string, page: string) => `${site.replace(/[^a-z0-9]+/gi, "-")}-${pageSlug(page)}`

/** A Lighthouse run that fails (e.g. NO_NAVSTART, seen about once in 25 runs here) gets one more try. */
async function runLighthouseWithRetry(url: string, file: string, throttling: Throttling): Promise<LighthouseResult> {
  try {
    return await runLighthouse(url, file, { throttling })
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\nTrying once more.`)
    return runLighthouse(url, file, { throttling })
  }
}

interface RecordedRun {
  figures: LighthouseFigures
  file: string
  missing: string[]
}

async function runRounds(entries: readonly PageToRun[], rounds: number, tempDir: string, throttling: Throttling) {
  const runs = new Map<PageToRun, RecordedRun[]>(entries.map((entry) => [entry, []]))
  const failed = new Map<PageToRun, string[]>(entries.map((entry) => [entry, []]))
  let lighthouseVersion = "?"
  for (let round = 0; round < rounds; round += 1) {
    for (const entry of roundOrder(entries, round)) {
      const file = path.join(tempDir, `${fileSlug(entry.site.name, entry.page)}-${round + 1}.json`)
      const started = Date.now()
      let lhr: LighthouseResult
      try {
        lhr = await runLighthouseWithRetry(entry.url, file, throttling)
      } catch (error) {
        // One page failing twice should not throw away the other runs of a quarter-hour bench.
        failed.get(entry)?.push(`round ${round + 1}: Lighthouse failed twice: ${error instanceof Error ? error.message.split("\n").pop() : error}`)
        console.error(`round ${round + 1}/${rounds} ${runLabel(entry)}: failed twice, left out.`)
        continue
      }
      const figures = figuresOf(lhr, Date.now() - started)
      const missing = missingMetrics(lhr).map((reason) => `round ${round + 1}: ${reason}`)
      runs.get(entry)?.push({ figures, file, missing })
      lighthouseVersion = lhr.lighthouseVersion
      console.error(
        `round ${round + 1}/${rounds} ${runLabel(entry)}: performance ${figures.scores.performance}, TBT ${Math.round(figures.tbtMs)} ms, ` +
          `LCP ${Math.round(figures.lcpMs)} ms, JS ${(figures.resources.script.bytes / KIB).toFixed(1)} KiB, ${(figures.durationMs / 1000).toFixed(1)} s` +
          (missing.length > 0 ? ` (no figure: ${missingMetrics(lhr).join("; ")})` : "") +
          SCORE_CATEGORIES.filter((category) => figures.scores[category] < 100 && category !== "performance")
            .map((category) => `; ${category} ${figures.scores[category]}: ${auditsBelowFullScore(lhr, category).join(", ")}`)
            .join("")
      )
    }
  }
  return { runs, failed, lighthouseVersion }
}

/** Keeps the median run's full Lighthouse result of each page, for looking into a figure later. */
function keepMedianResults(runs: ReadonlyMap<PageToRun, RecordedRun[]>): void {
  for (const [entry, pageRuns] of runs) {
    if (pageRuns.length === 0) continue
    const medianRun = pageRuns[medianRunIndex(pageRuns.map((run) => run.figures))]
    fs.copyFileSync(medianRun.file, path.join(REPORTS_DIR, `lighthouse-peers-${fileSlug(entry.site.name, entry.page)}.json`))
  }
}

export async function runPeersBench(options: PeersOptions, budgets: Budgets): Promise<PeersReport> {
  const started = Date.now()
  const peers = findPeerSites(options.peersDir)
  assertTargetsCanResolve(budgets, peers)
  const sites: Site[] = [
    { name: THIS_SITE, dir: options.publicDir, pages: benchPagesOf(options.publicDir), isPeer: false },
    ...(options.beforeDir ? [{ name: BEFORE_SITE, dir: options.beforeDir, pages: benchPagesOf(options.beforeDir), isPeer: false }] : []),
    ...peers,
  ]
  return withLighthouseSession(async (session) => {
    const entries: PageToRun[] = []
    for (const site of sites) {
      const server = await session.serve(site.dir, { headersFile: site.isPeer ? "optional" : "required" })
      for (const page of site.pages) entries.push({ site, page, url: new URL(page, server.url).href })
    }
    const { runs, failed, lighthouseVersion } = await runRounds(entries, options.rounds, session.tempDir, options.throttling)
    keepMedianResults(runs)
    const pages: BenchedPage[] = entries.map((entry) => {
      const pageRuns = runs.get(entry) ?? []
      const figures = pageRuns.map((run) => run.figures)
      return {
        site: entry.site.name,
        page: entry.page,
        runs: figures,
        medians: medianValues(figures),
        mainThreadMs: medianMainThread(figures),
        elements: median(figures.map((run) => run.elements)),
        missing: [...(failed.get(entry) ?? []), ...pageRuns.flatMap((run) => run.missing)],
      }
    })
    const toMedians = (page: BenchedPage): PageMedians => ({ site: page.site, page: page.page, values: page.medians, rounds: page.runs.length })
    const peerNames = new Set(peers.map((peer) => peer.name))
    const targets = evaluateTargets(
      budgets.peerTargets,
      pages.filter((page) => page.site === THIS_SITE).map(toMedians),
      pages.filter((page) => peerNames.has(page.site)).map(toMedians),
      options.throttling
    )
    const cpus = os.cpus()
    return {
      machine: { cpu: cpus[0]?.model.trim() ?? "?", cores: cpus.length, lighthouse: lighthouseVersion, chromium: chromiumVersion(), date: new Date(started).toISOString() },
      rounds: options.rounds,
      throttling: options.throttling,
      publicDir: options.publicDir,
      beforeDir: options.beforeDir,
      peersDir: options.peersDir,
      pages,
      targets,
      broken: brokenTargets(targets).map(describeBrokenTarget),
      notJudged: targets.filter((target) => !target.judged).map(targetLine),
      durationMs: Date.now() - started,
    }
  })
}

function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`
  return [line(header), line(header.map(() => "---")), ...rows.map(line)]
}

const pageLabel = (page: BenchedPage) => `${page.site} \`${page.page}\``

/** The medians of every page: the table docs/performance.md shows. */
export function mediansTable(pages: readonly BenchedPage[]): string[] {
  const rows = pages.map((page) => [
    pageLabel(page),
    ...SCORE_CATEGORIES.map((category) => formatMetric(category, page.medians[category])),
    formatMetric("fcpMs", page.medians.fcpMs),
    formatMetric("lcpMs", page.medians.lcpMs),
    formatMetric("lcpAfterFcpMs", page.medians.lcpAfterFcpMs),
    formatMetric("observedLcpAfterFcpMs", page.medians.observedLcpAfterFcpMs),
    formatMetric("tbtMs", page.medians.tbtMs),
    formatMetric("cls", page.medians.cls),
    page.medians.jsKib.toFixed(1),
  ])
  return markdownTable(
    ["page", "performance", "accessibility", "best practices", "SEO", "FCP", "LCP", "LCP − FCP", "LCP − FCP as recorded", "TBT", "CLS", "JS KiB (Lighthouse transfer)"],
    rows
  )
}

/**
 * Where each page's main thread goes under Lighthouse's mobile throttling (mainthread-work-
 * breakdown, the CPU slowdown applied; medians over the rounds), with its element count.
 */
export function mainThreadTable(pages: readonly BenchedPage[]): string[] {
  const groups = Object.keys(MAIN_THREAD_GROUPS) as MainThreadGroup[]
  const rows = pages.map((page) => {
    const total = groups.reduce((sum, group) => sum + page.mainThreadMs[group], 0)
    return [pageLabel(page), ...groups.map((group) => String(Math.round(page.mainThreadMs[group]))), String(Math.round(total)), Number.isFinite(page.elements) ? String(page.elements) : "?"]
  })
  return markdownTable(["page", ...groups.map((group) => `${MAIN_THREAD_GROUPS[group]} ms`), "total ms", "elements"], rows)
}

const ratioText = (ratio: number) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)} ×` : "—")
const verdict = (ok: boolean | undefined) => (ok === undefined ? "" : ok ? "yes" : "**no**")
/** What a target the run had too few rounds for says beside its figure. */
const NOT_JUDGED = "not judged: too few rounds"

const holdsText = (target: TargetResult) => (target.judged ? verdict(target.holds) : `${target.holds ? "yes" : "no"}, ${NOT_JUDGED}`)

/** A target's line under the report: what it measured and its verdict, or, not judged, on which side of the limit it fell. */
function targetLine(target: TargetResult): string {
  const verdictText = target.judged ? (target.holds ? "holds" : "broken") : `${target.holds ? "within" : "over"} the limit, ${NOT_JUDGED}`
  return `${target.description}: ${formatMetric(target.metric, target.measured)}, ${verdictText}`
}

export function targetsTable(targets: readonly TargetResult[]): string[] {
  const rows = targets.map((target) => [
    target.description,
    formatMetric(target.metric, target.measured),
    formatMetric(target.metric, target.limit.value),
    target.limit.peer ? `${ratioText(target.ratio)} ${target.limit.peer.site}` : `${ratioText(target.ratio)} the limit`,
    target.aim ? `${target.aim.text}: ${verdict(target.aimReached)}` : "",
    holdsText(target),
  ])
  return markdownTable(["target", "measured", "limit", "ratio", "aim reached", "holds"], rows)
}

/**
 * How steady each page's figures were over the rounds: the spread of TBT and LCP (highest −
 * lowest), and for LCP that spread against its median. A reader judges a target by it: a
 * median whose spread is large beside its gap to the limit is not a verdict. Applied
 * throttling moves more from run to run than the simulation, whose network is computed.
 */
export function steadinessTable(pages: readonly BenchedPage[]): string[] {
  const spread = (values: readonly number[]) => (values.length === 0 ? NaN : Math.max(...values) - Math.min(...values))
  const rows = pages.map((page) => {
    const lcpSpread = spread(page.runs.map((run) => run.lcpMs))
    return [pageLabel(page), `${Math.round(spread(page.runs.map((run) => run.tbtMs)))}`, `${Math.round(lcpSpread)}`, `${Math.round((100 * lcpSpread) / page.medians.lcpMs)} %`]
  })
  return markdownTable(["page", "TBT spread ms", "LCP spread ms", "LCP spread ÷ median"], rows)
}

function roundsTable(pages: readonly BenchedPage[]): string[] {
  const rows = pages.map((page) => [
    pageLabel(page),
    page.runs.map((run) => run.scores.performance).join(", "),
    page.runs.map((run) => Math.round(run.tbtMs)).join(", "),
    page.runs.map((run) => Math.round(run.lcpMs)).join(", "),
    page.runs.map((run) => Math.round(run.lcpMs - run.fcpMs)).join(", "),
  ])
  return markdownTable(["page", "performance by round", "TBT ms by round", "LCP ms by round (failed runs left out)", "LCP − FCP ms by round"], rows)
}

/** The runs Lighthouse could not measure fully: their medians come from the other rounds, or are "?". */
function missingLines(pages: readonly BenchedPage[]): string[] {
  const lines = pages.flatMap((page) => page.missing.map((reason) => `- ${pageLabel(page)}, ${reason}`))
  return lines.length === 0 ? [] : ["## Runs without a figure", "", ...lines, ""]
}

const THROTTLING_NAMES: Record<Throttling, string> = { simulate: "simulated throttling", devtools: "applied throttling: the browser slowed" }

export function machineLine(report: Pick<PeersReport, "machine" | "rounds" | "throttling">): string {
  const { machine } = report
  return (
    `${machine.cpu}, ${machine.cores} cores; Lighthouse ${machine.lighthouse} (mobile, ${THROTTLING_NAMES[report.throttling]}); ` +
    `Chromium ${machine.chromium}; ${machine.date.slice(0, 10)}; ${report.rounds} interleaved round(s), medians`
  )
}

/** The table and the lines under it, ready to paste into docs/performance.md. */
export function readmeSnippet(report: PeersReport): string[] {
  return [
    `Measured with \`npm run bench -- --peers\` (${machineLine(report)}; every site served by the same gzip static server):`,
    "",
    ...mediansTable(report.pages),
    "",
    "Main thread by kind of work (Lighthouse's mainthread-work-breakdown, mobile CPU slowdown applied; medians):",
    "",
    ...mainThreadTable(report.pages),
    "",
    ...report.targets
      .filter((target) => target.limit.peer || target.metric === "jsKib")
      .map((target) => `- ${targetLine(target)}`),
  ]
}

export function renderPeersMarkdown(report: PeersReport): string {
  const lines = [
    `# Side-by-side benchmark ${report.machine.date}`,
    "",
    `Machine: ${machineLine(report)}. This site: ${report.publicDir}${report.beforeDir ? `; this site before: ${report.beforeDir}` : ""}; peers: ${report.peersDir}.`,
    "Every site served by tools/static-server.ts with gzip, one instance per site. Only ratios within this run count:",
    "absolute figures move with the machine and its load.",
  ]
  if (report.rounds < MIN_CONCLUSIVE_ROUNDS) {
    lines.push("", `**${report.rounds} round(s) only: the project's verdicts come from runs of at least ${MIN_CONCLUSIVE_ROUNDS}, and of more where a target asks.**`)
  }
  lines.push(
    "",
    "## Medians",
    "",
    ...mediansTable(report.pages),
    "",
    "## Main thread by kind of work (medians)",
    "",
    ...mainThreadTable(report.pages),
    "",
    `## Targets (budgets.json \`peerTargets\`, ${THROTTLING_NAMES[report.throttling]})`,
    "",
    ...targetsTable(report.targets),
    "",
    "## How steady (over the rounds)",
    "",
    ...steadinessTable(report.pages),
    "",
    "## Each round",
    "",
    ...roundsTable(report.pages),
    "",
    ...missingLines(report.pages),
    "## For docs/performance.md",
    "",
    ...readmeSnippet(report),
    "",
    report.broken.length > 0 ? "## Broken targets" : report.notJudged.length > 0 ? "## Every judged target holds" : "## All targets hold",
    "",
    ...report.broken.map((line) => `- ${line}`),
    "",
    ...(report.notJudged.length > 0 ? ["## Not judged: too few rounds", "", ...report.notJudged.map((line) => `- ${line}`), ""] : []),
    `Bench took ${(report.durationMs / 1000).toFixed(0)} s.`
  )
  return lines.join("\n") + "\n"
}

export async function benchPeers(options: PeersOptions, budgets: Budgets): Promise<number> {
  const report = await runPeersBench(options, budgets)
  const markdown = renderPeersMarkdown(report)
  // The applied run's report beside the simulated one's, so one never overwrites the other.
  const name = options.throttling === "devtools" ? "bench-peers-applied" : "bench-peers"
  fs.writeFileSync(path.join(REPORTS_DIR, `${name}.md`), markdown)
  fs.writeFileSync(path.join(REPORTS_DIR, `${name}.json`), JSON.stringify(report, null, 2) + "\n")
  process.stdout.write(markdown)
  console.error(`\nWrote ${path.relative(process.cwd(), path.join(REPORTS_DIR, `${name}.md`))} and ${name}.json.`)
  if (report.notJudged.length > 0) console.error(`\n${report.notJudged.length} peer target(s) not judged, for too few rounds:\n${report.notJudged.map((line) => `  - ${line}`).join("\n")}`)
  if (report.broken.length === 0) return 0
  console.error(`\n${report.broken.length} peer target(s) broken:\n${report.broken.map((line) => `  - ${line}`).join("\n")}`)
  return 1
}
