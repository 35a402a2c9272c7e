/**
 * The editor's fields (Sveltia CMS's), made from a data file's JSON Schema: each field of the
 * content with the widget that fits it, its rules (required, the form it must have, its limits)
 * and the schema's description as its hint, so that a new field in a schema is in the editor
 * with no other edit, and the editor refuses what the check would before it saves.
 *
 * The fields are in the order the owner's files keep them (`orderOf`): the editor writes a file
 * in its fields' order, and one edit must change one line.
 */
import type { JSONSchema7Definition } from "json-schema"
import { holdsWords, objectOf, resolve, type Schema } from "../../content/schema-walk"
import { FORMATS } from "../content/validate-data"
import { NESTED_KEYS } from "../../content/translations"

/** A widget and its options, as Sveltia CMS's configuration writes them (its JSON Schema, in the package, holds every option). */
type Widget = { widget: string } & Record<string, unknown>

/** A field of the editor: a widget with its name and label. */
export type EditorField = { name: string; label: string } & Widget

/** Where in a file a field is: object keys, and "*" for a list's entries. */
export type SchemaPath = readonly string[]

export interface FieldContext {
  /** The schema of the file, whose $refs the fields' schemas name. */
  root: Schema
  /** The site's default language, when it has others: each field then says whether a translation gives it. */
  defaultLanguage?: string
  /** The fields of a translated list entry that match it to its default-language entry (a project's id). */
  entryKeys: readonly string[]
  /** The keys the owner's objects at a path have, in their order (none known: the schema's). */
  orderOf: (path: SchemaPath) => readonly string[]
  /** Every name an icon field takes. */
  iconNames: readonly string[]
}

/** Acronyms and names a label writes as they are written. */
const WORDS: Record<string, string> = { url: "URL", id: "ID", cv: "CV", pdf: "PDF", github: "GitHub", sha256: "SHA-256", qr: "QR", api: "API" }

/** "imageAlt" → "Image alt", "githubUrl" → "GitHub URL". */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").split(/[\s_-]+/)
  const label = words.map((word, index) => WORDS[word.toLowerCase()] ?? (index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word.toLowerCase()))
  return label.join(" ")
}

const itemsOf = (schema: Schema): JSONSchema7Definition | undefined => (Array.isArray(schema.items) ? schema.additionalItems : schema.items)

/** The values of a tuple's fixed first items and of the items after them (data/site.json "sections": "hero", then any section). */
function tupleValues(schema: Schema, root: Schema): string[] | undefined {
  if (!Array.isArray(schema.items)) return undefined
  const fixed = schema.items.map((item) => resolve(item, root).const)
  const rest = schema.additionalItems === undefined ? [] : (resolve(schema.additionalItems, root).enum ?? [])
  return [...fixed, ...rest].map(String)
}

/** A schema's own words for a field, when it has some: shown under the field. */
const hintOf = (schema: Schema) => (typeof schema.description === "string" ? { hint: schema.description } : {})

/** A pattern without its anchors, to be set inside another. */
const unanchored = (pattern: string) => pattern.replace(/^\^/, "").replace(/\$$/, "")

/**
 * The rules of a text: the form it must have and the values it must not take (a category the
 * template keeps for itself), with the check's own words for them (src/build-time/content/validate-data.ts).
 */
function textRules(schema: Schema): Record<string, unknown> {
  const format = schema.format === undefined ? undefined : FORMATS[schema.format]
  const refused = typeof schema.not === "object" && Array.isArray(schema.not.enum) ? schema.not.enum.map(String) : []
  const form = format ? format.pattern.source : schema.pattern
  if (!form && refused.length === 0) return {}
  const words = [
    format ? format.message : form ? `has the wrong form${typeof schema.description === "string" ? ` (${schema.description})` : ""}` : "",
    refused.length > 0 ? `must not be ${refused.map((value) => JSON.stringify(value)).join(" or ")}, which the template keeps for itself` : "",
  ].filter(Boolean)
  const notRefused = refused.length > 0 ? `(?!(?:${refused.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$)` : ""
  return { pattern: [`^${notRefused}(?:${form ? unanchored(form) : "[\\s\\S]*"})$`, words.join("; ")] }
}

