/**
 * The home page prints as a CV (src/theme/print-css.ts): black on white; no header, menu,
 * buttons, filters, tabs, form, toasts, tooltips or spotlight; the name, job title, contact
 * details and links as text; about and experience; every project with all its technologies
 * and its links written out; every skill under its category with its level; nothing cut by a
 * page break. Chromium prints it to PDF on A4 and Letter (reports/cv-a4.pdf,
 * reports/cv-letter.pdf) and the PDF's own text is read back.
 */
import fs from "fs"
import path from "path"
import type { Page } from "playwright-core"
import { pdfPages, readable } from "../support/pdf-text"
import { useBrowser, isTextReallyVisible, reallyVisibleInPage, visit, PHONE_CONTEXT, REPORTS_DIR, type Visit } from "../support/browser/browser"
import { experience, projects, site, skills } from "../support/browser/site-data"
import { SCRIPT_ONLY_ATTRIBUTE } from "../../src/islands/contract"
import { FEATURED_TAB, skillsForTab } from "../../src/shared/skills"
import { footerContract } from "../../src/components/layout/footer.island"
import { headerContract } from "../../src/components/layout/header.island"
import { contactFormContract } from "../../src/components/sections/contact/contact-form.contract"
import { spotlightContract } from "../../src/components/sections/hero/spotlight.island"

jest.setTimeout(120_000)

const browser = useBrowser()

/**
 * How many pages the CV may take. Fewer than 2 would mean content went missing (about,
 * experience, ten projects and 33 skills do not fit one page); more than 6 that the layout
 * spreads out (the current data prints on 4 A4 or Letter pages).
 */
const MIN_PAGES = 2
const MAX_PAGES = 6

/** Texts of the interactive UI, which must not be on paper. */
const UI_TEXTS = [
  "Skip to main content",
  site.hero.exploreProjects,
  site.hero.scroll,
  site.projects.viewAll,
  // (the other filters' labels name the categories, which cards print as badges)
  ...site.projects.filters.filter((filter) => filter.category === "all").map((filter) => filter.label),
  site.skills.viewAll,
  site.contact.form.title,
  site.contact.form.submit,
  ...Object.values(site.contact.form.fields).map((field) => field.label),
  site.footer.rightsReserved,
  site.about.downloadCv,
]

/** Where the islands' markup is, as the contracts name it. */
const UI_SELECTORS = {
  controls: `button, input, textarea, select, form, [role=button], [role=tab], [role=tablist], [role=group], [role=tooltip], [${SCRIPT_ONLY_ATTRIBUTE}], ${headerContract.targetSelector("menuToggle")}`,
  landmarks: ["header, nav, footer", ...[headerContract, footerContract, contactFormContract].map((contract) => `[data-island=${contract.name}]`), spotlightContract.targetSelector("light")].join(", "),
}

/**
 * What can really be seen in the page as it is now (reallyVisibleInPage), element by element,
 * for the current media.
 */
function visibleUi(page: Page) {
  const findVisible = (selectors: typeof UI_SELECTORS, shown: (element: Element) => boolean) => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(element.textContent ?? "").trim().slice(0, 40)}" ${element.getAttribute("aria-label") ?? ""}`.trim()
    const matching = (selector: string) => Array.from(document.querySelectorAll(selector)).filter(shown).map(describe)
    return {
      controls: matching(selectors.controls),
      landmarks: matching(selectors.landmarks),
      toasts: matching("[data-scope=toast]"),
      inPageLinks: matching("a[href^='#'], a[href^='/']"),
      // Links left on paper read as text: no box, no fill.
      buttonLike: Array.from(document.querySelectorAll("a"))
        .filter(shown)
        .filter((link) => {
          const style = getComputedStyle(link)
          return parseFloat(style.borderTopWidth) > 0 || parseFloat(style.paddingLeft) > 0 || style.backgroundColor !== "rgba(0, 0, 0, 0)"
        })
        .map(describe),
      // Every element that shows text: its colour and the colour behind it.
      colours: Array.from(document.querySelectorAll("body *"))
        .filter((element) => Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()))
        .filter(shown)
        .map((element) => ({ element: describe(element), color: getComputedStyle(element).color, background: getComputedStyle(element).backgroundColor })),
      body: { color: getComputedStyle(document.body).color, background: getComputedStyle(document.body).backgroundColor },
      html: getComputedStyle(document.documentElement).backgroundColor,
    }
  }
  return page.evaluate(`(${findVisible.toString()})(${JSON.stringify(UI_SELECTORS)}, ${reallyVisibleInPage.toString()})`) as Promise<ReturnType<typeof findVisible>>
}

