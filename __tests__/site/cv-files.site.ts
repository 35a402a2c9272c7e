/**
 * The owner's pass, the résumé and CV PDFs the build wrote from the owner's content: both in
 * public/ at addresses that carry the owner's name, and the same files at the old addresses
 * (/resume.pdf, /cv.pdf); the résumé on one page, each under 150 KB with its font embedded,
 * holding the owner's name and e-mail (the CV every job and project too); the home page links
 * the named ones unless the owner set files of their own; _headers saves them under the owner's name.
 */
import fs from "fs"
import path from "path"
import { readable } from "../support/pdf-text"
import { pdfFonts, pdfInfo, pdfReadingPages } from "../support/pdf-facts"
import { drawable } from "../../src/fonts/pdf-font"
import { contentDisposition, cvFilePaths, downloadName, LEGACY_CV_PATHS } from "../../src/shared/cv-files"
import { sitesUnderTest } from "../support/sites"
import { headersFor, readNetlifyHeaders } from "../../tools/netlify-headers"
import { homeContent } from "../support/site-content"

describe.each(sitesUnderTest())("$name", (site) => {
  const { site: siteJson, experience, projects } = site.content
  const file = (address: string) => path.join(site.publicDir, address)
  const textOf = (address: string) => readable(pdfReadingPages(file(address)).join(" "))
  const fileNames = { resume: downloadName(siteJson.name, siteJson.header.resume), cv: downloadName(siteJson.name, siteJson.pdf.cvTitle) }
  const { resume: resumePath, cv: cvPath } = cvFilePaths(fileNames)

  it("serves them at addresses that carry the owner's name, and the same files at the old ones", () => {
    for (const document of ["resume", "cv"] as const) {
      const address = cvFilePaths(fileNames)[document]
      expect(fs.readFileSync(file(LEGACY_CV_PATHS[document]))).toEqual(fs.readFileSync(file(address)))
    }
  })

  it("has the résumé on one page and the CV, each under 150 KB with its font embedded", () => {
    expect(pdfInfo(file(resumePath)).pages).toBe(1)
    for (const address of [resumePath, cvPath]) {
      expect([address, fs.statSync(file(address)).size < 150_000]).toEqual([address, true])
      expect(pdfFonts(file(address)).filter((font) => !font.embedded)).toEqual([])
    }
  })

  it("holds the owner's name and e-mail in both, and every job and project in the CV", () => {
    for (const address of [resumePath, cvPath]) {
      const text = textOf(address)
      expect([address, text.startsWith(readable(drawable(siteJson.name))), text.includes(siteJson.email)]).toEqual([address, true, true])
    }
    const cv = textOf(cvPath)
    const titles = [...experience.map((job) => job.title), ...projects.map((project) => project.title)].map((title) => readable(drawable(title)))
    expect(titles.filter((title) => !cv.includes(title))).toEqual([])
  })

  it("links them from the header and About (where the owner shows it), unless the owner set files of their own", () => {
    const home = fs.readFileSync(file("index.html"), "utf8")
    expect(home).toContain(`href="${siteJson.resumeUrl ?? resumePath}"`)
    expect(home.includes(`href="${siteJson.cvUrl ?? cvPath}"`)).toBe(homeContent(site.content).shows("about"))
  })

  it("saves them under the owner's name, from their addresses and from the old ones", async () => {
    const rules = await readNetlifyHeaders(file("_headers"))
    for (const document of ["resume", "cv"] as const) {
      for (const address of [cvFilePaths(fileNames)[document], LEGACY_CV_PATHS[document]]) {
        expect([address, headersFor(rules, address)]).toEqual([address, expect.objectContaining({ "Content-Type": "application/pdf", "Content-Disposition": contentDisposition(fileNames[document]) })])
      }
    }
  })
})
