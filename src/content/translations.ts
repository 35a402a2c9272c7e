/**
 * A language's content: the default language's files (data/*.json) with a translation's
 * (data/<language>/*.json, any subset of the files, each with any subset of the fields) laid
 * over them. An entry of a list is matched to the default language's by its key (a project's
 * id or slug, a skill's name…), a list of texts is replaced whole, and every field the
 * translation leaves out is the default language's.
 *
 * A translation's list of entries lists every entry of the default language's, in its order,
 * each by its key (`{ "id": 4 }` alone for one it does not translate): the editor at /admin/
 * pairs the languages' entries by their place, and adds, removes and moves them in every
 * language at once (src/build-time/editor/editor-fields.ts).
 */
import { entryKeysOf, type DataFileName } from "./data-files"
import { describeEntry, describeLocation } from "./content-locations"
import { wordsIn, type DataPath, type Schema } from "./schema-walk"
import { projectSlug } from "../shared/project-pages"
import { languagePrefix, localizedPath } from "../shared/languages"

type Entry = Record<string, unknown>

const isObject = (value: unknown): value is Entry => typeof value === "object" && value !== null && !Array.isArray(value)

/** How an entry of a list inside an object is matched (site.json's links by href, its filters and tabs by category), or else by its place. */
export const NESTED_KEYS: readonly string[] = ["id", "category", "href", "name", "slug"]

/** What is the same in every language, set in the default language's file only (dotted paths of data/site.json). */
export const SAME_IN_EVERY_LANGUAGE: Partial<Record<DataFileName, readonly string[]>> = {
  site: ["language", "otherLanguages", "region", "redirectByLanguage", "siteUrl", "sections", "contact.delivery", "editor"],
}

const keyOf = (entry: unknown, keys: readonly string[]): { field: string; value: unknown } | undefined => {
  if (!isObject(entry)) return undefined
  const field = keys.find((key) => entry[key] !== undefined)
  return field === undefined ? undefined : { field, value: entry[field] }
}

/** The key two lists' entries share, when every entry of both has one. */
function sharedKey(base: unknown[], over: unknown[], keys: readonly string[]): string | undefined {
  return keys.find((key) => [...base, ...over].every((entry) => isObject(entry) && entry[key] !== undefined))
}

function mergeList(base: unknown[], over: unknown[], keys: readonly string[]): unknown[] {
  const key = sharedKey(base, over, keys)
  // Entries with no key (a case study's screenshots) are matched in order; a list of texts (paragraphs) is the translation's whole.
  if (key === undefined) return base.every(isObject) && over.every(isObject) ? base.map((entry, index) => mergeValue(entry, over[index])) : over
  return base.map((entry) => {
    const translated = over.find((candidate) => isObject(candidate) && isObject(entry) && candidate[key] === entry[key])
    return translated === undefined ? entry : mergeValue(entry, translated)
  })
}

function mergeValue(base: unknown, over: unknown): unknown {
  // A switch (a project's "featured") is the same in every language: a translation's is not read.
  if (typeof base === "boolean") return base
  if (isObject(base) && isObject(over)) {
    const merged: Entry = { ...base }
    for (const [field, value] of Object.entries(over)) merged[field] = mergeValue(base[field], value)
    return merged
  }
  if (Array.isArray(base) && Array.isArray(over)) return mergeList(base, over, NESTED_KEYS)
  return over === undefined ? base : over
}

/** A file of one language: the default language's, with the translation's fields over it. */
export function mergeTranslation(name: DataFileName, base: unknown, translation: unknown): unknown {
  if (translation === undefined) return base
  if (name !== "site" && Array.isArray(base) && Array.isArray(translation)) {
    const keys = entryKeysOf(name)
    return base.map((entry) => {
      // By the key the translated entry gives (a project by its id or its slug).
      const translated = translation.find((candidate) => {
        const key = keyOf(candidate, keys)
        return key !== undefined && isObject(entry) && entry[key.field] === key.value
      })
      return translated ? withDefaultAddress(name, entry, mergeValue(entry, translated)) : entry
    })
  }
  return mergeValue(base, translation)
}

/**
 * A project's page address is its default language's in every language (/sw/projects/<slug> is
 * the same page as /projects/<slug>): a translated title changes none, so the merged entry keeps
 * the address the default language's title gives.
 */
function withDefaultAddress(name: DataFileName, base: unknown, merged: unknown): unknown {
  if (name !== "projects" || !isObject(base) || !isObject(merged) || typeof base.title !== "string") return merged
  const address = projectSlug({ title: base.title, slug: typeof base.slug === "string" ? base.slug : undefined })
  const translatedAddress = typeof merged.title === "string" ? projectSlug({ title: merged.title, slug: typeof merged.slug === "string" ? merged.slug : undefined }) : address
  return translatedAddress === address ? merged : { ...merged, slug: address }
}

/** A language's data/site.json: the default language's with the translation over it, saying which language it is. */
export const translatedSite = <S extends object>(base: S, translation: unknown, language: string): S & { language: string } => ({
  ...(mergeTranslation("site", base, translation) as S),
  language,
})

