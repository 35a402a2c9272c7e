/**
 * The résumé and CV as the pages read them (SiteJson.pdfFiles): each language's files'
 * addresses, sizes and names, from the pdfFiles.json the build writes beside each language's
 * content in the snapshot once the files are written (src/build-time/publish/cv-files.ts). A
 * node of their facts rather than a field computed for each query, so that a page's query runs
 * again when a size or a name changes (`gatsby develop`, after a save).
 */
import { nodeTypeName } from "../../content/data-files"
import { pdfFilesFacts, type EditionFiles } from "../publish/cv-files"
import { writeSnapshotFile } from "../content/snapshot"
import type { ResolverContext } from "./resolver-context"

/** The facts' file in each language's folder of the snapshot, and so their node type (PdfFilesJson). */
const FACTS_FILE = "pdfFiles"

export const pdfFilesSchema = {
  typeDefs: /* GraphQL */ `
    type ${nodeTypeName(FACTS_FILE)} implements Node @dontInfer {
      "The language of the files (each language of the site has its own)."
      language: String!
      resume: PdfFile!
      cv: PdfFile!
    }

    type PdfFile {
      path: String!
      size: String!
      fileName: String!
    }
  `,
  resolvers: {
    SiteJson: {
      pdfFiles: {
        type: `${nodeTypeName(FACTS_FILE)}!`,
        // The files of the site's language: each language's pages link to their own.
        resolve: (source: { language: string }, _args: unknown, context: ResolverContext) =>
          context.nodeModel.findOne({ type: nodeTypeName(FACTS_FILE), query: { filter: { language: { eq: source.language } } } }),
      },
    },
  },
}

/** Writes each language's files' facts into the snapshot, where the data layer reads them. */
export function writePdfFacts(rootDir: string, editions: readonly EditionFiles[]): void {
  for (const { language, files } of editions) writeSnapshotFile(rootDir, language, FACTS_FILE, pdfFilesFacts(files))
}
