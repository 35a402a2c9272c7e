/**
 * `npm run bench:scale`: how the site's cost grows with its content. For each size, a scratch
 * copy of the checkout (never data/) gets the sample's content grown to that many projects,
 * with proportionally more skills and positions (the sample's own entries repeated under new
 * names; images repeat), in one language or the sample's two. Each copy is built cold, then
 * again after one edit of data/projects.json (warm), and measured:
 * - build time, cold and warm; `npm run check`'s time;
 * - the home page's HTML, raw and gzip, and its element count; the gallery page's (a site with
 *   more projects than the home page carries has one), each beside its document budget for
 *   that content; the total size of public/.
 * With --lighthouse each size's public/ is also benched side by side with the peers
 * (`npm run bench -- --peers --no-build --public DIR --rounds 3`): the report tabulates each
 * page's performance, TBT against v4's, LCP against the best peer's and recorded LCP − FCP, and
 * each size's full report is kept as reports/bench-peers-<projects>-<languages>.md.
 *
 * Writes reports/bench-scale.md (a table for docs/performance.md) and reports/bench-scale.json.
 *
 * With --develop, `gatsby develop` is started in each copy, and an edit of data/projects.json
 * and of data/site.json are each timed from save to shown in the open page (./develop-loop.ts).
 *
 *   ts-node tools/bench/scale.ts [--sizes 10,25,50,100] [--languages 1,2] [--lighthouse] [--develop]
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { parseArgs } from "util"
import zlib from "zlib"
import { readJson, writeJson } from "../json-files"
import { alignTranslations } from "../align-translations"
import { prepareVariant } from "../site-variant"
import { median, REPORTS_DIR } from "./lighthouse"
import { GZIP_LEVEL } from "./page-weight"
import { listSitePaths } from "../../src/build-time/site-files"
import { loadContent } from "../../src/build-time/content/read-content"
import { PROJECTS_PATH } from "../../src/shared/project-pages"
import { THIS_SITE, type PeersReport } from "./bench-peers"
import { byteBudgetOf, readBudgets } from "./budget-config"
import type { ResolvedBound } from "./peer-targets"
import { measureDevelopLoop, type DevelopLoopFigures } from "./develop-loop"

type Entry = Record<string, unknown>

export interface ScaleSize {
  projects: number
  languages: 1 | 2
}

/** Skills and positions grow with the projects: the sample's 33 skills and 3 positions at 10 projects, then 1.2 skills and 0.1 positions per project. */
export const skillsFor = (projects: number, sampleSkills: number) => Math.max(sampleSkills, Math.round(projects * 1.2))
export const positionsFor = (projects: number, samplePositions: number) => Math.max(samplePositions, Math.round(projects / 10) + 2)

/** `count` entries: the originals, then copies made by `copy(original, round)` (round 2, 3…), cycling through them. */
export function grown<T>(originals: readonly T[], count: number, copy: (original: T, round: number) => T): T[] {
  return Array.from({ length: count }, (_, index) => {
    const original = originals[index % originals.length]
    const round = Math.floor(index / originals.length) + 1
    return round === 1 ? original : copy(original, round)
  })
}

/** A month `years` earlier: "2025-04" is "2019-04" six years back. */
const yearsEarlier = (month: string, years: number) => `${Number(month.slice(0, 4)) - years}${month.slice(4)}`

