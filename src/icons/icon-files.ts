/**
 * The site's icon files (see src/icons/icon-sprite.tsx), each one SVG document under
 * /static/ (cached as immutable by both hosts), named by its content's hash:
 *
 * - the sprite file: every icon of src/icons/template-icons.tsx once, and those the content names
 *   for its social links and navigation;
 * - the logos file: the logos the content names for its skills, drawn as masks when reached.
 *
 * The HTML renderer links icons to them, the build's last step writes them; both make them from
 * the same icons, so they agree on their names.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import type React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import "./template-icons"
import { siteIconsDocument, siteLogosDocument, type LogosFile, type NamedDrawing } from "./icon-sprite"
import type { ContentIcons } from "./content-icons"

export const ICONS_DIR = "/static/icons"

export interface IconsFile {
  /** The file's address on the site. */
  href: string
  svg: string
}

function svgFile(name: string, document: React.ReactElement): IconsFile {
  const svg = renderToStaticMarkup(document)
  return { href: `${ICONS_DIR}/${name}-${crypto.createHash("sha256").update(svg).digest("hex").slice(0, 20)}.svg`, svg }
}

/** The sprite file of the template's icons and `named`, those the content names, with its address. */
export const iconsFile = (named: readonly NamedDrawing[]): IconsFile => svgFile("sprite", siteIconsDocument(named))

/** The logos file of `logos`, with its address. */
export const logosFile = (logos: readonly NamedDrawing[]): IconsFile => svgFile("logos", siteLogosDocument(logos))

/** What the HTML renderer needs of both files: their addresses, and the logos' order; no logos file when the content names no logo. */
export const iconFileHrefs = ({ sprite, logos }: ContentIcons): { sprite: string; logos?: LogosFile } => ({
  sprite: iconsFile(sprite).href,
  ...(logos.length > 0 ? { logos: { href: logosFile(logos).href, names: logos.map((logo) => logo.name) } } : {}),
})

/** Writes the content's icon files into publicDir; returns them. */
export function writeIconsFiles(publicDir: string, { sprite, logos }: ContentIcons): IconsFile[] {
  const files = [iconsFile(sprite), ...(logos.length > 0 ? [logosFile(logos)] : [])]
  fs.mkdirSync(path.join(publicDir, ICONS_DIR), { recursive: true })
  for (const file of files) fs.writeFileSync(path.join(publicDir, file.href), file.svg)
  return files
}
