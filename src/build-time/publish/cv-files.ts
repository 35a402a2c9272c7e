/**
 * The résumé and CV the build writes into public/ at addresses that carry the owner's name
 * (cvFilePaths: "/Brian-Kamau-CV.pdf"), with a copy at each old address, made from the content
 * alone (src/build-time/cv-pdf/): written before the data layer is made (and again in `gatsby
 * develop` after each save in data/), their facts handed to it (src/build-time/data-layer/pdf-files.ts),
 * so that the pages' links state the files' sizes. `npm run pdf` writes the files without
 * building the site.
 */
import fs from "fs"
import path from "path"
import { cvFilePaths, downloadName, LEGACY_CV_PATHS, type CvDocument, type CvFile } from "../../shared/cv-files"
import { describeLeftOut, type RunsOver } from "../cv-pdf/resume-fit"
import { describeEntry } from "../../content/content-locations"
import { plural } from "../../shared/text"
import { formatSize } from "../../shared/format-size"
import { cvContentOf, resumeContentOf, type CvContent } from "../cv-pdf/content"
import { loadLanguages, type Translation } from "../content/read-content"
import type { BuildEnv } from "../../content/site-url"
import { languagePrefix } from "../../shared/languages"

export interface WrittenFile extends CvFile {
  pages: number
}

export interface PdfFiles {
  resume: WrittenFile
  cv: WrittenFile
  /** What the résumé left out to stay on one page, for the build's log ("" when nothing). */
  resumeLeftOut: string
  /** The build's warning when the résumé runs over one page all the same ("" when it fits): resumeWarning. */
  resumeWarning: string
}

/** One language's résumé and CV: its content, and the prefix of its pages ("" for the default language's, "/sw"). */
export interface CvEdition {
  language: string
  prefix: string
  content: CvContent
}

/** Every language's files, the default language's first, from its content. */
export function cvEditionsOf(languages: readonly Translation[], env: Pick<BuildEnv, "SITE_URL"> = process.env): CvEdition[] {
  return languages.map(({ language, content }) => ({ language, prefix: languagePrefix(language, languages[0].language), content: cvContentOf(content, env) }))
}

/** Every language's files, from the content of `rootDir`/data/. */
export const readCvEditions = (rootDir: string, env: Pick<BuildEnv, "SITE_URL"> = process.env): CvEdition[] => cvEditionsOf(loadLanguages(rootDir), env)

/**
 * Each file's name ("Brian-Kamau-Resume.pdf"), address ("/Brian-Kamau-Resume.pdf", in another
 * language under its prefix: "/sw/Brian-Kamau-Wasifu.pdf") and old address ("/resume.pdf",
 * the default language's only).
 */
export function cvFileAddresses({ site }: CvContent, prefix = ""): Record<CvDocument, { fileName: string; path: string; legacyPath: string }> {
  const fileNames = { resume: downloadName(site.name, site.header.resume), cv: downloadName(site.name, site.pdf.cvTitle) }
  const paths = cvFilePaths(fileNames)
  const addresses = (document: CvDocument) => ({ fileName: fileNames[document], path: `${prefix}${paths[document]}`, legacyPath: prefix ? `${prefix}${paths[document]}` : LEGACY_CV_PATHS[document] })
  return { resume: addresses("resume"), cv: addresses("cv") }
}

/** The name each file downloads under, by each of its addresses: "/cv.pdf" and "/Brian-Kamau-CV.pdf" → "Brian-Kamau-CV.pdf", in every language. */
export function cvDownloadNames(editions: readonly CvEdition[]): Record<string, string> {
  return Object.fromEntries(
    editions.flatMap(({ content, prefix }) => Object.values(cvFileAddresses(content, prefix)).flatMap(({ fileName, path, legacyPath }) => [[legacyPath, fileName], [path, fileName]]))
  )
}

/** One language's files, as written. */
export interface EditionFiles {
  language: string
  files: PdfFiles
}

/** Writes every language's files into `publicDir`, one after the other. */
export async function writeCvEditions(editions: readonly CvEdition[], publicDir: string): Promise<EditionFiles[]> {
  const written: EditionFiles[] = []
  for (const { language, prefix, content } of editions) written.push({ language, files: await writeCvFiles(content, publicDir, prefix) })
  return written
}

/** Writes both files into `publicDir` (below `prefix`, another language's folder); their sizes as their language writes them. */
export async function writeCvFiles(content: CvContent, publicDir: string, prefix = ""): Promise<PdfFiles> {
  // Loaded only here: the PDF writer is large, and the content check, which shares this
  // module's neighbours, never needs it.
  const { pageCount, renderCv, renderResume } = await import("../cv-pdf/render")
  const [resume, cv] = await Promise.all([renderResume(content), renderCv(content)])
  fs.mkdirSync(path.join(publicDir, prefix), { recursive: true })
  const addresses = cvFileAddresses(content, prefix)
  const write = (document: CvDocument, pdf: Buffer): WrittenFile => {
    const { fileName, path: sitePath, legacyPath } = addresses[document]
    for (const address of new Set([sitePath, legacyPath])) fs.writeFileSync(path.join(publicDir, address), pdf)
    return { path: sitePath, size: formatSize(pdf.length, content.site), fileName, pages: pageCount(pdf) }
  }
  const resumeFile = write("resume", resume.pdf)
  return {
    resume: resumeFile,
    cv: write("cv", cv),
    resumeLeftOut: describeLeftOut(resumeContentOf(content), resume.selection),
    resumeWarning: resume.runsOver ? resumeWarning(content, resume.runsOver, resumeFile.pages) : "",
  }
}

