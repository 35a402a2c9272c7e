/**
 * The site's sprite file (see src/components/ui/icon-sprite.tsx): every icon of
 * src/components/ui/icons.tsx once, as one SVG document under /static/ (cached as immutable by
 * both hosts), named by its content's hash. The HTML renderer links icons to it, the build's
 * last step writes it; both make it from the same icons, so they agree on its name.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import { renderToStaticMarkup } from "react-dom/server"
import "../../components/ui/icons"
import { siteIconsDocument, type NamedDrawing } from "../../components/ui/icon-sprite"

export const ICONS_DIR = "/static/icons"

export interface IconsFile {
  /** The file's address on the site. */
  href: string
  svg: string
}

/** The sprite file of the template's icons and `named`, those the content names, with its address. */
export function iconsFile(named: readonly NamedDrawing[]): IconsFile {
  const svg = renderToStaticMarkup(siteIconsDocument(named))
  return { href: `${ICONS_DIR}/sprite-${crypto.createHash("sha256").update(svg).digest("hex").slice(0, 20)}.svg`, svg }
}

/** Writes the sprite file into publicDir; returns it. */
export function writeIconsFile(publicDir: string, named: readonly NamedDrawing[]): IconsFile {
  const file = iconsFile(named)
  fs.mkdirSync(path.join(publicDir, ICONS_DIR), { recursive: true })
  fs.writeFileSync(path.join(publicDir, file.href), file.svg)
  return file
}
