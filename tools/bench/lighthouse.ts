/**
 * Runs the repository's pinned Lighthouse CLI (mobile, default simulated throttling) against
 * a URL in Debian's Chromium and reads the figures the benchmarks use. Shared by bench.ts's
 * single-site mode and its side-by-side mode with the peer sites (bench-peers.ts).
 */
import { execFileSync, spawn, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { CHROME_PATH, CHROMIUM_FLAGS } from "../chromium"
import { startStaticServer, type StaticServer, type StaticServerOptions } from "../static-server"
import { RESOURCE_TYPES, SCORE_CATEGORIES, type ScoreCategory, type Throttling } from "./budget-config"
import type { LoadedTotals } from "./loaded-bytes"

export const REPO_ROOT = path.join(__dirname, "..", "..")
export const REPORTS_DIR = path.join(REPO_ROOT, "reports")
/**
 * The repository's pinned Lighthouse. LIGHTHOUSE_BIN may point at another installation, to
 * compare versions; reports name the version that ran.
 */
const LIGHTHOUSE_BIN = process.env.LIGHTHOUSE_BIN ?? path.join(REPO_ROOT, "node_modules", ".bin", "lighthouse")

const MAX_WAIT_FOR_LOAD_MS = 45_000
/** A Lighthouse run takes ~15 s here; past this it is stuck and gets killed. */
const RUN_TIMEOUT_MS = 120_000
/** After SIGINT, how long Lighthouse gets to close its Chromium before SIGKILL. */
const KILL_GRACE_MS = 5_000

/** The parts of a Lighthouse result (LHR) this script reads. */
export interface LighthouseAudit {
  title: string
  score: number | null
  scoreDisplayMode: string
  numericValue?: number
  displayValue?: string
  errorMessage?: string
  details?: { type?: string; items?: Record<string, unknown>[] }
}

export interface LighthouseResult {
  lighthouseVersion: string
  fetchTime: string
  runtimeError?: { code: string; message: string }
  runWarnings: string[]
  environment: { benchmarkIndex: number; hostUserAgent?: string }
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>
  audits: Record<string, LighthouseAudit>
}

/**
 * The groups of Lighthouse's mainthread-work-breakdown (core/lib/tracehouse/task-groups.js), in
 * the order the bench reports them, with Lighthouse's labels. Under simulated throttling the
 * audit multiplies each task by the CPU slowdown (4x on mobile), as TBT does.
 */
export const MAIN_THREAD_GROUPS = {
  parseHTML: "Parse HTML & CSS",
  styleLayout: "Style & Layout",
  paintCompositeRender: "Rendering",
  scriptEvaluation: "Script Evaluation",
  scriptParseCompile: "Script Parsing & Compilation",
  garbageCollection: "Garbage Collection",
  other: "Other",
} as const
export type MainThreadGroup = keyof typeof MAIN_THREAD_GROUPS

export interface LighthouseFigures {
  /** 0-100 */
  scores: Record<ScoreCategory, number>
  fcpMs: number
  lcpMs: number
  /**
   * The paints as they happened in the trace Lighthouse recorded (no throttling): fcpMs and
   * lcpMs are simulated from that trace's requests, and count every request but a low-priority
   * image made before the largest paint (the font, the script) as delaying it, even when the
   * trace shows both paints in one frame.
   */
  observedFcpMs: number
  observedLcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
  ttiMs: number
  /** resource-summary: requests and transfer bytes (bodies and headers) by resource type. */
  resources: LoadedTotals
  /** mainthread-work-breakdown: milliseconds of the page's main thread by kind of work. */
  mainThreadMs: Record<MainThreadGroup, number>
  /** The document's elements (dom-size-insight). */
  elements: number
  benchmarkIndex: number
  durationMs: number
}

/** The child process running now, so that Ctrl-C can stop it. */
let currentChild: ChildProcess | undefined

export function runBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "build"], { cwd: REPO_ROOT, stdio: "inherit" })
    currentChild = child
    child.once("error", reject)
    child.once("exit", (code, signal) => {
      currentChild = undefined
      if (code === 0) resolve()
      else reject(new Error(`npm run build failed (${signal ?? `exit code ${code}`}).`))
    })
  })
}

export interface RunOptions {
  throttling?: Throttling
  /**
   * Also write, next to the result, the trace Lighthouse recorded and one trace per simulation
   * it ran (LANTERN_DEBUG), which ./lantern-graphs.ts reads.
   */
  simulationTraces?: boolean
}

