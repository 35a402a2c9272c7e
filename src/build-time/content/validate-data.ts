/**
 * Build-time validation of the owner's content in data/.
 *
 * Every data file has a JSON Schema in data/schemas/ (the same schemas give VS Code
 * autocompletion). Problems are reported as one line each, naming the file, the entry
 * and the field, so the owner can fix them without reading any code.
 */
import fs from "fs"
import path from "path"
import Ajv, { type ErrorObject, type AnySchemaObject } from "ajv"
import type { DataValidationCxt } from "ajv/dist/types"
import { fullFormats } from "ajv-formats/dist/formats"
import { duplicateEntries, pageAddressProblems } from "../../content/list-rules"
import type { DataFileName } from "../../content/data-files"
import { describeLocation } from "../../content/content-locations"
import { isIconName, nearestIconNames } from "../../icons/catalogue"
import type { Schema } from "../../content/schema-walk"


export interface ValidationOptions {
  /** The content's root folder (the project, or a test fixture); data/ and static/ are resolved against it. */
  rootDir: string
}

/**
 * The schemas are the template's, not the content's: a copy of data/ elsewhere (a test
 * fixture, a scratch folder) is checked against the schemas of this checkout.
 */
export const SCHEMAS_DIR = path.join(__dirname, "..", "..", "..", "data", "schemas")

type Entry = Record<string, unknown>

const isObject = (value: unknown): value is Entry =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const isEmail = (value: string): boolean => (fullFormats.email as RegExp).test(value)

/** http(s) with a real host: "https://", "https:///x" and "https://intranet" are not addresses a visitor can open. */
function isWebUrl(value: string): boolean {
  if (!FORMATS["web-url"].pattern.test(value)) return false
  try {
    const { hostname } = new URL(value)
    return hostname === "localhost" || /^[^.]+(\.[^.]+)+$/.test(hostname)
  } catch {
    return false
  }
}

/** "mailto:" and an email address, optionally followed by "?subject=...". */
const isMailto = (value: string): boolean =>
  value.startsWith("mailto:") && isEmail(value.slice("mailto:".length).split("?")[0])

/** YYYY-MM naming a month: 2025-13 has the right form but is no month. */
const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/
const isYearMonth = (value: string): boolean => YEAR_MONTH.test(value)

/** YYYY-MM-DD naming a day that exists: 2026-02-30 has the right form but is no date. */
function isDate(value: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!parts) return false
  const [year, month, day] = parts.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * The string formats the schemas use, each with the message shown when a value does not fit,
 * and the form a value must have (`pattern`), which the editor at /admin/ holds a field to
 * before it saves (src/build-time/editor/); `test` may ask more (a date that exists, a host with a dot).
 */
export const FORMATS: Record<string, { test: (value: string) => boolean; pattern: RegExp; message: string }> = {
  "web-url": { test: isWebUrl, pattern: /^https?:\/\/[^/\\\s]\S*$/, message: "must be a full web address like https://example.com" },
  mailto: { test: isMailto, pattern: /^mailto:[^@\s]+@[^@\s]+(\?\S*)?$/, message: "must be mailto: followed by an email address" },
  email: { test: isEmail, pattern: fullFormats.email as RegExp, message: "must be a valid email address" },
  date: { test: isDate, pattern: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, message: "must be a real date written YYYY-MM-DD, like 2026-11-25" },
  "year-month": { test: isYearMonth, pattern: YEAR_MONTH, message: "must be a month written YYYY-MM, like 2025-04 for April 2025" },
}

type JsonType = "string" | "array" | "object" | "boolean"

/** A problem a keyword of ours finds: where (below the value checked), and what to say. */
type KeywordProblem = { path?: string; message: string; params?: Record<string, unknown> }

/**
 * A keyword of ours: its check returns the problems it finds in a value (none when the value is
 * fine), each said in the owner's words and placed at its entry and field.
 */
function addCheck<S, D>(
  ajv: Ajv,
  keyword: string,
  /** The data types it checks; undefined for any. */
  type: "string" | "array" | undefined,
  schemaType: JsonType | JsonType[],
  check: (schema: S, data: D, parentSchema?: AnySchemaObject, cxt?: DataValidationCxt) => KeywordProblem[]
): void {
  const validate = (schema: S, data: D, parentSchema?: AnySchemaObject, cxt?: DataValidationCxt): boolean => {
    const errors = check(schema, data, parentSchema, cxt).map(({ path: below = "", message, params = {} }) => ({
      keyword,
      instancePath: `${cxt?.instancePath ?? ""}${below}`,
      params,
      message,
    }))
    ;(validate as { errors?: Partial<ErrorObject>[] }).errors = errors
    return errors.length === 0
  }
  ajv.addKeyword({ keyword, ...(type ? { type } : {}), schemaType, errors: true, validate })
}

