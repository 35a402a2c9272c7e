/**
 * The editor at /admin/ as the owner uses it, in Chromium, on a checkout of the sample's content
 * (__tests__/support/browser/editor.ts): the edits an owner makes most, saved as the files the
 * check and the build read, nothing else changed; and what the check refuses, refused before
 * it is saved, in the check's words.
 */
import fs from "fs"
import sharp from "sharp"
import os from "os"
import path from "path"
import { DESKTOP_CONTEXT, PHONE_CONTEXT, useBrowser } from "../support/browser/browser"
import { changedFiles, entry, field, openEditor, openFile, pane, sampleCheckout, save, SAVED, textBox, unfold, type Checkout } from "../support/browser/editor"
import { loadLanguages, readContent } from "../../src/build-time/content/read-content"
import { projectSlug } from "../../src/shared/project-pages"
import { FORMATS } from "../../src/build-time/content/validate-data"
import { FIXTURE_SITES, readFixtureContent } from "../../tools/fixture-sites"

jest.setTimeout(90_000)

const browser = useBrowser()
const sample = readFixtureContent("sample")
const DEFAULT_LANGUAGE = sample.site.language
const [TRANSLATION] = sample.site.otherLanguages ?? []
const json = (checkout: Checkout, file: string) => JSON.parse(checkout[file].toString("utf8"))

/** The owner's new project, as they fill it in. */
const NEW_PROJECT = {
  title: "Matatu Tracker",
  description: "Live arrival times for Nairobi's matatu routes, from the crews' own phones.",
  technology: "Kotlin",
  imageAlt: "A phone showing a map of matatu routes with arrival times",
  screenshot: "matatu-tracker.jpg",
}
/** The owner's screenshot: an image of its own (the editor takes one that is already there as that file). */
let SCREENSHOT: Buffer
beforeAll(async () => {
  SCREENSHOT = await sharp({ create: { width: 1280, height: 800, channels: 3, background: "#1a7f5a" } }).jpeg().toBuffer()
})

/** The checkout's content read as the check and the build read it: its problems, or the languages' content. */
function readSaved(checkout: Checkout) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-saved-"))
  for (const [file, content] of Object.entries(checkout)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), content)
  }
  fs.cpSync(path.join(FIXTURE_SITES.sample, "static"), path.join(root, "static"), { recursive: true })
  const { errors } = readContent(root)
  const languages = errors.length === 0 ? loadLanguages(root) : []
  fs.rmSync(root, { recursive: true })
  return { errors, languages }
}