function lighthouseArgs(url: string, outputPath: string, { simulationTraces, throttling = "simulate" }: RunOptions): string[] {
  return [
    url,
    "--output=json",
    `--output-path=${outputPath}`,
    "--only-categories=performance,accessibility,best-practices,seo",
    "--form-factor=mobile",
    `--throttling-method=${throttling}`,
    `--max-wait-for-load=${MAX_WAIT_FOR_LOAD_MS}`,
    `--chrome-flags=${CHROMIUM_FLAGS.join(" ")}`,
    "--quiet",
    ...(simulationTraces ? ["--save-assets"] : []),
  ]
}

/**
 * Stops a child and resolves once it has exited: SIGINT first (Lighthouse then closes its
 * Chromium), SIGKILL if it lingers.
 */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill("SIGKILL"), KILL_GRACE_MS)
    child.once("exit", () => {
      clearTimeout(killer)
      resolve()
    })
    child.kill("SIGINT")
  })
}

export function runLighthouse(url: string, outputPath: string, options: RunOptions = {}): Promise<LighthouseResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(LIGHTHOUSE_BIN, lighthouseArgs(url, outputPath, options), {
      cwd: REPO_ROOT,
      env: { ...process.env, CHROME_PATH, ...(options.simulationTraces ? { LANTERN_DEBUG: "1" } : {}) },
      stdio: ["ignore", "ignore", "pipe"],
    })
    currentChild = child
    let stderr = ""
    let timedOut = false
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000)
    })
    const timer = setTimeout(() => {
      timedOut = true
      void stopChild(child)
    }, RUN_TIMEOUT_MS)
    child.once("error", (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once("exit", (code, signal) => {
      clearTimeout(timer)
      currentChild = undefined
      if (timedOut) {
        reject(new Error(`Lighthouse on ${url} took over ${RUN_TIMEOUT_MS / 1000} s and was stopped.`))
      } else if (code !== 0 || !fs.existsSync(outputPath)) {
        reject(new Error(`Lighthouse on ${url} failed (${signal ?? `exit code ${code}`}):\n${stderr.trim()}`))
      } else {
        const lhr = JSON.parse(fs.readFileSync(outputPath, "utf8")) as LighthouseResult
        if (lhr.runtimeError) reject(new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`))
        else resolve(lhr)
      }
    })
  })
}

export function numericValue(lhr: LighthouseResult, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN
}

function resourceSummary(lhr: LighthouseResult): LighthouseFigures["resources"] {
  const items = lhr.audits["resource-summary"]?.details?.items ?? []
  const summary = {} as LighthouseFigures["resources"]
  for (const type of [...RESOURCE_TYPES, "total"] as const) {
    const item = items.find((entry) => entry.resourceType === type)
    summary[type] = { requests: Number(item?.requestCount ?? 0), bytes: Number(item?.transferSize ?? 0) }
  }
  return summary
}

function mainThreadBreakdown(lhr: LighthouseResult): Record<MainThreadGroup, number> {
  const items = lhr.audits["mainthread-work-breakdown"]?.details?.items ?? []
  const breakdown = {} as Record<MainThreadGroup, number>
  for (const group of Object.keys(MAIN_THREAD_GROUPS) as MainThreadGroup[]) {
    const item = items.find((entry) => entry.group === group)
    breakdown[group] = item ? Number(item.duration) : 0
  }
  return breakdown
}

export function observedPaints(lhr: LighthouseResult): { observedFcpMs: number; observedLcpMs: number } {
  const details = lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number; observedLargestContentfulPaint?: number }[] } | undefined
  const metrics = details?.items?.[0]
  return { observedFcpMs: metrics?.observedFirstContentfulPaint ?? Number.NaN, observedLcpMs: metrics?.observedLargestContentfulPaint ?? Number.NaN }
}

function elementCount(lhr: LighthouseResult): number {
  const details = lhr.audits["dom-size-insight"]?.details as { debugData?: { totalElements?: number } } | undefined
  return details?.debugData?.totalElements ?? Number.NaN
}

export function figuresOf(lhr: LighthouseResult, durationMs: number): LighthouseFigures {
  const scores = {} as Record<ScoreCategory, number>
  // A category Lighthouse could not score (e.g. performance without LCP) is NaN, never 0 or a pass.
  for (const category of SCORE_CATEGORIES) scores[category] = Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100)
  return {
    scores,
    fcpMs: numericValue(lhr, "first-contentful-paint"),
    lcpMs: numericValue(lhr, "largest-contentful-paint"),
    ...observedPaints(lhr),
    tbtMs: numericValue(lhr, "total-blocking-time"),
    cls: numericValue(lhr, "cumulative-layout-shift"),
    speedIndexMs: numericValue(lhr, "speed-index"),
    ttiMs: numericValue(lhr, "interactive"),
    resources: resourceSummary(lhr),
    mainThreadMs: mainThreadBreakdown(lhr),
    elements: elementCount(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    durationMs,
  }
}

/** The median of the finite values; NaN when there is none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Lighthouse's computeMedianRun (core/lib/median-run.js, which is ESM and so not importable
 * from this CommonJS script): the run closest to the median FCP and the median TTI, ties
 * broken by the lower TTI.
 */
export function medianRunIndex(runs: readonly { fcpMs: number; ttiMs: number }[]): number {
  const medianFcp = median(runs.map((run) => run.fcpMs))
  const medianTti = median(runs.map((run) => run.ttiMs))
  const distance = (run: { fcpMs: number; ttiMs: number }) => (medianFcp - run.fcpMs) ** 2 + (medianTti - run.ttiMs) ** 2
  const order = runs.map((_, index) => index)
  order.sort((a, b) => distance(runs[a]) - distance(runs[b]) || runs[a].ttiMs - runs[b].ttiMs)
  return order[0]
}

/** Stops the Lighthouse run or build in progress, if any (for Ctrl-C). */
export function stopRunningChild(): Promise<void> {
  return currentChild ? stopChild(currentChild) : Promise.resolve()
}

export const pageSlug = (pagePath: string) => (pagePath === "/" ? "home" : pagePath.replace(/^\/+|\/+$/g, "").replace(/[^a-z0-9]+/gi, "-"))

/** The version of the Chromium Lighthouse drives ("156.0.8078.79"): its user agent says only "156.0.0.0". */
export function chromiumVersion(): string {
  try {
    const output = execFileSync(CHROME_PATH, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
    return /(\d+\.\d+\.\d+\.\d+)/.exec(output)?.[1] ?? output.trim()
  } catch {
    return "?"
  }
}

/**
 * What a run lost points of a category on: "color-contrast (button.copy)" for each weighted audit
 * below full score, with its first element. Printed with each round, since only the median
 * run's full result is kept.
 */
export function auditsBelowFullScore(lhr: LighthouseResult, category: ScoreCategory): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => {
      const node = lhr.audits[ref.id]?.details?.items?.[0]?.node as { selector?: string } | undefined
      return node?.selector ? `${ref.id} (${node.selector})` : ref.id
    })
}

/** Why a run has no figure for a metric it should have, e.g. "largest-contentful-paint: NO_LCP". */
export function missingMetrics(lhr: LighthouseResult): string[] {
  const audits = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"]
  return audits
    .filter((id) => !Number.isFinite(lhr.audits[id]?.numericValue))
    .map((id) => `${id}: ${lhr.audits[id]?.errorMessage ?? "no value"}`)
}

export interface LighthouseSession {
  /** Where the runs write their raw results; removed at the end. */
  tempDir: string
  /** Serves a site for the session's runs; closed at the end. */
  serve(siteDir: string, options?: StaticServerOptions): Promise<StaticServer>
}

/**
 * Runs the benchmark work with a temp folder and the static servers it starts, and cleans
 * both up however it ends, Ctrl-C included (which also stops the Lighthouse run in progress).
 */
export async function withLighthouseSession<T>(work: (session: LighthouseSession) => Promise<T>): Promise<T> {
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`No Chromium at ${CHROME_PATH}: install Debian's chromium or set CHROME_PATH.`)
  fs.mkdirSync(REPORTS_DIR, { recursive: true })
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-"))
  const servers: StaticServer[] = []
  const cleanUp = async () => {
    await Promise.all(servers.map((server) => server.close()))
    fs.rmSync(tempDir, { recursive: true, force: true })
  }
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping.`)
    void Promise.all([stopRunningChild(), cleanUp()]).finally(() => process.exit(130))
  }
  process.once("SIGINT", onSignal)
  process.once("SIGTERM", onSignal)
  try {
    return await work({
      tempDir,
      serve: async (siteDir, options) => {
        const server = await startStaticServer(siteDir, options)
        servers.push(server)
        return server
      },
    })
  } finally {
    await cleanUp()
    process.removeListener("SIGINT", onSignal)
    process.removeListener("SIGTERM", onSignal)
  }
}
