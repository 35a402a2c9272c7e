/**
 * The résumé and the CV as PDF files, in memory, with @react-pdf/renderer (React components
 * laid out and written by pdfkit in Node: no browser). The résumé is printed from the fullest
 * selection that fits on one page (src/build-time/cv-pdf/resume-fit.ts); the CV takes the pages it needs.
 */
import React from "react"
import { Font, renderToBuffer, type DocumentProps } from "@react-pdf/renderer"
import { fitResume, resumeSelections, type RunsOver } from "./resume-fit"
import { resumeContentOf, type CvContent } from "./content"
import { CvDocument, documentProperties, ResumeDocument, type Resume } from "./documents"
import { PDF_FONT_FAMILY, PDF_FONT_FILES, printable } from "../../fonts/pdf-font"

/**
 * The fonts, read anew for each document. fontkit keeps each glyph it has made, with the
 * characters it was first made for; one document's glyph then reaches the next without them,
 * and that document's text loses the character (seen with "’" after a document with "'").
 */
function freshFonts(): void {
  // The registry itself (react-pdf has no call to unregister a family): the family goes, and comes back read anew.
  delete (Font.getRegisteredFonts() as Record<string, unknown>)[PDF_FONT_FAMILY]
  Font.register({ family: PDF_FONT_FAMILY, fonts: PDF_FONT_FILES.map(({ src, fontWeight }) => ({ src: src(), fontWeight })) })
  // No hyphens: a word cut at a line's end would no longer be found by a search or a CV parser.
  Font.registerHyphenationCallback((word) => [word])
}

/** One document at a time: each has the font registry to itself. */
let queue: Promise<unknown> = Promise.resolve()
function render(element: React.ReactElement): Promise<Buffer> {
  const rendered = queue.then(() => {
    freshFonts()
    return renderToBuffer(element as React.ReactElement<DocumentProps>)
  })
  queue = rendered.catch(() => undefined)
  return rendered
}

/** Pages of a PDF pdfkit wrote (each page object is written out uncompressed). */
export const pageCount = (pdf: Buffer): number => (pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length

export interface RenderedResume {
  pdf: Buffer
  selection: Resume
  /** When not even the leanest selection fits on one page: what is too long in it. */
  runsOver?: RunsOver
}

/** The fullest résumé that fits on one page, and what it holds (the leanest, and what runs over, when none fits). */
export async function renderResume(content: CvContent): Promise<RenderedResume> {
  const printed = printable(content)
  const properties = documentProperties(content, content.site.header.resume)
  const selections = resumeSelections(resumeContentOf(printed))
  const rendered = new Map<Resume, Buffer>()
  const resumeOf = async (selection: Resume) => {
    const pdf = rendered.get(selection) ?? (await render(React.createElement(ResumeDocument, { content: printed, selection, properties })))
    rendered.set(selection, pdf)
    return pdf
  }
  const fit = await fitResume(selections, async (selection) => pageCount(await resumeOf(selection)) === 1)
  return { pdf: await resumeOf(fit.selection), selection: fit.selection, runsOver: fit.fits ? undefined : fit.runsOver }
}

export async function renderCv(content: CvContent): Promise<Buffer> {
  return render(React.createElement(CvDocument, { content: printable(content), properties: documentProperties(content, content.site.pdf.cvTitle) }))
}
