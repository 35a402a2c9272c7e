/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import site from "../../data/site.json"
import { iconSvg, initials, shareCardSvg, shortTagline, wrapText, writeShareImage, writeSiteIcon } from "../../src/build/brand-images"

const CARD = { name: site.name, jobTitle: site.jobTitle, tagline: site.tagline, location: site.location, host: "briankamau.dev" }

describe("share image", () => {
  it("draws the owner's text as outlines, needing no system fonts", () => {
    const svg = shareCardSvg(CARD)
    expect(svg).not.toMatch(/<text\b/)
    for (const text of [site.name, site.jobTitle, "briankamau.dev"]) expect(svg).toContain(text)
  })

  it("uses the first part of the tagline and wraps it within the card", () => {
    expect(shortTagline(site.tagline)).toBe("A software engineer specializing in full-stack development")
    const lines = wrapText("word ".repeat(80), 32, 1008, 2)
    expect(lines).toHaveLength(2)
    expect(lines[1].endsWith("…")).toBe(true)
  })

  it("renders a 1200x630 PNG", async () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "og-")), "og-image.png")
    await writeShareImage(CARD, out)
    const meta = await sharp(out).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630])
  })
})

describe("site icon", () => {
  it("is drawn from the owner's initials and written where the manifest plugin reads it", () => {
    expect(initials(site.name)).toBe("BK")
    expect(initials("Wanjiru")).toBe("W")
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "icon-"))
    const file = writeSiteIcon("Amina Odhiambo", root)
    expect(file).toBe(path.join(root, "node_modules", ".cache", "site-icon", "icon.svg"))
    expect(fs.readFileSync(file, "utf8")).toBe(iconSvg("Amina Odhiambo"))
    expect(iconSvg("Amina Odhiambo")).not.toBe(iconSvg(site.name))
  })
})
