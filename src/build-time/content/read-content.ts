/**
 * The one reader of the owner's content: every file of data/, parsed and checked against its
 * schema (./validate-data.ts), typed by the types made from the same schemas
 * (./schema-types.ts). The build, `npm run check`, the résumé and CV, the typeface's subsets
 * and the share images all read the content here; only Gatsby's own data layer reads data/
 * besides (gatsby-source-filesystem, for the pages' queries).
 */
import fs from "fs"
import path from "path"
import { contentRuleProblems } from "../../content/content-rules"
import { DATA_FILES, OPTIONAL_DATA_FILES, type DataFileName } from "../../content/data-files"
import { formatJsonSyntaxError, parseJson } from "../../content/json-syntax"
import { isComplete, type Content } from "../../content/content"
import { validateData } from "./validate-data"
import { readTranslations, type Translation, type TranslationsReading } from "./read-translations"

export type { Content } from "../../content/content"
export type { Translation } from "./read-translations"

export interface ContentReading {
  /** Each file that passed its schema, typed: a later check may rely on its shape. */
  valid: Partial<Content>
  /** Each file that is valid JSON, as it parsed, valid or not: checks that judge an entry alone read these. */
  parsed: Partial<Record<DataFileName, unknown>>
  /** One message per problem, naming the file, the entry and the field. */
  errors: string[]
  /** Each other language's content (data/site.json "otherLanguages"), when the default language's is valid. */
  translations: Translation[]
  /** Per other language, the default language's texts it still shows untranslated. */
  untranslated: TranslationsReading["untranslated"]
}

export interface ReadOptions {
  /** When the content is read: a job may not start after this month (tests fix it). */
  today?: Date
}

/**
 * Reads and checks every data file of `rootDir`/data/, then the rules between them
 * (./content-rules.ts); a missing file or broken JSON is a problem too, but for a file the
 * owner may leave out, which reads as an empty list.
 */
export function readContent(rootDir: string, { today = new Date() }: ReadOptions = {}): ContentReading {
  const reading: ContentReading = { valid: {}, parsed: {}, errors: [], translations: [], untranslated: [] }
  for (const name of DATA_FILES) {
    const file = path.join(rootDir, "data", `${name}.json`)
    if (!fs.existsSync(file)) {
      if (OPTIONAL_DATA_FILES.includes(name)) Object.assign(reading.valid, { [name]: [] })
      else reading.errors.push(`data/${name}.json: file is missing`)
      continue
    }
    const text = fs.readFileSync(file, "utf8")
    const parsed = parseJson(text)
    if (!parsed.ok) {
      reading.errors.push(formatJsonSyntaxError(`data/${name}.json`, text, parsed.error))
      continue
    }
    reading.parsed[name] = parsed.data
    const problems = validateData(name, parsed.data, { rootDir })
    reading.errors.push(...problems)
    if (problems.length === 0) Object.assign(reading.valid, { [name]: parsed.data })
  }
  reading.errors.push(...contentRuleProblems(reading.valid, today))
  // Translations are laid over the default language's content: only a valid one.
  if (reading.errors.length === 0 && isComplete(reading.valid)) {
    const { translations, errors, untranslated } = readTranslations(rootDir, reading.valid)
    Object.assign(reading, { translations, untranslated })
    reading.errors.push(...errors)
  }
  return reading
}

/**
 * The content, for steps that run once the check has passed (the build's first step stops on
 * any problem): a problem here means the step was run on content nobody checked, and it says so.
 */
export function loadContent(rootDir: string, options?: ReadOptions): Content {
  return loadLanguages(rootDir, options)[0].content
}

/** A reading's content in every language, the default language's first, when it has no problem. */
export function readingLanguages({ valid, errors, translations }: Pick<ContentReading, "valid" | "errors" | "translations">): Translation[] | undefined {
  return errors.length === 0 && isComplete(valid) ? [{ language: valid.site.language, content: valid }, ...translations] : undefined
}

/** Every language's content, the default language's first (a site in one language has only that). */
export function loadLanguages(rootDir: string, options?: ReadOptions): Translation[] {
  const reading = readContent(rootDir, options)
  const languages = readingLanguages(reading)
  if (!languages) {
    throw new Error(`The content in ${path.join(rootDir, "data")} has problems; run npm run check:\n${reading.errors.map((error) => `  - ${error}`).join("\n")}`)
  }
  return languages
}
