/**
 * @jest-environment node
 *
 * The site's sprite file (src/icons/icon-files.ts): every icon once, named by its content,
 * written where the pages link it; the HTML renderer and the build's last step make the same one.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { iconFileHrefs, iconsFile, logosFile, writeIconsFiles } from "../../../src/icons/icon-files"
import { iconDrawing } from "../../../src/icons/catalogue"

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

  it("is written with the logos file at the addresses the pages link", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "icons-file-"))
    try {
      const icons = { sprite: [iconDrawing("orcid")], logos: [iconDrawing("rust"), iconDrawing("go")] }
      const files = writeIconsFiles(dir, icons)
      expect(files.map((file) => file.href)).toEqual([iconFileHrefs(icons).sprite, iconFileHrefs(icons).logos?.href])
      expect(iconFileHrefs(icons).logos?.names).toEqual(["rust", "go"])
      for (const file of files) expect(fs.readFileSync(path.join(dir, file.href), "utf8")).toBe(file.svg)
      expect(writeIconsFiles(dir, { sprite: [], logos: [] })).toHaveLength(1)
      expect(iconFileHrefs({ sprite: [], logos: [] })).not.toHaveProperty("logos")
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("has a view of each logo, framing it alone, under the id the pages ask for", () => {
    const file = logosFile([iconDrawing("rust"), iconDrawing("go")])
    expect(file.href).toMatch(/^\/static\/icons\/logos-[0-9a-f]{20}\.svg$/)
    expect(file.svg).toContain('<view id="l0" viewBox="0 0 24 24"></view>')
    expect(file.svg).toContain('<view id="l1" viewBox="0 26 24 24"></view>')
    expect(file.svg).toMatch(/<svg y="26" width="24" height="24" viewBox="0 0 24 24" fill="currentColor"[^>]*><path /)
  })
})
