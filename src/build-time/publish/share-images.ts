/**
 * The share card (public/og-image.png, 1200x630) and the site icon (favicon and manifest icons),
 * drawn from the owner's data in data/site.json.
 *
 * Text is converted to vector outlines with fontkit, from the Inter font the site already
 * self-hosts (@fontsource-variable/inter), so rendering needs no system fonts: a fresh CI or
 * host build machine without fontconfig fonts draws the same image (librsvg inside sharp
 * would otherwise draw empty boxes there).
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import type { Font } from "fontkit"
import sharp from "sharp"
import { fontFor, isBlank } from "../../fonts/coverage"
import { SHARE_IMAGE_FONTS } from "../../fonts/image-fonts"
import { initials } from "../../fonts/initials"

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630

const COLORS = {
  background: "#0b1120",
  panel: "#16203a",
  text: "#e2e8f0",
  muted: "#a3b1c6",
  brand: "#2dd4bf",
  brandDeep: "#0d9488",
}

const interFonts = () => SHARE_IMAGE_FONTS.fonts()

/** `text` cut into runs that one font draws; characters no font has are left out. */
function fontRuns(text: string): { font: Font; text: string }[] {
  const runs: { font: Font; text: string }[] = []
  for (const char of Array.from(text.normalize("NFC"))) {
    const last = runs[runs.length - 1]
    const font = isBlank(char) && last ? last.font : fontFor(SHARE_IMAGE_FONTS, char, last?.font)
    if (!font) continue
    if (last && last.font === font) last.text += char
    else runs.push({ font, text: char })
  }
  return runs
}

/** Width of a line of text at a font size, in pixels. */
export function measureText(text: string, fontSize: number): number {
  return fontRuns(text).reduce((width, run) => width + (run.font.layout(run.text).advanceWidth * fontSize) / run.font.unitsPerEm, 0)
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/**
 * One line of text as an SVG path, baseline at (x, y). `weight` thickens the outline with a
 * stroke of the same colour (the woff2 variable font can only be read at its default weight).
 * Every subset of Inter has 2048 units per em, so one scale fits all runs.
 */
export function textPath(
  text: string,
  { x, y, fontSize, fill, weight = 0 }: { x: number; y: number; fontSize: number; fill: string; weight?: number }
): string {
  const unitsPerEm = interFonts()[0].unitsPerEm
  const scale = fontSize / unitsPerEm
  let pen = 0
  const parts: string[] = []
  for (const run of fontRuns(text)) {
    const layout = run.font.layout(run.text)
    const toUnits = unitsPerEm / run.font.unitsPerEm
    layout.glyphs.forEach((glyph, index) => {
      const position = layout.positions[index]
      const d = glyph.path.toSVG()
      if (d) {
        const gx = pen + position.xOffset * toUnits
        parts.push(`<path transform="translate(${gx.toFixed(1)} ${(position.yOffset * toUnits).toFixed(1)})" d="${d}"/>`)
      }
      pen += position.xAdvance * toUnits
    })
  }
  const stroke = weight > 0 ? ` stroke="${fill}" stroke-width="${(weight / scale).toFixed(1)}" stroke-linejoin="round"` : ""
  return (
    `<g aria-label="${escapeXml(text)}" fill="${fill}"${stroke} ` +
    `transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})">` +
    `${parts.join("")}</g>`
  )
}

/** Greedy word wrap to a pixel width; the last allowed line ends with an ellipsis if cut. */
export function wrapText(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let current = ""
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word
    if (measureText(candidate, fontSize) <= maxWidth || !current) {
      current = candidate
      continue
    }
    lines.push(current)
    current = word
  }
  if (current) lines.push(current)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  let last = kept[maxLines - 1]
  while (last.includes(" ") && measureText(`${last}…`, fontSize) > maxWidth) last = last.replace(/\s+\S+$/, "")
  kept[maxLines - 1] = `${last.replace(/[\s,.:;]+$/, "")}…`
  return kept
}

/** Largest font size (down to `min`) at which `text` fits on one line of `maxWidth`. */
export function fitFontSize(text: string, maxWidth: number, max: number, min: number): number {
  let size = max
  while (size > min && measureText(text, size) > maxWidth) size -= 2
  return size
}