/** Keywords of ours that JSON Schema does not have; editors ignore them, the build enforces them. */
function addProjectKeywords(ajv: Ajv, rootDir: string): void {
  // "uniqueBy": "id" wants every id once; "uniqueBy": ["title", "company"] wants every pair once (src/content/list-rules.ts).
  addCheck<string | string[], unknown[]>(ajv, "uniqueBy", "array", ["string", "array"], (keys, items) =>
    duplicateEntries(items, typeof keys === "string" ? [keys] : keys).map(({ index, field, message }) => ({ path: `/${index}${field === undefined ? "" : `/${field}`}`, message }))
  )

  // "matchesEntry": { "list": "tabs", "field": "category", "except": ["featured"] } wants the value
  // to be the "category" of one of the entries of "tabs", the list beside it in the same object,
  // other than those `except` names.
  addCheck<{ list: string; field: string; except?: string[] }, string>(ajv, "matchesEntry", "string", "object", ({ list, field, except = [] }, value, _parentSchema, cxt) => {
    const entries = isObject(cxt?.parentData) ? cxt.parentData[list] : undefined
    const options = Array.isArray(entries) ? entries.filter(isObject).map((entry) => entry[field]).filter((option) => !except.includes(option as string)) : []
    if (options.includes(value)) return []
    const listPath = [...(cxt?.instancePath ?? "").split("/").slice(1, -1), list].join(".")
    const listed = options.map((option) => JSON.stringify(option)).join(", ")
    return [{ params: { list, field, options }, message: `must be the ${field} of one of the entries of "${listPath}" (${listed}), got ${JSON.stringify(value)}` }]
  })

  // "uniqueSlug": true wants every project's page address (its slug, or its title's) once (src/content/list-rules.ts).
  addCheck<boolean, unknown[]>(ajv, "uniqueSlug", "array", "boolean", (_enabled, items) =>
    pageAddressProblems(items).map(({ index, field, message }) => ({ path: `/${index}/${field}`, message }))
  )

  // "existingFile": "data" wants the path of a file under data/.
  addCheck<string, string>(ajv, "existingFile", "string", "string", (baseFolder, value) => {
    const relative = value.replace(/^\/+/, "")
    const absolute = path.join(rootDir, baseFolder, relative)
    return fs.existsSync(absolute) && fs.statSync(absolute).isFile() ? [] : [{ message: `file not found: ${baseFolder}/${relative}` }]
  })

  // "renamedTo": "otherLanguages" marks a field a template update renamed: written under its old
  // name, it is refused with its new name and its schema's description, which says how to write it.
  addCheck<string, unknown>(ajv, "renamedTo", undefined, "string", (newName, _value, parentSchema) => [
    { message: `has a new name, ${JSON.stringify(newName)}${hint(parentSchema)}` },
  ])

  // "icon": true wants the name of an icon of the set (src/icons/catalogue.ts), and suggests the nearest.
  addCheck<boolean, string>(ajv, "icon", "string", "boolean", (_enabled, name) =>
    isIconName(name)
      ? []
      : [
          {
            message:
              `${JSON.stringify(name)} is no icon's name; the nearest are ${nearestIconNames(name)
                .map((candidate) => JSON.stringify(candidate))
                .join(", ")} ` + `(every name: docs/owner-guide.md, "Icons")`,
          },
        ]
  )
}

function createValidator(rootDir: string): Ajv {
  // strictTuples off: "sections" fixes its first item (the hero) and leaves the others free.
  // useDefaults: a text the schema gives a default (the page's accessible names) is filled in when left out.
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, strictTuples: false, allowUnionTypes: true, useDefaults: true })
  // VS Code shows "errorMessage" instead of its own words for a value that is too short; so do we.
  ajv.addKeyword({ keyword: "errorMessage", schemaType: "string" })
  // The name of the GraphQL type an object of the content becomes (src/build-time/data-layer/schema.ts).
  ajv.addKeyword({ keyword: "graphqlType", schemaType: "string" })
  // false on a text that is the same in every language (./translations.ts need not ask for it).
  ajv.addKeyword({ keyword: "translatable", schemaType: "boolean" })
  // The editor at /admin/ (src/build-time/editor/): a text of several lines, and a value one of a
  // list of another file gives (a project's category, one of data/site.json's filters), which
  // the content's rules check (src/content/content-rules.ts).
  ajv.addKeyword({ keyword: "multiline", schemaType: "boolean" })
  ajv.addKeyword({ keyword: "perLanguage", schemaType: "boolean" })
  ajv.addKeyword({ keyword: "listedIn", schemaType: "object" })
  for (const [name, { test }] of Object.entries(FORMATS)) ajv.addFormat(name, { type: "string", validate: test })
  addProjectKeywords(ajv, rootDir)
  return ajv
}

function pathSegments(error: ErrorObject): string[] {
  const segments = error.instancePath
    .split("/")
    .slice(1)
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"))
  if (error.keyword === "required") segments.push(String(error.params.missingProperty))
  if (error.keyword === "additionalProperties") segments.push(String(error.params.additionalProperty))
  return segments
}

/** Where in the file the problem is, along the error's path. */
const locate = (data: unknown, error: ErrorObject): string[] => describeLocation(data, pathSegments(error))

