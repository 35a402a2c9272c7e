/**
 * The "dataFile" field extension: an image in the content is named by its path in data/
 * ("images/projects/pesatrack.jpg"), where the owner keeps it; the pages' queries get its File
 * node, which gatsby-source-filesystem sources from data/ and gatsby-transformer-sharp gives its
 * image data. Gatsby's own @fileByRelativePath reads a path from the folder of the JSON file
 * that holds it, which for the content's nodes is the build's snapshot
 * (src/build-time/content/snapshot.ts), not data/.
 */
import path from "path"
import type { ResolverContext } from "./resolver-context"

export const DATA_FILE_EXTENSION = "dataFile"

/** The extension, resolving paths against `rootDir`/data/. */
export const dataFileFieldExtension = (rootDir: string) => ({
  name: DATA_FILE_EXTENSION,
  extend: () => ({
    resolve: (source: Record<string, unknown>, _args: unknown, context: ResolverContext, info: { fieldName: string }) => {
      const file = source[info.fieldName]
      if (typeof file !== "string") return null
      return context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: path.join(rootDir, "data", file) } } } })
    },
  }),
})
