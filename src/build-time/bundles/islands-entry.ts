/**
 * Built pages load one script of the site's own: the islands entry (src/browser/index.ts),
 * added to Gatsby's browser build here. It carries its own webpack runtime and shares no
 * chunk with Gatsby's runtime, which built pages do not load (gatsby-ssr's onPreRenderHTML),
 * so it is a single file; what it imports later (the toaster) comes as chunks of its own.
 */
import fs from "fs"
import path from "path"
import TerserPlugin from "terser-webpack-plugin"
import type { Configuration } from "webpack"
import { EDITOR_FILES } from "../../shared/editor"

export const ISLANDS_ENTRY = "islands"
const EDITOR_CHECKS_ENTRY = "editor-checks"
const EDITOR_SIGN_IN_ENTRY = "editor-sign-in"
/** Entries that must stay single files of their own, sharing no chunk with Gatsby's. */
const OWN_FILE_ENTRIES = new Set([ISLANDS_ENTRY, EDITOR_CHECKS_ENTRY, EDITOR_SIGN_IN_ENTRY])

/**
 * The islands script's public path, as Gatsby's browser build wrote it into chunk-map.json.
 * Read when the HTML renderer is compiled (after the browser build) and handed to it among
 * what the build gives it (./render-globals.ts).
 */
export function builtIslandsScript(publicDir: string): string {
  const chunkMap = JSON.parse(fs.readFileSync(path.join(publicDir, "chunk-map.json"), "utf8")) as Record<string, string[]>
  const [file] = chunkMap[ISLANDS_ENTRY] ?? []
  if (!file) throw new Error("public/chunk-map.json names no islands entry: see src/build-time/bundles/islands-entry.ts.")
  return file
}

type Chunk = { name?: string | null }
type ChunksOption = "all" | "async" | "initial" | ((chunk: Chunk) => boolean)

const notIslands =
  (chunks: ChunksOption | undefined) =>
  (chunk: Chunk): boolean => {
    if (chunk.name && OWN_FILE_ENTRIES.has(chunk.name)) return false
    if (typeof chunks === "function") return chunks(chunk)
    return chunks !== "initial" || (chunk as { canBeInitial?: () => boolean }).canBeInitial?.() !== false
  }

type Minimizer = NonNullable<NonNullable<Configuration["optimization"]>["minimizer"]>[number]

/** Terser's options as Gatsby's TerserPlugin holds them. */
type TerserOptions = Record<"parse" | "compress" | "output", object | undefined>

/**
 * The Terser options a TerserPlugin was made with (Gatsby's): the plugin's types make the
 * field private, and it is read only here, to change nothing but their ecma.
 */
const terserOptionsOf = (plugin: TerserPlugin): TerserOptions => (Reflect.get(plugin, "options") as { minimizer: { options: TerserOptions } }).minimizer.options

/**
 * Gatsby's Terser writes ES5 (ecma 5), so it writes no shorter ES2015+ forms (`{a}` for
 * `{a:a}`, arrows for functions) into code that Babel already left in ES2015+ for the site's
 * browsers: the same browsers, fewer bytes.
 */
function modernTerser(minimizer: Minimizer): Minimizer {
  if (!(minimizer instanceof TerserPlugin)) return minimizer
  const { output, ...options } = terserOptionsOf(minimizer)
  const ecma = 2020 as const
  return new TerserPlugin({
    exclude: /\.min\.js/,
    parallel: true,
    terserOptions: { ...options, parse: { ...options.parse, ecma }, compress: { ...options.compress, ecma, passes: 2 }, format: { ...output, ecma } },
  })
}

/**
 * The editor's own scripts (src/editor/), built like the islands, each a file of its own at
 * a name its page and its sign-in function write (src/shared/editor.ts), when the site has the editor.
 */
export function editorEntries(rootDir: string): Record<string, { import: string; runtime: false; filename: string }> {
  // runtime: false puts the webpack runtime inside each script's own file, as for the islands.
  const entry = (file: string, address: string) => ({ import: path.join(rootDir, "src/editor", file), runtime: false as const, filename: address.slice(1) })
  return { [EDITOR_CHECKS_ENTRY]: entry("editor.ts", EDITOR_FILES.checks), [EDITOR_SIGN_IN_ENTRY]: entry("sign-in.ts", EDITOR_FILES.signIn) }
}

export function withIslandsEntry(config: Configuration, rootDir: string, { editor = false } = {}): Configuration {
  const optimization = config.optimization ?? {}
  const splitChunks = optimization.splitChunks || {}
  const cacheGroups = Object.fromEntries(
    Object.entries(splitChunks.cacheGroups ?? {}).map(([name, group]) => [
      name,
      group && typeof group === "object" && !(group instanceof RegExp) ? { ...group, chunks: notIslands(group.chunks as ChunksOption) } : group,
    ])
  )
  return {
    ...config,
    // runtime: false puts the webpack runtime inside the entry's own file.
    entry: {
      ...(config.entry as object),
      [ISLANDS_ENTRY]: { import: path.join(rootDir, "src/browser/index.ts"), runtime: false },
      ...(editor ? editorEntries(rootDir) : {}),
    },
    // webpack's own code (the runtime, each module's exports) written as the syntax the
    // islands themselves are compiled to (Babel keeps arrows and const for the site's
    // browsers), not as ES5.
    output: { ...config.output, environment: { ...config.output?.environment, arrowFunction: true, const: true, destructuring: true, templateLiteral: true } },
    optimization: {
      ...optimization,
      minimizer: optimization.minimizer?.map(modernTerser),
      splitChunks: { ...splitChunks, chunks: notIslands(splitChunks.chunks as ChunksOption), cacheGroups },
    },
  }
}
