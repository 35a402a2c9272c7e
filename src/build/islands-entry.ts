/**
 * Built pages load one script of the site's own: the islands entry (src/islands/index.ts),
 * added to Gatsby's browser build here. It carries its own webpack runtime and shares no
 * chunk with Gatsby's runtime, which built pages do not load (gatsby-ssr's onPreRenderHTML),
 * so it is a single file; what it imports later (the toaster) comes as chunks of its own.
 */
import path from "path"
import type { Configuration } from "webpack"

export const ISLANDS_ENTRY = "islands"

type Chunk = { name?: string | null }
type ChunksOption = "all" | "async" | "initial" | ((chunk: Chunk) => boolean)

const notIslands =
  (chunks: ChunksOption | undefined) =>
  (chunk: Chunk): boolean => {
    if (chunk.name === ISLANDS_ENTRY) return false
    if (typeof chunks === "function") return chunks(chunk)
    return chunks !== "initial" || (chunk as { canBeInitial?: () => boolean }).canBeInitial?.() !== false
  }

export function withIslandsEntry(config: Configuration, rootDir: string): Configuration {
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
    entry: { ...(config.entry as object), [ISLANDS_ENTRY]: { import: path.join(rootDir, "src/islands/index.ts"), runtime: false } },
    optimization: {
      ...optimization,
      splitChunks: { ...splitChunks, chunks: notIslands(splitChunks.chunks as ChunksOption), cacheGroups },
    },
  }
}
