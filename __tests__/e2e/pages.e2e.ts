/** The downloads page, the 404 page and the footer's year, as a visitor meets them. */
import { useBrowser, siteUrl, visit, DESKTOP_AND_PHONE } from "../support/browser/browser"
import { apps, site } from "../support/browser/site-data"

jest.setTimeout(60_000)

const NOT_FOUND_TEXT = "Oops! The page you're looking for doesn't exist."

const browser = useBrowser()

describe.each(DESKTOP_AND_PHONE)("downloads page on %s", (_name, context) => {
  it("lists each app with its description and a download link whose file is served", async () => {
    const downloads = await visit(browser(), "/downloads", context)
    const { page } = downloads
    expect(downloads.response?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(site.downloads.title)
    const cards = page.getByRole("main").getByRole("article")
    await expect(cards.count()).resolves.toBe(apps.length)
    for (const app of apps) {
      const card = cards.filter({ has: page.getByRole("heading", { name: app.name }) })
      await expect(card.getByText(app.description).isVisible()).resolves.toBe(true)
      const link = card.getByRole("link", { name: `Download ${app.name}` })
      await expect(link.getAttribute("href")).resolves.toBe(app.filePath)
      await expect(link.getAttribute("download")).resolves.not.toBeNull()

      const file = await page.request.get(siteUrl(app.filePath))
      expect(file.status()).toBe(200)
      expect(file.headers()["content-type"]).toBe("application/vnd.android.package-archive")
      const body = await file.body()
      expect(body.length).toBeGreaterThan(100)
      expect(body.subarray(0, 2).toString("latin1")).toBe("PK")
    }
    expect(downloads.problems).toEqual([])
    await downloads.close()
  })
})

describe("clicking Download", () => {
  it("downloads the package instead of navigating away", async () => {
    const downloads = await visit(browser(), "/downloads", { acceptDownloads: true })
    const { page } = downloads
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: `Download ${apps[0].name}` }).click(),
    ])
    expect(download.suggestedFilename()).toBe(apps[0].filePath.split("/").pop())
    expect(new URL(page.url()).pathname).toBe("/downloads")
    expect(downloads.problems).toEqual([])
    await downloads.close()
  })
})

describe("an unknown path", () => {
  it("answers 404 with the not-found text, logs the path and links home", async () => {
    const missing = await visit(browser(), "/no/such/page", { expectNotFound: true })
    const { page } = missing
    expect(missing.response?.status()).toBe(404)
    await expect(page.getByText(NOT_FOUND_TEXT).isVisible()).resolves.toBe(true)
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("404")
    expect(missing.consoleLog.some((line) => line.includes("/no/such/page"))).toBe(true)
    expect(missing.problems).toEqual([])

    await page.getByRole("link", { name: "Return Home" }).click()
    await page.waitForURL(siteUrl("/"))
    await page.getByRole("heading", { level: 1, name: new RegExp(site.name) }).waitFor()
    expect(missing.problems).toEqual([])
    await missing.close()
  })
})

describe("the footer", () => {
  it("shows the year of the visitor's clock, not the year the site was built", async () => {
    const context = await browser().newContext()
    const page = await context.newPage()
    await page.clock.install({ time: new Date("2034-03-01T10:00:00Z") })
    await page.goto(siteUrl("/"), { waitUntil: "load" })
    const footer = page.getByRole("contentinfo")
    await footer.getByText(`© 2034 ${site.name}. All rights reserved.`).waitFor()
    await context.close()
  })
})