/** The longest of some texts, and its field: what to shorten first. */
function longest(fields: [string, string | undefined][]): { field: string; length: number } {
  return fields
    .map(([field, text]) => ({ field, length: Array.from(text ?? "").length }))
    .reduce((most, next) => (next.length > most.length ? next : most))
}

/**
 * The build's warning about a résumé that runs onto a second page with everything left out that
 * may be (src/build-time/cv-pdf/resume-fit.ts): what is too long, and where it is written. `runsOver` is what
 * the fit found too long: the latest job, or the name and contact details themselves.
 */
export function resumeWarning(content: CvContent, runsOver: RunsOver, pages: number): string {
  const { site, experience } = content
  const start = `${cvFileAddresses(content).resume.path} has ${pages} pages instead of one: it leaves out all it may (achievements, older jobs, projects, skills and the summary), and `
  if (runsOver === "latest job") {
    const job = experience[0]
    const { field, length } = longest((["title", "company", "description"] as const).map((key) => [key, job[key]]))
    return (
      `${start}your latest job is still too long for one page with your name and contact details: ` +
      `data/experience.json, ${describeEntry(job, job.at)}, field "${field}" (${length} characters). Shorten it.`
    )
  }
  const { field, length } = longest([
    ["name", site.name],
    ["jobTitle", site.jobTitle],
    ["location", site.location],
    ["email", site.email],
    ["phone", site.phone],
    ...site.socialLinks.flatMap((link, i): [string, string][] => [
      [`socialLinks[${i}].label`, link.label],
      [`socialLinks[${i}].href`, link.href],
    ]),
  ])
  return (
    `${start}your name, job title and contact details alone are too long for one page. ` +
    `The longest is data/site.json, field "${field}" (${length} characters): shorten it.`
  )
}

/** One request for the files: what it was for, and whether a later one has been made since. */
export interface CvFilesRequest<F = EditionFiles[]> {
  files: Promise<F>
  /** False once the files were asked for another content: that request's node replaces this one's. */
  isLatest: () => boolean
}

/**
 * Writes the files for each content asked for, in the order asked. `gatsby develop` asks again
 * after every save in data/, maybe while the last content's files are being written: each write
 * starts after the one before has ended (both would write the same files, and an older content's
 * could end last), a content already written (or being written) is not written again, and a
 * failed write is forgotten, so asking again tries again.
 */
export function cvFilesWriter<C, F>(write: (content: C, publicDir: string) => Promise<F>) {
  let latest: { key: string; files: Promise<F> } | undefined
  let previous: Promise<unknown> = Promise.resolve()
  return (content: C, publicDir: string): CvFilesRequest<F> => {
    const key = JSON.stringify([content, publicDir])
    if (latest?.key !== key) {
      const request = { key, files: previous.then(() => write(content, publicDir)) }
      latest = request
      previous = request.files.catch(() => undefined)
      request.files.catch(() => {
        if (latest === request) latest = undefined
      })
    }
    const asked = latest
    return { files: asked.files, isLatest: () => latest === asked }
  }
}

/** The files' facts as the pages read them (src/build-time/data-layer/pdf-files.ts). */
export function pdfFilesFacts({ resume, cv }: PdfFiles): { resume: Omit<WrittenFile, "pages">; cv: Omit<WrittenFile, "pages"> } {
  const facts = ({ path, size, fileName }: WrittenFile) => ({ path, size, fileName })
  return { resume: facts(resume), cv: facts(cv) }
}

/** The build log's line: "/Brian-Kamau-Resume.pdf (1 page, 21.3 kB) and /Brian-Kamau-CV.pdf (3 pages, 40.2 kB)". */
export function describeCvFiles({ resume, cv, resumeLeftOut, resumeWarning }: PdfFiles): string {
  const one = (file: WrittenFile) => `${file.path} (${plural(file.pages, "page")}, ${file.size})`
  const leftOut = resumeLeftOut ? ` leaving out ${resumeLeftOut}${resumeWarning ? "" : " to fit one page"}` : ""
  return `${one(resume)}${leftOut} and ${one(cv)}`
}

async function main(): Promise<void> {
  const roots = process.argv.slice(2)
  for (const root of roots.length > 0 ? roots : [process.cwd()]) {
    const rootDir = path.resolve(root)
    for (const { files } of await writeCvEditions(readCvEditions(rootDir), path.join(rootDir, "public"))) {
      console.log(`${path.join(rootDir, "public")}: ${describeCvFiles(files)}`)
      if (files.resumeWarning) console.warn(`warn ${files.resumeWarning}`)
    }
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
}
