/**
 * Every project image decoded before anything is built: a file that is not an image would
 * otherwise crash the build a minute later without being named, and a small one looks blurry.
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { describeEntry } from "../../content/content-locations"

/**
 * The widest a project image is drawn: the home page asks gatsbyImageData for width 720
 * (aspect 1.6) in src/pages/index.tsx, so a narrower file is stretched and looks blurry.
 */
export const MIN_IMAGE_WIDTH = 720

/** The formats gatsby-plugin-sharp turns into AVIF/WebP. sharp reports AVIF as "heif" with AV1 compression. */
const SUPPORTED = "JPEG, PNG, WebP or AVIF"
const isSupported = ({ format, compression }: sharp.Metadata) =>
  format === "jpeg" || format === "png" || format === "webp" || (format === "heif" && compression === "av1")

export type ImageFacts = { ok: true; format: string; width: number; height: number } | { ok: false; reason: string }

/** Decodes the whole file (not only its header), so a cut-off file fails here as it would in the build. */
export async function inspectImage(file: string): Promise<ImageFacts> {
  try {
    const image = sharp(file)
    const meta = await image.metadata()
    if (!isSupported(meta)) {
      return { ok: false, reason: `is a ${String(meta.format).toUpperCase()} image; save it as ${SUPPORTED}` }
    }
    // Every pixel row is read (a cut-off file fails here, as it would in the build), at an eighth of
    // the size where the format allows (JPEG decodes scaled): the owner waits for this on every check.
    await image.resize({ width: Math.max(1, Math.ceil((meta.width ?? 8) / 8)), fastShrinkOnLoad: true }).raw().toBuffer()
    // EXIF orientations 5 to 8 turn the picture a quarter: its visible width is the stored height.
    const turned = (meta.orientation ?? 1) >= 5
    const width = (turned ? meta.height : meta.width) ?? 0
    const height = (turned ? meta.width : meta.height) ?? 0
    return { ok: true, format: String(meta.format), width, height }
  } catch (error) {
    const detail = (error as Error).message.split("\n")[0].trim()
    return {
      ok: false,
      reason: `cannot be opened as an image (${detail}); it may be damaged, cut off, or another kind of file renamed. Export it again as ${SUPPORTED}`,
    }
  }
}

export interface ImageReport {
  errors: string[]
  warnings: string[]
}

/** An image path of data/projects.json that names an existing file (the schema reports the rest). */
function existingImage(image: unknown, rootDir: string): string | undefined {
  if (typeof image !== "string" || image === "") return undefined
  const file = path.join(rootDir, "data", image.replace(/^\/+/, ""))
  return fs.existsSync(file) && fs.statSync(file).isFile() ? image.replace(/^\/+/, "") : undefined
}

const field = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined

/** Every image of a project entry, its own and its case study's screenshots, with where it is named. */
function entryImages(entry: unknown, index: number, rootDir: string): { where: string; image: string }[] {
  const at = `data/projects.json, ${describeEntry(entry, index)}`
  const screenshots = field(field(entry, "caseStudy"), "screenshots")
  return [
    { where: `${at}, field "image"`, image: existingImage(field(entry, "image"), rootDir) },
    ...(Array.isArray(screenshots) ? screenshots : []).map((shot, i) => ({
      where: `${at}, field "caseStudy.screenshots" entry ${i + 1}, field "image"`,
      image: existingImage(field(shot, "image"), rootDir),
    })),
  ].filter((found): found is { where: string; image: string } => found.image !== undefined)
}

/** Checks every image of every project; one message per image, naming the entry, the field and the file. */
export async function checkProjectImages(projects: unknown, rootDir: string): Promise<ImageReport> {
  const report: ImageReport = { errors: [], warnings: [] }
  if (!Array.isArray(projects)) return report
  const inspected = new Map<string, ImageFacts>()
  // One image at a time: decoded side by side, a JPEG cut off half-way was now and then
  // reported as fine on a busy machine (check-images.test.ts with two cores kept busy: 1 run in
  // 6 side by side, 0 in 16 one at a time). The twelve sample images take about 50 ms.
  for (const { where, image } of projects.flatMap((entry, index) => entryImages(entry, index, rootDir))) {
    if (!inspected.has(image)) inspected.set(image, await inspectImage(path.join(rootDir, "data", image)))
    const facts = inspected.get(image)!
    // As the file is named in data/, whether written images/… or, as the editor writes it, ./images/….
    const file = path.posix.join("data", image)
    if (!facts.ok) {
      report.errors.push(`${where}: ${file} ${facts.reason}.`)
    } else if (facts.width < MIN_IMAGE_WIDTH) {
      report.warnings.push(
        `${where}: ${file} is only ${facts.width} px wide, but the project cards show it up to ${MIN_IMAGE_WIDTH} px wide, ` +
          `so it will look blurry. Use an image at least ${MIN_IMAGE_WIDTH} px wide (1280 px looks sharp on every screen).`
      )
    }
  }
  return report
}
