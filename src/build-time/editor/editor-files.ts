/**
 * The editor's files at /admin/, all of the site's own: its page (src/server/editor-page.ts),
 * Sveltia CMS and the faces its interface is drawn with, from npm (the packages are pinned in
 * package.json), its configuration and the rules of its checks, made from the schemas and the
 * content (./editor-config.ts). A build writes them into public/admin/; `gatsby develop` serves
 * them (./editor-develop.ts). The site's checks before a save and its sign-in page are built by
 * webpack beside the islands (src/build-time/bundles/islands-entry.ts).
 */
import fs from "fs"
import { createRequire } from "module"
import path from "path"
import { DATA_FILES } from "../../content/data-files"
import { listRulesOf } from "../../content/list-rules"
import { EDITOR_FILES, EDITOR_PATH } from "../../shared/editor"
import { editorPage } from "../../server/editor-page"
import { readSchema } from "../content/validate-data"
import { editorConfig, type EditorConfigInput } from "./editor-config"
import type { SaveRules } from "../../editor/editor"

export interface EditorFile {
  /** Its address on the site. */
  path: string
  content: string | Buffer
}

/**
 * A file of an installed package, found where Node would look for it from the project: the
 * packages' "exports" do not list these files (or package.json), so resolving them is refused,
 * and Gatsby's compile of gatsby-node keeps Node's createRequire but not require.resolve.
 */
const fromPackage = (rootDir: string, name: string, file: string) => {
  const folders = createRequire(path.join(rootDir, "package.json")).resolve.paths(name) ?? []
  const packageDir = folders.map((folder) => path.join(folder, name)).find((dir) => fs.existsSync(path.join(dir, "package.json")))
  if (!packageDir) throw new Error(`The editor needs the package ${name}: run npm install.`)
  return fs.readFileSync(path.join(packageDir, file))
}

/**
 * The faces Sveltia CMS draws its interface with, under the names it asks for: it asks a CDN
 * for them, which the editor's policy refuses, and the face here is used instead.
 */
const FACES = [
  { family: "Source Sans 3", weight: "200 900", display: "swap", package: "@fontsource-variable/source-sans-3", file: "source-sans-3-latin-wght-normal.woff2" },
  { family: "Noto Mono", weight: "400", display: "swap", package: "@fontsource/noto-mono", file: "noto-mono-latin-400-normal.woff2" },
  { family: "Material Symbols Outlined", weight: "100 700", display: "block", package: "@fontsource-variable/material-symbols-outlined", file: "material-symbols-outlined-latin-wght-normal.woff2" },
]

const faceUrl = (file: string) => `${EDITOR_PATH}fonts/${file}`

/**
 * The editor's stylesheet: its faces, and the site's one rule: its save dialog keeps the lines of
 * a refusal (src/editor/editor.ts), one problem each.
 */
const stylesheet = (): string =>
  [
    ...FACES.map(
      (face) => `@font-face{font-family:"${face.family}";font-style:normal;font-display:${face.display};font-weight:${face.weight};src:url(${faceUrl(face.file)}) format("woff2")}`
    ),
    `[role="alertdialog"] .error{white-space:pre-line}`,
  ].join("\n")

/** The lists' rules the checks hold each save to, by the data file's path (src/content/list-rules.ts). */
export function saveRules(): SaveRules {
  return Object.fromEntries(
    DATA_FILES.flatMap((name) => {
      const schema = readSchema(name)
      if (schema.type !== "array") return []
      const rules = listRulesOf(schema)
      return rules.uniqueBy.length > 0 || rules.uniqueSlug ? [[`data/${name}.json`, { list: name, rules }]] : []
    })
  )
}

export function editorFiles(input: EditorConfigInput): EditorFile[] {
  return [
    { path: `${EDITOR_PATH}index.html`, content: editorPage() },
    { path: EDITOR_FILES.config, content: `${JSON.stringify(editorConfig(input))}\n` },
    { path: EDITOR_FILES.rules, content: `${JSON.stringify(saveRules())}\n` },
    { path: EDITOR_FILES.styles, content: `${stylesheet()}\n` },
    { path: EDITOR_FILES.cms, content: fromPackage(input.rootDir, "@sveltia/cms", "dist/sveltia-cms.js") },
    { path: EDITOR_FILES.immutable, content: fromPackage(input.rootDir, "immutable", "dist/immutable.es.js") },
    ...FACES.map((face) => ({ path: faceUrl(face.file), content: fromPackage(input.rootDir, face.package, `files/${face.file}`) })),
  ]
}

/**
 * Removes the editor an earlier build wrote, before webpack writes this build's editor scripts
 * there: it is no page of this build (its CSS, its scripts), and it is gone when the owner turned it off.
 */
export function removeEarlierEditor(publicDir: string): void {
  fs.rmSync(path.join(publicDir, EDITOR_PATH), { recursive: true, force: true })
}

/** Writes the editor's files into publicDir; returns what it wrote, for the build's log. */
export function writeEditorFiles(publicDir: string, files: readonly EditorFile[]): string {
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file.path)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file.path), file.content)
  }
  const bytes = files.reduce((sum, file) => sum + Buffer.byteLength(file.content), 0)
  return `the editor at ${EDITOR_PATH} (${files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MiB)`
}
