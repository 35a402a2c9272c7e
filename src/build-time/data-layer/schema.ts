/**
 * The GraphQL types of the owner's content, made from the JSON Schemas of data/schemas/: the
 * shape of the content is written once, there, and the schema check, the editor's
 * autocompletion and the data layer all read it. Declared explicitly (@dontInfer) so a typo in
 * data/ cannot silently change the schema, and so graphqlTypegen produces exact types.
 *
 * A data file's type is named after it (site.json → SiteJson, each entry of projects.json a
 * ProjectsJson); every object inside one names its type with the "graphqlType" keyword, so
 * that sections' fragments can name it (`fragment CopyText on CopyText`). A field is
 * non-null when the schema requires it. An entry's "id" is its node's "jsonId", as
 * gatsby-transformer-json makes it; an image path (`"existingFile": "data"`) is the File it names
 * (./data-file-field.ts); an icon's name its drawing (src/icons/icon-field.ts); a date a Date.
 */
import type { JSONSchema7Definition } from "json-schema"
import { objectOf, resolve, type Schema } from "../../content/schema-walk"
import { DATA_FILES, nodeTypeName } from "../../content/data-files"
import { readSchema } from "../content/validate-data"
import { ICON_EXTENSION } from "../../icons/icon-field"
import { projectSlug, type SluggedProject } from "../../shared/project-pages"
import { DATA_FILE_EXTENSION } from "./data-file-field"
export type { Schema } from "../../content/schema-walk"

/** A field the build gives: its SDL (with why), and its resolver, given to Gatsby's createResolvers. */
interface ResolvedField {
  sdl: string
  resolve: (source: never) => unknown
}

/** Fields of the content's types whose value the build gives rather than the data. */
const RESOLVED_FIELDS: Record<string, Record<string, ResolvedField>> = {
  ProjectsJson: {
    slug: {
      sdl: `"The project page's address is /projects/<slug>: the data's slug, or the title's (src/shared/project-pages.ts)."\n    slug: String!`,
      resolve: (source: SluggedProject) => projectSlug(source),
    },
  },
}

/** The resolvers of RESOLVED_FIELDS, for Gatsby's createResolvers. */
export const contentResolvers = (): Record<string, Record<string, { resolve: ResolvedField["resolve"] }>> =>
  Object.fromEntries(Object.entries(RESOLVED_FIELDS).map(([type, fields]) => [type, Object.fromEntries(Object.entries(fields).map(([name, { resolve }]) => [name, { resolve }]))]))

/** Writes the SDL of every type reachable from the data files' schemas, each once. */
export function typeDefsFromSchemas(files: readonly [string, Schema][]): string {
  const types = new Map<string, string>()

  function fieldType(schema: Schema, root: Schema, where: string): string {
    if (schema.existingFile === "data") return "File"
    if (schema.icon) return "Icon"
    if (schema.format === "date") return "Date"
    if (schema.type === "array") {
      // A list whose first items are fixed (a tuple) has the type of the items after them.
      const items = Array.isArray(schema.items) ? schema.additionalItems : schema.items
      return `[${fieldType(resolve(items as JSONSchema7Definition, root), root, `${where}[]`)}!]`
    }
    if (schema.type === "integer") return "Int"
    if (schema.type === "number") return "Float"
    if (schema.type === "boolean") return "Boolean"
    if (schema.type === "object" || schema.properties) {
      if (!schema.graphqlType) throw new Error(`${root.$id}: the object at ${where} needs a "graphqlType", the name of its GraphQL type.`)
      objectType(schema.graphqlType, schema, root, where)
      return schema.graphqlType
    }
    return "String"
  }

  function objectType(name: string, schema: Schema, root: Schema, where: string, node = false): void {
    const { properties, required } = objectOf(schema, root)
    const fields = Object.entries(properties).map(([key, value]) => {
      const resolved = RESOLVED_FIELDS[name]?.[key]
      if (resolved) return resolved.sdl
      const type = fieldType(value, root, `${where}.${key}`)
      const directive = type === "File" ? ` @${DATA_FILE_EXTENSION}` : type === "Date" ? " @dateformat" : type === "Icon" ? ` @${ICON_EXTENSION}` : ""
      return `${key === "id" && node ? "jsonId" : key}: ${type}${required.includes(key) ? "!" : ""}${directive}`
    })
    // Every node is one language's (src/build-time/content/snapshot.ts): the site's own "language" is that language.
    if (node && !properties.language) fields.push(`language: String!`)
    const sdl = `type ${name}${node ? " implements Node @dontInfer" : ""} {\n${fields.map((field) => `    ${field}`).join("\n")}\n  }`
    const existing = types.get(name)
    if (existing !== undefined && existing !== sdl) throw new Error(`${root.$id}: two different objects name the GraphQL type ${name}.`)
    types.set(name, sdl)
  }

  for (const [name, schema] of files) {
    objectType(name, schema.type === "array" ? resolve(schema.items as JSONSchema7Definition, schema) : schema, schema, name, true)
  }
  return [...types.values()].map((type) => `  ${type}`).join("\n\n")
}

/** The content's types: each data file's nodes and every object inside them. */
export const contentTypeDefs = (): string => typeDefsFromSchemas(DATA_FILES.map((name) => [nodeTypeName(name), readSchema(name)]))
