import { DATA_FILES, type DataFileName } from "./data-files"
import type { ContentFiles } from "./schema-types"

/** The content of data/, file by file (./data-files.ts), each as its schema describes it. */
export type Content = ContentFiles

/** Whether every data file is there: the content whole, each file as the reader or the snapshot gave it. */
export const isComplete = (files: Partial<Record<DataFileName, unknown>>): files is Content => DATA_FILES.every((name) => files[name] !== undefined)
