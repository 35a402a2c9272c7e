/**
 * The content's way into the data layer, the build's first steps: the check of data/, then the
 * snapshot gatsby-transformer-json makes the nodes from (src/build-time/content/snapshot.ts)
 * and the contact function's settings; then the résumé and CV, whose facts the pages query; and
 * in `gatsby develop`, all of it again after each save in data/.
 */
import path from "path"
import chokidar from "chokidar"
import type { Reporter } from "gatsby"
import { reportContent } from "../checks/report-content"
import { readContent, readingLanguages } from "../content/read-content"
import type { Translation } from "../content/read-translations"
import { ensureSnapshotDir, readSnapshot, writeSnapshot } from "../content/snapshot"
import { writeContactSettings } from "../content/contact-settings"
import { cvEditionsOf, cvFilesWriter, describeCvFiles, writeCvEditions, type EditionFiles } from "../publish/cv-files"
import { writePdfFacts } from "./pdf-files"
import { whenIdle } from "./when-idle"

/** What the build works on: the snapshot the data layer reads, and the function's settings. */
function handOn(rootDir: string, languages: readonly Translation[]): void {
  writeSnapshot(rootDir, languages)
  writeContactSettings(rootDir, languages)
}

/**
 * Before Gatsby compiles the contact function (which is built with its settings) or sources
 * anything: the check, whose errors stop a build with every problem listed, and then what the
 * content hands on.
 */
export async function prepareContent(rootDir: string, reporter: Reporter): Promise<void> {
  ensureSnapshotDir(rootDir)
  const languages = await reportContent(rootDir, reporter)
  if (languages) handOn(rootDir, languages)
}

type CvWriter = (editions: ReturnType<typeof cvEditionsOf>, publicDir: string) => { files: Promise<EditionFiles[]>; isLatest: () => boolean }

/** The résumé and CV of `languages`, written into public/; their facts handed to the data layer, unless newer content was asked for meanwhile. */
async function writeCvFiles(rootDir: string, languages: readonly Translation[], reporter: Reporter, write: CvWriter): Promise<void> {
  const request = write(cvEditionsOf(languages), path.join(rootDir, "public"))
  const editions = await request.files
  if (!request.isLatest()) return
  for (const { files } of editions) {
    // A résumé on two pages is still written (the owner's content is theirs to shorten), and said.
    if (files.resumeWarning) reporter.warn(files.resumeWarning)
    reporter.info(`[ship] résumé and CV: ${describeCvFiles(files)}`)
  }
  writePdfFacts(rootDir, editions)
}

/** Before sourcing: the résumé and CV of the content the check passed. */
export const sourceCvFiles = (rootDir: string, reporter: Reporter): Promise<void> =>
  writeCvFiles(rootDir, readSnapshot(rootDir), reporter, cvFilesWriter(writeCvEditions))

/** Saves within this long of each other are taken as one. */
const SAVES_SETTLE_MS = 300

/**
 * While `gatsby develop` runs, each time the owner saves a file in data/ (saves within a moment
 * of each other, as an editor saving several files, taken once): the content read again and,
 * if it reads without a problem, handed on at once, so that the open page shows it; then, once
 * Gatsby has updated the page, the whole check again and the résumé and CV, which take seconds
 * of its one thread. Content with problems hands nothing on: the pages keep the last good one
 * while the check says what to fix.
 */
export function watchContent(rootDir: string, reporter: Reporter): void {
  const writeCv = cvFilesWriter(writeCvEditions)
  let afterSaves: NodeJS.Timeout | undefined
  /** The latest save's number: work a save set off that waited past a newer save is left to that one's. */
  let latestSave = 0
  const saved = () => {
    clearTimeout(afterSaves)
    const save = ++latestSave
    afterSaves = setTimeout(async () => {
      const languages = readingLanguages(readContent(rootDir))
      if (languages) handOn(rootDir, languages)
      await whenIdle()
      if (save !== latestSave) return
      reportContent(rootDir, reporter).catch((error: Error) => reporter.error(`Checking data/ failed: ${error.message}`))
      if (languages) writeCvFiles(rootDir, languages, reporter, writeCv).catch((error: Error) => reporter.error(`Writing the résumé and CV failed: ${error.message}`))
    }, SAVES_SETTLE_MS)
  }
  chokidar.watch(path.join(rootDir, "data"), { ignoreInitial: true, ignored: ["**/schemas/**"] }).on("all", saved)
}
