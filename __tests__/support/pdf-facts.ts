/**
 * What a PDF file says of itself, read by poppler's tools (Debian's poppler-utils, as
 * pdf-text.ts): its document properties and pages (pdfinfo), its fonts (pdffonts), the
 * addresses of its link annotations (pdfinfo -url), and its text in reading order (pdftotext
 * without -layout: the order a screen reader or a CV parser reads it in).
 */
import { execFileSync } from "child_process"

const run = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })

export interface PdfInfo {
  title: string
  author: string
  subject: string
  keywords: string
  pages: number
  /** "595.28 x 841.89 pts (A4)" */
  pageSize: string
}

export function pdfInfo(file: string): PdfInfo {
  const fields = Object.fromEntries(
    run("pdfinfo", ["-enc", "UTF-8", file])
      .split("\n")
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1], match[2]])
  )
  return {
    title: fields.Title ?? "",
    author: fields.Author ?? "",
    subject: fields.Subject ?? "",
    keywords: fields.Keywords ?? "",
    pages: Number(fields.Pages),
    pageSize: fields["Page size"] ?? "",
  }
}

export interface PdfFont {
  name: string
  type: string
  embedded: boolean
  subset: boolean
  /** Has a ToUnicode map: its text can be copied and searched. */
  unicode: boolean
}

export function pdfFonts(file: string): PdfFont[] {
  return run("pdffonts", [file])
    .split("\n")
    .slice(2)
    .filter((line) => line.trim() !== "")
    .map((line) => {
      // name, type (may hold spaces), encoding, then emb sub uni and the object's number and generation.
      const match = /^(\S+)\s+(.+?)\s+(\S+)\s+(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.exec(line)
      if (!match) throw new Error(`pdffonts printed a line it cannot read: ${line}`)
      return { name: match[1], type: match[2], embedded: match[4] === "yes", subset: match[5] === "yes", unicode: match[6] === "yes" }
    })
}

/** Each link annotation's address, with its page. */
export function pdfLinks(file: string): { page: number; url: string }[] {
  return run("pdfinfo", ["-url", file])
    .split("\n")
    .slice(1)
    .map((line) => /^\s*(\d+)\s+Annotation\s+(\S+)\s*$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ page: Number(match[1]), url: match[2] }))
}

/** The text of each page in reading order. */
export function pdfReadingPages(file: string): string[] {
  return run("pdftotext", ["-enc", "UTF-8", file, "-"]).split("\f").slice(0, -1)
}
