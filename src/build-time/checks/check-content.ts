/**
 * The one check of the owner's content, run by `npm run check` (this file), by gatsby-node's
 * onPreInit before every build and again on every save during `gatsby develop`:
 * schemas, JSON syntax, images, app packages, the production address, the characters of the
 * share image and of the résumé and CV PDFs, content that builds but looks broken, and
 * whatever is still the sample's.
 *
 * Errors stop the build; warnings do not. What is still the sample's (its person, words,
 * projects, screenshots, stand-in addresses, apps signed with the sample key) is a group of
 * warnings of its own, listed first: the owner's checklist before launch.
 */
import path from "path"
import { projectTitleWarnings, shareImageWarnings } from "./share-image-warnings"
import { checkAppPackages } from "./check-apks"
import { checkProjectImages } from "./check-images"
import { contentWarnings } from "./content-warnings"
import { placeholderWarnings } from "./placeholder-warnings"
import { sampleContentLeftovers } from "./sample-content"
import { DATA_FILES } from "../../content/data-files"
import { describeEntry } from "../../content/content-locations"
import { readContent, readingLanguages } from "../content/read-content"
import type { Translation, Untranslated } from "../content/read-translations"
import { checkPublishedSiteUrl, type BuildEnv } from "../../content/site-url"
import { plural } from "../../shared/text"
import { checkDelivery } from "./check-delivery"
import { pdfWarnings } from "./pdf-warnings"
import { cvContentOf } from "../cv-pdf/content"

export interface CheckOptions {
  rootDir: string
  env: BuildEnv & { RESEND_API_KEY?: string }
  /**
   * Whether the result is to be published: `npm run check` and `gatsby build` check the site
   * address, `gatsby develop` (which serves on localhost) does not.
   */
  production: boolean
}

export interface CheckResult {
  errors: string[]
  warnings: string[]
  /** Warnings too: each place that is still the sample's, or a stand-in for the owner's own. */
  leftovers: string[]
  /** Warnings too, a group per language: the default language's texts its pages still show. */
  untranslated: Untranslated[]
  /** Every language's content, the default language's first, when there is no error: what the build works on. */
  languages?: Translation[]
}

/** The file and field a message is about: what comes before its first ": ". */
const placeOf = (message: string) => message.slice(0, message.indexOf(": "))

/**
 * The places still the sample's, one line each (a stand-in address found by its own rule
 * says more than "it is the sample's"), in the order of DATA_FILES and, in a list, of its
 * entries: all that is left of one project stands together.
 */
function sampleLeftovers(standIns: string[], sampleApps: string[], sampleContent: string[]): string[] {
  const named = new Set(standIns.map(placeOf))
  const lines = [...standIns, ...sampleContent.filter((line) => !named.has(placeOf(line))), ...sampleApps]
  const fileOrder = (line: string) => DATA_FILES.findIndex((name) => line.startsWith(`data/${name}.json`))
  const entryOrder = (line: string) => Number(/^data\/\w+\.json, entry (\d+)/.exec(line)?.[1] ?? 0)
  return lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => fileOrder(a.line) - fileOrder(b.line) || entryOrder(a.line) - entryOrder(b.line) || a.index - b.index)
    .map(({ line }) => line)
}

export async function checkContent({ rootDir, env, production }: CheckOptions): Promise<CheckResult> {
  const reading = readContent(rootDir)
  const { valid, parsed, errors, untranslated, translations } = reading
  const warnings: string[] = []

  // Images and packages are checked even when their file has other problems: each entry is judged alone.
  const [images, packages] = await Promise.all([checkProjectImages(parsed.projects, rootDir), checkAppPackages(parsed.apps, rootDir)])
  for (const files of [images, packages]) {
    errors.push(...files.errors)
    warnings.push(...files.warnings)
  }

  const { site, projects, experience, skills, achievements, apps } = valid
  if (site) {
    if (production) {
      const address = checkPublishedSiteUrl(env, site.siteUrl)
      if (address?.level === "error") errors.push(address.message)
      if (address?.level === "warning") warnings.push(address.message)
      const delivery = checkDelivery(site, env)
      errors.push(...delivery.errors)
      warnings.push(...delivery.warnings)
    }
    warnings.push(...shareImageWarnings(site))
  }
  warnings.push(...projectTitleWarnings((projects ?? []).map((project, index) => ({ where: `data/projects.json, ${describeEntry(project, index)}`, title: project.title }))))
  if (site && projects && experience && skills && achievements) warnings.push(...pdfWarnings(cvContentOf({ site, projects, experience, skills, achievements })))
  warnings.push(...contentWarnings({ site, projects, skills, apps }))
  const leftovers = sampleLeftovers(placeholderWarnings(valid), packages.sample, sampleContentLeftovers(valid, rootDir, translations))
  // The reading's errors, which the checks above added to: content with any of them is handed on to no build.
  return { errors, warnings, leftovers, untranslated, languages: readingLanguages(reading) }
}

