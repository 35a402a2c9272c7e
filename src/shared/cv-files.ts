/**
 * The résumé and CV the build writes as PDF files (src/build-time/publish/cv-files.ts): where they
 * are, the name they download under, and the link the header and About show, the owner's own
 * file (resumeUrl, cvUrl) when they set one. Free of Node modules: the components use it.
 */
import { fillIn } from "./text"

export type CvDocument = "resume" | "cv"

/**
 * The addresses the files had before they carried the owner's name. The build keeps a copy at
 * each, so that the links people saved and sent keep working, on every host and in
 * `gatsby serve` (a redirect would need rules that Vercel reads only from the committed
 * vercel.json, which cannot know the owner's name).
 */
export const LEGACY_CV_PATHS: Readonly<Record<CvDocument, string>> = { resume: "/resume.pdf", cv: "/cv.pdf" }

/** Whether a site path is the résumé's or the CV's: the build writes no other PDF at the site's root, or at a language's folder's (/sw/). */
export const isCvFilePath = (sitePath: string): boolean => /^\/(?:[a-z]{2,3}(?:-[a-z0-9]+)*\/)?[^/]+\.pdf$/.test(sitePath)

export const PDF_CONTENT_TYPE = "application/pdf"

/** Letters an ASCII name has for letters that have no accent to drop ("Ø" is not "O" plus a mark). */
const ASCII_LETTERS: Record<string, string> = { Ł: "L", ł: "l", Ø: "O", ø: "o", Đ: "D", đ: "d", ß: "ss", Æ: "AE", æ: "ae", Œ: "OE", œ: "oe", Þ: "Th", þ: "th", ı: "i" }

/** "Łucja Ødegård-Wiśniewska", "Resume" → "Łucja-Ødegård-Wiśniewska-Resume.pdf": the owner's name first, words joined by hyphens. */
export function downloadName(name: string, title: string): string {
  const words = `${name} ${title}`.normalize("NFC").split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  return `${words.join("-") || "document"}.pdf`
}

/** The same name in ASCII, for clients that cannot read the UTF-8 one: "Lucja-Odegard-Wisniewska-Resume.pdf". */
export function asciiDownloadName(fileName: string): string {
  const words = Array.from(fileName.replace(/\.pdf$/, "").normalize("NFKD").replace(/\p{M}/gu, ""))
    .map((char) => ASCII_LETTERS[char] ?? char)
    .join("")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
  return `${words.join("-") || "document"}.pdf`
}

/**
 * Where the files are served: at their names in ASCII ("/Brian-Kamau-CV.pdf"), so that a browser
 * saves them under the owner's name from any host, whatever headers it sends. When the name
 * gives no address of its own (a name in a script without Latin letters, and titles that give
 * the two files the same one), at their old addresses.
 */
export function cvFilePaths(fileNames: Readonly<Record<CvDocument, string>>): Record<CvDocument, string> {
  const named = { resume: `/${asciiDownloadName(fileNames.resume)}`, cv: `/${asciiDownloadName(fileNames.cv)}` }
  const ownAddress = (document: CvDocument) => named[document].toLowerCase() !== LEGACY_CV_PATHS[document] && !/^\/(document|resume|cv)\.pdf$/i.test(named[document])
  return named.resume.toLowerCase() !== named.cv.toLowerCase() && ownAddress("resume") && ownAddress("cv") ? named : { ...LEGACY_CV_PATHS }
}

/**
 * The Content-Disposition a file is sent with: saved under the owner's name, not "cv.pdf".
 * RFC 6266: an ASCII `filename` for every client, and the UTF-8 one (`filename*`) when they differ.
 */
export function contentDisposition(fileName: string): string {
  const ascii = asciiDownloadName(fileName)
  if (ascii === fileName) return `attachment; filename="${ascii}"`
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/** A file the build wrote, as the pages' query has it. */
export interface CvFile {
  path: string
  /** Its size as visitors read it, "24.1 kB" (formatSize, at build time). */
  size: string
  /** The name it downloads under (downloadName). */
  fileName: string
}

/** The link to a résumé or CV: to the owner's own file, or to the one the build wrote. */
export type CvLink =
  | { kind: "own"; href: string }
  | { kind: "built"; href: string; download: string; ariaLabel: string }

/**
 * The owner's file when they set its address, else the built one, named for screen readers
 * with its type and size like the app downloads: "Resume (PDF, 48.2 kB)" from the template
 * "{text} (PDF, {size})" of data/site.json.
 */
export function cvLink(ownUrl: string | null | undefined, file: CvFile, text: string, labelTemplate: string): CvLink {
  if (ownUrl) return { kind: "own", href: ownUrl }
  return { kind: "built", href: file.path, download: file.fileName, ariaLabel: fillIn(labelTemplate, { text, size: file.size }) }
}
