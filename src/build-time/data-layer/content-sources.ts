/**
 * The plugins that bring the owner's content into Gatsby's data layer (gatsby-config.ts):
 *
 * - gatsby-source-filesystem on data/, for the images the content names by their path there
 *   (./data-file-field.ts); its JSON files are the content's, which come through the snapshot;
 * - gatsby-source-filesystem on the snapshot (src/build-time/content/snapshot.ts): every
 *   language's files as the one reader gives them, checked, each translation laid over the
 *   default language's, written before Gatsby sources anything;
 * - gatsby-transformer-json, which makes each file's nodes: a list's entries, site.json's one
 *   object, each named after its file (SiteJson, ProjectsJson) whatever language's folder it is
 *   in; the queries ask for a language's by the `language` every entry says.
 */
import path from "path"
import { nodeTypeName } from "../../content/data-files"
import { snapshotDir } from "../content/snapshot"

export const contentSourcePlugins = (rootDir: string) => [
  {
    resolve: "gatsby-source-filesystem",
    options: { name: "data", path: path.join(rootDir, "data"), ignore: ["**/schemas/**", "**/*.json"] },
  },
  {
    resolve: "gatsby-source-filesystem",
    options: { name: "content", path: snapshotDir(rootDir) },
  },
  {
    resolve: "gatsby-transformer-json",
    options: { typeName: ({ node }: { node: { name: string } }) => nodeTypeName(node.name) },
  },
]