/** A `contains` schema such as `{ "properties": { "category": { "const": "all" } } }` reads `category "all"`. */
function describeWanted(schema: AnySchemaObject): string {
  return Object.entries((schema.properties ?? {}) as Record<string, AnySchemaObject>)
    .map(([key, rule]) => `${key} ${JSON.stringify(rule.const)}`)
    .join(", ")
}

/** A schema's description, when it has one, explains a rule: ` (Proficiency in percent, 0 to 100.)`. */
const hint = (schema: AnySchemaObject | undefined): string =>
  typeof schema?.description === "string" ? ` (${schema.description})` : ""

function explain(error: ErrorObject): string {
  const got = error.keyword === "required" ? "" : `, got ${JSON.stringify(error.data)}`
  switch (error.keyword) {
    case "required":
      return "is required but missing"
    case "additionalProperties":
      return "is not a known field (check its spelling)"
    case "type":
      return `must be of type ${error.params.type}${got}`
    case "enum":
      return `must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}${got}`
    case "format":
      return `${FORMATS[error.params.format as string]?.message ?? `must be a valid ${error.params.format}`}${got}`
    case "pattern":
      return `has the wrong form${got}${hint(error.parentSchema)}`
    case "minimum":
    case "maximum":
      return `must be between ${error.parentSchema?.minimum ?? "-∞"} and ${error.parentSchema?.maximum ?? "∞"}${got}`
    case "minItems":
      return `must have at least ${error.params.limit} item(s)`
    case "minLength": {
      const advice = error.parentSchema?.errorMessage
      return typeof advice === "string" ? `must not be empty: ${advice.charAt(0).toLowerCase()}${advice.slice(1).replace(/\.$/, "")}` : "must not be empty"
    }
    case "contains": {
      const wanted = error.schema as AnySchemaObject
      return `must include an entry with ${describeWanted(wanted)}${hint(wanted)}`
    }
    case "const": {
      const advice = error.parentSchema?.errorMessage
      return `must be ${JSON.stringify(error.params.allowedValue)}${typeof advice === "string" ? ` (${advice})` : ""}${got}`
    }
    case "not": {
      const refused = error.schema as AnySchemaObject
      const values = (refused.enum ?? [refused.const]) as unknown[]
      return `must not be ${values.map((value) => JSON.stringify(value)).join(" or ")}, which the template keeps for itself${got}${hint(error.parentSchema)}`
    }
    case "uniqueItems":
      return `must not list the same entry twice: entries ${Number(error.params.j) + 1} and ${Number(error.params.i) + 1} are both ${JSON.stringify((error.data as unknown[])[Number(error.params.i)])}`
    case "uniqueBy":
    case "renamedTo":
    case "uniqueSlug":
    case "existingFile":
    case "matchesEntry":
    case "icon":
      return error.message ?? "is invalid"
    default:
      return `${error.message ?? "is invalid"}${got}`
  }
}

export function formatProblem(file: string, data: unknown, error: ErrorObject): string {
  return `${[file, ...locate(data, error)].join(", ")}: ${explain(error)}`
}

/** A data file's schema, data/schemas/<name>.schema.json. */
export const readSchema = (name: DataFileName): Schema => JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, `${name}.schema.json`), "utf8")) as Schema

/**
 * Checks one parsed data file against its schema; returns one message per problem, naming the
 * file as `file` (a translation's content is checked merged, and named after the translation).
 */
export function validateData(name: DataFileName, data: unknown, { rootDir }: ValidationOptions, file = `data/${name}.json`): string[] {
  const schema = readSchema(name) as AnySchemaObject
  const validate = createValidator(rootDir).compile(schema)
  if (validate(data)) return []
  // A failed "if" or an "anyOf" adds noise without saying what is wrong: keep the concrete errors.
  // The entries that do not match a "contains" are fine: only the missing one is a problem.
  const isNoise = (e: ErrorObject) => ["if", "anyOf", "oneOf"].includes(e.keyword) || e.schemaPath.includes("/contains/")
  // A value outside its enum needs no second message saying it is not among the entries either.
  const outsideEnum = new Set((validate.errors ?? []).filter((e) => e.keyword === "enum").map((e) => e.instancePath))
  // An empty text needs no second message saying it is not a web address either.
  const empty = new Set((validate.errors ?? []).filter((e) => e.keyword === "minLength").map((e) => e.instancePath))
  // A duplicate title needs no second message saying its page address is taken too.
  const duplicate = new Set((validate.errors ?? []).filter((e) => e.keyword === "uniqueBy").map((e) => e.instancePath))
  const isRepeat = (e: ErrorObject) =>
    (e.keyword === "matchesEntry" && outsideEnum.has(e.instancePath)) ||
    (e.keyword === "format" && empty.has(e.instancePath)) ||
    (e.keyword === "uniqueSlug" && duplicate.has(e.instancePath))
  const errors = (validate.errors ?? []).filter((e) => !isNoise(e) && !isRepeat(e))
  return [...new Set(errors.map((error) => formatProblem(file, data, error)))]
}
