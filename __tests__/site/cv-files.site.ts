/**
 * The owner's pass, the résumé and CV PDFs the build wrote from the owner's content: both in
 * public/, the résumé on one page, each under 150 KB with its font embedded, holding the
 * owner's name and e-mail (the CV every job and project too); the home page links them unless
 * the owner set files of their own; _headers saves them under the owner's name.
 */
import fs from "fs"
import path from "path"
import { readable } from "../support/pdf-text"
import { pdfFonts, pdfInfo, pdfReadingPages } from "../support/pdf-facts"
import { drawable } from "../../src/fonts/pdf-font"
import { contentDisposition, CV_PATH, downloadName, RESUME_PATH } from "../../src/shared/cv-files"
import { sitesUnderTest } from "../support/sites"

describe.each(sitesUnderTest())("$name", (site) => {
  const { site: siteJson, experience, projects } = site.content
  const file = (address: string) => path.join(site.publicDir, address)
  const textOf = (address: string) => readable(pdfReadingPages(file(address)).join(" "))

  it("has the résumé on one page and the CV, each under 150 KB with its font embedded", () => {
    expect(pdfInfo(file(RESUME_PATH)).pages).toBe(1)
    for (const address of [RESUME_PATH, CV_PATH]) {
      expect([address, fs.statSync(file(address)).size < 150_000]).toEqual([address, true])
      expect(pdfFonts(file(address)).filter((font) => !font.embedded)).toEqual([])
    }
  })

  it("holds the owner's name and e-mail in both, and every job and project in the CV", () => {
    for (const address of [RESUME_PATH, CV_PATH]) {
      const text = textOf(address)
      expect([address, text.startsWith(readable(drawable(siteJson.name))), text.includes(siteJson.email)]).toEqual([address, true, true])
    }
    const cv = textOf(CV_PATH)
    const titles = [...experience.map((job) => job.title), ...projects.map((project) => project.title)].map((title) => readable(drawable(title)))
    expect(titles.filter((title) => !cv.includes(title))).toEqual([])
  })

  it("links them from the header and About, unless the owner set files of their own", () => {
    const home = fs.readFileSync(file("index.html"), "utf8")
    expect(home).toContain(`href="${siteJson.resumeUrl ?? RESUME_PATH}"`)
    expect(home).toContain(`href="${siteJson.cvUrl ?? CV_PATH}"`)
  })

  it("saves them under the owner's name", () => {
    const headers = fs.readFileSync(file("_headers"), "utf8")
    expect(headers).toContain(`${RESUME_PATH}\n  Content-Type: application/pdf`)
    expect(headers).toContain(`Content-Disposition: ${contentDisposition(downloadName(siteJson.name, siteJson.header.resume))}`)
    expect(headers).toContain(`Content-Disposition: ${contentDisposition(downloadName(siteJson.name, siteJson.pdf.cvTitle))}`)
  })
})
