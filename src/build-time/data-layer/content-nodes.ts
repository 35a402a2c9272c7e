/**
 * The owner's content as nodes of Gatsby's data layer, one set per language: each data file's
 * entries (site.json is one) in every language of the site, from the one reader of the content
 * (src/build-time/content/read-content.ts), which lays each translation over the default language's. A
 * node says its `language`; the pages' queries ask for theirs.
 *
 * Each node is a child of the default language's File (data/<name>.json), so that an image's
 * path is found from data/ in every language.
 */
import type { Node, NodePluginArgs } from "gatsby"
import { DATA_FILES, type DataFileName } from "../../content/data-files"
import type { Translation } from "../content/read-translations"

/** A data file's node type (site.json → SiteJson), as the schema names them (./schema.ts). */
export const nodeTypeOf = (name: DataFileName): string => `${name.charAt(0).toUpperCase()}${name.slice(1)}Json`

/** The File node of a data file of the default language: data/<name>.json. */
export function dataFileName(node: Node): DataFileName | undefined {
  if (node.internal.type !== "File" || node.sourceInstanceName !== "data" || node.extension !== "json") return undefined
  const name = node.name as DataFileName
  return node.relativeDirectory === "" && DATA_FILES.includes(name) ? name : undefined
}

/** A translation's File node (data/<language>/<name>.json): the file whose nodes it changes. */
export function translatedFileName(node: Node): DataFileName | undefined {
  if (node.internal.type !== "File" || node.sourceInstanceName !== "data" || node.extension !== "json") return undefined
  const name = node.name as DataFileName
  return node.relativeDirectory !== "" && !String(node.relativeDirectory).includes("/") && DATA_FILES.includes(name) ? name : undefined
}

type Args = Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest">

/** The nodes of one data file in every language, children of its File node. */
export function createContentNodes(file: Node, name: DataFileName, languages: readonly Translation[], { actions, createNodeId, createContentDigest }: Args): void {
  for (const { language, content } of languages) {
    const data: unknown = content[name]
    const entries = (Array.isArray(data) ? data : [data]) as Record<string, unknown>[]
    entries.forEach((entry, index) => {
      // "id" is the node's own: the entry's id is its jsonId.
      const { id: jsonId, ...fields } = entry
      const node = {
        ...fields,
        ...(jsonId === undefined ? {} : { jsonId }),
        language: name === "site" ? (fields.language as string) : language,
        id: createNodeId(`${name} ${language} ${index}`),
        parent: file.id,
        children: [],
        internal: { type: nodeTypeOf(name), contentDigest: createContentDigest({ language, entry }) },
      }
      actions.createNode(node)
      actions.createParentChildLink({ parent: file, child: node as unknown as Node })
    })
  }
}
