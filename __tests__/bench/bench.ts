/**
 * `npm run bench`: builds the site (unless --no-build), serves public/ as the hosts do, runs
 * Lighthouse on / and /downloads (mobile, default simulated throttling, median of N runs),
 * counts the bytes each page loads from public/ (page-weight.ts), and checks both against
 * budgets.json. Prints a markdown report, writes it to reports/bench.md, the raw figures to
 * reports/bench.json and each page's median Lighthouse result to reports/lighthouse-<page>.json.
 * Exits 1 if a budget is broken, 2 if the benchmark itself failed.
 *
 *   ts-node __tests__/bench/bench.ts [--no-build] [--runs N] [--public DIR]
 */
import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { startStaticServer, type StaticServer } from "../support/static-server"
import { CHROME_PATH, CHROMIUM_FLAGS } from "../support/chromium"
import {
  CATEGORIES,
  GZIP_LEVEL,
  biggestFiles,
  checkByteBudget,
  describeBreach,
  formatKb,
  htmlFileOf,
  measurePage,
  readBudgets,
  toKb,
  type Budgets,
  type Category,
  type PageWeight,
} from "./page-weight"

const REPO_ROOT = path.join(__dirname, "..", "..")
const REPORTS_DIR = path.join(REPO_ROOT, "reports")
const LIGHTHOUSE_BIN = path.join(REPO_ROOT, "node_modules", ".bin", "lighthouse")

const LIGHTHOUSE_PAGES = ["/", "/downloads"]
const SCORE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const
type ScoreCategory = (typeof SCORE_CATEGORIES)[number]

const MAX_WAIT_FOR_LOAD_MS = 45_000
/** A Lighthouse run takes ~15 s here; past this it is stuck and gets killed. */
const RUN_TIMEOUT_MS = 120_000
/** After SIGINT, how long Lighthouse gets to close its Chromium before SIGKILL. */
const KILL_GRACE_MS = 5_000

const RESOURCE_TYPES = ["script", "stylesheet", "font", "image", "document", "other", "total"] as const
type ResourceType = (typeof RESOURCE_TYPES)[number]

interface Options {
  build: boolean
  runs: number
  publicDir: string
}

/** The parts of a Lighthouse result (LHR) this script reads. */
interface LighthouseAudit {
  title: string
  score: number | null
  scoreDisplayMode: string
  numericValue?: number
  displayValue?: string
  details?: { type?: string; items?: Record<string, unknown>[] }
}

interface LighthouseResult {
  lighthouseVersion: string
  fetchTime: string
  runtimeError?: { code: string; message: string }
  runWarnings: string[]
  environment: { benchmarkIndex: number }
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>
  audits: Record<string, LighthouseAudit>
}

interface LighthouseFigures {
  /** 0-100 */
  scores: Record<ScoreCategory, number>
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
  ttiMs: number
  /** resource-summary: requests and transfer bytes (bodies and headers) by resource type. */
  resources: Record<ResourceType, { requests: number; bytes: number }>
  benchmarkIndex: number
  durationMs: number
}

interface PageRuns {
  path: string
  lighthouseVersion: string
  runs: LighthouseFigures[]
  /** Index in runs of the median run (Lighthouse's computeMedianRun). */
  medianIndex: number
  median: LighthouseFigures
  /** Failing audits of the categories whose budget is broken, from the median run. */
  diagnostics: string[]
}

interface BenchReport {
  date: string
  lighthouseVersion: string
  runsPerPage: number
  publicDir: string
  gzipLevel: number
  lighthouse: PageRuns[]
  bytes: { path: string; weight: PageWeight }[]
  broken: string[]
  durationMs: number
}

export function parseArgs(argv: readonly string[]): Options {
  const options: Options = { build: true, runs: 3, publicDir: path.join(REPO_ROOT, "public") }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]
    if (arg === "--no-build") options.build = false
    else if (arg === "--runs") options.runs = Number(argv[++i])
    else if (arg.startsWith("--runs=")) options.runs = Number(arg.slice("--runs=".length))
    else if (arg === "--public") options.publicDir = path.resolve(argv[++i] ?? "")
    else if (arg.startsWith("--public=")) options.publicDir = path.resolve(arg.slice("--public=".length))
    else throw new Error(`Unknown argument ${arg}. Usage: bench.ts [--no-build] [--runs N] [--public DIR]`)
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error("--runs takes a whole number of at least 1.")
  if (options.build && options.publicDir !== path.join(REPO_ROOT, "public")) {
    throw new Error("The build writes public/ of the repository: use --no-build with --public.")
  }
  return options
}

