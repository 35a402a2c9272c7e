/**
 * @jest-environment node
 *
 * The site's sprite file (src/build-time/publish/icons-file.ts): every icon once, named by its content,
 * written where the pages link it; the HTML renderer and the build's last step make the same one.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { iconsFile, writeIconsFile } from "../../../../src/build-time/publish/icons-file"
import { iconDrawing } from "../../../../src/content/icons"

describe("the sprite file", () => {
  it("is an SVG document of symbols, named by its content's hash under /static/ (immutable on both hosts)", () => {
    const file = iconsFile([])
    expect(file.href).toMatch(/^\/static\/icons\/sprite-[0-9a-f]{20}\.svg$/)
    expect(file.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"><symbol id="i0"/)
    expect(iconsFile([])).toEqual(file)
  })

  it("holds the icons the content names, and is named anew when they change", () => {
    const withBrands = iconsFile(["mastodon", "kotlin"].map(iconDrawing))
    expect(withBrands.svg).toContain('<symbol id="n-mastodon"')
    expect(withBrands.svg).toContain('<symbol id="n-kotlin"')
    expect(withBrands.href).not.toBe(iconsFile([]).href)
    expect(iconsFile(["mastodon"].map(iconDrawing)).href).not.toBe(withBrands.href)
  })

  it("is written at the address the pages link", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "icons-file-"))
    try {
      const file = writeIconsFile(dir, [iconDrawing("orcid")])
      expect(fs.readFileSync(path.join(dir, file.href), "utf8")).toBe(file.svg)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