export interface ShareCardInput {
  name: string
  jobTitle: string
  tagline: string
  location: string
  /** Shown at the bottom, e.g. "briankamau.dev". */
  host: string
}

/** The first sentence of the tagline (up to a colon or full stop) reads best on a card. */
export function shortTagline(tagline: string): string {
  const match = /^(.+?)[.:;](\s|$)/.exec(tagline)
  return (match ? match[1] : tagline).trim()
}

export function shareCardSvg(input: ShareCardInput): string {
  const left = 96
  const width = OG_WIDTH - left * 2
  const nameSize = fitFontSize(input.name, width, 96, 56)
  const titleSize = fitFontSize(input.jobTitle, width, 44, 28)
  const taglineLines = wrapText(shortTagline(input.tagline), 32, width, 2)
  const footer = `${input.location}  ·  ${input.host}`
  const badgeSize = fitFontSize(initials(input.name), 64, 40, 20)

  let y = 250
  const nameY = y
  y += titleSize + 34
  const titleY = y
  y += 70
  const taglineYs = taglineLines.map((_, i) => y + i * 46)

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    `<defs><linearGradient id="glow" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${COLORS.brandDeep}" stop-opacity="0.55"/>`,
    `<stop offset="1" stop-color="${COLORS.background}" stop-opacity="0"/></linearGradient></defs>`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${COLORS.background}"/>`,
    `<circle cx="1080" cy="90" r="420" fill="url(#glow)"/>`,
    `<rect x="0" y="0" width="${OG_WIDTH}" height="10" fill="${COLORS.brand}"/>`,
    `<rect x="${left}" y="96" width="84" height="84" rx="20" fill="${COLORS.panel}" stroke="${COLORS.brand}" stroke-width="3"/>`,
    textPath(initials(input.name), {
      x: left + 42 - measureText(initials(input.name), badgeSize) / 2,
      y: 138 + badgeSize * 0.36,
      fontSize: badgeSize,
      fill: COLORS.brand,
      weight: 1.2,
    }),
    textPath(input.name, { x: left, y: nameY + nameSize * 0.35, fontSize: nameSize, fill: COLORS.text, weight: 2.2 }),
    textPath(input.jobTitle, { x: left, y: titleY + titleSize * 0.35, fontSize: titleSize, fill: COLORS.brand, weight: 0.8 }),
    ...taglineLines.map((line, i) => textPath(line, { x: left, y: taglineYs[i] + 20, fontSize: 32, fill: COLORS.muted })),
    `<rect x="${left}" y="${OG_HEIGHT - 110}" width="${width}" height="2" fill="${COLORS.panel}"/>`,
    textPath(footer, { x: left, y: OG_HEIGHT - 58, fontSize: 28, fill: COLORS.muted }),
    `</svg>`,
  ].join("\n")
}

export interface ProjectCardInput {
  title: string
  /** The category as visitors read it ("Web Development"). */
  category: string
  /** The owner's name and where the site lives ("briankamau.dev"), at the bottom. */
  name: string
  host: string
  /** The project's screenshot, already cut to the card's frame, as a data: URL. */
  screenshot: string
}

/** Where a project card's screenshot sits (16:10, on the right), in pixels. */
export const PROJECT_SHOT = { x: 612, y: 120, width: 528, height: 330 }

/**
 * A project page's share card: the project's title and category on the left, its screenshot
 * on the right, the owner's name and site along the bottom, in the site card's colours.
 */
