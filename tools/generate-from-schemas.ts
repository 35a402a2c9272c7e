/**
 * What the JSON Schemas of data/schemas/, the one place the content's shape is written, and the
 * list of the data files (src/content/data-files.ts) make for the code and the code editor,
 * checked in so that the type checker and the editor see them; a unit test fails, naming the
 * command, when either no longer matches:
 *
 * - src/content/schema-types.ts: each file's content type, and ContentFiles, the content by file;
 * - .vscode/settings.json: the schema of each data file, for the editor's completion and checks.
 *
 *   npm run generate:from-schemas
 */
import fs from "fs"
import path from "path"
import { contentTypeName, DATA_FILES, schemaFileName } from "../src/content/data-files"
import { SCHEMAS_DIR } from "../src/build-time/content/validate-data"

const ROOT = path.join(__dirname, "..")

export const CONTENT_TYPES_FILE = path.join(ROOT, "src", "content", "schema-types.ts")
export const EDITOR_SETTINGS_FILE = path.join(ROOT, ".vscode", "settings.json")

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
      // Keys of "properties" are field names, not keywords: visit their schemas, keep the names; a
      // field's old name ("renamedTo") is no field of the content.
      result[key] =
        key === "properties"
          ? Object.fromEntries(
              Object.entries(value as Schema)
                .filter(([, sub]) => !(sub as Schema).renamedTo)
                .map(([field, sub]) => [field, visit(sub, false)])
            )
          : visit(value, false)
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
    DATA_FILES.map(async (file) => {
      const typeName = contentTypeName(file)
      const schema = JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, schemaFileName(file)), "utf8")) as Schema
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
    " * Made from data/schemas/ by tools/generate-from-schemas.ts: do not edit.",
    " * After changing a schema: npm run generate:from-schemas",
    " */",
    "",
    ...parts.map((part) => part.trim() + "\n"),
    "/**",
    " * The content of data/, file by file (src/content/data-files.ts), each as its schema describes it.",
    " */",
    "export interface ContentFiles {",
    ...DATA_FILES.map((file) => `  ${file}: ${contentTypeName(file)};`),
    "}",
    "",
  ].join("\n")
}

/** VS Code's settings: each data file's schema, for completion and checks as the owner types. */
export function editorSettingsSource(): string {
  const schemas = DATA_FILES.map((file) => ({ fileMatch: [`/data/${file}.json`], url: `./data/schemas/${schemaFileName(file)}` }))
  return `${JSON.stringify({ "json.schemas": schemas }, null, 2)}\n`
}

// --print writes the types to stdout (the unit test compares them with the file).
if (require.main === module) {
  contentTypesSource()
    .then((source) => {
      if (process.argv.includes("--print")) return void process.stdout.write(source)
      for (const [file, text] of [
        [CONTENT_TYPES_FILE, source],
        [EDITOR_SETTINGS_FILE, editorSettingsSource()],
      ]) {
        fs.writeFileSync(file, text)
        console.log(`Wrote ${path.relative(process.cwd(), file)}`)
      }
    })
    .catch((error) => {
      console.error(error)
      process.exit(1)
    })
}
