/**
 * The owner's loop, measured: with `gatsby develop` running in a checkout (or a copy of one),
 * how long from saving a data file to seeing the change in the open page. A project's description in
 * data/projects.json and the tagline in data/site.json are each edited `edits` times; each edit's
 * time runs from the file's write to the moment Chromium's page shows the new text.
 *
 * Used by `npm run bench:scale -- --develop` on each grown copy.
 */
import { spawn, type ChildProcess } from "child_process"
import path from "path"
import { chromium, type Page } from "playwright-core"
import { CHROME_PATH, CHROMIUM_FLAGS } from "../chromium"
import { readJson, writeJson } from "../json-files"
import { stopChild } from "./lighthouse"

/** `gatsby develop` of a large site can take minutes to start on two cores. */
const START_TIMEOUT_MS = 6 * 60_000
/** An edit not shown after this long counts as not shown. */
const SHOW_TIMEOUT_MS = 60_000
/** Between two edits, as an owner looks at the page: the work a save sets off after the update (the check, the PDFs) ends meanwhile. */
const BETWEEN_EDITS_MS = 8_000

export interface DevelopLoopFigures {
  startS: number
  /** Save to shown, each edit, in ms. */
  projectEditMs: number[]
  siteEditMs: number[]
}

type Entry = Record<string, unknown>

/** Starts `gatsby develop` in `dir` on `port`; resolves once it serves the site. */
function startDevelop(dir: string, port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(dir, "node_modules", ".bin", "gatsby"), ["develop", "--port", String(port)], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    const timer = setTimeout(() => {
      void stopChild(child)
      reject(new Error(`gatsby develop did not start within ${START_TIMEOUT_MS / 1000} s:\n${output.slice(-3000)}`))
    }, START_TIMEOUT_MS)
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000)
      if (/You can now view/.test(output)) {
        clearTimeout(timer)
        resolve(child)
      }
    }
    child.stdout?.on("data", read)
    child.stderr?.on("data", read)
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`gatsby develop exited (${code}) before it served the site:\n${output.slice(-3000)}`))
    })
  })
}

/** Writes the edit and times it until `page` shows `text`. */
async function timeEdit(page: Page, edit: () => void, text: string): Promise<number> {
  await page.waitForTimeout(BETWEEN_EDITS_MS)
  const started = Date.now()
  edit()
  await page.waitForFunction((expected) => document.body.innerText.includes(expected), text, { timeout: SHOW_TIMEOUT_MS, polling: 50 })
  return Date.now() - started
}

export async function measureDevelopLoop(dir: string, { port = 8123, edits = 3 } = {}): Promise<DevelopLoopFigures> {
  const started = Date.now()
  const develop = await startDevelop(dir, port)
  const startS = (Date.now() - started) / 1000
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS }).catch(async (error: Error) => {
    await stopChild(develop)
    throw error
  })
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage()
    await page.goto(`http://localhost:${port}/`, { waitUntil: "load", timeout: SHOW_TIMEOUT_MS })
    const projectsFile = path.join(dir, "data", "projects.json")
    const siteFile = path.join(dir, "data", "site.json")
    const projectEditMs: number[] = []
    const siteEditMs: number[] = []
    for (let round = 1; round <= edits; round += 1) {
      // A description, not a title: a title can make the project's address and its page anew.
      const description = `An edited description, round ${round}.`
      projectEditMs.push(
        await timeEdit(page, () => {
          const projects = readJson<Entry[]>(projectsFile)
          // The first featured project: the home page shows it whatever the gallery's size.
          const index = Math.max(0, projects.findIndex((project) => project.featured))
          projects[index] = { ...projects[index], description }
          writeJson(projectsFile, projects)
        }, description)
      )
      const tagline = `An edited tagline, round ${round}.`
      siteEditMs.push(
        await timeEdit(page, () => writeJson(siteFile, { ...readJson<Entry>(siteFile), tagline }), tagline)
      )
    }
    return { startS, projectEditMs, siteEditMs }
  } finally {
    await browser.close()
    await stopChild(develop)
  }
}
