/**
 * The site's other languages: their tags (data/site.json "otherLanguages"), their translation
 * folders (data/<tag>/) and each one's content, the default language's with the translation
 * over it (./translations.ts), checked against the same schemas.
 */
import fs from "fs"
import path from "path"
import { canonicalLanguageTag, languagesOf } from "../../shared/languages"
import type { Content } from "../../content/content"
import { DATA_FILES, type DataFileName } from "../../content/data-files"
import { formatJsonSyntaxError, parseJson } from "../../content/json-syntax"
import { mergeTranslation, translatedSite, translationProblems, untranslatedFields, withLinksInLanguage } from "../../content/translations"
import { readSchema, validateData } from "./validate-data"

export interface Translation {
  language: string
  content: Content
}

/** The texts of the default language (`from`) that a language's pages show untranslated. */
export interface Untranslated {
  language: string
  from: string
  fields: string[]
}

export interface TranslationsReading {
  /** Each other language's content, when it has no problem. */
  translations: Translation[]
  errors: string[]
  /** Per language, the default language's texts it shows untranslated. */
  untranslated: Untranslated[]
}

const quote = (values: readonly string[]) => values.map((value) => JSON.stringify(value)).join(", ")

/** What is wrong with data/site.json "otherLanguages": a tag the platform cannot read, the default language among them. */
export function languageProblems(site: Content["site"]): string[] {
  if (!site.otherLanguages) return []
  const problems = site.otherLanguages.flatMap((tag, index) => {
    const canonical = canonicalLanguageTag(tag)
    const where = `data/site.json, field "otherLanguages" entry ${index + 1}`
    if (canonical === undefined) return [`${where}: ${JSON.stringify(tag)} is no language tag (BCP 47); write one like "sw", "fr" or "pt-BR"`]
    if (canonical !== tag) return [`${where}: write ${JSON.stringify(tag)} as ${JSON.stringify(canonical)}, the form of a language tag (BCP 47)`]
    if (tag === site.language) return [`${where}: ${JSON.stringify(tag)} is the default language, "language"; list only the others`]
    return []
  })
  if (site.otherLanguages.length > 0 && !site.header.languages) {
    problems.push(`data/site.json, field "header.languages": is required with more than one language: what the language switch is called for screen readers, like "Language"`)
  }
  return problems
}

/** The folders of data/ that hold a data file: translations, whatever their name. */
function translationFolders(dataDir: string): string[] {
  if (!fs.existsSync(dataDir)) return []
  return fs
    .readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && DATA_FILES.some((name) => fs.existsSync(path.join(dataDir, entry.name, `${name}.json`))))
    .map((entry) => entry.name)
}

/** Reads one translation file: undefined when there is none, an error for broken JSON. */
function readTranslationFile(dataDir: string, language: string, name: DataFileName): { data?: unknown; error?: string } {
  const file = path.join(dataDir, language, `${name}.json`)
  if (!fs.existsSync(file)) return {}
  const text = fs.readFileSync(file, "utf8")
  const parsed = parseJson(text)
  return parsed.ok ? { data: parsed.data } : { error: formatJsonSyntaxError(`data/${language}/${name}.json`, text, parsed.error) }
}

/** Every other language's content, from the default language's (checked and valid). */
export function readTranslations(rootDir: string, content: Content): TranslationsReading {
  const dataDir = path.join(rootDir, "data")
  const reading: TranslationsReading = { translations: [], errors: languageProblems(content.site), untranslated: [] }
  const [defaultLanguage, ...others] = languagesOf(content.site)
  for (const folder of translationFolders(dataDir)) {
    if (!others.includes(folder)) {
      const advice = folder === defaultLanguage ? `the default language's files are data/*.json; move them there` : `add ${JSON.stringify(folder)} to data/site.json "otherLanguages" (now ${quote(others)}), or remove the folder`
      reading.errors.push(`data/${folder}/: a translation of a language the site does not have; ${advice}`)
    }
  }
  if (reading.errors.length > 0) return reading
  for (const language of others) {
    const merged: Partial<Record<DataFileName, unknown>> = {}
    const errors: string[] = []
    const fields: string[] = []
    for (const name of DATA_FILES) {
      const base = content[name]
      const { data, error } = readTranslationFile(dataDir, language, name)
      if (error) {
        errors.push(error)
        continue
      }
      const file = `data/${language}/${name}.json`
      const problems = data === undefined ? [] : translationProblems(name, language, base, data)
      errors.push(...problems)
      if (problems.length > 0) continue
      const translated = name === "site" ? translatedSite(base as object, data, language) : mergeTranslation(name, base, data)
      merged[name] = withLinksInLanguage(translated, base, content.site.siteUrl, language)
      errors.push(...(data === undefined ? [] : validateData(name, merged[name], { rootDir }, file)))
      fields.push(...untranslatedFields(name, base, data, readSchema(name)).map((field) => `data/${name}.json, ${field}`))
    }
    reading.errors.push(...errors)
    if (fields.length > 0) reading.untranslated.push({ language, from: defaultLanguage, fields })
    if (errors.length === 0) reading.translations.push({ language, content: merged as Content })
  }
  return reading
}
