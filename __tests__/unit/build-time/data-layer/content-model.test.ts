/** @jest-environment node */
/**
 * Gatsby's cache is cleared when the content model changed since it was made (a schema, the
 * code that reads data/, or a module of the project that code imports), and kept otherwise: a
 * template update that adds a field with a default builds from a warm cache, on the owner's
 * machine and on a host that restores it.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { clearIfStale, CONTENT_MODEL, contentModelFiles, contentModelHash, stampContentModel, STAMP } from "../../../../src/build-time/data-layer/content-model"
import { REPO_ROOT } from "../../../../tools/repo-root"

let root: string
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), text)
}
const cached = (file = "nodes.json") => fs.existsSync(path.join(root, ".cache", file))
/** What `npm run build` does: the check, then Gatsby (which may empty .cache first), whose onPreBootstrap stamps, then its work. */
const build = ({ gatsbyEmptiesCache = false } = {}) => {
  const said: string[] = []
  clearIfStale(root, (line) => said.push(line))
  if (gatsbyEmptiesCache) fs.rmSync(path.join(root, ".cache"), { recursive: true, force: true })
  stampContentModel(root)
  write(".cache/nodes.json", "{}")
  return said
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "content-model-guard-"))
  write("data/schemas/site.schema.json", `{"properties":{"title":{}}}`)
  write("src/content/data-files.ts", "export const DATA_FILES = []")
  write("src/build-time/content/read-content.ts", `import { monthOf } from "../../shared/dates"\nexport {}`)
  write("src/shared/dates.ts", `const { LANGUAGES } = require("./languages")\nexport const monthOf = () => LANGUAGES`)
  write("src/shared/languages.ts", "export const LANGUAGES = []")
  write("src/shared/tabs.ts", "export const island = 1")
  write("src/build-time/data-layer/schema.ts", `import Ajv from "ajv"\nimport { pageOf } from "../../shared/pages"\nexport {}`)
  write("src/shared/pages.d.ts", "export function pageOf(): string")
  write("src/shared/pages.js", "exports.pageOf = () => '/'")
  write("node_modules/ajv/package.json", `{"name":"ajv","main":"index.js"}`)
  write("node_modules/ajv/index.js", "module.exports = {}")
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

it("says nothing on a first build, whose cache it stamps with the content model", () => {
  expect(build()).toEqual([])
  expect(fs.readFileSync(path.join(root, ".cache", STAMP), "utf8").trim()).toBe(contentModelHash(root))
})

it("keeps the cache while the content model is the same, though data/ changes", () => {
  build()
  write("data/site.json", `{"title":"Mine"}`)
  expect(clearIfStale(root, () => undefined)).toBe(false)
  expect(cached()).toBe(true)
})

it.each(["data/schemas/site.schema.json", "src/build-time/content/read-content.ts", "src/build-time/data-layer/schema.ts", "data/schemas/new.schema.json", "src/shared/dates.ts", "src/shared/languages.ts", "src/shared/pages.js"])("clears the cache, saying why, when %s changes, and keeps the next one", (file) => {
  build()
  write(file, "changed")
  const said: string[] = []
  expect(clearIfStale(root, (line) => said.push(line))).toBe(true)
  expect(said).toEqual([expect.stringContaining("starting from a clean cache")])
  expect(cached()).toBe(false)
  build()
  expect(build()).toEqual([])
  expect(cached()).toBe(true)
})

it("keeps the cache when a module the content model does not import changes (an island's)", () => {
  build()
  write("src/shared/tabs.ts", "export const island = 2")
  expect(clearIfStale(root, () => undefined)).toBe(false)
  expect(contentModelFiles(root)).not.toContain("src/shared/tabs.ts")
  expect(contentModelFiles(root)).toEqual(expect.arrayContaining(["src/shared/dates.ts", "src/shared/languages.ts"]))
})

it("leaves packages to package.json, and reads the same files from a relative root", () => {
  write("node_modules/ajv/index.js", "module.exports = { changed: true }")
  expect(contentModelFiles(root).filter((file) => file.startsWith("node_modules/"))).toEqual([])
  const cwd = process.cwd()
  try {
    process.chdir(path.dirname(root))
    expect(contentModelFiles(path.basename(root))).toEqual(contentModelFiles(root))
  } finally {
    process.chdir(cwd)
  }
})

it("clears a cache made before the guard (no stamp) once, and no more once Gatsby has emptied and stamped it", () => {
  write(".cache/nodes.json", "{}")
  expect(build({ gatsbyEmptiesCache: true })).toHaveLength(1)
  expect(build()).toEqual([])
  expect(build()).toEqual([])
  expect(cached()).toBe(true)
})

it("reads every folder of the real content model and the modules it imports, checks before Gatsby in build and develop, and stamps in gatsby-node's onPreBootstrap", () => {
  for (const dir of CONTENT_MODEL) expect(fs.statSync(path.join(REPO_ROOT, dir)).isDirectory()).toBe(true)
  expect(contentModelFiles(REPO_ROOT)).toEqual(expect.arrayContaining(["src/shared/dates.ts", "src/build-time/apk/read-apk.ts"]))
  const scripts = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")).scripts as Record<string, string>
  expect(scripts.build).toMatch(/node tools\/content-model-guard\.js && .*gatsby build/)
  expect(scripts.develop).toMatch(/node tools\/content-model-guard\.js && .*gatsby develop/)
  expect(fs.readFileSync(path.join(REPO_ROOT, "gatsby-node.ts"), "utf8")).toMatch(/onPreBootstrap[^]*?\{\s*(\/\/[^\n]*\n\s*)?stampContentModel\(rootDir\)/)
})
