/**
 * Gatsby's cache and the content model it was made with (tools/content-model-guard.js starts
 * Gatsby from a clean cache when the model changed since the cache was made):
 * the schemas in data/schemas/ or the code that turns data/ into GraphQL nodes.
 *
 * Why by hand: Gatsby makes the content nodes once per file of the content's snapshot and keeps
 * them in .cache until that file changes, and it clears .cache only when a plugin, package.json or
 * a root gatsby-* file changes (https://github.com/gatsbyjs/gatsby/issues/4249), not when code
 * those files import does. A template update that adds a field with a default to a schema then
 * failed a warm build ("Cannot return null for non-nullable field"), on the owner's machine
 * and on a host that restores .cache between deploys.
 *
 * The stamp lives in .cache, so it travels with the cache it describes (hosts restore .cache
 * between deploys). It is written by gatsby-node's onPreBootstrap, after Gatsby's own start has
 * emptied a cache it did not trust, in build and develop alike. A cache without one (made
 * before this guard) is cleared once. The check runs before `gatsby build` and
 * `gatsby develop` (package.json's scripts); it covers what shapes the nodes the content
 * makes (the reader, the snapshot, the types) and every module of the project that code imports (src/shared,
 * src/build-time/apk…), followed with TypeScript's own reading and resolving of imports, so
 * that an edit of a module the nodes never reach (an island's) keeps the cache. Not the pages.
 */
"use strict"

const crypto = require("crypto")
const fs = require("fs")
const path = require("path")
const ts = require("typescript")

const ROOT = path.join(__dirname, "..", "..", "..")
/** What shapes the content nodes: the schemas, and the code that reads data/ and makes the nodes. */
const CONTENT_MODEL = ["data/schemas", "src/content", "src/build-time/content", "src/build-time/data-layer"]
const STAMP = "content-model.sha256"

const SCRIPT = /\.(c|m)?(j|t)sx?$/
const RESOLUTION = { allowJs: true, resolveJsonModule: true, moduleResolution: ts.ModuleResolutionKind.Node10 }

const filesUnder = (root, dir) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))

/** A typed JavaScript module resolves to its declarations; the code that runs is the twin beside them. */
const withRuntimeTwin = (file) =>
  file.endsWith(".d.ts") ? [file, ...[".js", ".cjs", ".mjs"].map((ext) => file.slice(0, -".d.ts".length) + ext).filter((twin) => fs.existsSync(twin))] : [file]

/**
 * The project's modules a script imports or requires. Packages are left out: Gatsby clears its
 * cache when package.json or a plugin changes; an update of a dependency alone that changed the
 * nodes would need `npm run clean`.
 */
function importedModules(file) {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true)
  return importedFiles
    .map(({ fileName }) => ts.resolveModuleName(fileName, file, RESOLUTION, ts.sys).resolvedModule)
    .filter((resolved) => resolved && !resolved.isExternalLibraryImport)
    .flatMap((resolved) => withRuntimeTwin(path.resolve(resolved.resolvedFileName)))
}

const isInside = (root, file) => {
  const relative = path.relative(root, file)
  return relative !== "" && relative !== ".." && !relative.startsWith(".." + path.sep) && !path.isAbsolute(relative)
}

/** The content model's files, relative to root: its folders', then every module they import, and theirs. */
function contentModelFiles(root = ROOT) {
  const absoluteRoot = path.resolve(root)
  const files = new Set()
  const pending = CONTENT_MODEL.flatMap((dir) => filesUnder(absoluteRoot, dir))
  while (pending.length > 0) {
    const file = pending.pop()
    if (files.has(file)) continue
    files.add(file)
    if (SCRIPT.test(file)) pending.push(...importedModules(file).filter((module) => isInside(absoluteRoot, module)))
  }
  return [...files].map((file) => path.relative(absoluteRoot, file).split(path.sep).join("/")).sort()
}

/** One hash of every file of the content model, by path and content. */
function contentModelHash(root = ROOT) {
  const hash = crypto.createHash("sha256")
  for (const file of contentModelFiles(root)) hash.update(file).update("\0").update(fs.readFileSync(path.join(root, file))).update("\0")
  return hash.digest("hex")
}

/** Whether the cache must go: it exists, and its stamp is missing or names another model. */
function isStale(cacheDir, currentHash) {
  if (!fs.existsSync(cacheDir)) return false
  const stampFile = path.join(cacheDir, STAMP)
  return !fs.existsSync(stampFile) || fs.readFileSync(stampFile, "utf8").trim() !== currentHash
}

/** Clears a stale cache, saying so; true if it did. */
function clearIfStale(root = ROOT, log = console.log) {
  const cacheDir = path.join(root, ".cache")
  if (!isStale(cacheDir, contentModelHash(root))) return false
  log("The content model (data/schemas/, the code that reads data/ or a module it imports) changed since Gatsby's cache was made: starting from a clean cache.")
  fs.rmSync(cacheDir, { recursive: true, force: true })
  return true
}

/** Stamps the cache Gatsby works in with the current content model. */
function stampContentModel(root = ROOT) {
  const cacheDir = path.join(root, ".cache")
  fs.mkdirSync(cacheDir, { recursive: true })
  fs.writeFileSync(path.join(cacheDir, STAMP), contentModelHash(root) + "\n")
}

module.exports = { CONTENT_MODEL, STAMP, contentModelFiles, contentModelHash, isStale, clearIfStale, stampContentModel }
