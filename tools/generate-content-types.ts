/**
 * The types the tests read a site's content by, made from the JSON Schemas of data/schemas/,
 * the one place the content's shape is written. The result is checked in as
 * src/content/schema-types.ts so that the type checker sees it; a unit test fails, naming the command,
 * when it no longer matches the schemas.
 *
 *   npm run generate:content-types
 */
import fs from "fs"
import path from "path"
import { SCHEMAS_DIR } from "../src/content/validate-data"

export const CONTENT_TYPES_FILE = path.join(__dirname, "..", "src", "content", "schema-types.ts")

/** Each data file's schema and the name its content's type is exported under. */
export const CONTENT_TYPE_NAMES = {
  site: "SiteData",
  projects: "ProjectsData",
  skills: "SkillsData",
  experience: "ExperienceData",
  apps: "AppsData",
  navigation: "NavigationData",
  achievements: "AchievementsData",
} as const

type Schema = Record<string, unknown>

/**
 * The schema with its own "#/definitions/..." references written out in place and no titles
 * below the top: every inner type is written where it is used, so the two schemas' "text"
 * definitions cannot clash and no type is named after a title the owner never sees.
 */
function inlined(schema: Schema): Schema {
  const definitions = (schema.definitions ?? {}) as Record<string, Schema>
  const visit = (node: unknown, top: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, false))
    if (node === null || typeof node !== "object") return node
    const object = node as Schema
    if (typeof object.$ref === "string") {
      const name = /^#\/definitions\/(.+)$/.exec(object.$ref)?.[1]
      if (!name || !definitions[name]) throw new Error(`${String(schema.$id)}: cannot resolve ${object.$ref}`)
      const { $ref: _ref, ...rest } = object
      return visit({ ...definitions[name], ...rest }, false)
    }
    const result: Schema = {}
    for (const [key, value] of Object.entries(object)) {
      if (key === "definitions" || key === "$id" || key === "$schema" || (key === "title" && !top)) continue
      // Keys of "properties" are field names, not keywords: visit their schemas, keep the names.
      result[key] = key === "properties" ? Object.fromEntries(Object.entries(value as Schema).map(([field, sub]) => [field, visit(sub, false)])) : visit(value, false)
    }
    return result
  }
  return visit(schema, true) as Schema
}

export async function contentTypesSource(): Promise<string> {
  // Loaded here, not on import: the library starts loading prettier, an ES module, as it loads,
  // which jest's CommonJS cannot (the unit test runs this file in a Node process of its own).
  const { compile } = await import("json-schema-to-typescript")
  const parts = await Promise.all(
    Object.entries(CONTENT_TYPE_NAMES).map(async ([file, typeName]) => {
      const schema = JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, `${file}.schema.json`), "utf8")) as Schema
      return compile({ ...inlined(schema), title: typeName }, typeName, {
        bannerComment: "",
        additionalProperties: false,
        declareExternallyReferenced: false,
        unknownAny: true,
        strictIndexSignatures: true,
        // A tuple type for minItems would refuse a filtered copy of a list in a test.
        ignoreMinAndMaxItems: true,
      })
    })
  )
  return [
    "/**",
    " * Made from data/schemas/ by tools/generate-content-types.ts: do not edit.",
    " * After changing a schema: npm run generate:content-types",
    " */",
    "",
    ...parts.map((part) => part.trim() + "\n"),
  ].join("\n")
}

// --print writes the source to stdout (the unit test compares it with the file).
if (require.main === module) {
  contentTypesSource()
    .then((source) => {
      if (process.argv.includes("--print")) return void process.stdout.write(source)
      fs.writeFileSync(CONTENT_TYPES_FILE, source)
      console.log(`Wrote ${path.relative(process.cwd(), CONTENT_TYPES_FILE)}`)
    })
    .catch((error) => {
      console.error(error)
      process.exit(1)
    })
}
