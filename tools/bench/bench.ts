/**
 * `npm run bench`: builds the site (unless --no-build), serves public/ as the hosts do, runs
 * Lighthouse on /, /downloads and a project page (BENCH_PAGES) (mobile, default simulated throttling, median of N runs) and
 * checks each page's median run against budgets.json: the Lighthouse budgets, and the byte
 * budgets against Lighthouse's resource-summary (what the browser transferred, run-time chunks
 * included). The static count of page-weight.ts is printed next to it as a cross-check.
 * Prints a markdown report, writes it to reports/bench.md, the raw figures to
 * reports/bench.json and each page's median Lighthouse result to reports/lighthouse-<page>.json.
 *
 * `npm run bench -- --peers`: the same site side by side with the peer builds in
 * ../shared/peers/, in interleaved rounds, against budgets.json's peerTargets (bench-peers.ts).
 *
 * Exits 1 if a budget or target is broken, 2 if the benchmark itself failed.
 *
 *   ts-node tools/bench/bench.ts [--no-build] [--public DIR] [--runs N]
 *   ts-node tools/bench/bench.ts --peers [--no-build] [--public DIR] [--rounds N] [--peers-dir DIR] [--before DIR]
 */
import fs from "fs"
import path from "path"
import { benchPagesOf, byteBudgetOf, contentOf, KIB, SCORE_CATEGORIES, readBudgets, type BudgetedContent, type Budgets, type ScoreCategory, type Throttling } from "./budget-config"
import { benchPeers } from "./bench-peers"
import {
  REPORTS_DIR,
  REPO_ROOT,
  figuresOf,
  medianRunIndex,
  pageSlug,
  runBuild,
  runLighthouse,
  withLighthouseSession,
  type LighthouseAudit,
  type LighthouseFigures,
  type LighthouseResult,
} from "./lighthouse"
import { checkByteBudget, describeBreach } from "./loaded-bytes"
import { firstFlightOf, type FirstFlight } from "./first-flight"
import {
  CATEGORIES,
  GZIP_LEVEL,
  biggestFiles,
  formatKb,
  htmlFileOf,
  measurePage,
  toKb,
  type Category,
  type PageWeight,
} from "./page-weight"

const RESOURCE_COLUMNS = ["script", "stylesheet", "font", "image", "document", "other", "total"] as const

export interface Options {
  build: boolean
  publicDir: string
  /** Single-site bench: Lighthouse runs per page. */
  runs: number
  /** Side-by-side bench with the peer sites. */
  peers: boolean
  /** Side-by-side bench: interleaved rounds, each running every page once. */
  rounds: number
  peersDir: string
  /** Side-by-side bench: another build of this site, measured in the same rounds and judged against nothing. */
  beforeDir?: string
  /** Side-by-side bench: Lighthouse's simulated throttling (the default), or the browser really slowed (--applied). */
  throttling: Throttling
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
  /** The content the site was built from: its byte budgets follow it (its languages, its entries). */
  content: BudgetedContent
  gzipLevel: number
  lighthouse: PageRuns[]
  bytes: { path: string; weight: PageWeight }[]
  firstFlights: { path: string; flight: FirstFlight }[]
  broken: string[]
  durationMs: number
}

const USAGE = "Usage: bench.ts [--no-build] [--public DIR] [--runs N] | --peers [--no-build] [--public DIR] [--rounds N] [--peers-dir DIR] [--before DIR] [--applied]"
const DEFAULT_PUBLIC_DIR = path.join(REPO_ROOT, "public")
/** The peer targets are judged on at least 5 interleaved rounds; fewer is for trying the command out. */
export const DEFAULT_ROUNDS = 5

function wholeNumber(flag: string, value: string | undefined): number {
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) throw new Error(`${flag} takes a whole number of at least 1.`)
  return number
}