/** A message may span lines (a JSON code frame): its later lines are indented under the dash. */
const bullets = (messages: string[]) => messages.map((message) => `  - ${message.split("\n").join("\n    ")}`).join("\n")

export function formatErrors(errors: string[]): string {
  return (
    `The content in data/ has ${plural(errors.length, "problem")} that ${errors.length === 1 ? "stops" : "stop"} the build:\n${bullets(errors)}\n` +
    `Each schema in data/schemas/ describes the expected fields; docs/check-messages.md explains every message.`
  )
}

export function formatWarnings(warnings: string[]): string {
  return `The content in data/ has ${plural(warnings.length, "warning")} (the site still builds, but a visitor would notice):\n${bullets(warnings)}`
}

export function formatLeftovers(leftovers: string[]): string {
  return (
    `The content in data/ is still the sample's in ${plural(leftovers.length, "place")} (the site builds, but it is not yet yours; ` +
    `docs/owner-guide.md, "Before you launch"):\n${bullets(leftovers)}`
  )
}

/** A language as the check's messages name it, in English as they are written: "Kiswahili", "Arabic". */
const languageName = (tag: string) => new Intl.DisplayNames(["en"], { type: "language" }).of(tag) ?? tag

/** One language's untranslated texts: a count, then each text's file, entry and field (its pages show the default language's words there). */
export function formatUntranslated({ language, from, fields }: Untranslated): string {
  return (
    `${plural(fields.length, "text")} of data/ ${fields.length === 1 ? "is" : "are"} not translated into ${languageName(language)} (${language}) yet; ` +
    `its pages show ${fields.length === 1 ? "it" : "them"} in ${languageName(from)} (add ${fields.length === 1 ? "it" : "them"} to data/${language}/; docs/owner-guide.md, "Languages"):\n${bullets(fields)}`
  )
}

/** What `npm run check` prints, and its exit code. */
export function renderCheckReport({ errors, warnings, leftovers, untranslated }: CheckResult): { output: string; exitCode: number } {
  const parts: string[] = []
  if (errors.length > 0) parts.push(`ERROR ${formatErrors(errors)}`)
  if (leftovers.length > 0) parts.push(`WARNING ${formatLeftovers(leftovers)}`)
  if (warnings.length > 0) parts.push(`WARNING ${formatWarnings(warnings)}`)
  for (const group of untranslated) parts.push(`WARNING ${formatUntranslated(group)}`)
  const warningCount = warnings.length + leftovers.length + untranslated.length
  const summary =
    errors.length > 0
      ? `✖ ${plural(errors.length, "error")}, ${plural(warningCount, "warning")}: fix the errors, then run npm run check again.`
      : warningCount > 0
        ? `✔ No errors: the site can be built. ${plural(warningCount, "warning")} above.`
        : "✔ The content in data/ is fine: no errors, no warnings."
  parts.push(summary)
  return { output: parts.join("\n\n"), exitCode: errors.length > 0 ? 1 : 0 }
}

async function main(): Promise<void> {
  const rootDir = path.resolve(process.argv[2] ?? process.cwd())
  const result = await checkContent({ rootDir, env: process.env, production: true })
  const { output, exitCode } = renderCheckReport(result)
  console.log(output)
  process.exitCode = exitCode
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error)
    process.exitCode = 2
  })
}
