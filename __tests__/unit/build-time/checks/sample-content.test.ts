/** @jest-environment node */
/**
 * What is still the sample's: the fingerprint matches the frozen sample,
 * the sample itself is found everywhere it should be, and content that is someone else's (the
 * second owner's) or an owner's edit of the sample is not.
 */
import { loadLanguages } from "../../../../src/build-time/content/read-content"
import fs from "fs"
import os from "os"
import path from "path"
import committed from "../../../../src/build-time/checks/sample-fingerprint.json"
import { fingerprintOf, sampleContentLeftovers } from "../../../../src/build-time/checks/sample-content"
import { copyFixtureContent, FIXTURE_SITES, readFixtureData, SAMPLE_SITE_DIR } from "../../../../tools/fixture-sites"
import { REPO_ROOT } from "../../../../tools/repo-root"

const FINGERPRINT_FILE = path.join(REPO_ROOT, "src", "build-time", "checks", "sample-fingerprint.json")
const REGENERATE = "UPDATE_SAMPLE_FINGERPRINT=1 npx jest --selectProjects unit __tests__/unit/build-time/checks/sample-content.test.ts"

const contentOf = (site: "sample" | "second-owner" | "third-owner") => ({
  site: readFixtureData("site", site),
  experience: readFixtureData("experience", site),
  achievements: fs.existsSync(path.join(FIXTURE_SITES[site], "data", "achievements.json")) ? readFixtureData("achievements", site) : [],
  projects: readFixtureData("projects", site),
})

it(`is the frozen sample's fingerprint (after changing the sample: ${REGENERATE})`, () => {
  const actual = fingerprintOf(SAMPLE_SITE_DIR)
  if (process.env.UPDATE_SAMPLE_FINGERPRINT === "1") fs.writeFileSync(FINGERPRINT_FILE, `${JSON.stringify(actual, null, 2)}\n`)
  else expect(committed).toEqual(actual)
})

it("holds no readable text of the sample, only hashes", () => {
  const text = fs.readFileSync(FINGERPRINT_FILE, "utf8")
  const site = readFixtureData("site")
  for (const value of [site.name, site.email, site.tagline]) expect(text).not.toContain(value)
  expect(text.match(/"[0-9a-f]{64}"/g)?.length).toBeGreaterThan(40)
})

it("names every place the sample is still in: its translation, person, words, jobs, achievements and projects", () => {
  const leftovers = sampleContentLeftovers(contentOf("sample"), SAMPLE_SITE_DIR, loadLanguages(SAMPLE_SITE_DIR).slice(1))
  const places = leftovers.map((line) => line.split(": ")[0])
  const projects = readFixtureData("projects")
  expect(places).toEqual([
    "data/sw/",
    'data/site.json, field "name"',
    'data/site.json, field "email"',
    'data/site.json, field "phone"',
    'data/site.json, field "tagline"',
    'data/site.json, field "description"',
    ...readFixtureData("site").about.paragraphs.map((_: string, index: number) => `data/site.json, field "about.paragraphs" entry ${index + 1}`),
    ...readFixtureData("experience").map((job: { id: string; title: string }, index: number) => `data/experience.json, entry ${index + 1} (id ${JSON.stringify(job.id)}, title ${JSON.stringify(job.title)})`),
    ...readFixtureData("achievements").map((entry: { id: string; title: string }, index: number) => `data/achievements.json, entry ${index + 1} (id ${JSON.stringify(entry.id)}, title ${JSON.stringify(entry.title)})`),
    ...projects.map((project: { id: number; title: string }, index: number) => `data/projects.json, entry ${index + 1} (id ${project.id}, title ${JSON.stringify(project.title)})`),
  ])
  expect(leftovers[0]).toBe('data/sw/: is the sample\'s translation, written for the sample person. Translate your own content there, or delete data/sw/ and take "sw" out of "otherLanguages" in data/site.json.')
  expect(leftovers[1]).toBe(`data/site.json, field "name": ${JSON.stringify(readFixtureData("site").name)} is the sample person's name. Put your own.`)
  const soko = leftovers.find((line) => line.includes('title "Soko Online Store"'))
  expect(soko).toBe(
    'data/projects.json, entry 3 (id 3, title "Soko Online Store"): is still the sample\'s (its title, its description, the screenshot data/images/projects/soko-store.jpg, ' +
      "the screenshot data/images/projects/soko-checkout.JPG, its case study). Replace it with a project of yours, or remove it."
  )
})

it.each(["second-owner", "third-owner"] as const)("says nothing of the %s's content, which is all their own", (owner) => {
  expect(sampleContentLeftovers(contentOf(owner), FIXTURE_SITES[owner])).toEqual([])
})

describe("an owner part-way through replacing the sample", () => {
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-sample-"))
    copyFixtureContent(root)
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it("finds a sample screenshot kept under the owner's own project and file name, and nothing of an edited text", () => {
    const content = contentOf("sample")
    content.site.name = "Amani Otieno"
    content.site.tagline = `${content.site.tagline} And more.`
    fs.copyFileSync(path.join(root, "data", "images", "projects", "pesatrack.jpg"), path.join(root, "data", "images", "projects", "my-app.jpg"))
    content.projects = [{ id: 1, title: "My App", description: "Mine.", image: "images/projects/my-app.jpg" }]
    content.experience = []
    const leftovers = sampleContentLeftovers(content, root)
    expect(leftovers.filter((line) => line.startsWith("data/site.json")).map((line) => line.split(": ")[0])).not.toContain('data/site.json, field "name"')
    expect(leftovers).not.toContainEqual(expect.stringContaining('field "tagline"'))
    expect(leftovers).toContainEqual(
      'data/projects.json, entry 1 (id 1, title "My App"): is still the sample\'s (the screenshot data/images/projects/my-app.jpg). Replace it with a project of yours, or remove it.'
    )
  })

  it("does not count case or spacing as a change of words", () => {
    const content = contentOf("sample")
    content.site.tagline = `  ${content.site.tagline.toUpperCase()} `
    expect(sampleContentLeftovers({ site: content.site }, root)).toContainEqual(expect.stringContaining('field "tagline"'))
  })
})
