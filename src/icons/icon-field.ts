/**
 * The "icon" field extension: in the data an icon is a name ("github"), in the pages' queries
 * its drawing (src/icons/catalogue.ts), so that a page carries the drawings of the icons its
 * content names and no others.
 */
import { iconDrawing } from "./catalogue"

/** The type of a drawing in the pages' queries (`fragment NamedIcon on Icon`). */
export const ICON_TYPE_DEFS = /* GraphQL */ `
  type Icon {
    name: String!
    "The drawing's view box."
    viewBox: String!
    "Its stroke and fill, in currentColor, as the SVG attributes of what holds its shapes, under React's names."
    attributes: JSON!
    "Its shapes, as SVG markup."
    shapes: String!
  }
`

/** The field extension that turns an icon's name into its drawing: the schemas' `"icon": true` fields (src/build-time/data-layer/schema.ts). */
export const ICON_EXTENSION = "icon"

export const iconFieldExtension = {
  name: ICON_EXTENSION,
  extend: () => ({
    resolve: (source: Record<string, unknown>, _args: unknown, _context: unknown, info: { fieldName: string }) => {
      const name = source[info.fieldName]
      return typeof name === "string" ? iconDrawing(name) : null
    },
  }),
}
