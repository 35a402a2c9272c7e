/** @jest-environment node */
/**
 * Gatsby's cache is cleared when the content model changed since it was made (a schema, or the
 * code that reads data/), and kept otherwise: a template update that adds a field with a
 * default builds from a warm cache, on the owner's machine and on a host that restores it.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { CONTENT_MODEL, contentModelHash, guard, STAMP } from "../../../tools/content-model-guard"
import { REPO_ROOT } from "../../../tools/repo-root"

let root: string
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), text)
}
const cached = (file = "nodes.json") => fs.existsSync(path.join(root, ".cache", file))
const run = (options: { stampOnly?: boolean } = {}) => {
  const said: string[] = []
  guard(root, { ...options, log: (line: string) => said.push(line) })
  return said
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "content-model-guard-"))
  write("data/schemas/site.schema.json", `{"properties":{"title":{}}}`)
  write("src/content/read-content.ts", "export {}")
  write("src/build-time/data-layer/content-nodes.ts", "export {}")
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

it("stamps a first build's cache and says nothing", () => {
  expect(run()).toEqual([])
  expect(fs.readFileSync(path.join(root, ".cache", STAMP), "utf8").trim()).toBe(contentModelHash(root))
})

it("keeps the cache while the content model is the same, though data/ changes", () => {
  run()
  write(".cache/nodes.json", "{}")
  write("data/site.json", `{"title":"Mine"}`)
  expect(run()).toEqual([])
  expect(cached()).toBe(true)
})

it.each(["data/schemas/site.schema.json", "src/content/read-content.ts", "src/build-time/data-layer/content-nodes.ts", "data/schemas/new.schema.json"])("clears the cache, saying why, when %s changes", (file) => {
  run()
  write(".cache/nodes.json", "{}")
  write(file, "changed")
  expect(run()).toEqual([expect.stringContaining("starting from a clean cache")])
  expect(cached()).toBe(false)
  expect(run()).toEqual([])
})

it("clears a cache it did not stamp (made before the guard, or emptied by Gatsby), once", () => {
  write(".cache/nodes.json", "{}")
  expect(run()).toHaveLength(1)
  expect(cached()).toBe(false)
})

it("after a build, only stamps: it never clears what the build just made", () => {
  write(".cache/nodes.json", "{}")
  expect(run({ stampOnly: true })).toEqual([])
  expect(cached()).toBe(true)
  expect(run()).toEqual([])
})

it("reads every folder of the real content model, and runs before Gatsby in build and develop", () => {
  for (const dir of CONTENT_MODEL) expect(fs.statSync(path.join(REPO_ROOT, dir)).isDirectory()).toBe(true)
  const scripts = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")).scripts as Record<string, string>
  expect(scripts.build).toMatch(/content-model-guard\.js && .*gatsby build && node tools\/content-model-guard\.js --stamp/)
  expect(scripts.develop).toMatch(/content-model-guard\.js && .*gatsby develop/)
})