/** Grows the content of a copy's data/ (the sample's) to `size`. Only the originals stay featured: an owner with fifty projects features a few. */
export function growContent(dataDir: string, size: ScaleSize): void {
  const projectsFile = path.join(dataDir, "projects.json")
  const projects = readJson<Entry[]>(projectsFile)
  const firstId = Math.max(...projects.map((project) => Number(project.id))) + 1
  let nextId = firstId
  const copies = new Map<number, number>()
  writeJson(
    projectsFile,
    grown(projects, size.projects, (project, round) => {
      const id = nextId++
      copies.set(id, Number(project.id))
      const { slug: _slug, ...rest } = project
      return { ...rest, id, title: `${project.title} ${round}`, featured: false }
    })
  )

  const skillsFile = path.join(dataDir, "skills.json")
  const skills = readJson<Entry[]>(skillsFile)
  writeJson(skillsFile, grown(skills, skillsFor(size.projects, skills.length), (skill, round) => ({ ...skill, name: `${skill.name} ${round}`, featured: false })))

  const experienceFile = path.join(dataDir, "experience.json")
  const positions = readJson<Entry[]>(experienceFile)
  const oldest = positions.reduce((earliest, position) => (String(position.start) < earliest ? String(position.start) : earliest), "9999-12")
  const span = Number(new Date().getFullYear()) - Number(oldest.slice(0, 4)) + 1
  writeJson(
    experienceFile,
    grown(positions, positionsFor(size.projects, positions.length), (position, round) => ({
      ...position,
      id: `${position.id}-${round}`,
      start: yearsEarlier(String(position.start), span * (round - 1)),
      end: yearsEarlier(String(position.end ?? `${new Date().getFullYear()}-01`), span * (round - 1)),
    }))
  )

  const translationDir = path.join(dataDir, "sw")
  if (size.languages === 1) {
    fs.rmSync(translationDir, { recursive: true, force: true })
    const siteFile = path.join(dataDir, "site.json")
    const { otherLanguages: _otherLanguages, ...site } = readJson<Entry>(siteFile)
    writeJson(siteFile, site)
    return
  }
  // Each copy of a project is translated as its original is.
  const translatedFile = path.join(translationDir, "projects.json")
  const translated = readJson<Entry[]>(translatedFile)
  writeJson(translatedFile, [
    ...translated,
    ...[...copies].flatMap(([id, originalId]) => {
      const original = translated.find((entry) => Number(entry.id) === originalId)
      return original ? [{ ...original, id, title: `${original.title} ${id - firstId + 2}` }] : []
    }),
  ])
  // The copied positions' keys too, each translation entry for entry beside the default language's.
  alignTranslations(path.dirname(dataDir))
}

export interface ScaleFigures extends ScaleSize {
  skills: number
  positions: number
  coldBuildS: number
  warmBuildS: number
  checkS: number
  homeHtmlBytes: number
  homeHtmlGzipBytes: number
  homeElements: number
  /** The home page's document budget for this content (budgets.json, bytesPerEntry included), KiB. */
  homeBudgetKib: number
  /** The gallery page's HTML, gzip, and its budget, when the site has one (more projects than the home page carries). */
  galleryHtmlGzipBytes?: number
  galleryBudgetKib?: number
  publicBytes: number
  /** The side-by-side bench's report for this size (--lighthouse), and its figures. */
  lighthouseReport?: string
  speed?: SizeSpeed
  /** With `gatsby develop` running (--develop): its start, and each edit's time from save to shown, ms. */
  develop?: DevelopLoopFigures
}

/** A peer's median that a target is a multiple of: v4's TBT, the best peer's LCP. */
type PeerFigure = NonNullable<ResolvedBound["peer"]>

/** One page of this site at one size, side by side with the peers (medians of the rounds). */
export interface PageSpeed {
  page: string
  performance: number
  tbtMs: number
  lcpMs: number
  observedLcpAfterFcpMs: number
}

export interface SizeSpeed {
  /** What the TBT and LCP targets compare with (budgets.json peerTargets), as this run measured it. */
  tbtPeer?: PeerFigure
  lcpPeer?: PeerFigure
  pages: PageSpeed[]
}

/** This site's pages from a side-by-side run, with the peers' figures its TBT and LCP targets are multiples of. */
export function speedOf(report: Pick<PeersReport, "pages" | "targets">): SizeSpeed {
  const peerOf = (metric: "tbtMs" | "lcpMs") => report.targets.find((target) => target.metric === metric && target.limit.peer)?.limit.peer
  return {
    tbtPeer: peerOf("tbtMs"),
    lcpPeer: peerOf("lcpMs"),
    pages: report.pages
      .filter((page) => page.site === THIS_SITE)
      .map(({ page, medians }) => ({
        page,
        performance: medians.performance,
        tbtMs: medians.tbtMs,
        lcpMs: medians.lcpMs,
        observedLcpAfterFcpMs: medians.observedLcpAfterFcpMs,
      })),
  }
}