/** The child process running now, so that Ctrl-C can stop it. */
let currentChild: ChildProcess | undefined

function runBuild(): Promise<void> {
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

function lighthouseArgs(url: string, outputPath: string): string[] {
  return [
    url,
    "--output=json",
    `--output-path=${outputPath}`,
    "--only-categories=performance,accessibility,best-practices,seo",
    "--form-factor=mobile",
    "--throttling-method=simulate",
    `--max-wait-for-load=${MAX_WAIT_FOR_LOAD_MS}`,
    `--chrome-flags=${CHROMIUM_FLAGS.join(" ")}`,
    "--quiet",
  ]
}

/**
 * Stops a child and resolves once it has exited: SIGINT first (Lighthouse then closes its
 * Chromium), SIGKILL if it lingers.
 */
function stopChild(child: ChildProcess): Promise<void> {
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

function runLighthouse(url: string, outputPath: string): Promise<LighthouseResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(LIGHTHOUSE_BIN, lighthouseArgs(url, outputPath), {
      cwd: REPO_ROOT,
      env: { ...process.env, CHROME_PATH },
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

function numericValue(lhr: LighthouseResult, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN
}

function resourceSummary(lhr: LighthouseResult): LighthouseFigures["resources"] {
  const items = lhr.audits["resource-summary"]?.details?.items ?? []
  const summary = {} as LighthouseFigures["resources"]
  for (const type of RESOURCE_TYPES) {
    const item = items.find((entry) => entry.resourceType === type)
    summary[type] = { requests: Number(item?.requestCount ?? 0), bytes: Number(item?.transferSize ?? 0) }
  }
  return summary
}

function figuresOf(lhr: LighthouseResult, durationMs: number): LighthouseFigures {
  const scores = {} as Record<ScoreCategory, number>
  for (const category of SCORE_CATEGORIES) scores[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100)
  return {
    scores,
    fcpMs: numericValue(lhr, "first-contentful-paint"),
    lcpMs: numericValue(lhr, "largest-contentful-paint"),
    tbtMs: numericValue(lhr, "total-blocking-time"),
    cls: numericValue(lhr, "cumulative-layout-shift"),
    speedIndexMs: numericValue(lhr, "speed-index"),
    ttiMs: numericValue(lhr, "interactive"),
    resources: resourceSummary(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    durationMs,
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
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

/** Which Lighthouse budgets a page's median run breaks, as readable lines. */
function lighthouseBreaches(pagePath: string, figures: LighthouseFigures, budget: Budgets["lighthouse"]): string[] {
  const broken: string[] = []
  for (const category of SCORE_CATEGORIES) {
    if (figures.scores[category] < budget[category]) {
      broken.push(`${pagePath}: Lighthouse ${category} ${figures.scores[category]} < ${budget[category]}`)
    }
  }
  if (figures.cls > budget.cls) broken.push(`${pagePath}: CLS ${figures.cls.toFixed(3)} > ${budget.cls}`)
  if (figures.tbtMs > budget.tbtMs) broken.push(`${pagePath}: TBT ${Math.round(figures.tbtMs)} ms > ${budget.tbtMs} ms`)
  if (figures.lcpMs > budget.lcpMs) broken.push(`${pagePath}: LCP ${Math.round(figures.lcpMs)} ms > ${budget.lcpMs} ms`)
  return broken
}

const shortUrl = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, "")

function describeAuditItems(audit: LighthouseAudit): string {
  const items = (audit.details?.items ?? []).filter((item) => typeof item.url === "string")
  return items
    .slice(0, 3)
    .map((item) => {
      const url = shortUrl(item.url)
      const ms = item.total ?? item.duration ?? item.wastedMs
      return typeof ms === "number" ? `${url} ${Math.round(ms)} ms` : url
    })
    .join("; ")
}

/** The failing audits of the given categories, heaviest first, with their top offenders. */
function diagnosticsOf(lhr: LighthouseResult, categories: readonly ScoreCategory[]): string[] {
  const lines: string[] = []
  for (const category of categories) {
    const refs = [...(lhr.categories[category]?.auditRefs ?? [])].sort((a, b) => b.weight - a.weight)
    for (const ref of refs) {
      const audit = lhr.audits[ref.id]
      if (!audit || audit.score === null || audit.score >= 0.9) continue
      if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable") continue
      const offenders = describeAuditItems(audit)
      lines.push(
        `${category}: ${audit.title} (${ref.id})${audit.displayValue ? ` ${audit.displayValue}` : ""}, score ${audit.score}` +
          (offenders ? ` [${offenders}]` : "")
      )
    }
  }
  return lines
}

function topItems(lhr: LighthouseResult, auditId: string, label: (item: Record<string, unknown>) => string, n = 5): string {
  const items = lhr.audits[auditId]?.details?.items ?? []
  return items.slice(0, n).map(label).join("; ")
}

/** Where the main-thread time went: what TBT and LCP render delay are made of. */
function mainThreadContext(lhr: LighthouseResult): string[] {
  return [
    `main thread by kind: ${topItems(lhr, "mainthread-work-breakdown", (item) => `${item.groupLabel} ${Math.round(Number(item.duration))} ms`, 7)}`,
    `main thread by script (bootup-time): ${topItems(lhr, "bootup-time", (item) => `${shortUrl(item.url)} ${Math.round(Number(item.total))} ms`)}`,
    `long tasks: ${topItems(lhr, "long-tasks", (item) => `${shortUrl(item.url)} ${Math.round(Number(item.duration))} ms at ${Math.round(Number(item.startTime))} ms`)}`,
  ]
}

/** The score categories a run needs diagnostics for: those below budget, and performance for metric breaches. */
function categoriesToDiagnose(figures: LighthouseFigures, budget: Budgets["lighthouse"]): ScoreCategory[] {
  const metricBroken = figures.tbtMs > budget.tbtMs || figures.lcpMs > budget.lcpMs || figures.cls > budget.cls
  return SCORE_CATEGORIES.filter(
    (category) => figures.scores[category] < budget[category] || (category === "performance" && metricBroken)
  )
}

const pageSlug = (pagePath: string) => (pagePath === "/" ? "home" : pagePath.replace(/^\/+|\/+$/g, "").replace(/[^a-z0-9]+/gi, "-"))

async function benchPage(baseUrl: string, pagePath: string, runs: number, tempDir: string, budgets: Budgets): Promise<PageRuns> {
  const results: LighthouseResult[] = []
  const figures: LighthouseFigures[] = []
  for (let run = 1; run <= runs; run += 1) {
    const started = Date.now()
    const lhr = await runLighthouse(new URL(pagePath, baseUrl).href, path.join(tempDir, `${pageSlug(pagePath)}-${run}.json`))
    const result = figuresOf(lhr, Date.now() - started)
    results.push(lhr)
    figures.push(result)
    const warnings = lhr.runWarnings.length > 0 ? ` (warnings: ${lhr.runWarnings.join("; ")})` : ""
    console.error(
      `Lighthouse ${pagePath} run ${run}/${runs}: performance ${result.scores.performance}, ` +
        `TBT ${Math.round(result.tbtMs)} ms, LCP ${Math.round(result.lcpMs)} ms, ${(result.durationMs / 1000).toFixed(1)} s${warnings}`
    )
  }
  const medianIndex = medianRunIndex(figures)
  const medianLhr = results[medianIndex]
  fs.writeFileSync(path.join(REPORTS_DIR, `lighthouse-${pageSlug(pagePath)}.json`), JSON.stringify(medianLhr))
  const medianFigures = figures[medianIndex]
  const categories = categoriesToDiagnose(medianFigures, budgets.lighthouse)
  const diagnostics = [
    ...(categories.includes("performance") ? mainThreadContext(medianLhr) : []),
    ...diagnosticsOf(medianLhr, categories),
  ]
  return { path: pagePath, lighthouseVersion: medianLhr.lighthouseVersion, runs: figures, medianIndex, median: medianFigures, diagnostics }
}

const ms = (value: number) => `${Math.round(value)} ms`
const mark = (ok: boolean) => (ok ? "" : " ✗")
const kb1 = (bytes: number) => toKb(bytes).toFixed(1)

function lighthouseTable(pages: readonly PageRuns[], budget: Budgets["lighthouse"]): string[] {
  const rows = pages.map(({ path: pagePath, median: m, runs }) => {
    const scoreCells = SCORE_CATEGORIES.map((category) => `${m.scores[category]}${mark(m.scores[category] >= budget[category])}`)
    const spread = runs.map((run) => run.scores.performance).join(", ")
    return [
      pagePath,
      ...scoreCells,
      `${ms(m.fcpMs)}`,
      `${ms(m.lcpMs)}${mark(m.lcpMs <= budget.lcpMs)}`,
      `${ms(m.tbtMs)}${mark(m.tbtMs <= budget.tbtMs)}`,
      `${m.cls.toFixed(3)}${mark(m.cls <= budget.cls)}`,
      ms(m.speedIndexMs),
      ms(m.ttiMs),
      spread,
    ]
  })
  const budgetRow = [
    "budget",
    ...SCORE_CATEGORIES.map((category) => `≥ ${budget[category]}`),
    "",
    `≤ ${budget.lcpMs} ms`,
    `≤ ${budget.tbtMs} ms`,
    `≤ ${budget.cls}`,
    "",
    "",
    "",
  ]
  return markdownTable(
    ["Page", "Perf", "A11y", "Best pr.", "SEO", "FCP", "LCP", "TBT", "CLS", "Speed Index", "TTI", "Perf of each run"],
    [...rows, budgetRow]
  )
}

function resourceTable(pages: readonly PageRuns[]): string[] {
  const rows = pages.map(({ path: pagePath, median: m }) => [
    pagePath,
    ...RESOURCE_TYPES.map((type) => `${kb1(m.resources[type].bytes)} (${m.resources[type].requests})`),
  ])
  return markdownTable(["Page", ...RESOURCE_TYPES.map((type) => `${type} KB (requests)`)], rows)
}

const CATEGORY_LABELS: Record<Category, string> = { js: "JS", css: "CSS", font: "Font", image: "Image", html: "HTML", data: "Data" }

function bytesTable(pages: BenchReport["bytes"], budgets: Budgets): string[] {
  const rows = pages.map(({ path: pagePath, weight }) => [
    pagePath,
    ...CATEGORIES.map((category) => {
      const budgetKb = budgets.bytes[pagePath]?.[`${category}Kb`]
      const measured = toKb(weight.totals[category])
      return budgetKb === undefined ? kb1(weight.totals[category]) : `${measured.toFixed(1)} / ${budgetKb}${mark(measured <= budgetKb)}`
    }),
  ])
  return markdownTable(["Page", ...CATEGORIES.map((category) => `${CATEGORY_LABELS[category]} KB / budget`)], rows)
}

function biggestJsLines(pages: BenchReport["bytes"]): string[] {
  return pages.flatMap(({ path: pagePath, weight }) => [
    `- ${pagePath}: ` + biggestFiles(weight, "js", 6).map((file) => `${file.url} ${formatKb(file.bytes)}`).join(", "),
  ])
}

function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`
  return [line(header), line(header.map(() => "---")), ...rows.map(line)]
}

export function renderMarkdown(report: BenchReport, budgets: Budgets): string {
  const benchmarkIndexes = report.lighthouse.flatMap((page) => page.runs.map((run) => Math.round(run.benchmarkIndex)))
  const lines = [
    `# Benchmark ${report.date}`,
    "",
    `Lighthouse ${report.lighthouseVersion}, mobile, simulated throttling, median of ${report.runsPerPage} run(s) per page` +
      (benchmarkIndexes.length > 0
        ? `; this machine's benchmarkIndex ${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)} across runs.`
        : ".") +
      ` Site: ${report.publicDir}. ✗ marks a broken budget.`,
    "",
    "## Lighthouse (median run)",
    "",
    ...lighthouseTable(report.lighthouse, budgets.lighthouse),
    "",
    "## Transfer by type (Lighthouse resource-summary, median run; bodies as served plus headers)",
    "",
    ...resourceTable(report.lighthouse),
    "",
    `## Static byte counts (page-weight.ts: gzip level ${report.gzipLevel} bodies, woff2/images as-is; KB = 1024 B)`,
    "",
    ...bytesTable(report.bytes, budgets),
    "",
    "Biggest JavaScript files (gzip):",
    "",
    ...biggestJsLines(report.bytes),
  ]
  const diagnosed = report.lighthouse.filter((page) => page.diagnostics.length > 0)
  if (diagnosed.length > 0) {
    lines.push("", "## Lighthouse diagnostics (failing audits of the median run)")
    for (const page of diagnosed) lines.push("", `${page.path}:`, "", ...page.diagnostics.map((line) => `- ${line}`))
  }
  lines.push("", report.broken.length > 0 ? "## Broken budgets" : "## All budgets hold", "")
  lines.push(...report.broken.map((line) => `- ${line}`), "")
  lines.push(`Bench took ${(report.durationMs / 1000).toFixed(0)} s.`)
  return lines.join("\n") + "\n"
}

function measureStaticPages(publicDir: string, budgets: Budgets): { bytes: BenchReport["bytes"]; broken: string[] } {
  const bytes = Object.keys(budgets.bytes).map((pagePath) => ({ path: pagePath, weight: measurePage(publicDir, htmlFileOf(pagePath)) }))
  const broken = bytes.flatMap(({ path: pagePath, weight }) => [
    ...weight.unmeasured.map((reference) => `${pagePath}: could not measure ${reference}`),
    ...checkByteBudget(pagePath, weight, budgets.bytes[pagePath]).map(describeBreach),
  ])
  return { bytes, broken }
}

async function bench(options: Options, budgets: Budgets): Promise<BenchReport> {
  const started = Date.now()
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`No Chromium at ${CHROME_PATH}: install Debian's chromium or set CHROME_PATH.`)
  if (options.build) await runBuild()
  fs.mkdirSync(REPORTS_DIR, { recursive: true })
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-"))
  let server: StaticServer | undefined
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping.`)
    const child = currentChild
    void Promise.all([child ? stopChild(child) : undefined, server?.close()]).finally(() => {
      fs.rmSync(tempDir, { recursive: true, force: true })
      process.exit(130)
    })
  }
  process.once("SIGINT", onSignal)
  process.once("SIGTERM", onSignal)
  try {
    server = await startStaticServer(options.publicDir)
    const lighthouse: PageRuns[] = []
    for (const pagePath of LIGHTHOUSE_PAGES) lighthouse.push(await benchPage(server.url, pagePath, options.runs, tempDir, budgets))
    const statics = measureStaticPages(options.publicDir, budgets)
    const broken = [
      ...lighthouse.flatMap((page) => lighthouseBreaches(page.path, page.median, budgets.lighthouse)),
      ...statics.broken,
    ]
    return {
      date: new Date(started).toISOString(),
      lighthouseVersion: lighthouse[0]?.lighthouseVersion ?? "?",
      runsPerPage: options.runs,
      publicDir: options.publicDir,
      gzipLevel: GZIP_LEVEL,
      lighthouse,
      bytes: statics.bytes,
      broken,
      durationMs: Date.now() - started,
    }
  } finally {
    await server?.close()
    fs.rmSync(tempDir, { recursive: true, force: true })
    process.removeListener("SIGINT", onSignal)
    process.removeListener("SIGTERM", onSignal)
  }
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2))
  const budgets = readBudgets()
  const report = await bench(options, budgets)
  const markdown = renderMarkdown(report, budgets)
  fs.writeFileSync(path.join(REPORTS_DIR, "bench.md"), markdown)
  fs.writeFileSync(path.join(REPORTS_DIR, "bench.json"), JSON.stringify(report, null, 2) + "\n")
  process.stdout.write(markdown)
  console.error(`\nWrote ${path.relative(process.cwd(), path.join(REPORTS_DIR, "bench.md"))} and bench.json.`)
  if (report.broken.length === 0) return 0
  console.error(`\n${report.broken.length} budget(s) broken:\n${report.broken.map((line) => `  - ${line}`).join("\n")}`)
  return 1
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(2)
    }
  )
}
