/**
 * npm run align:translations: writes each translation in data/<language>/ as the check wants it,
 * entry for entry beside the default language's files (src/content/translations.ts,
 * alignedTranslation): each list lists every entry, in the default language's order, one it does
 * not translate as its key alone. Its words are untouched; an entry that translates none of the
 * default language's is left out, and named here.
 *
 *   npm run align:translations            this checkout's data/
 *   ts-node tools/align-translations.ts <folder>
 *                                         the data/ below another folder (the tests' and
 *                                         benchmarks' generated sites)
 */
import fs from "fs"
import path from "path"
import { isDeepStrictEqual } from "util"
import { DATA_FILES, entryKeysOf, type DataFileName } from "../src/content/data-files"
import { alignedTranslation } from "../src/content/translations"
import { languagesOf } from "../src/shared/languages"
import { readJson, writeJson } from "./json-files"

/** Whether two entries of a list file are one: they give the same key. */
const sameEntry = (name: DataFileName, a: unknown, b: unknown) =>
  (entryKeysOf(name) ?? []).some((key) => a !== null && b !== null && typeof a === "object" && typeof b === "object" && key in a && (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key])

/** Aligns every translation below rootDir/data/; returns what it did, a line a file. */
export function alignTranslations(rootDir: string): string[] {
  const dataDir = path.join(rootDir, "data")
  const [, ...translations] = languagesOf(readJson(path.join(dataDir, "site.json")))
  const report: string[] = []
  for (const language of translations) {
    for (const name of DATA_FILES) {
      const file = path.join(dataDir, language, `${name}.json`)
      const baseFile = path.join(dataDir, `${name}.json`)
      if (!fs.existsSync(file) || !fs.existsSync(baseFile)) continue
      const translation = readJson<unknown>(file)
      const aligned = alignedTranslation(name, readJson(baseFile), translation)
      if (isDeepStrictEqual(aligned, translation)) continue
      writeJson(file, aligned)
      const dropped = Array.isArray(translation) && Array.isArray(aligned) ? translation.filter((entry) => !aligned.some((kept) => sameEntry(name, kept, entry))) : []
      report.push(`data/${language}/${name}.json: aligned${dropped.length > 0 ? `; left out, translating no entry of data/${name}.json: ${dropped.map((entry) => JSON.stringify(entry).slice(0, 60)).join(", ")}` : ""}`)
    }
  }
  return report
}

if (require.main === module) {
  const report = alignTranslations(path.resolve(process.argv[2] ?? path.join(__dirname, "..")))
  console.log(report.length > 0 ? report.join("\n") : "Every translation already stands entry for entry beside the default language.")
}