describe("the owner's edits in the editor", () => {
  const before = sampleCheckout()
  let after: Checkout
  let problems: string[]

  beforeAll(async () => {
    const editor = await openEditor(browser(), before, DESKTOP_CONTEXT)
    const { page } = editor
    try {
      // A project's title in both languages, and a new project with its screenshot.
      await openFile(page, "Projects")
      const english = pane(page, DEFAULT_LANGUAGE)
      const kiswahili = pane(page, TRANSLATION)
      await (await textBox(await unfold(entry(english, 0)), "Title")).fill(`${sample.projects[0].title} 2`)
      await (await textBox(await unfold(entry(kiswahili, 0)), "Title")).fill("Kiunzi cha Stackforge")
      await english.getByRole("button", { name: /^Add\W+Project\W*$/ }).click()
      const added = await unfold(entry(english, sample.projects.length))
      await added.getByRole("spinbutton", { name: "ID" }).fill(String(Math.max(...sample.projects.map((project) => project.id)) + 1))
      await (await textBox(added, "Title")).fill(NEW_PROJECT.title)
      await (await textBox(added, "Description")).fill(NEW_PROJECT.description)
      const technologies = await field(added, "Technologies")
      await technologies.getByRole("button", { name: /^Add/ }).click()
      await technologies.getByRole("textbox").last().fill(NEW_PROJECT.technology)
      await (await field(added, "Image")).locator("input[type=file]").first().setInputFiles({ name: NEW_PROJECT.screenshot, mimeType: "image/jpeg", buffer: SCREENSHOT })
      await (await textBox(added, "Image alt")).fill(NEW_PROJECT.imageAlt)
      await (await field(added, "Category")).getByRole("combobox", { name: "Category" }).click()
      await page.getByRole("option", { name: sample.site.projects.filters[1].label, exact: true }).click()
      expect(await save(page)).toEqual(SAVED)

      // An achievement removed.
      await openFile(page, "Achievements")
      await entry(pane(page, DEFAULT_LANGUAGE), 1).getByRole("button", { name: "Remove" }).first().click()
      expect(await save(page)).toEqual(SAVED)

      // Two skills swapped.
      await openFile(page, "Skills")
      const skills = pane(page, DEFAULT_LANGUAGE)
      await entry(skills, 0).getByRole("button", { name: "Reorder Item" }).first().focus()
      await page.keyboard.press("ArrowDown")
      // Saved only once the move shows: a save that came first would save the file unchanged.
      await entry(skills, 1).getByText(sample.skills[0].name, { exact: true }).waitFor()
      expect(await save(page)).toEqual(SAVED)

      after = await editor.checkout()
      problems = editor.unexpectedProblems()
    } finally {
      await editor.close()
    }
  })

  it("saves them without a problem in the page", () => {
    expect(problems).toEqual([])
  })

  it("changes the files of the edits, and adds the screenshot, byte for byte", () => {
    const edited = ["achievements", "projects", "skills"].map((name) => `data/${name}.json`)
    const translated = ["achievements", "projects"].map((name) => `data/${TRANSLATION}/${name}.json`)
    expect(changedFiles(before, after)).toEqual([...edited, `data/images/projects/${NEW_PROJECT.screenshot}`, ...translated].sort())
    expect(after[`data/images/projects/${NEW_PROJECT.screenshot}`].equals(SCREENSHOT)).toBe(true)
  })

  it("writes exactly the edits, in the file's own order and layout", () => {
    const projects = json(before, "data/projects.json")
    projects[0].title = `${sample.projects[0].title} 2`
    projects.push({
      id: Math.max(...sample.projects.map((project) => project.id)) + 1,
      title: NEW_PROJECT.title,
      description: NEW_PROJECT.description,
      technologies: [NEW_PROJECT.technology],
      image: `./images/projects/${NEW_PROJECT.screenshot}`,
      imageAlt: NEW_PROJECT.imageAlt,
      category: sample.site.projects.filters[1].category,
      featured: false,
    })
    expect(after["data/projects.json"].toString()).toBe(`${JSON.stringify(projects, null, 2)}\n`)

    const achievements = json(before, "data/achievements.json")
    achievements.splice(1, 1)
    expect(after["data/achievements.json"].toString()).toBe(`${JSON.stringify(achievements, null, 2)}\n`)

    const skills = json(before, "data/skills.json")
    skills.splice(0, 2, skills[1], skills[0])
    expect(after["data/skills.json"].toString()).toBe(`${JSON.stringify(skills, null, 2)}\n`)
  })

  it("keeps the translation entry for entry beside the default language: the new project's key, the removed achievement gone", () => {
    const projects = json(before, `data/${TRANSLATION}/projects.json`)
    projects[0].title = "Kiunzi cha Stackforge"
    // With its switch, as the editor starts every one: a translation's switches are not read (src/content/translations.ts).
    projects.push({ id: Math.max(...sample.projects.map((project) => project.id)) + 1, featured: false })
    expect(json(after, `data/${TRANSLATION}/projects.json`)).toEqual(projects)
    const achievements = json(before, `data/${TRANSLATION}/achievements.json`)
    achievements.splice(1, 1)
    expect(json(after, `data/${TRANSLATION}/achievements.json`)).toEqual(achievements)
  })

  it("saves content the check takes and the build reads: the new project has its page, the translated title the same address", () => {
    const { errors, languages } = readSaved(after)
    expect(errors).toEqual([])
    const [english, kiswahili] = languages.map(({ content }) => content.projects)
    expect(english.map(projectSlug)).toContain(projectSlug({ title: NEW_PROJECT.title }))
    expect(kiswahili[0].title).toBe("Kiunzi cha Stackforge")
    expect(projectSlug(kiswahili[0])).toBe(projectSlug(english[0]))
  })
})

