/**
 * The editor's configuration (Sveltia CMS), made on every build from the list of the data
 * files (src/content/data-files.ts) and their JSON Schemas, never written by hand: one file
 * collection of every data file, each field with its widget and rules (./editor-fields.ts), the
 * site's languages side by side (the default language's files in data/, each translation's in
 * data/<tag>/), and the owner's repository, where each saved draft is a branch and a pull
 * request with its deploy preview, published by merging it (./editor-backend.ts).
 */
import fs from "fs"
import path from "path"
import { DATA_FILES, entryKeysOf, type DataFileName } from "../../content/data-files"
import type { Content } from "../../content/content"
import { holdsWords, resolve, type Schema } from "../../content/schema-walk"
import { languagesOf } from "../../shared/languages"
import { iconNames } from "../../icons/catalogue"
import { readSchema } from "../content/validate-data"
import { objectFields, labelOf, type EditorField, type SchemaPath } from "./editor-fields"
import type { EditorBackend } from "./editor-backend"
import { SIGN_IN_PATH } from "../../shared/editor"

/** The one collection of the content: its name, which a relation field names. */
const COLLECTION = "content"

/** The content's path to a data file in a language, as Sveltia writes it: {{locale}} is the language's folder, none for the default's. */
const filePath = (name: DataFileName, multilingual: boolean) => (multilingual ? `data/{{locale}}/${name}.json` : `data/${name}.json`)

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/**
 * The keys of the objects at each path of a JSON value, in the order they come in (the union of
 * every object's there, each key where it first came): the order the owner's file keeps its
 * fields in, which the editor writes them in.
 */
export function keyOrders(value: Json): Map<string, string[]> {
  const orders = new Map<string, string[]>()
  const visit = (node: Json, at: SchemaPath) => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item, [...at, "*"]))
    if (node === null || typeof node !== "object") return
    const keys = orders.get(at.join("/")) ?? []
    for (const [key, field] of Object.entries(node)) {
      if (!keys.includes(key)) keys.push(key)
      visit(field, [...at, key])
    }
    orders.set(at.join("/"), keys)
  }
  visit(value, [])
  return orders
}

/** Each data file as the owner wrote it (its text, not the content read from it: the order of its fields is the file's), in every language. */
function ownerFiles(rootDir: string, name: DataFileName, languages: readonly string[]): Json[] {
  const files = languages.map((language, index) => path.join(rootDir, "data", ...(index === 0 ? [] : [language]), `${name}.json`))
  return files.filter((file) => fs.existsSync(file)).map((file) => JSON.parse(fs.readFileSync(file, "utf8")))
}

export interface EditorConfigInput {
  rootDir: string
  /** The default language's data/site.json. */
  site: Content["site"]
  /** The address the site is built for. */
  siteUrl: string
  backend: EditorBackend
}

/** The file of the editor's collection for one data file. */
function fileOf(name: DataFileName, { rootDir, site }: EditorConfigInput, icons: readonly string[]) {
  const languages = languagesOf(site)
  const schema = readSchema(name)
  // A file without words (the skills) is the same in every language: it has no translation.
  const multilingual = languages.length > 1 && holdsWords(schema, schema)
  const orders = keyOrders(ownerFiles(rootDir, name, languages))
  const entryKeys = entryKeysOf(name) ?? []
  const context = { root: schema, ...(multilingual ? { defaultLanguage: site.language } : {}), entryKeys, orderOf: (at: SchemaPath) => orders.get(at.join("/")) ?? [], iconNames: icons }
  const label = typeof schema.title === "string" ? schema.title : labelOf(name)
  const i18n = multilingual ? { i18n: true } : {}
  const fields: EditorField[] =
    schema.type === "array"
      ? [
          {
            name,
            label,
            label_singular: labelOf(name).replace(/s$/, ""),
            widget: "list",
            root: true,
            collapsed: true,
            allow_duplicate: false,
            // The entries' structure is kept in step in every language (./editor-fields.ts translationOf).
            ...(multilingual ? { i18n: "duplicate" } : {}),
            ...(typeof schema.description === "string" ? { hint: schema.description } : {}),
            fields: objectFields(resolve(schema.items as Schema, schema), context, ["*"]),
          },
        ]
      : objectFields(schema, context, [])
  return { name, label, file: filePath(name, multilingual), ...i18n, fields }
}

/** The backend: GitHub, the owner's repository and branch, and how they sign in. */
function backendOf({ backend, siteUrl }: EditorConfigInput) {
  const signIn =
    backend.signIn === "netlify"
      ? {}
      : backend.signIn === "site"
        ? { base_url: new URL(siteUrl).origin, auth_endpoint: SIGN_IN_PATH.replace(/^\//, "") }
        : { auth_methods: ["token"] }
  return {
    name: "github",
    // None known: the editor offers the checkout on this computer only (its "Work with Local Repository").
    repo: backend.repository ?? "owner/repository",
    branch: backend.branch,
    ...signIn,
    ...(backend.previewContext ? { preview_context: backend.previewContext } : {}),
  }
}

export function editorConfig(input: EditorConfigInput) {
  const { site, siteUrl } = input
  const languages = languagesOf(site)
  const icons = iconNames()
  return {
    backend: backendOf(input),
    publish_mode: "editorial_workflow",
    site_url: siteUrl,
    show_preview_links: true,
    logo_url: "/favicon.svg",
    // The images' folder for the editor's library; each image field names its own folder and the
    // path written in data/ (./editor-fields.ts), as Sveltia takes a relative path there only.
    media_folder: "data/images",
    public_folder: "/images",
    output: { omit_empty_optional_fields: true },
    ...(languages.length > 1
      ? { i18n: { structure: "multiple_folders", locales: [...languages], default_locale: site.language, omit_default_locale_from_file_path: true } }
      : {}),
    collections: [
      {
        name: COLLECTION,
        label: "Content",
        format: "json",
        // Its preview would show the fields again, not the page: a draft's deploy preview is the page.
        editor: { preview: false },
        ...(languages.length > 1 ? { i18n: true } : {}),
        files: DATA_FILES.map((name) => fileOf(name, input, icons)),
      },
    ],
  }
}