function timed(command: string, args: string[], cwd: string, what: string): number {
  const started = process.hrtime.bigint()
  const run = spawnSync(command, args, { cwd, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  if (run.status !== 0) throw new Error(`${what} failed in ${cwd} (exit ${run.status}):\n${`${run.stdout}\n${run.stderr}`.slice(-4000)}`)
  return Number(process.hrtime.bigint() - started) / 1e9
}

const folderBytes = (dir: string): number => listSitePaths(dir).reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0)

export async function measureSize(size: ScaleSize, { lighthouse = false, develop = false } = {}): Promise<ScaleFigures> {
  const dir = path.join(os.tmpdir(), "portfolio-bench-scale", `${size.projects}-projects-${size.languages}-languages`)
  fs.rmSync(dir, { recursive: true, force: true })
  prepareVariant("sample", dir)
  const dataDir = path.join(dir, "data")
  growContent(dataDir, size)
  const gatsby = path.join(dir, "node_modules", ".bin", "gatsby")
  const checkS = timed("npm", ["run", "check", "--silent"], dir, "npm run check")
  const coldBuildS = timed(gatsby, ["build"], dir, "the cold build")
  // One edit, as an owner makes between builds: a project's description.
  const projectsFile = path.join(dataDir, "projects.json")
  const projects = readJson<Entry[]>(projectsFile)
  projects[0] = { ...projects[0], description: `${String(projects[0].description)} Edited.` }
  writeJson(projectsFile, projects)
  const warmBuildS = timed(gatsby, ["build"], dir, "the warm build")

  const publicDir = path.join(dir, "public")
  const home = fs.readFileSync(path.join(publicDir, "index.html"))
  const galleryFile = path.join(publicDir, PROJECTS_PATH.slice(1), "index.html")
  const gallery = fs.existsSync(galleryFile) ? fs.readFileSync(galleryFile) : undefined
  const budgets = readBudgets()
  const content = loadContent(dir)
  const figures: ScaleFigures = {
    ...size,
    skills: readJson<Entry[]>(path.join(dataDir, "skills.json")).length,
    positions: readJson<Entry[]>(path.join(dataDir, "experience.json")).length,
    coldBuildS,
    warmBuildS,
    checkS,
    homeHtmlBytes: home.length,
    homeHtmlGzipBytes: zlib.gzipSync(home, { level: GZIP_LEVEL }).length,
    homeElements: (home.toString("utf8").match(/<[a-zA-Z][^\s/>]*/g) ?? []).length,
    homeBudgetKib: byteBudgetOf(budgets, "/", content).documentKb ?? NaN,
    ...(gallery && {
      galleryHtmlGzipBytes: zlib.gzipSync(gallery, { level: GZIP_LEVEL }).length,
      galleryBudgetKib: byteBudgetOf(budgets, PROJECTS_PATH, content).documentKb,
    }),
    publicBytes: folderBytes(publicDir),
  }
  if (lighthouse) {
    // Exit 1 is a broken target, which this size's report is to show; anything else is a failure.
    const bench = spawnSync("npm", ["run", "bench", "--", "--peers", "--no-build", "--public", publicDir, "--rounds", "3"], { stdio: "inherit" })
    if (bench.status !== 0 && bench.status !== 1) throw new Error(`The side-by-side bench of ${publicDir} failed (exit ${bench.status}).`)
    const report = path.join(REPORTS_DIR, `bench-peers-${size.projects}-${size.languages}.md`)
    fs.copyFileSync(path.join(REPORTS_DIR, "bench-peers.md"), report)
    figures.lighthouseReport = path.relative(REPORTS_DIR, report)
    figures.speed = speedOf(readJson<PeersReport>(path.join(REPORTS_DIR, "bench-peers.json")))
  }
  if (develop) figures.develop = await measureDevelopLoop(dir)
  return figures
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** The owner's loop at each size measured with --develop: save to shown in the open page. */
export function developTable(rows: readonly ScaleFigures[]): string {
  const measured = rows.filter((row) => row.develop)
  if (measured.length === 0) return ""
  const times = (values: readonly number[]) => `${(median(values) / 1000).toFixed(1)} s (${values.map((value) => (value / 1000).toFixed(1)).join(", ")})`
  return [
    "| projects | languages | `gatsby develop` start | data/projects.json edit shown, median (each) | data/site.json edit shown, median (each) |",
    "| ---: | ---: | ---: | ---: | ---: |",
    ...measured.map((row) => `| ${row.projects} | ${row.languages} | ${row.develop!.startS.toFixed(0)} s | ${times(row.develop!.projectEditMs)} | ${times(row.develop!.siteEditMs)} |`),
  ].join("\n")
}

/** Each size's pages side by side with the peers (--lighthouse): TBT against the TBT target's peer (v4), LCP against the best peer's. */
export function speedTable(rows: readonly ScaleFigures[]): string {
  const measured = rows.filter((row) => row.speed)
  if (measured.length === 0) return ""
  const ratio = (value: number, peer?: PeerFigure) => (peer && peer.value > 0 ? ` (${(value / peer.value).toFixed(2)}x ${peer.site}'s)` : "")
  return [
    "| projects | languages | page | performance | TBT (÷ the TBT target's peer) | LCP (÷ the best peer's) | LCP − FCP, recorded |",
    "| ---: | ---: | --- | ---: | ---: | ---: | ---: |",
    ...measured.flatMap(({ projects, languages, speed }) =>
      speed!.pages.map(
        (page) =>
          `| ${projects} | ${languages} | \`${page.page}\` | ${Math.round(page.performance)} | ${Math.round(page.tbtMs)} ms${ratio(page.tbtMs, speed!.tbtPeer)} | ${Math.round(page.lcpMs)} ms${ratio(page.lcpMs, speed!.lcpPeer)} | ${Math.round(page.observedLcpAfterFcpMs)} ms |`
      )
    ),
  ].join("\n")
}

export function scaleTable(rows: readonly ScaleFigures[]): string {
  const lines = [
    "| projects | skills | positions | languages | build, cold | build, warm (one edit) | check | `/` HTML | `/` HTML gzip (document budget) | `/` elements | `/projects` HTML gzip (document budget) | public/ |",
    "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (row) =>
        `| ${row.projects} | ${row.skills} | ${row.positions} | ${row.languages} | ${row.coldBuildS.toFixed(0)} s | ${row.warmBuildS.toFixed(0)} s | ${row.checkS.toFixed(1)} s | ${kb(row.homeHtmlBytes)} KiB | ${kb(row.homeHtmlGzipBytes)} KiB (${row.homeBudgetKib.toFixed(1)}) | ${row.homeElements} | ${row.galleryHtmlGzipBytes === undefined ? "none" : `${kb(row.galleryHtmlGzipBytes)} KiB (${row.galleryBudgetKib?.toFixed(1)})`} | ${(row.publicBytes / 1024 / 1024).toFixed(1)} MiB |`
    ),
  ]
  return lines.join("\n")
}

async function main(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      sizes: { type: "string", default: "10,25,50,100" },
      languages: { type: "string", default: "1,2" },
      lighthouse: { type: "boolean", default: false },
      develop: { type: "boolean", default: false },
    },
  })
  const sizes = values.sizes.split(",").map(Number)
  const languages = values.languages.split(",").map((count) => Number(count) as 1 | 2)
  const rows: ScaleFigures[] = []
  for (const count of languages) {
    for (const projects of sizes) {
      console.log(`bench:scale: ${projects} projects, ${count} language(s)…`)
      rows.push(await measureSize({ projects, languages: count }, { lighthouse: values.lighthouse, develop: values.develop }))
      console.log(scaleTable(rows.slice(-1)))
      if (values.lighthouse) console.log(speedTable(rows.slice(-1)))
    }
  }
  const machine = `${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`
  const report = [
    `# bench:scale (${machine})\n\n${scaleTable(rows)}\n`,
    speedTable(rows) && `\nSide by side with the peers (\`npm run bench -- --peers\`, 3 rounds each, medians):\n\n${speedTable(rows)}\n`,
    developTable(rows) && `\nThe owner's loop, with \`gatsby develop\` running:\n\n${developTable(rows)}\n`,
  ].join("")
  fs.mkdirSync(REPORTS_DIR, { recursive: true })
  fs.writeFileSync(path.join(REPORTS_DIR, "bench-scale.md"), report)
  fs.writeFileSync(path.join(REPORTS_DIR, "bench-scale.json"), JSON.stringify(rows, null, 2))
  console.log(`\n${report}`)
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(error.message)
    process.exit(1)
  })
}
