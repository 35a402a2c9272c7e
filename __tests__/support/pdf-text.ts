/**
 * The text of each page of a PDF, laid out as printed (columns side by side, so a skill's
 * name stays beside its level), as poppler's pdftotext reads it: Debian's poppler-utils,
 * installed by .ci/run beside Chromium, a kept PDF reader rather than one of our own.
 */
import { execFileSync } from "child_process"

export function pdfPages(pdf: Buffer): string[] {
  const text = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], { input: pdf, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  // pdftotext ends every page with a form feed.
  return text.split("\f").slice(0, -1)
}

/** Text as a reader sees it: runs of white space (line ends included) as one space. */
export const readable = (text: string) => text.replace(/\s+/g, " ").trim()
