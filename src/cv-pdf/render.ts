/**
 * The résumé and the CV as PDF files, in memory, with @react-pdf/renderer (React components
 * laid out and written by pdfkit in Node: no browser). The résumé is printed from the fullest
 * selection that fits on one page (src/lib/resume-fit.ts); the CV takes the pages it needs.
 */
import React from "react"
import { Font, renderToBuffer, type DocumentProps } from "@react-pdf/renderer"
import { firstThatFits, resumeSelections } from "../lib/resume-fit"
import type { CvContent } from "./content"
import { CvDocument, documentProperties, ResumeDocument, type Resume } from "./documents"
import { drawable, PDF_FONT_FAMILY, PDF_FONT_FILES } from "./fonts"

let fontsRegistered = false

function registerFonts(): void {
  if (fontsRegistered) return
  Font.register({ family: PDF_FONT_FAMILY, fonts: PDF_FONT_FILES.map(({ src, fontWeight }) => ({ src: src(), fontWeight })) })
  // No hyphens: a word cut at a line's end would no longer be found by a search or a CV parser.
  Font.registerHyphenationCallback((word) => [word])
  fontsRegistered = true
}

/** Fields holding addresses: links, kept as written. */
const ADDRESS_FIELD = /^(href|siteUrl|mapsUrl|githubUrl|liveUrl|email)$/

/** The content with each text as the font can draw it (fonts.ts); addresses untouched. */
export function printable<T>(value: T, key = ""): T {
  if (typeof value === "string") return (ADDRESS_FIELD.test(key) ? value : drawable(value)) as T
  if (Array.isArray(value)) return value.map((item) => printable(item, key)) as T
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, printable(item, name)])) as T
  }
  return value
}

/** Our documents render a <Document>, which is what react-pdf's types ask of the element itself. */
const asDocument = (element: React.ReactElement) => element as React.ReactElement<DocumentProps>

/** Pages of a PDF pdfkit wrote (each page object is written out uncompressed). */
export const pageCount = (pdf: Buffer): number => (pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length

export interface RenderedResume {
  pdf: Buffer
  selection: Resume
}

/** The fullest résumé that fits on one page, and what it holds. */
export async function renderResume(content: CvContent): Promise<RenderedResume> {
  registerFonts()
  const printed = printable(content)
  const properties = documentProperties(content, content.site.header.resume)
  const selections = resumeSelections({ jobs: printed.experience, projects: printed.projects, skills: printed.skills })
  const rendered = new Map<number, Buffer>()
  const render = async (index: number) => {
    const pdf = rendered.get(index) ?? (await renderToBuffer(asDocument(React.createElement(ResumeDocument, { content: printed, selection: selections[index], properties }))))
    rendered.set(index, pdf)
    return pdf
  }
  const chosen = await firstThatFits(selections.length, async (index) => pageCount(await render(index)) === 1)
  return { pdf: await render(chosen), selection: selections[chosen] }
}

export async function renderCv(content: CvContent): Promise<Buffer> {
  registerFonts()
  return renderToBuffer(asDocument(React.createElement(CvDocument, { content: printable(content), properties: documentProperties(content, content.site.pdf.cvTitle) })))
}
