/**
 * Every type of the data layer, and every field the build resolves, each beside its type's
 * definition: the content's (./schema.ts, from data/schemas/), an icon's drawing
 * (src/icons/icon-field.ts), an image's File (./data-file-field.ts), an app package's facts
 * (./app-facts.ts) and the résumé and CV's (./pdf-files.ts).
 */
import type { Actions } from "gatsby"
import { ICON_TYPE_DEFS, iconFieldExtension } from "../../icons/icon-field"
import { appFactsSchema } from "./app-facts"
import { dataFileFieldExtension } from "./data-file-field"
import { pdfFilesSchema } from "./pdf-files"
import { contentResolvers, contentTypeDefs } from "./schema"

/** createSchemaCustomization: the field extensions and the types. */
export function defineTypes({ createFieldExtension, createTypes }: Pick<Actions, "createFieldExtension" | "createTypes">, rootDir: string): void {
  createFieldExtension(iconFieldExtension)
  createFieldExtension(dataFileFieldExtension(rootDir))
  createTypes([ICON_TYPE_DEFS, contentTypeDefs(), appFactsSchema(rootDir).typeDefs, pdfFilesSchema.typeDefs])
}

/** Fields' resolvers by type, as createResolvers takes them. */
type Resolvers = Record<string, Record<string, object>>

/** createResolvers: every field the build gives, by type. */
export function resolvers(rootDir: string): Resolvers {
  const merged: Resolvers = {}
  for (const part of [contentResolvers(), appFactsSchema(rootDir).resolvers, pdfFilesSchema.resolvers] as Resolvers[]) {
    for (const [type, fields] of Object.entries(part)) merged[type] = { ...merged[type], ...fields }
  }
  return merged
}