const fieldAt = (data: unknown, dotted: string): unknown => dotted.split(".").reduce<unknown>((value, key) => (isObject(value) ? value[key] : undefined), data)

/**
 * What is wrong with a translation as a translation (its fields are checked against the schema
 * once merged): an entry that translates none of the default language's, an entry that says not
 * which one it translates, a field that is the same in every language.
 */
export function translationProblems(name: DataFileName, language: string, base: unknown, translation: unknown): string[] {
  const file = `data/${language}/${name}.json`
  const original = `data/${name}.json`
  if (Array.isArray(base) !== Array.isArray(translation) || !(isObject(translation) || Array.isArray(translation))) {
    return [`${file}: must be ${Array.isArray(base) ? "a list, like" : "an object, like"} ${original}`]
  }
  if (name === "site" || !Array.isArray(base) || !Array.isArray(translation)) {
    const sameEverywhere = (SAME_IN_EVERY_LANGUAGE[name] ?? [])
      .filter((field) => fieldAt(translation, field) !== undefined)
      .map((field) => `${file}, field "${field}": is the same in every language; set it in ${original} only`)
    return sameEverywhere.length > 0 ? sameEverywhere : nestedAlignment(file, original, base, translation, [])
  }
  const keys = entryKeysOf(name)
  const entryProblems = translation.flatMap((entry, index) => {
    const key = keyOf(entry, keys)
    const where = `${file}, ${describeEntry(entry, index)}`
    if (!key) return [`${where}: says not which entry of ${original} it translates; give it the ${keys.map((k) => `"${k}"`).join(" or ")} of that entry`]
    const counterpart = base.find((candidate) => isObject(candidate) && candidate[key.field] === key.value)
    if (!counterpart) return [`${where}: has no counterpart in ${original} (no entry with ${key.field} ${JSON.stringify(key.value)}); remove it, or correct its ${key.field}`]
    const duplicate = translation.findIndex((candidate) => isObject(candidate) && candidate[key.field] === key.value)
    return duplicate < index ? [`${where}: translates the same entry as entry ${duplicate + 1}; keep one of them`] : []
  })
  return entryProblems.length > 0 ? entryProblems : listAlignment(file, original, base, translation, keys, [])
}

/**
 * What keeps a translation's list from standing entry for entry beside the default language's
 * (./translations.ts's opening comment): too few entries, or one out of its place. Lists inside
 * an entry or an object are held to it too where their entries have a key.
 */
function listAlignment(file: string, original: string, base: unknown[], translation: unknown[], keys: readonly string[], at: DataPath): string[] {
  const key = keys.find((field) => base.every((entry) => isObject(entry) && entry[field] !== undefined))
  if (key === undefined) return []
  const field = at.length > 0 ? `, field "${at.join(".")}"` : ""
  const given = new Set(translation.map((entry) => keyOf(entry, keys)?.value))
  const untranslated = base.find((entry) => isObject(entry) && !keys.some((field) => entry[field] !== undefined && given.has(entry[field]))) ?? base[0]
  const stub = `{ ${JSON.stringify(key)}: ${JSON.stringify(isObject(untranslated) ? untranslated[key] : "")} }`
  const why = `(the editor at /admin/ pairs the languages' entries by their place)`
  if (translation.length !== base.length) {
    return [
      `${file}${field}: lists ${translation.length} of the ${base.length} entries of ${original}${field}: list every one, in its order, each with its "${key}" ${why}; ` +
        `one you do not translate is its "${key}" alone, like ${stub}`,
    ]
  }
  // Each entry by the key it gives (a project by its id or its slug).
  const misplaced = translation.findIndex((entry, index) => {
    const given = keyOf(entry, keys)
    return !given || !isObject(base[index]) || base[index][given.field] !== given.value
  })
  if (misplaced >= 0) {
    const entry = translation[misplaced]
    const given = keyOf(entry, keys)
    const baseEntry = base[misplaced]
    const gives = given ? `gives ${given.field} ${JSON.stringify(given.value)}` : `gives no ${keys.map((k) => `"${k}"`).join(" or ")}`
    const there = isObject(baseEntry) ? `${original}${field} has ${JSON.stringify(baseEntry[given?.field ?? key])} there` : `${original}${field} has no entry there`
    return [
      `${file}${field}, ${describeEntry(entry, misplaced)}: ${gives}, where ${there}: ` +
        `list the entries in the order of ${original}, each with its "${given?.field ?? key}" as written there (one changed there is changed here too) ${why}`,
    ]
  }
  return translation.flatMap((entry, index) => nestedAlignment(file, original, base[index], entry, at))
}

/** The lists of entries inside two matching values, held to the same order (site.json's filters, tabs and links). */
function nestedAlignment(file: string, original: string, base: unknown, translation: unknown, at: DataPath): string[] {
  if (!isObject(base) || !isObject(translation)) return []
  return Object.entries(translation).flatMap(([name, value]) => {
    const counterpart = base[name]
    if (Array.isArray(value) && Array.isArray(counterpart) && counterpart.every(isObject)) return listAlignment(file, original, counterpart, value, NESTED_KEYS, [...at, name])
    return nestedAlignment(file, original, counterpart, value, [...at, name])
  })
}

