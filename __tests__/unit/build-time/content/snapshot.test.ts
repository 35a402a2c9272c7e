/** @jest-environment node */
/**
 * The content the build works on (src/build-time/content/snapshot.ts): every language's files as
 * the one reader gives them, which gatsby-transformer-json makes the nodes of, and which the
 * build's steps read back; written only where it changed, so that an unchanged file makes no new
 * nodes in `gatsby develop`.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { readSnapshot, snapshotDir, writeSnapshot, writeSnapshotFile } from "../../../../src/build-time/content/snapshot"
import { loadLanguages } from "../../../../src/build-time/content/read-content"
import { DATA_FILES } from "../../../../src/content/data-files"
import { FIXTURE_SITES } from "../../../../tools/fixture-sites"

let root: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "snapshot-"))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const sample = loadLanguages(FIXTURE_SITES.sample)
const readFile = (language: string, name: string) => JSON.parse(fs.readFileSync(path.join(snapshotDir(root), language, `${name}.json`), "utf8"))

it("writes every data file of every language, each entry of a list saying its language, and reads the same content back", () => {
  writeSnapshot(root, sample)
  expect(fs.readdirSync(snapshotDir(root)).sort()).toEqual(["en-KE", "sw"])
  for (const { language } of sample) expect(fs.readdirSync(path.join(snapshotDir(root), language)).sort()).toEqual(DATA_FILES.map((name) => `${name}.json`).sort())
  expect(readFile("sw", "projects").every((project: { language: string }) => project.language === "sw")).toBe(true)
  // The translation laid over the default language's: a Kiswahili project with the English one's fields it does not translate.
  expect(readFile("sw", "projects")[0]).toMatchObject({ id: 1, image: sample[0].content.projects[0].image, description: sample[1].content.projects[0].description })
  expect(readFile("sw", "site").language).toBe("sw")
  expect(readSnapshot(root)).toEqual(sample)
})

it("writes a file the project's way (two spaces, a line at the end), and leaves an unchanged one as it was", () => {
  writeSnapshot(root, sample)
  const file = path.join(snapshotDir(root), "en-KE", "skills.json")
  expect(fs.readFileSync(file, "utf8")).toMatch(/^\[\n {2}\{\n {4}"category": "languages",\n[\s\S]*\]\n$/)
  const written = fs.statSync(file).mtimeMs
  fs.utimesSync(file, new Date(0), new Date(0))
  writeSnapshot(root, sample)
  expect(fs.statSync(file).mtimeMs).toBe(0)
  expect(written).toBeGreaterThan(0)
})

it("drops a language the site no longer has, with its files and the facts beside them", () => {
  writeSnapshot(root, sample)
  writeSnapshotFile(root, "sw", "pdfFiles", { cv: { path: "/sw/cv.pdf" } })
  expect(readFile("sw", "pdfFiles")).toEqual({ cv: { path: "/sw/cv.pdf" }, language: "sw" })
  writeSnapshot(root, sample.slice(0, 1))
  expect(fs.readdirSync(snapshotDir(root))).toEqual(["en-KE"])
  expect(readSnapshot(root).map(({ language }) => language)).toEqual(["en-KE"])
})

it("says so when read before the build wrote it", () => {
  expect(() => readSnapshot(root)).toThrow(/has not been written: the build writes it once data\/ passes its check/)
})