async function expectVisibleInPrint(page: Page, text: string) {
  const locator = page.getByText(text, { exact: true }).filter({ visible: true })
  const visible = (await locator.count()) > 0 && (await isTextReallyVisible(locator))
  expect({ text, visible }).toEqual({ text, visible: true })
}

const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number)
const isBlackish = (color: string) => rgb(color).slice(0, 3).every((channel) => channel <= 40)
const isClear = (color: string) => color === "rgba(0, 0, 0, 0)" || rgb(color).slice(0, 3).every((channel) => channel >= 250)

describe("the home page in print media", () => {
  let home: Visit

  afterEach(async () => {
    await home?.close()
  })

  async function expectPrintsAsCv(page: Page) {
    await page.emulateMedia({ media: "print" })
    const ui = await visibleUi(page)
    expect(ui.controls).toEqual([])
    expect(ui.landmarks).toEqual([])
    expect(ui.toasts).toEqual([])
    expect(ui.inPageLinks).toEqual([])
    expect(ui.buttonLike).toEqual([])
    // Black on white.
    expect(ui.body).toEqual({ color: "rgb(0, 0, 0)", background: "rgb(255, 255, 255)" })
    expect(ui.html).toBe("rgb(255, 255, 255)")
    expect(ui.colours.filter(({ color }) => !isBlackish(color))).toEqual([])
    expect(ui.colours.filter(({ background }) => !isClear(background))).toEqual([])

    for (const text of [
      site.name,
      site.jobTitle,
      site.email,
      site.phone,
      site.about.paragraphs[0],
      ...experience.map((entry) => entry.title),
      ...projects.map((project) => project.title),
      ...projects.flatMap((project) => project.technologies),
      ...skills.map((skill) => skill.name),
      ...site.skills.tabs.filter((tab) => tab.category !== "featured").map((tab) => tab.label),
    ]) {
      await expectVisibleInPrint(page, text)
    }
  }

  it("after a visitor filtered the projects, switched the skills tab and sent a message: only the CV shows", async () => {
    home = await visit(browser(), "/")
    const { page } = home
    await page.getByRole("button", { name: "Mobile Apps" }).click()
    await page.getByRole("tab", { name: "Databases" }).click()
    const form = page.locator("form")
    await form.getByLabel("Full Name").fill("Achieng Otieno")
    await form.getByLabel("Email Address").fill("achieng@recruit.example")
    await form.getByLabel("Subject").fill("A role")
    await form.getByLabel("Your Message").fill("Hello")
    await form.getByRole("button", { name: site.contact.form.submit }).click()
    await page.mouse.move(1, 1)
    await page.getByRole("status").filter({ hasText: "Message sent successfully!" }).waitFor()
    // The spotlight is on while the pointer is over the hero.
    await page.locator("#home").hover()
    await expect(page.locator(spotlightContract.targetSelector("light")).getAttribute(spotlightContract.valueAttribute("visible"))).resolves.toBe("true")
    await expectPrintsAsCv(page)
    // Print-only content stays off the screen.
    await page.emulateMedia({ media: "screen" })
    await expect(page.getByText(site.jobTitle, { exact: true }).isVisible()).resolves.toBe(false)
    expect(home.problems).toEqual([])
  })

  it("on a phone with the menu open: only the CV shows", async () => {
    home = await visit(browser(), "/", PHONE_CONTEXT)
    const { page } = home
    await page.getByRole("button", { name: "Open menu" }).click()
    await expect(page.getByRole("navigation", { name: "Mobile" }).isVisible()).resolves.toBe(true)
    await expectPrintsAsCv(page)
    expect(home.problems).toEqual([])
  })
})

