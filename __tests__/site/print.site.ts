/**
 * The owner's pass, the printed CV: the home page printed to PDF (A4, as a visitor's browser
 * would, right after loading) holds, as text, the name, job title and contact details, and of
 * the sections the owner shows: every job with its period, every project the home page carries
 * (all of them, or the featured ones on a site with the gallery page) with its description,
 * technologies and links, each on one page, every skill with its level and every achievement;
 * and none of the form's words. Written to reports/<site>-cv.pdf.
 */
import fs from "fs"
import path from "path"
import { pdfPages, readable } from "../support/pdf-text"
import { REPORTS_DIR, visit } from "../support/browser/browser"
import { sitesUnderTest, useServedSite } from "../support/sites"
import { homeContent, type ProjectEntry } from "../support/site-content"
import { PROJECTS_PATH } from "../../src/shared/project-pages"

jest.setTimeout(120_000)

const squeeze = (text: string) => text.replace(/\s+/g, "")

/** The projects whose title, description, technologies and links are not all on one printed page. */
const notWholeOnOnePage = (projects: readonly ProjectEntry[], pages: readonly string[]) =>
  projects
    .filter((project) => {
      const page = pages.find((text) => text.includes(project.title)) ?? ""
      const parts = [project.description, ...project.technologies].every((part) => page.includes(part))
      const links = [project.githubUrl, project.liveUrl].every((url) => !url || squeeze(page).includes(url))
      return !(parts && links)
    })
    .map((project) => project.title)

describe.each(sitesUnderTest())("$name", (site) => {
  const served = useServedSite(site)
  const { site: siteJson } = site.content
  const { projects, skills, experience, achievements, form } = homeContent(site.content)
  let pages: string[]
  let all: string

  beforeAll(async () => {
    const home = await visit(served.browser(), "/", { base: served.url() })
    const pdf = await home.page.pdf({ format: "A4" })
    await home.close()
    fs.mkdirSync(REPORTS_DIR, { recursive: true })
    fs.writeFileSync(path.join(REPORTS_DIR, `cv-${path.basename(site.rootDir)}.pdf`), pdf)
    pages = pdfPages(pdf).map(readable)
    all = pages.join(" ")
  })

  it("holds the name, job title and contact details", () => {
    const texts = [siteJson.name, siteJson.jobTitle, siteJson.email, siteJson.location, ...[siteJson.phone, siteJson.workingHours].filter((text): text is string => !!text)]
    expect(texts.filter((text) => !all.includes(text))).toEqual([])
    const links = siteJson.socialLinks.filter((link) => link.href.startsWith("http")).map((link) => `${link.label}:${link.href}`)
    expect(links.filter((link) => !squeeze(all).includes(link))).toEqual([])
  })

  it("holds every job, each whole on one page", () => {
    const split = experience.filter((job) => !pages.some((page) => [job.title, job.company, job.period, job.description].every((part) => page.includes(part))))
    expect(split.map((job) => job.title)).toEqual([])
  })

  it("holds every project the home page carries, each whole on one page, with every technology and its links", () => {
    expect(notWholeOnOnePage(projects, pages)).toEqual([])
  })

  it("holds every skill with its level", () => {
    expect(skills.filter((skill) => !squeeze(all).includes(squeeze(`${skill.name}${skill.level}%`))).map((skill) => skill.name)).toEqual([])
  })

  it("holds every achievement the page shows, with who gave it", () => {
    expect(achievements.filter((achievement) => ![achievement.title, achievement.issuer].every((part) => all.includes(part))).map((achievement) => achievement.title)).toEqual([])
  })

  it("holds none of the contact form's words", () => {
    const texts = form ? [form.title, form.submit, ...Object.values(form.fields).map((field) => field.label)] : []
    expect(texts.filter((text) => all.includes(text))).toEqual([])
  })
})

/** Rows of projects a printed sheet holds at the least: a row is a thumbnail beside its text. */
const PROJECT_ROWS_PER_SHEET = 3

const sitesWithGalleryPage = sitesUnderTest().filter((site) => homeContent(site.content).galleryPage)

// The owner's pass alone (SITE_PASS=owner) on a site of up to 12 projects has no gallery page, and Jest refuses an empty table.
;(sitesWithGalleryPage.length > 0 ? describe.each(sitesWithGalleryPage) : describe.skip.each(sitesUnderTest()))("$name, the gallery page printed", (site) => {
  const served = useServedSite(site)
  let pages: string[]

  beforeAll(async () => {
    const gallery = await visit(served.browser(), PROJECTS_PATH, { base: served.url() })
    const pdf = await gallery.page.pdf({ format: "A4" })
    await gallery.close()
    pages = pdfPages(pdf).map(readable)
  })

  it("holds every project, each whole on one page, with every technology and its links", () => {
    expect(notWholeOnOnePage(site.content.projects, pages)).toEqual([])
  })

  it("lays them out as rows, several to a sheet, not a card a sheet", () => {
    expect(pages.length).toBeLessThanOrEqual(Math.ceil(site.content.projects.length / PROJECT_ROWS_PER_SHEET))
  })
})
