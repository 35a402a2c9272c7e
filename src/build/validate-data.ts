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
import addFormats from "ajv-formats"

export const DATA_FILES = ["site", "navigation", "projects", "experience", "skills", "apps"] as const
export type DataFileName = (typeof DATA_FILES)[number]

interface ValidationOptions {
  /** The project's root folder; data/ and static/ are resolved against it. */
  rootDir: string
}

type Entry = Record<string, unknown>

const isObject = (value: unknown): value is Entry =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Keywords of ours that JSON Schema does not have; editors ignore them, the build enforces them. */
function addProjectKeywords(ajv: Ajv, rootDir: string): void {
  ajv.addKeyword({
    keyword: "uniqueBy",
    type: "array",
    schemaType: "string",
    errors: true,
    validate: function uniqueBy(
      key: string,
      items: unknown[],
      _parent?: AnySchemaObject,
      cxt?: DataValidationCxt
    ): boolean {
      const seen = new Map<unknown, number>()
      const errors: Partial<ErrorObject>[] = []
      items.forEach((item, index) => {
        if (!isObject(item) || item[key] === undefined) return
        const first = seen.get(item[key])
        if (first === undefined) {
          seen.set(item[key], index)
          return
        }
        errors.push({
          keyword: "uniqueBy",
          instancePath: `${cxt?.instancePath ?? ""}/${index}/${key}`,
          params: { firstIndex: first },
          message: `duplicates entry ${first + 1}: ${key} must be unique, got ${JSON.stringify(item[key])} twice`,
        })
      })
      ;(uniqueBy as { errors?: Partial<ErrorObject>[] }).errors = errors
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
  addFormats(ajv, ["uri", "email"])
  addProjectKeywords(ajv, rootDir)
  return ajv
}

/** "projects.json" entry 4 reads better as `entry 4 (id 4, "PesaTrack")` than as `/3`. */
function describeEntry(entry: unknown, index: number): string {
  const position = `entry ${index + 1}`
  if (!isObject(entry)) return position
  const keys = ["id", "name", "title", "label"].filter((key) => entry[key] !== undefined)
  if (keys.length === 0) return position
  return `${position} (${keys
    .slice(0, 2)
    .map((key) => `${key} ${JSON.stringify(entry[key])}`)
    .join(", ")})`
}

function pathSegments(instancePath: string): string[] {
  return instancePath
    .split("/")
    .slice(1)
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"))
}

/** Where in the file the problem is: the entry (for arrays) and the dotted field path. */
function locate(data: unknown, error: ErrorObject): { entry?: string; field?: string } {
  const segments = pathSegments(error.instancePath)
  if (error.keyword === "required") segments.push(String(error.params.missingProperty))
  if (error.keyword === "additionalProperties") segments.push(String(error.params.additionalProperty))

  let entry: string | undefined
  let fieldSegments = segments
  if (Array.isArray(data) && segments.length > 0) {
    const index = Number(segments[0])
    entry = describeEntry(data[index], index)
    fieldSegments = segments.slice(1)
  }
  const field = fieldSegments
    .map((segment, i) => (/^\d+$/.test(segment) ? `[${segment}]` : i === 0 ? segment : `.${segment}`))
    .join("")
  return { entry, field: field || undefined }
}

function explain(error: ErrorObject): string {
  const got = error.keyword === "required" ? "" : `, got ${JSON.stringify(error.data)}`
  const hint = typeof error.parentSchema?.description === "string" ? ` (${error.parentSchema.description})` : ""
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
      return `must be a valid ${error.params.format === "uri" ? "URL" : `${error.params.format} address`}${got}`
    case "pattern":
      return `has the wrong form${got}${hint}`
    case "minimum":
    case "maximum":
      return `must be between ${error.parentSchema?.minimum ?? "-∞"} and ${error.parentSchema?.maximum ?? "∞"}${got}`
    case "minItems":
      return `must have at least ${error.params.limit} item(s)`
    case "minLength":
      return "must not be empty"
    default:
      return `${error.message ?? "is invalid"}${error.keyword === "uniqueBy" || error.keyword === "existingFile" ? "" : got}`
  }
}

export function formatProblem(file: string, data: unknown, error: ErrorObject): string {
  const { entry, field } = locate(data, error)
  const where = [`data/${file}`, entry, field ? `field "${field}"` : undefined].filter(Boolean).join(", ")
  return `${where}: ${explain(error)}`
}

/** Checks one parsed data file against its schema; returns one message per problem. */
export function validateData(name: DataFileName, data: unknown, { rootDir }: ValidationOptions): string[] {
  const schemaPath = path.join(rootDir, "data", "schemas", `${name}.schema.json`)
  const schema = JSON.parse(fs.readFileSync(schemaPath, "utf8")) as AnySchemaObject
  const validate = createValidator(rootDir).compile(schema)
  if (validate(data)) return []
  // A failed "if" or an "anyOf" adds noise without saying what is wrong: keep the concrete errors.
  const errors = (validate.errors ?? []).filter((e) => !["if", "anyOf", "oneOf"].includes(e.keyword))
  return [...new Set(errors.map((error) => formatProblem(`${name}.json`, data, error)))]
}

/** Reads and checks one data file, reporting a missing file or broken JSON as problems too. */
export function validateDataFile(name: DataFileName, options: ValidationOptions): string[] {
  const file = path.join(options.rootDir, "data", `${name}.json`)
  if (!fs.existsSync(file)) return [`data/${name}.json: file is missing`]
  let data: unknown
  try {
    data = JSON.parse(fs.readFileSync(file, "utf8"))
  } catch (error) {
    return [`data/${name}.json: is not valid JSON (${(error as Error).message})`]
  }
  return validateData(name, data, options)
}

export function validateAllData(options: ValidationOptions): string[] {
  return DATA_FILES.flatMap((name) => validateDataFile(name, options))
}

export function dataFileName(fileName: string): DataFileName | undefined {
  return DATA_FILES.find((name) => `${name}.json` === fileName)
}