/**
 * A language's content links to its own pages: an address of a page of the site itself that
 * the translation does not give (a project whose live demo is this site: "https://you.dev")
 * leads to that language's page ("https://you.dev/sw"). The site's own address, siteUrl, and
 * its files (/cv.pdf) stay.
 */
export function withLinksInLanguage(translated: unknown, base: unknown, siteUrl: string, language: string): unknown {
  const origin = new URL(siteUrl).origin
  const visit = (value: unknown, original: unknown, key?: string): unknown => {
    if (typeof value === "string") return value === original && key !== "siteUrl" ? inLanguage(value, origin, language) : value
    if (Array.isArray(value)) return value.map((item, index) => visit(item, Array.isArray(original) ? original[index] : undefined))
    if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([field, item]) => [field, visit(item, isObject(original) ? original[field] : undefined, field)]))
    return value
  }
  return visit(translated, base)
}

/** An address of the site (`origin`) in `language`: under its prefix, unless it is under one already. */
function inLanguage(address: string, origin: string, language: string): string {
  if (!/^https?:\/\//.test(address)) return address
  const url = new URL(address)
  const prefix = languagePrefix(language, "")
  // A file (/cv.pdf) is not a page: each language's files have names of their own.
  if (url.origin !== origin || /\.[a-z0-9]+$/i.test(url.pathname) || url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)) return address
  url.pathname = localizedPath(url.pathname, language, "")
  // An address written without a path ("https://you.dev") is the home page: written so, without a slash.
  return /^https?:\/\/[^/]+$/.test(address) ? url.href.replace(/\/$/, "") : url.href
}

/**
 * A translation as the check wants it (listAlignment), its words untouched: each list of entries
 * lists the default language's, in their order, each a translated entry or its key alone; an
 * entry that translates none is left out (the check names it; `npm run align:translations`
 * says which).
 */
export function alignedTranslation(name: DataFileName, base: unknown, translation: unknown): unknown {
  const keys = name === "site" ? undefined : entryKeysOf(name)
  if (keys && Array.isArray(base) && Array.isArray(translation)) return alignedList(base, translation, keys)
  return alignedValue(base, translation)
}

function alignedList(base: unknown[], translation: unknown[], keys: readonly string[]): unknown[] {
  const key = keys.find((field) => base.every((entry) => isObject(entry) && entry[field] !== undefined))
  if (key === undefined) return translation
  return base.map((entry) => {
    const baseEntry = entry as Entry
    const translated = translation.find((candidate) => {
      const given = keyOf(candidate, keys)
      return given !== undefined && baseEntry[given.field] === given.value
    })
    return translated === undefined ? { [key]: baseEntry[key] } : alignedValue(baseEntry, translated)
  })
}

function alignedValue(base: unknown, translation: unknown): unknown {
  if (!isObject(base) || !isObject(translation)) return translation
  return Object.fromEntries(
    Object.entries(translation).map(([name, value]) => {
      const counterpart = base[name]
      const keyed = Array.isArray(value) && Array.isArray(counterpart) && counterpart.every(isObject)
      return [name, keyed ? alignedList(counterpart, value, NESTED_KEYS) : alignedValue(counterpart, value)]
    })
  )
}

const valueAt = (data: unknown, at: DataPath): unknown =>
  at.reduce<unknown>((value, step) => (Array.isArray(value) ? value[Number(step)] : isObject(value) ? value[step] : undefined), data)

/** What no translation gave, so far: it cannot be a text of the content. */
const UNTRANSLATED = "\u0000untranslated"

/** Whether a path ends at the key that matches an entry across languages (never translated: it matches). */
function isKey(name: DataFileName, at: DataPath): boolean {
  const field = at[at.length - 1]
  const inList = typeof at[at.length - 2] === "number"
  if (!inList || typeof field !== "string") return false
  return at.length === 2 && name !== "site" ? entryKeysOf(name).includes(field) : NESTED_KEYS.includes(field)
}

function withValueAt(data: unknown, at: DataPath, value: unknown): void {
  const parent = valueAt(data, at.slice(0, -1))
  if (Array.isArray(parent)) parent[Number(at[at.length - 1])] = value
  else if (isObject(parent)) parent[at[at.length - 1]] = value
}

/**
 * The default language's texts that a language still shows untranslated (a text the
 * translation repeats word for word is translated: a place's name may be the same), each named
 * by its entry and field in the default language's file (`entry 2 (id 2, title "PesaTrack"), field "description"`).
 */
export function untranslatedFields(name: DataFileName, base: unknown, translation: unknown, schema: Schema): string[] {
  const words = wordsIn(base, schema).filter((at) => !isKey(name, at))
  // The content is JSON: a copy through JSON is a whole one.
  const blank: unknown = JSON.parse(JSON.stringify(base))
  for (const at of words) withValueAt(blank, at, UNTRANSLATED)
  const merged = mergeTranslation(name, blank, translation)
  return words.filter((at) => valueAt(merged, at) === UNTRANSLATED).map((at) => describeLocation(base, at).join(", "))
}
