/**
 * With JavaScript off, the built HTML alone: every section's heading and text, every project
 * (not only the featured ones), every skill under its category's heading and the contact
 * form are there and visible; the controls that need the script are not shown. Animations
 * only ever enhance.
 */
import crypto from "crypto"
import type { Page } from "playwright-core"
import { useBrowser, isReallyVisible, siteUrl, visit, DESKTOP_AND_PHONE } from "../support/browser/browser"
import { apps, experience, projects, site, skills } from "../support/browser/site-data"

jest.setTimeout(60_000)

const browser = useBrowser()

/** Scrolls to the text and checks a reader can see it (opacity included). */
async function expectVisibleText(page: Page, text: string) {
  const locator = page.getByText(text, { exact: true }).filter({ visible: true }).first()
  await locator.scrollIntoViewIfNeeded()
  // Give any CSS entry animation time to end, as it would for a reader.
  await page.waitForTimeout(50)
  const visible = await isReallyVisible(locator)
  expect({ text, visible }).toEqual({ text, visible: true })
}

describe.each(DESKTOP_AND_PHONE)("the home page without JavaScript on %s", (_name, context) => {
  it("shows every section's heading and text, every project, every skill by category and the form", async () => {
    const home = await visit(browser(), "/", { ...context, javaScriptEnabled: false })
    const { page } = home
    expect(await page.evaluate(() => document.querySelectorAll("script[src]").length)).toBeGreaterThan(0)
    await page.waitForTimeout(1500) // CSS entry animations of the header and the name end
    expect(await isReallyVisible(page.locator("h1"))).toBe(true)
    for (const text of [
      site.tagline,
      site.about.title,
      ...site.about.paragraphs,
      ...experience.map((entry) => entry.title),
      site.projects.title,
      ...projects.map((p) => p.title),
      site.skills.title,
      ...site.skills.tabs.filter((tab) => tab.category !== "featured").map((tab) => tab.label),
      ...skills.map((s) => s.name),
      site.contact.title,
      site.workingHours,
      "All fields required",
    ]) {
      await expectVisibleText(page, text)
    }
    for (const label of ["Full Name", "Email Address", "Subject", "Your Message"]) {
      await expect(page.getByLabel(label).isVisible()).resolves.toBe(true)
    }
    // What cannot work without the script is not offered.
    for (const control of [
      page.getByRole("group", { name: "Filter projects by category" }),
      page.getByRole("tablist", { name: "Skill categories" }),
      page.getByRole("button", { name: site.projects.viewAll }),
      page.getByRole("button", { name: site.contact.form.submit }),
      page.getByRole("button", { name: "Open menu" }),
    ]) {
      await expect(control.count()).resolves.toBe(0)
    }
    expect(home.problems).toEqual([])
    await home.close()
  })

  it("sends nothing when the form is submitted with Enter", async () => {
    const home = await visit(browser(), "/#contact", { ...context, javaScriptEnabled: false })
    const { page } = home
    await page.getByLabel("Full Name").fill("Achieng Otieno")
    await page.getByLabel("Email Address").fill("achieng@recruit.example")
    await page.getByLabel("Subject").fill("Hello")
    await page.getByLabel("Your Message").fill("A private message")
    const before = home.requests.length
    await page.getByLabel("Subject").press("Enter")
    await page.waitForTimeout(500)
    expect(home.requests.slice(before)).toEqual([])
    expect(page.url()).not.toContain("private")
    await home.close()
  })
})

describe("the downloads page without JavaScript", () => {
  it("lists every app with its facts, both SHA-256 values, its download link and QR code, and no Copy button", async () => {
    const downloads = await visit(browser(), "/downloads", { javaScriptEnabled: false })
    const { page } = downloads
    for (const app of apps) {
      await expectVisibleText(page, app.name)
      await expectVisibleText(page, app.description)
      const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: app.name }) })
      const sha256 = crypto.createHash("sha256").update(await (await page.request.get(siteUrl(app.filePath))).body()).digest("hex")
      await expect(isReallyVisible(card.getByText(sha256, { exact: true }))).resolves.toBe(true)
      await expect(isReallyVisible(card.getByRole("link", { name: new RegExp(app.name) }))).resolves.toBe(true)
      await expect(isReallyVisible(card.getByRole("img", { name: /download address/ }))).resolves.toBe(true)
      await expect(card.getByRole("button").count()).resolves.toBe(0)
    }
    await downloads.close()
  })
})
