/**
 * The content the build works on: once the check has passed, the one reader's result (each
 * language's files, the default language's with the translation laid over them and the schemas'
 * defaults filled in) is written to .generated/content/<language>/<file>.json. It is the road
 * of the content into Gatsby's data layer: gatsby-source-filesystem reads the folder and
 * gatsby-transformer-json makes each file's nodes (gatsby-config.ts), each entry saying its
 * `language`, which the pages' queries ask for. The build's own steps (the pages it makes, what
 * it writes after them) read the same snapshot (readSnapshot), and `gatsby develop` writes it
 * again after each save in data/ (../data-layer/watch-content.ts), so that a page, its query
 * and the build's steps never see two versions of the content.
 */
import fs from "fs"
import path from "path"
import { DATA_FILES, type DataFileName } from "../../content/data-files"
import { isComplete } from "../../content/content"
import type { Translation } from "./read-translations"

/** Everything the build makes from the content before Gatsby starts, apart from its source. */
export const generatedDir = (rootDir: string): string => path.join(rootDir, ".generated")

/** The folder gatsby-source-filesystem reads: one folder per language. */
export const snapshotDir = (rootDir: string): string => path.join(generatedDir(rootDir), "content")

/** The site's languages, the default first: the order of the snapshot's folders. */
const languagesFile = (rootDir: string): string => path.join(generatedDir(rootDir), "languages.json")

const languageDir = (rootDir: string, language: string): string => path.join(snapshotDir(rootDir), language)

/** A file as the project writes JSON: two spaces, a line at the end. */
const jsonText = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`

/** Writes a file of the snapshot, unless it already says the same: an unchanged file makes no new nodes. */
function writeIfChanged(file: string, text: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) return
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}

type Entry = Record<string, unknown>

/** A file's content as its nodes hold it: each entry of a list says its language (site.json says it already). */
function withLanguage(name: DataFileName, data: unknown, language: string): unknown {
  if (name === "site" || !Array.isArray(data)) return data
  return (data as Entry[]).map((entry) => ({ ...entry, language }))
}

function withoutLanguage(name: DataFileName, data: unknown): unknown {
  if (name === "site" || !Array.isArray(data)) return data
  return (data as Entry[]).map(({ language: _language, ...entry }) => entry)
}

/**
 * Writes every language's content. A folder of a language the site no longer has goes, with
 * its files: its nodes go with them.
 */
export function writeSnapshot(rootDir: string, languages: readonly Translation[]): void {
  fs.mkdirSync(snapshotDir(rootDir), { recursive: true })
  const current = new Set(languages.map(({ language }) => language))
  for (const folder of fs.readdirSync(snapshotDir(rootDir))) {
    if (!current.has(folder)) fs.rmSync(languageDir(rootDir, folder), { recursive: true, force: true })
  }
  for (const { language, content } of languages) {
    for (const name of DATA_FILES) writeIfChanged(path.join(languageDir(rootDir, language), `${name}.json`), jsonText(withLanguage(name, content[name], language)))
  }
  writeIfChanged(languagesFile(rootDir), jsonText(languages.map(({ language }) => language)))
}

/**
 * A file of build facts beside a language's content (the résumé and CV's: pdfFiles.json), which
 * becomes a node like the content's.
 */
export function writeSnapshotFile(rootDir: string, language: string, name: string, facts: object): void {
  writeIfChanged(path.join(languageDir(rootDir, language), `${name}.json`), jsonText({ ...facts, language }))
}

/** Makes sure the folder gatsby-source-filesystem reads exists, if empty: content with errors writes none. */
export function ensureSnapshotDir(rootDir: string): void {
  fs.mkdirSync(snapshotDir(rootDir), { recursive: true })
}

/** Every language's content as the build last wrote it, the default language's first. */
export function readSnapshot(rootDir: string): Translation[] {
  if (!fs.existsSync(languagesFile(rootDir))) throw new Error(`${path.relative(rootDir, snapshotDir(rootDir))} has not been written: the build writes it once data/ passes its check.`)
  const languages: string[] = JSON.parse(fs.readFileSync(languagesFile(rootDir), "utf8"))
  return languages.map((language) => {
    const files: Partial<Record<DataFileName, unknown>> = {}
    for (const name of DATA_FILES) files[name] = withoutLanguage(name, JSON.parse(fs.readFileSync(path.join(languageDir(rootDir, language), `${name}.json`), "utf8")))
    if (!isComplete(files)) throw new Error(`${path.relative(rootDir, languageDir(rootDir, language))} lacks a data file: the build writes every one.`)
    return { language, content: files }
  })
}
