/**
 * Whether a checkout's content is a fixture's: what lets `npm test` reuse the site's build for the
 * sample's browser tests, and the owner's pass open the sample as it opens a fixture.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { copyFixtureContent, hasFixtureContent } from "../../../tools/fixture-sites"

let root: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "fixture-content-"))
  copyFixtureContent(root, "sample")
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

describe("hasFixtureContent", () => {
  it("holds for an unedited copy of the sample, and for no other fixture", () => {
    expect(hasFixtureContent(root, "sample")).toBe(true)
    expect(hasFixtureContent(root, "second-owner")).toBe(false)
  })

  it("ignores data/schemas/, which is the template's and not content", () => {
    fs.mkdirSync(path.join(root, "data", "schemas"), { recursive: true })
    fs.writeFileSync(path.join(root, "data", "schemas", "site.schema.json"), "{}\n")
    expect(hasFixtureContent(root, "sample")).toBe(true)
  })

  it.each([
    ["a word of a data file", (dir: string) => fs.appendFileSync(path.join(dir, "data", "site.json"), " ")],
    ["one picture's bytes", (dir: string) => {
      const pictures = path.join(dir, "data", "images", "projects")
      const picture = path.join(pictures, fs.readdirSync(pictures)[0])
      fs.appendFileSync(picture, Buffer.from([0]))
    }],
    ["a file added to static/downloads/", (dir: string) => fs.writeFileSync(path.join(dir, "static", "downloads", "notes.txt"), "new\n")],
  ])("no longer holds after %s changes", (_change, change) => {
    change(root)
    expect(hasFixtureContent(root, "sample")).toBe(false)
  })
})