describe.each([
  ["A4", "cv-a4.pdf"],
  ["Letter", "cv-letter.pdf"],
] as const)("the home page printed to PDF on %s", (format, file) => {
  let pages: string[]
  let all: string

  beforeAll(async () => {
    // Printed right after loading, as a visitor would: what is below the fold is still held
    // back by the reveal island, and the images are lazy.
    const home = await visit(browser(), "/")
    const pdf = await home.page.pdf({ format })
    await home.close()
    fs.mkdirSync(REPORTS_DIR, { recursive: true })
    fs.writeFileSync(path.join(REPORTS_DIR, file), pdf)
    pages = pdfPages(pdf).map(readable)
    all = pages.join(" ")
  })

  it(`takes ${MIN_PAGES} to ${MAX_PAGES} pages`, () => {
    expect(pages.length).toBeGreaterThanOrEqual(MIN_PAGES)
    expect(pages.length).toBeLessThanOrEqual(MAX_PAGES)
  })

  it("holds the name, job title, contact details and profile links as text", () => {
    for (const text of [site.name, site.jobTitle, site.email, site.phone, site.location, site.workingHours]) {
      expect({ text, found: all.includes(text) }).toEqual({ text, found: true })
    }
    const squeezed = all.replace(/\s+/g, "")
    for (const link of site.socialLinks.filter((social) => social.href.startsWith("http"))) {
      expect({ link: link.href, found: squeezed.includes(`${link.label}:${link.href}`) }).toEqual({ link: link.href, found: true })
    }
  })

  it("holds about and every experience entry, each whole on one page", () => {
    for (const paragraph of site.about.paragraphs) expect({ paragraph, found: all.includes(paragraph) }).toEqual({ paragraph, found: true })
    for (const entry of experience) {
      const page = pages.findIndex((text) => text.includes(entry.description))
      expect({ entry: entry.title, page: page >= 0 && pages[page].includes(entry.company) && pages[page].includes(entry.period) }).toEqual({
        entry: entry.title,
        page: true,
      })
    }
  })

  it("holds every project, each whole on one page: title, description, every technology, code and live links", () => {
    for (const project of projects) {
      const page = pages.find((text) => text.includes(project.title)) ?? ""
      const squeezed = page.replace(/\s+/g, "")
      const parts = [project.description, ...project.technologies].filter((part) => !page.includes(part))
      const links = [project.githubUrl, project.liveUrl].filter((url): url is string => !!url && !squeezed.includes(url))
      expect({ project: project.title, missing: [...parts, ...links] }).toEqual({ project: project.title, missing: [] })
    }
  })

  it("holds every skill with its level, under its category", () => {
    const squeeze = (text: string) => text.replace(/\s+/g, "")
    for (const skill of skills) {
      // The name, then its level (e.g. "JavaScript 90%").
      const page = pages.find((text) => squeeze(text).includes(squeeze(`${skill.name}${skill.level}%`)))
      expect({ skill: skill.name, found: !!page }).toEqual({ skill: skill.name, found: true })
    }
    for (const tab of site.skills.tabs.filter((option) => option.category !== "featured")) {
      expect({ category: tab.label, found: all.includes(tab.label) }).toEqual({ category: tab.label, found: true })
    }
  })

  it("holds the skills category by category: each category's name, then its skills, highest level first", () => {
    const squeeze = (text: string) => text.replace(/\s+/g, "")
    const text = squeeze(all)
    // Read on from the section's title: each name and "skill level%" after the one before (a page's rows read left to right).
    let at = text.indexOf(squeeze(site.skills.title))
    expect(at).toBeGreaterThanOrEqual(0)
    const outOfPlace: string[] = []
    for (const tab of site.skills.tabs.filter((option) => option.category !== FEATURED_TAB)) {
      for (const part of [tab.label, ...skillsForTab(skills, tab.category).map((skill) => `${skill.name}${skill.level}%`)]) {
        const found = text.indexOf(squeeze(part), at)
        if (found < 0) outOfPlace.push(part)
        else at = found + squeeze(part).length
      }
    }
    expect(outOfPlace).toEqual([])
  })

  it("holds none of the interactive UI's texts", () => {
    expect(UI_TEXTS.filter((text) => all.includes(text))).toEqual([])
  })
})