/** The widget of one value of the content, by its schema. */
function widgetOf(schema: Schema, ctx: FieldContext, path: SchemaPath): Widget {
  const values = schema.enum ?? (schema.const === undefined ? undefined : [schema.const])
  if (values) return { widget: "select", options: values }
  if (schema.icon) return { widget: "select", options: ctx.iconNames, dropdown_threshold: 0 }
  if (schema.existingFile === "data") {
    // An image is kept in data/images/projects/ and named by its path in data/.
    return { widget: "image", media_folder: "/data/images/projects", public_folder: "./images/projects" }
  }
  if (schema.existingFile === "static") return { widget: "file", media_folder: "/static/downloads", public_folder: "/downloads" }
  if (schema.listedIn) {
    const { file, list, value, label } = schema.listedIn
    return {
      widget: "relation",
      collection: "content",
      file,
      value_field: `${list}.*.${value}`,
      display_fields: [`${list}.*.${label}`],
      search_fields: [`${list}.*.${label}`],
      ...textRules(schema),
    }
  }
  // A day, or a month (YYYY-MM: the picker's day is not written), picked in a calendar.
  if (schema.format === "date") return { widget: "datetime", type: "date", format: "YYYY-MM-DD", ...textRules(schema) }
  if (schema.format === "year-month") return { widget: "datetime", type: "date", format: "YYYY-MM", ...textRules(schema) }
  switch (schema.type) {
    case "boolean":
      return { widget: "boolean" }
    case "integer":
    case "number":
      return {
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        ...(schema.minimum === undefined ? {} : { min: schema.minimum }),
        ...(schema.maximum === undefined ? {} : { max: schema.maximum }),
      }
    case "array": {
      const tuple = tupleValues(schema, ctx.root)
      const item = resolve(itemsOf(schema) ?? {}, ctx.root)
      const limits = schema.minItems === undefined ? {} : { min: schema.minItems }
      if (tuple) return { widget: "list", ...limits, field: { name: "item", label: labelOf(path[path.length - 1] ?? "item"), widget: "select", options: tuple } }
      if (item.type === "object" || item.properties) {
        // No "Duplicate": a copy would carry the translations of the entry it copies, under another key.
        return { widget: "list", ...limits, collapsed: true, allow_duplicate: false, summary: summaryOf(item, ctx), fields: objectFields(item, ctx, [...path, "*"]) }
      }
      return { widget: "list", ...limits, field: { name: "item", label: labelOf(path[path.length - 1] ?? "item"), ...widgetOf(item, ctx, [...path, "*"]) } }
    }
    case "object":
      return { widget: "object", collapsed: true, fields: objectFields(schema, ctx, path) }
    default:
      if (schema.properties || schema.allOf) return { widget: "object", collapsed: true, fields: objectFields(schema, ctx, path) }
      return { widget: schema.multiline ? "text" : "string", ...textRules(schema) }
  }
}

/** How a list's entries read when folded: the first of the fields that name an entry (as the check's messages do). */
function summaryOf(item: Schema, ctx: FieldContext): string | undefined {
  const { properties } = objectOf(item, ctx.root)
  const naming = ["title", "name", "label", "company", "value", "id", "category"].find((field) => properties[field])
  return naming ? `{{fields.${naming}}}` : undefined
}

/**
 * How a field is kept across languages, as Sveltia writes it:
 *
 * - true: a translation gives it (it holds words), in its own file;
 * - "duplicate": the same in every language but kept in step there: a translated entry's key
 *   (a project's id), copied from the default language's entry, and a list of entries that hold
 *   words, whose entries the editor adds, removes and moves in every language at once. The
 *   editor pairs a translation's entries with the default language's by their place, not their
 *   key, so the translation's lists list every entry, in the same order (the check holds them to
 *   it: src/content/translations.ts);
 * - false: the same in every language, written in the default language's file only.
 */
function translationOf(schema: Schema, ctx: FieldContext, name: string, entryKeys: readonly string[]): boolean | "duplicate" {
  if (entryKeys.includes(name)) return "duplicate"
  if (schema.perLanguage) return true
  if (!holdsWords(schema, ctx.root)) return false
  const items = schema.type === "array" ? itemsOf(schema) : undefined
  const item = items === undefined ? undefined : resolve(items, ctx.root)
  return item && (item.type === "object" || item.properties) ? "duplicate" : true
}

/**
 * The fields that pair an entry at `path` with its translation, which the editor copies to every
 * language: a data file's entry keys for its own entries (a project's id), and for a list inside
 * an entry or an object, its key as the check reads translations (a link's href, a filter's
 * category: src/content/translations.ts NESTED_KEYS), where the entry holds words.
 */
function entryKeysAt(schema: Schema, ctx: FieldContext, path: SchemaPath, fields: readonly string[]): readonly string[] {
  if (path[path.length - 1] !== "*") return []
  if (path.length === 1) return ctx.entryKeys
  const key = NESTED_KEYS.find((candidate) => fields.includes(candidate))
  return key !== undefined && holdsWords(schema, ctx.root) ? [key] : []
}

/** The fields of an object schema, in the order the owner's objects at `path` keep them. */
export function objectFields(schema: Schema, ctx: FieldContext, path: SchemaPath): EditorField[] {
  const { properties, required } = objectOf(schema, ctx.root)
  const known = ctx.orderOf(path).filter((key) => properties[key])
  const names = [...known, ...Object.keys(properties).filter((key) => !known.includes(key))]
  const entryKeys = entryKeysAt(schema, ctx, path, Object.keys(properties))
  return names.map((name) => {
    const field = properties[name]
    const translated = ctx.defaultLanguage === undefined ? undefined : translationOf(field, ctx, name, entryKeys)
    return {
      name,
      label: typeof field.title === "string" ? field.title : labelOf(name),
      ...widgetOf(field, ctx, [...path, name]),
      ...hintOf(field),
      // Required in the default language only: a translation may leave out any text (its pages then show the
      // default language's), and gets no empty copy of what is the same in every language.
      required: required.includes(name) ? (ctx.defaultLanguage && translated !== "duplicate" ? [ctx.defaultLanguage] : true) : false,
      ...(translated === undefined ? {} : { i18n: translated }),
    }
  })
}
