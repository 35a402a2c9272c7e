/**
 * The rules a list of entries holds to as a whole, which no field of one entry can say: every
 * id (or pair of title and company…) once ("uniqueBy" in a schema), and every project's page
 * address once ("uniqueSlug"). The check applies them to data/ (src/build-time/content/validate-data.ts),
 * and the editor at /admin/ to a list before it saves it (src/editor/), in the same words.
 */
import { slugProblems } from "../shared/project-pages"
import { describeLocation } from "./content-locations"
import { resolve, type Schema } from "./schema-walk"

/** A list's rules, as its schema states them (data/schemas/). */
export interface ListRules {
  /** Each a set of fields whose values, together, no two entries share. */
  uniqueBy: readonly (readonly string[])[]
  /** Whether each entry is a project whose page address (its slug, or its title's) no other has. */
  uniqueSlug: boolean
}

/** The rules a list's schema states, on the list or in its allOf. */
export function listRulesOf(schema: Schema): ListRules {
  const parts = [schema, ...(schema.allOf ?? []).map((part) => resolve(part, schema))]
  return {
    uniqueBy: parts.flatMap((part) => (part.uniqueBy === undefined ? [] : [typeof part.uniqueBy === "string" ? [part.uniqueBy] : part.uniqueBy])),
    uniqueSlug: parts.some((part) => part.uniqueSlug === true),
  }
}

/** A problem of one entry: where below the list (an entry, a field of it), and what to say. */
export interface ListProblem {
  index: number
  /** The field the problem is in, when it is one. */
  field?: string
  message: string
}

type Entry = Record<string, unknown>

const isObject = (value: unknown): value is Entry => typeof value === "object" && value !== null && !Array.isArray(value)

/** The entries that repeat the values of `fields` of an entry before them. */
export function duplicateEntries(items: readonly unknown[], fields: readonly string[]): ListProblem[] {
  const seen = new Map<string, number>()
  return items.flatMap((item, index): ListProblem[] => {
    if (!isObject(item) || fields.some((field) => item[field] === undefined)) return []
    const values = fields.map((field) => JSON.stringify(item[field])).join(" + ")
    const first = seen.get(values)
    if (first === undefined) {
      seen.set(values, index)
      return []
    }
    return [{ index, ...(fields.length === 1 ? { field: fields[0] } : {}), message: `duplicates entry ${first + 1}: ${fields.join(" + ")} must be unique, got ${values} twice` }]
  })
}

/** The projects whose page address is another's, or that have none (./project-pages.ts). */
export function pageAddressProblems(items: readonly unknown[]): ListProblem[] {
  // Entries without a text title are the schema's to report.
  return slugProblems(items.map((item) => (isObject(item) && typeof item.title === "string" ? { title: item.title, slug: typeof item.slug === "string" ? item.slug : undefined } : undefined)))
}

/** Every problem of a list, each said as the check says it: the file, the entry and the field, and what is wrong. */
export function listProblems(file: string, items: readonly unknown[], { uniqueBy, uniqueSlug }: ListRules): string[] {
  const problems = [...uniqueBy.flatMap((fields) => duplicateEntries(items, fields)), ...(uniqueSlug ? pageAddressProblems(items) : [])]
  return problems.map(({ index, field, message }) => `${[file, ...describeLocation(items, field === undefined ? [index] : [index, field])].join(", ")}: ${message}`)
}
