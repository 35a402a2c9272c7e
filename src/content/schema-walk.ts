/**
 * Reading the data files' JSON Schemas (data/schemas/) alongside the data: what a $ref points
 * to, an object's fields with those of its allOf, and which of a file's texts are words a
 * translation gives (the GraphQL types and the translations' check both walk the schemas here).
 */
import type { JSONSchema7, JSONSchema7Definition } from "json-schema"

/** A schema of data/schemas/, with the keywords of ours the walkers read. */
export type Schema = JSONSchema7 & {
  graphqlType?: string
  existingFile?: string
  icon?: boolean
  matchesEntry?: unknown
  /** false: the same in every language (a person's name, a technology's), so never missed in a translation. */
  translatable?: boolean
  /** A field's new name: the field under this old name is refused, and is no field of the content. */
  renamedTo?: string
  /** A text of several lines (the editor's text area). */
  multiline?: boolean
  /** A choice each language makes for itself (how it writes months): the editor offers it in every language. */
  perLanguage?: boolean
  /** A list whose entries share no value of this field, or these fields together (src/content/list-rules.ts). */
  uniqueBy?: string | string[]
  /** A list of projects whose page addresses are each their own (src/content/list-rules.ts). */
  uniqueSlug?: boolean
  /** A value that is one of a list of another data file: the `value` of each entry of `list` in `file`, shown by its `label`. */
  listedIn?: { file: string; list: string; value: string; label: string }
}

/** The schema a $ref points to, within the file of `root`. */
export function resolve(schema: JSONSchema7Definition, root: Schema): Schema {
  if (typeof schema === "boolean") return {}
  if (!schema.$ref) return schema as Schema
  const name = schema.$ref.replace("#/definitions/", "")
  const target = root.definitions?.[name]
  if (!target || typeof target === "boolean") throw new Error(`${root.$id}: no definition ${schema.$ref}`)
  return { ...resolve(target, root), ...schema, $ref: undefined } as Schema
}

/** An object's properties and required fields, with those of the schemas its allOf refers to (a section's title and subtitle). */
export function objectOf(schema: Schema, root: Schema): { properties: Record<string, Schema>; required: string[] } {
  const parts = [schema, ...(schema.allOf ?? []).map((part) => resolve(part, root)).filter((part) => part.properties)]
  const properties: Record<string, Schema> = {}
  for (const part of parts) {
    for (const [key, value] of Object.entries(part.properties ?? {})) {
      const resolved = resolve(value, root)
      if (resolved.renamedTo) continue
      if (value !== true || !properties[key]) properties[key] = value === true ? {} : resolved
    }
  }
  return { properties, required: [...new Set(parts.flatMap((part) => part.required ?? []))] }
}

/** A text a reader reads: not an address, a date, a slug, an icon's or a file's name, or one of a set. */
const isWords = (schema: Schema): boolean =>
  schema.translatable !== false &&
  schema.format === undefined &&
  schema.pattern === undefined &&
  schema.enum === undefined &&
  schema.const === undefined &&
  schema.icon === undefined &&
  schema.existingFile === undefined &&
  schema.matchesEntry === undefined

/** Whether a schema holds a text a translation gives (itself, or a field or item of it): what a translation of its value would change. */
export function holdsWords(definition: JSONSchema7Definition, root: Schema, seen: Set<Schema> = new Set()): boolean {
  const schema = resolve(definition, root)
  if (schema.translatable === false || seen.has(schema)) return false
  seen.add(schema)
  if (schema.type === "array") {
    const items = Array.isArray(schema.items) ? schema.additionalItems : schema.items
    return items !== undefined && holdsWords(items as JSONSchema7Definition, root, seen)
  }
  if (schema.type === "object" || schema.properties || schema.allOf) return Object.values(objectOf(schema, root).properties).some((field) => holdsWords(field, root, seen))
  return schema.type === "string" && isWords(schema)
}

/** Where a value is in its file: object keys and list indexes. */
export type DataPath = (string | number)[]

/** The path of every text of `data` that a translation would give (see isWords), walking it with its schema. */
export function wordsIn(data: unknown, root: Schema): DataPath[] {
  const found: DataPath[] = []
  const walk = (value: unknown, definition: JSONSchema7Definition, at: DataPath): void => {
    const schema = resolve(definition, root)
    if (schema.translatable === false) return
    if (typeof value === "string") {
      if (isWords(schema)) found.push(at)
      return
    }
    if (Array.isArray(value)) {
      const items = Array.isArray(schema.items) ? schema.additionalItems : schema.items
      if (items !== undefined) value.forEach((item, index) => walk(item, items as JSONSchema7Definition, [...at, index]))
      return
    }
    if (typeof value === "object" && value !== null) {
      const { properties } = objectOf(schema, root)
      for (const [key, field] of Object.entries(value)) if (properties[key]) walk(field, properties[key], [...at, key])
    }
  }
  walk(data, root, [])
  return found
}