export function projectShareCardSvg(input: ProjectCardInput): string {
  const left = 72
  const textWidth = PROJECT_SHOT.x - left - 48
  const titleSize = 60
  const titleLines = wrapText(input.title, titleSize, textWidth, 3)
  const categorySize = fitFontSize(input.category, textWidth, 28, 18)
  const titleTop = 200
  const footer = `${input.name}  ·  ${input.host}`
  const footerSize = fitFontSize(footer, OG_WIDTH - left * 2, 30, 18)
  const { x, y, width, height } = PROJECT_SHOT
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    `<defs><linearGradient id="glow" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${COLORS.brandDeep}" stop-opacity="0.5"/>`,
    `<stop offset="1" stop-color="${COLORS.background}" stop-opacity="0"/></linearGradient>`,
    `<clipPath id="shot"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="18"/></clipPath></defs>`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${COLORS.background}"/>`,
    `<circle cx="1100" cy="40" r="420" fill="url(#glow)"/>`,
    `<rect x="0" y="0" width="${OG_WIDTH}" height="10" fill="${COLORS.brand}"/>`,
    textPath(input.category, { x: left, y: 140, fontSize: categorySize, fill: COLORS.brand, weight: 0.8 }),
    ...titleLines.map((line, i) =>
      textPath(line, { x: left, y: titleTop + i * (titleSize * 1.15) + titleSize * 0.35, fontSize: titleSize, fill: COLORS.text, weight: 2 })
    ),
    `<rect x="${x - 3}" y="${y - 3}" width="${width + 6}" height="${height + 6}" rx="20" fill="${COLORS.panel}" stroke="${COLORS.brand}" stroke-width="3"/>`,
    `<image x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice" clip-path="url(#shot)" xlink:href="${input.screenshot}"/>`,
    `<rect x="${left}" y="${OG_HEIGHT - 110}" width="${OG_WIDTH - left * 2}" height="2" fill="${COLORS.panel}"/>`,
    textPath(footer, { x: left, y: OG_HEIGHT - 58, fontSize: footerSize, fill: COLORS.muted }),
    `</svg>`,
  ].join("\n")
}

/** Renders a project's share card to a PNG file, its screenshot read from `imageFile`. */
export async function writeProjectShareImage(input: Omit<ProjectCardInput, "screenshot"> & { imageFile: string }, outFile: string): Promise<void> {
  const { imageFile, ...card } = input
  const shot = await sharp(imageFile).rotate().resize(PROJECT_SHOT.width, PROJECT_SHOT.height, { fit: "cover" }).png().toBuffer()
  fs.mkdirSync(path.dirname(outFile), { recursive: true })
  await sharp(Buffer.from(projectShareCardSvg({ ...card, screenshot: `data:image/png;base64,${shot.toString("base64")}` })), { density: 72 })
    .resize(OG_WIDTH, OG_HEIGHT)
    .png({ compressionLevel: 9 })
    .toFile(outFile)
}

/** The square site icon: the owner's initials on the site's dark background. */
export function iconSvg(name: string): string {
  const text = initials(name)
  const size = 512
  const fontSize = fitFontSize(text, 380, Array.from(text).length > 1 ? 230 : 300, 120)
  const x = (size - measureText(text, fontSize)) / 2
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" rx="112" fill="${COLORS.background}"/>`,
    `<rect x="24" y="24" width="${size - 48}" height="${size - 48}" rx="92" fill="none" stroke="${COLORS.brand}" stroke-width="16"/>`,
    textPath(text, { x, y: size / 2 + fontSize * 0.36, fontSize, fill: COLORS.brand, weight: 8 }),
    `</svg>`,
    "",
  ].join("\n")
}

/** Renders the share card to a PNG file. */
export async function writeShareImage(input: ShareCardInput, outFile: string): Promise<void> {
  fs.mkdirSync(path.dirname(outFile), { recursive: true })
  await sharp(Buffer.from(shareCardSvg(input)), { density: 72 })
    .resize(OG_WIDTH, OG_HEIGHT)
    .png({ compressionLevel: 9 })
    .toFile(outFile)
}

/**
 * Writes the site icon for the owner's current name where gatsby-plugin-manifest reads it
 * (favicons, apple-touch and manifest icons): node_modules/.cache, the usual place for tools'
 * generated files, so the icon follows the data with nothing committed. The file is named by
 * its content: sites that share node_modules (the test variants, built side by side) each read
 * their own icon, and a file once written never changes under a reader.
 */
export function writeSiteIcon(name: string, rootDir: string): string {
  const svg = iconSvg(name)
  const digest = crypto.createHash("sha256").update(svg).digest("hex").slice(0, 12)
  const file = path.join(rootDir, "node_modules", ".cache", "site-icon", `icon-${digest}.svg`)
  if (readIfExists(file) === svg) return file
  fs.mkdirSync(path.dirname(file), { recursive: true })
  // Written aside and moved into place whole: Gatsby's workers load gatsby-config too, and a
  // reader of a file being written sees it empty ("unsupported image format", seen once in a Vercel build).
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, svg)
  fs.renameSync(temporary, file)
  return file
}

function readIfExists(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8")
  } catch {
    return undefined
  }
}