describe("what the check refuses, the editor refuses before it saves", () => {
  const before = sampleCheckout()

  /** Makes an edit in a file, saves, and returns what the editor said and the checkout after. */
  async function trySaving(file: string, edit: (english: ReturnType<typeof pane>) => Promise<void>) {
    const editor = await openEditor(browser(), before, DESKTOP_CONTEXT)
    try {
      await openFile(editor.page, file)
      await edit(pane(editor.page, DEFAULT_LANGUAGE))
      const result = await save(editor.page)
      return { ...result, changed: changedFiles(before, await editor.checkout()) }
    } finally {
      await editor.close()
    }
  }

  it("a required title left empty", async () => {
    const result = await trySaving("Projects", async (english) => (await textBox(await unfold(entry(english, 0)), "Title")).fill(""))
    expect(result).toMatchObject({ saved: false, changed: [] })
    expect(result.said).toContain("required")
  })

  it("an address that is no web address, in the check's words", async () => {
    const result = await trySaving("Projects", async (english) => (await textBox(await unfold(entry(english, 0)), "GitHub URL")).fill("github.com/brian/stackforge"))
    expect(result).toMatchObject({ saved: false, changed: [] })
    expect(result.said).toContain(FORMATS["web-url"].message)
  })

  it("a month that does not exist: the month is picked in a calendar, which takes none", async () => {
    const result = await trySaving("Experience", async (english) => {
      const start = (await field(await unfold(entry(english, 0)), "Start")).locator("input[type=date]")
      // As typed into the calendar's field: the browser keeps no value that is no day.
      await start.evaluate((input: HTMLInputElement) => {
        input.value = "2024-13-01"
        input.dispatchEvent(new Event("input", { bubbles: true }))
      })
      expect(await start.inputValue()).toBe("")
    })
    expect(result).toMatchObject({ saved: false, changed: [] })
    expect(result.said).toContain("required")
  })

  it("a month picked is written YYYY-MM, as the check wants it", async () => {
    const editor = await openEditor(browser(), before, DESKTOP_CONTEXT)
    try {
      await openFile(editor.page, "Experience")
      const start = (await field(await unfold(entry(pane(editor.page, DEFAULT_LANGUAGE), 0)), "Start")).locator("input[type=date]")
      await start.fill("2021-06-17")
      expect(await save(editor.page)).toEqual(SAVED)
      expect(json(await editor.checkout(), "data/experience.json")[0].start).toBe("2021-06")
    } finally {
      await editor.close()
    }
  })

  it("two projects with one page address, naming the entry and the fix", async () => {
    const result = await trySaving("Projects", async (english) => (await textBox(await unfold(entry(english, 1)), "Title")).fill(`${sample.projects[0].title}!`))
    expect(result).toMatchObject({ saved: false, changed: [] })
    expect(result.said).toContain(`data/projects.json, entry 2 (id ${sample.projects[1].id}, title "${sample.projects[0].title}!"), field "title": gives the page address /projects/${projectSlug(sample.projects[0])}, which entry 1 already has`)
  })
})

describe("the editor on a phone (390 px)", () => {
  it("edits and saves a title", async () => {
    const before = sampleCheckout()
    const editor = await openEditor(browser(), before, PHONE_CONTEXT)
    try {
      await openFile(editor.page, "Projects")
      const english = pane(editor.page, DEFAULT_LANGUAGE)
      await (await textBox(await unfold(entry(english, 0)), "Title")).fill("Stackforge")
      expect(await save(editor.page)).toEqual(SAVED)
      expect(json(await editor.checkout(), "data/projects.json")[0].title).toBe("Stackforge")
      expect(editor.unexpectedProblems()).toEqual([])
    } finally {
      await editor.close()
    }
  })
})
