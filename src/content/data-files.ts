/**
 * The content files of data/: the one list of them. Each is data/<name>.json, its shape
 * described by data/schemas/<name>.schema.json. From this list come every other list of the
 * files: the ones the reader reads and checks, in the order its messages name them; the
 * content's type (ContentFiles in ./schema-types.ts) and the code editor's schema settings
 * (.vscode/settings.json), both written by `npm run generate:from-schemas`; the GraphQL node
 * types; the in-browser editor's collections. Adding a content file is an entry here and its
 * schema.
 */

export interface DataFile {
  /** The owner may leave it out: it then reads as an empty list (its section or page is not there). */
  optional: boolean
  /**
   * A list file's translated entry (data/<tag>/<name>.json) names the entry it translates by
   * the first of these fields it has; the default language's entries must each have one of them.
   * Every data file may be translated; site.json, one object, is laid over as a whole.
   */
  entryKeys?: readonly string[]
}

export const DATA_FILE_LIST = {
  site: { optional: false },
  navigation: { optional: false, entryKeys: ["id"] },
  projects: { optional: true, entryKeys: ["id", "slug"] },
  experience: { optional: true, entryKeys: ["id"] },
  skills: { optional: true, entryKeys: ["name"] },
  achievements: { optional: true, entryKeys: ["id"] },
  apps: { optional: true, entryKeys: ["name"] },
} as const satisfies Record<string, DataFile>

export type DataFileName = keyof typeof DATA_FILE_LIST

/** The data files, in the order the checks report them. */
export const DATA_FILES = Object.keys(DATA_FILE_LIST) as DataFileName[]

/** The files an owner may leave out (with the section that shows them, or the page: apps' is /downloads): each then reads as an empty list. */
export const OPTIONAL_DATA_FILES: readonly DataFileName[] = DATA_FILES.filter((name) => DATA_FILE_LIST[name].optional)

/** A list file's keys that match a translated entry to its default-language entry (see DataFile); none for site.json, one object. */
export function entryKeysOf(name: Exclude<DataFileName, "site">): readonly string[]
export function entryKeysOf(name: DataFileName): readonly string[] | undefined
export function entryKeysOf(name: DataFileName): readonly string[] | undefined {
  const file: DataFile = DATA_FILE_LIST[name]
  return file.entryKeys
}

/** The file's schema, in data/schemas/. */
export const schemaFileName = (name: DataFileName): string => `${name}.schema.json`

/** A name as a type's: "site" → "Site". */
const pascal = (name: string): string => `${name.charAt(0).toUpperCase()}${name.slice(1)}`

/** The content type of a file (ContentFiles in ./schema-types.ts): site.json → SiteData. */
export const contentTypeName = (name: DataFileName): string => `${pascal(name)}Data`

/**
 * The GraphQL type of a JSON file's nodes in the data layer, named after the file as
 * gatsby-transformer-json names a list's: site.json → SiteJson, each entry of projects.json a
 * ProjectsJson (gatsby-config.ts gives it this name for every file).
 */
export const nodeTypeName = (fileName: string): string => `${pascal(fileName)}Json`