export function parseArgs(argv: readonly string[]): Options {
  const options: Options = {
    build: true,
    publicDir: DEFAULT_PUBLIC_DIR,
    runs: 3,
    peers: false,
    rounds: DEFAULT_ROUNDS,
    peersDir: path.join(REPO_ROOT, "..", "shared", "peers"),
    throttling: "simulate",
  }
  const given = new Set<string>()
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inlineValue] = argv[i].startsWith("--") && argv[i].includes("=") ? argv[i].split(/=(.*)/s, 2) : [argv[i], undefined]
    const value = () => inlineValue ?? argv[++i]
    given.add(flag)
    if (flag === "--no-build") options.build = false
    else if (flag === "--peers") options.peers = true
    else if (flag === "--runs") options.runs = wholeNumber(flag, value())
    else if (flag === "--rounds") options.rounds = wholeNumber(flag, value())
    else if (flag === "--public") options.publicDir = path.resolve(value() ?? "")
    else if (flag === "--peers-dir") options.peersDir = path.resolve(value() ?? "")
    else if (flag === "--before") options.beforeDir = path.resolve(value() ?? "")
    else if (flag === "--applied") options.throttling = "devtools"
    else throw new Error(`Unknown argument ${argv[i]}. ${USAGE}`)
  }
  if (options.peers && given.has("--runs")) throw new Error(`--runs is for the single-site bench; with --peers use --rounds. ${USAGE}`)
  if (!options.peers && (given.has("--rounds") || given.has("--peers-dir") || given.has("--before") || given.has("--applied"))) throw new Error(`--rounds, --peers-dir, --before and --applied go with --peers. ${USAGE}`)
  if (options.build && options.publicDir !== DEFAULT_PUBLIC_DIR) {
    throw new Error("The build writes public/ of the repository: use --no-build with --public.")
  }
  return options
}

