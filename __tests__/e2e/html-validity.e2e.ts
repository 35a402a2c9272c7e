/**
 * Every built page is valid HTML: the W3C Nu HTML Checker (vnu-jar, the checker behind
 * validator.w3.org/nu) reports no error on any page of public/, which is every route plus the
 * 404 page. public/_gatsby/slices/ is left out: Gatsby writes its slices there as fragments
 * (no doctype, no <title>) that it stitches into the pages at build time; they are checked as
 * part of the pages. Warnings are reviewed: each one the checker may give is listed below
 * with the reason it stays; any other warning fails the test like an error.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { samplePublicDir } from "./support/browser"

jest.setTimeout(120_000)

const PUBLIC_DIR = samplePublicDir()
/** The checker itself, from the vnu-jar package (a devDependency); Java runs it. */
const VNU_JAR = require.resolve("vnu-jar/build/dist/vnu.jar")

/** Warnings reviewed and kept, each with why. */
const ACCEPTED_WARNINGS: { message: RegExp; why: string }[] = []

interface VnuMessage {
  type: "error" | "info" | "non-document-error"
  subType?: "warning" | "fatal"
  url: string
  lastLine?: number
  message: string
  extract?: string
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return full === path.join(PUBLIC_DIR, "_gatsby") ? [] : htmlFiles(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

const describeMessage = (m: VnuMessage) =>
  `${path.relative(PUBLIC_DIR, new URL(m.url).pathname)}:${m.lastLine ?? "?"} ${m.message}${m.extract ? `\n    ${m.extract.trim().slice(0, 160)}` : ""}`

describe("the Nu HTML Checker", () => {
  const files = htmlFiles(PUBLIC_DIR).sort()
  let messages: VnuMessage[] = []

  beforeAll(() => {
    // One JVM for every page: --stdout and JSON, and the exit code left to the assertions.
    const run = spawnSync("java", ["-jar", VNU_JAR, "--format", "json", "--stdout", "--exit-zero-always", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    })
    if (run.error || run.status !== 0) throw new Error(`vnu did not run: ${run.error?.message ?? run.stderr}`)
    messages = (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages
  })

  it("checks every route and the 404 page", () => {
    const pages = files.map((file) => `/${path.relative(PUBLIC_DIR, file)}`)
    expect(pages).toEqual(expect.arrayContaining(["/index.html", "/downloads/index.html", "/projects/soko-online-store/index.html", "/404.html"]))
  })

  it("finds no error on any page", () => {
    const errors = messages.filter((m) => m.type !== "info")
    expect(errors.map(describeMessage)).toEqual([])
  })

  it("gives no warning that has not been reviewed", () => {
    const warnings = messages.filter((m) => m.type === "info" && m.subType === "warning")
    const unreviewed = warnings.filter((m) => !ACCEPTED_WARNINGS.some((accepted) => accepted.message.test(m.message)))
    expect(unreviewed.map(describeMessage)).toEqual([])
  })
})
