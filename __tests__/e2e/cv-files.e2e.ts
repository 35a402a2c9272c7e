/**
 * The résumé and CV the build wrote from the sample's content, as a visitor gets them: the
 * header's Resume link, the phone menu's Download Resume and About's Download CV each download
 * the file under the owner's name, and the file is the PDF its link's name describes (its size,
 * one page for the résumé). Both are served at addresses that carry the owner's name (so they
 * save under it whatever the host sends) and at their old ones, as application/pdf, revalidated
 * on every visit.
 */
import fs from "fs"
import type { Locator, Page } from "playwright-core"
import { formatSize } from "../../src/shared/format-size"
import { CACHE_REVALIDATE } from "../../src/headers/policy"
import { pdfInfo, pdfReadingPages } from "../support/pdf-facts"
import { expectCacheControl, PHONE_CONTEXT, siteUrl, useBrowser, visit } from "../support/browser/browser"
import { site } from "../support/browser/site-data"

jest.setTimeout(60_000)

const browser = useBrowser()

/** Clicks the link, waits for the download, and checks it is the file its link names. */
async function download(page: Page, link: Locator, fileName: string): Promise<string> {
  const label = (await link.getAttribute("aria-label")) as string
  const [started] = await Promise.all([page.waitForEvent("download"), link.click()])
  expect(started.suggestedFilename()).toBe(fileName)
  const file = await started.path()
  const bytes = fs.readFileSync(file)
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-")
  // The link's name says its size: "Resume (PDF, 24.1 kB)".
  expect(label.endsWith(`(PDF, ${formatSize(bytes.length)})`)).toBe(true)
  return file
}

describe("on a wide screen", () => {
  it("the header's Resume link downloads the one-page résumé, under the owner's name", async () => {
    const home = await visit(browser(), "/")
    const link = home.page.getByRole("banner").getByRole("link", { name: new RegExp(`^${site.header.resume} \\(PDF, `) })
    await expect(link.innerText()).resolves.toBe(site.header.resume)
    const file = await download(home.page, link, "Brian-Kamau-Resume.pdf")
    expect(pdfInfo(file)).toMatchObject({ pages: 1, title: `${site.name} – ${site.header.resume}`, author: site.name })
    expect(pdfReadingPages(file)[0]).toContain(site.email)
    expect(home.problems).toEqual([])
    await home.close()
  })

  it("About's Download CV downloads the whole CV", async () => {
    const home = await visit(browser(), "/")
    const link = home.page.getByRole("region", { name: site.about.title }).getByRole("link", { name: new RegExp(`^${site.about.downloadCv} \\(PDF, `) })
    const file = await download(home.page, link, "Brian-Kamau-CV.pdf")
    expect(pdfInfo(file).pages).toBeGreaterThan(1)
    expect(home.problems).toEqual([])
    await home.close()
  })
})

describe("on a phone", () => {
  it("the menu's Download Resume downloads the résumé", async () => {
    const home = await visit(browser(), "/", PHONE_CONTEXT)
    await home.page.getByRole("button", { name: "Open menu" }).click()
    const link = home.page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: new RegExp(`^${site.header.downloadResume} \\(PDF, `) })
    await download(home.page, link, "Brian-Kamau-Resume.pdf")
    expect(home.problems).toEqual([])
    await home.close()
  })
})

describe("the files as served", () => {
  it.each([
    ["/Brian-Kamau-Resume.pdf", "Brian-Kamau-Resume.pdf"],
    ["/Brian-Kamau-CV.pdf", "Brian-Kamau-CV.pdf"],
    // The old addresses, which links people saved and sent still name.
    ["/resume.pdf", "Brian-Kamau-Resume.pdf"],
    ["/cv.pdf", "Brian-Kamau-CV.pdf"],
  ])("%s is application/pdf, revalidated, and saved as %s", async (address, fileName) => {
    const home = await visit(browser(), "/")
    const response = await home.page.request.get(siteUrl(address))
    expect(response.status()).toBe(200)
    const headers = response.headers()
    expect(headers["content-type"]).toBe("application/pdf")
    expect(headers["content-disposition"]).toBe(`attachment; filename="${fileName}"`)
    expectCacheControl(headers, CACHE_REVALIDATE)
    await home.close()
  })
})