/** Which Lighthouse budgets a page's median run breaks, as readable lines. A figure Lighthouse could not measure (NaN) breaks its budget. */
function lighthouseBreaches(pagePath: string, figures: LighthouseFigures, budget: Budgets["lighthouse"]): string[] {
  const broken: string[] = []
  for (const category of SCORE_CATEGORIES) {
    if (!(figures.scores[category] >= budget[category])) {
      broken.push(`${pagePath}: Lighthouse ${category} ${figures.scores[category]} < ${budget[category]}`)
    }
  }
  if (!(figures.cls <= budget.cls)) broken.push(`${pagePath}: CLS ${figures.cls.toFixed(3)} > ${budget.cls}`)
  if (!(figures.tbtMs <= budget.tbtMs)) broken.push(`${pagePath}: TBT ${Math.round(figures.tbtMs)} ms > ${budget.tbtMs} ms`)
  if (!(figures.lcpMs <= budget.lcpMs)) broken.push(`${pagePath}: LCP ${Math.round(figures.lcpMs)} ms > ${budget.lcpMs} ms`)
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

/** Lighthouse's resource-summary of the median run, against the page's byte budget. */
function resourceTable(pages: readonly PageRuns[], budgets: Budgets, content: BudgetedContent): string[] {
  const rows = pages.map(({ path: pagePath, median: m }) => [
    pagePath,
    ...RESOURCE_COLUMNS.map((type) => {
      const measured = m.resources[type].bytes / KIB
      const budgetKib = type === "total" ? undefined : byteBudgetOf(budgets, pagePath, content)[`${type}Kb`]
      const budget = budgetKib === undefined ? "" : ` / ${budgetKib}${mark(measured <= budgetKib)}`
      return `${measured.toFixed(1)}${budget} (${m.resources[type].requests})`
    }),
  ])
  return markdownTable(["Page", ...RESOURCE_COLUMNS.map((type) => `${type} KiB / budget (requests)`)], rows)
}

const CATEGORY_LABELS: Record<Category, string> = { js: "JS", css: "CSS", font: "Font", image: "Image", html: "HTML", data: "Data" }

function staticBytesTable(pages: BenchReport["bytes"]): string[] {
  const rows = pages.map(({ path: pagePath, weight }) => [pagePath, ...CATEGORIES.map((category) => kb1(weight.totals[category]))])
  return markdownTable(["Page", ...CATEGORIES.map((category) => `${CATEGORY_LABELS[category]} KB`)], rows)
}

function firstFlightTable(flights: BenchReport["firstFlights"], { firstFlightKb, inlineCssKb }: Budgets["firstScreen"]): string[] {
  const cell = (bytes: number, budgetKb: number) => `${kb1(bytes)} / ${budgetKb}${bytes > budgetKb * KIB ? " ✗" : ""}`
  const rows = flights.map(({ path: pagePath, flight }) => [pagePath, cell(flight.firstScreenBytes, firstFlightKb), cell(flight.inlineCssBytes, inlineCssKb)])
  return markdownTable(["Page", "HTML to the first screen's end KiB / budget", "its inline CSS KiB / budget"], rows)
}

/** Each page's first flight against budgets.json firstScreen. */
function firstFlightBreaches(flights: BenchReport["firstFlights"], { firstFlightKb, inlineCssKb }: Budgets["firstScreen"]): string[] {
  return flights.flatMap(({ path: pagePath, flight }) => [
    ...(flight.firstScreenBytes > firstFlightKb * KIB ? [`${pagePath}: first screen ${kb1(flight.firstScreenBytes)} KiB gzip > ${firstFlightKb}`] : []),
    ...(flight.inlineCssBytes > inlineCssKb * KIB ? [`${pagePath}: inline first-screen CSS ${kb1(flight.inlineCssBytes)} KiB gzip > ${inlineCssKb}`] : []),
  ])
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
    "## Transfer by type against the byte budgets (Lighthouse resource-summary, median run; bodies as served plus headers; KiB = 1024 B)",
    "",
    ...resourceTable(report.lighthouse, budgets, report.content),
    "",
    "Byte budgets of pages Lighthouse does not run on (e.g. /404.html) are checked by the browser test byte-budgets.e2e.ts.",
    "",
    "## The first flight (first-flight.ts: gzip of the HTML up to the stylesheet's link, where the first screen ends; KiB = 1024 B)",
    "",
    ...firstFlightTable(report.firstFlights, budgets.firstScreen),
    "",
    `## Static cross-check (page-weight.ts: what the HTML and Gatsby's loader name, gzip level ${report.gzipLevel} bodies, woff2/images as-is, no run-time chunks; KB = 1024 B)`,
    "",
    ...staticBytesTable(report.bytes),
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

/** The static cross-check of the benched pages and the 404 page: its count, and the files it refers to that are missing. */
function measureStaticPages(publicDir: string): { bytes: BenchReport["bytes"]; broken: string[] } {
  const bytes = [...new Set([...benchPagesOf(publicDir), "/404.html"])].map((pagePath) => ({ path: pagePath, weight: measurePage(publicDir, htmlFileOf(pagePath)) }))
  const broken = bytes.flatMap(({ path: pagePath, weight }) => weight.unmeasured.map((reference) => `${pagePath}: could not measure ${reference}`))
  return { bytes, broken }
}

/** The byte budgets of a page, held against what Lighthouse saw the browser transfer. */
function byteBreaches(page: PageRuns, budgets: Budgets, content: BudgetedContent): string[] {
  return checkByteBudget(page.path, page.median.resources, byteBudgetOf(budgets, page.path, content)).map(describeBreach)
}

async function bench(options: Options, budgets: Budgets): Promise<BenchReport> {
  const started = Date.now()
  if (options.build) await runBuild()
  return withLighthouseSession(async (session) => {
    const server = await session.serve(options.publicDir)
    const lighthouse: PageRuns[] = []
    for (const pagePath of benchPagesOf(options.publicDir)) lighthouse.push(await benchPage(server.url, pagePath, options.runs, session.tempDir, budgets))
    const statics = measureStaticPages(options.publicDir)
    const firstFlights = statics.bytes.map(({ path: pagePath }) => ({
      path: pagePath,
      flight: firstFlightOf(fs.readFileSync(path.join(options.publicDir, htmlFileOf(pagePath)), "utf8"), pagePath),
    }))
    const content = contentOf(options.publicDir)
    const broken = [
      ...lighthouse.flatMap((page) => lighthouseBreaches(page.path, page.median, budgets.lighthouse)),
      ...lighthouse.flatMap((page) => byteBreaches(page, budgets, content)),
      ...statics.broken,
      ...firstFlightBreaches(firstFlights, budgets.firstScreen),
    ]
    return {
      date: new Date(started).toISOString(),
      lighthouseVersion: lighthouse[0]?.lighthouseVersion ?? "?",
      runsPerPage: options.runs,
      publicDir: options.publicDir,
      content,
      gzipLevel: GZIP_LEVEL,
      lighthouse,
      bytes: statics.bytes,
      firstFlights,
      broken,
      durationMs: Date.now() - started,
    }
  })
}

async function benchSite(options: Options, budgets: Budgets): Promise<number> {
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

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2))
  const budgets = readBudgets()
  if (!options.peers) return benchSite(options, budgets)
  if (options.build) await runBuild()
  return benchPeers(options, budgets)
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
