/**
 * The "icon" field extension: in the data an icon is a name ("github"), in the pages' queries
 * its drawing (src/content/icons.ts), so that a page carries the drawings of the icons its
 * content names and no others.
 */
import { iconDrawing } from "../../content/icons"
import { ICON_EXTENSION } from "./schema"

export const iconFieldExtension = {
  name: ICON_EXTENSION,
  extend: () => ({
    resolve: (source: Record<string, unknown>, _args: unknown, _context: unknown, info: { fieldName: string }) => {
      const name = source[info.fieldName]
      return typeof name === "string" ? iconDrawing(name) : null
    },
  }),
}
