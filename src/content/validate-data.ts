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
import { slugProblems, type SluggedProject } from "../shared/project-pages"
import { describeLocation, type DataFileName } from "./data-files"


export interface ValidationOptions {
  /** The content's root folder (the project, or a test fixture); data/ and static/ are resolved against it. */
  rootDir: string
}

/**
 * The schemas are the template's, not the content's: a copy of data/ elsewhere (a test
 * fixture, a scratch folder) is checked against the schemas of this checkout.
 */
export const SCHEMAS_DIR = path.join(__dirname, "..", "..", "data", "schemas")

type Entry = Record<string, unknown>

const isObject = (value: unknown): value is Entry =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const isEmail = (value: string): boolean => (fullFormats.email as RegExp).test(value)

/** http(s) with a real host: "https://", "https:///x" and "https://intranet" are not addresses a visitor can open. */
function isWebUrl(value: string): boolean {
  if (!/^https?:\/\/[^/\\\s]\S*$/.test(value)) return false
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

/** YYYY-MM-DD naming a day that exists: 2026-02-30 has the right form but is no date. */
function isDate(value: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!parts) return false
  const [year, month, day] = parts.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** The string formats the schemas use, each with the message shown when a value does not fit. */
const FORMATS: Record<string, { test: (value: string) => boolean; message: string }> = {
  "web-url": { test: isWebUrl, message: "must be a full web address like https://example.com" },
  mailto: { test: isMailto, message: "must be mailto: followed by an email address" },
  email: { test: isEmail, message: "must be a valid email address" },
  date: { test: isDate, message: "must be a real date written YYYY-MM-DD, like 2026-11-25" },
}

/** Keywords of ours that JSON Schema does not have; editors ignore them, the build enforces them. */
function addProjectKeywords(ajv: Ajv, rootDir: string): void {
  // "uniqueBy": "id" wants every id once; "uniqueBy": ["title", "company"] wants every pair once.
  ajv.addKeyword({
    keyword: "uniqueBy",
    type: "array",
    schemaType: ["string", "array"],
    errors: true,
    validate: function uniqueBy(
      keys: string | string[],
      items: unknown[],
      _parent?: AnySchemaObject,
      cxt?: DataValidationCxt
    ): boolean {
      const fields = typeof keys === "string" ? [keys] : keys
      const seen = new Map<string, number>()
      const errors: Partial<ErrorObject>[] = []
      items.forEach((item, index) => {
        if (!isObject(item) || fields.some((field) => item[field] === undefined)) return
        const values = fields.map((field) => JSON.stringify(item[field])).join(" + ")
        const first = seen.get(values)
        if (first === undefined) {
          seen.set(values, index)
          return
        }
        errors.push({
          keyword: "uniqueBy",
          instancePath: `${cxt?.instancePath ?? ""}/${index}${fields.length === 1 ? `/${fields[0]}` : ""}`,
          params: { firstIndex: first },
          message: `duplicates entry ${first + 1}: ${fields.join(" + ")} must be unique, got ${values} twice`,
        })
      })
      ;(uniqueBy as { errors?: Partial<ErrorObject>[] }).errors = errors
      return errors.length === 0
    },
  })

  // "matchesEntry": { "list": "tabs", "field": "category" } wants the value to be the "category"
  // of one of the entries of "tabs", the list beside it in the same object.
  ajv.addKeyword({
    keyword: "matchesEntry",
    type: "string",
    schemaType: "object",
    errors: true,
    validate: function matchesEntry(
      { list, field }: { list: string; field: string },
      value: string,
      parentSchema?: AnySchemaObject,
      cxt?: DataValidationCxt
    ): boolean {
      const entries = isObject(cxt?.parentData) ? cxt.parentData[list] : undefined
      const present = Array.isArray(entries) ? entries.filter(isObject).map((entry) => entry[field]) : []
      // Suggest only what the field's own enum allows, when it has one.
      const allowed = parentSchema?.enum as unknown[] | undefined
      const options = allowed ? present.filter((option) => allowed.includes(option)) : present
      const found = options.includes(value)
      const listPath = [...(cxt?.instancePath ?? "").split("/").slice(1, -1), list].join(".")
      ;(matchesEntry as { errors?: Partial<ErrorObject>[] }).errors = found
        ? []
        : [
            {
              keyword: "matchesEntry",
              params: { list, field, options },
              message: `must be the ${field} of one of the entries of "${listPath}" (${options
                .map((option) => JSON.stringify(option))
                .join(", ")}), got ${JSON.stringify(value)}`,
            },
          ]
      return found
    },
  })

  // "uniqueSlug": true wants every project's page address (its slug, or its title's) once.
  ajv.addKeyword({
    keyword: "uniqueSlug",
    type: "array",
    schemaType: "boolean",
    errors: true,
    validate: function uniqueSlug(_enabled: boolean, items: unknown[], _parent?: AnySchemaObject, cxt?: DataValidationCxt): boolean {
      // Entries without a text title are the schema's to report.
      const projects = items.map((item) => (isObject(item) && typeof item.title === "string" ? (item as unknown as SluggedProject) : undefined))
      const errors: Partial<ErrorObject>[] = slugProblems(projects).map(({ index, field, message }) => ({
        keyword: "uniqueSlug",
        instancePath: `${cxt?.instancePath ?? ""}/${index}/${field}`,
        message,
      }))
      ;(uniqueSlug as { errors?: Partial<ErrorObject>[] }).errors = errors
      return errors.length === 0
    },
  })

  ajv.addKeyword({
    keyword: "existingFile",
    type: "string",
    schemaType: "string",
    errors: true,
    validate: function existingFile(baseFolder: string, value: string): boolean {
      const relative = value.replace(/^\/+/, "")
      const absolute = path.join(rootDir, baseFolder, relative)
      const exists = fs.existsSync(absolute) && fs.statSync(absolute).isFile()
      ;(existingFile as { errors?: Partial<ErrorObject>[] }).errors = exists
        ? []
        : [{ keyword: "existingFile", message: `file not found: ${baseFolder}/${relative}` }]
      return exists
    },
  })
}

function createValidator(rootDir: string): Ajv {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true })
  // VS Code shows "errorMessage" instead of its own words for a value that is too short; so do we.
  ajv.addKeyword({ keyword: "errorMessage", schemaType: "string" })
  // The name of the GraphQL type an object of the content becomes (src/build-time/data-layer/schema.ts).
  ajv.addKeyword({ keyword: "graphqlType", schemaType: "string" })
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
    case "uniqueBy":
    case "uniqueSlug":
    case "existingFile":
    case "matchesEntry":
      return error.message ?? "is invalid"
    default:
      return `${error.message ?? "is invalid"}${got}`
  }
}

export function formatProblem(file: string, data: unknown, error: ErrorObject): string {
  return `${[`data/${file}`, ...locate(data, error)].join(", ")}: ${explain(error)}`
}

/** Checks one parsed data file against its schema; returns one message per problem. */
export function validateData(name: DataFileName, data: unknown, { rootDir }: ValidationOptions): string[] {
  const schemaPath = path.join(SCHEMAS_DIR, `${name}.schema.json`)
  const schema = JSON.parse(fs.readFileSync(schemaPath, "utf8")) as AnySchemaObject
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
  return [...new Set(errors.map((error) => formatProblem(`${name}.json`, data, error)))]
}
