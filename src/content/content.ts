import type { ContentFiles } from "./schema-types"

/** The content of data/, file by file (./data-files.ts), each as its schema describes it. */
export type Content = ContentFiles
