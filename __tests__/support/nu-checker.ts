/**
 * The W3C Nu HTML Checker (vnu-jar, the checker behind validator.w3.org/nu, a devDependency
 * run on Java) over a built site's pages, in one JVM. public/_gatsby/ is left out: Gatsby
 * writes its slices there as fragments (no doctype, no <title>) that it stitches into the
 * pages at build time; they are checked as part of the pages.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"

const VNU_JAR = require.resolve("vnu-jar/build/dist/vnu.jar")

/** Warnings reviewed and kept, each with why; any other warning fails like an error. */
export const ACCEPTED_WARNINGS: { message: RegExp; why: string }[] = []

export interface VnuMessage {
  type: "error" | "info" | "non-document-error"
  subType?: "warning" | "fatal"
  url: string
  lastLine?: number
  message: string
  extract?: string
}

/** Every built page of `publicDir`. */
export function htmlFiles(publicDir: string, dir = publicDir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return full === path.join(publicDir, "_gatsby") ? [] : htmlFiles(publicDir, full)
      return entry.name.endsWith(".html") ? [full] : []
    })
    .sort()
}

export function runNuChecker(files: string[]): VnuMessage[] {
  // --stdout and JSON, and the exit code left to the assertions.
  const run = spawnSync("java", ["-jar", VNU_JAR, "--format", "json", "--stdout", "--exit-zero-always", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
  if (run.error || run.status !== 0) throw new Error(`vnu did not run: ${run.error?.message ?? run.stderr}`)
  return (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages
}

/** What fails: errors, and warnings not reviewed above. */
export function unacceptedMessages(messages: VnuMessage[]): { errors: VnuMessage[]; warnings: VnuMessage[] } {
  const warnings = messages.filter((m) => m.type === "info" && m.subType === "warning")
  return {
    errors: messages.filter((m) => m.type !== "info"),
    warnings: warnings.filter((m) => !ACCEPTED_WARNINGS.some((accepted) => accepted.message.test(m.message))),
  }
}

export const describeMessage = (publicDir: string) => (m: VnuMessage) =>
  `${path.relative(publicDir, new URL(m.url).pathname)}:${m.lastLine ?? "?"} ${m.message}${m.extract ? `\n    ${m.extract.trim().slice(0, 160)}` : ""}`
