/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import site from "../../../fixtures/sites/sample/data/site.json"
import { SAMPLE_SITE_DIR } from "../../../../tools/fixture-sites"
import { FONT_SUBSETS, fontSubsetFile } from "../../../../src/fonts/family"
import { create as createFont, type Font } from "fontkit"
import {
  iconSvg,
  projectShareCardSvg,
  shareCardSvg,
  shortTagline,
  textPath,
  wrapText,
  writeProjectShareImage,
  writeShareImage,
  writeSiteIcon,
} from "../../../../src/build-time/publish/share-images"
import { projectTitleWarnings, shareImageWarnings } from "../../../../src/build-time/checks/share-image-warnings"
import { undrawableWith } from "../../../../src/fonts/coverage"
import { SHARE_IMAGE_FONTS } from "../../../../src/fonts/image-fonts"
import { FALLBACK_MARK, initials } from "../../../../src/fonts/initials"

const undrawableCharacters = (text: string) => undrawableWith(SHARE_IMAGE_FONTS, text)

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

describe("a project's share image", () => {
  const project = { title: "Shule School Management System", category: "Web Development", name: site.name, host: "briankamau.dev" }

  it("draws the title, the category and the owner's name as outlines, beside the screenshot", () => {
    const svg = projectShareCardSvg({ ...project, screenshot: "data:image/png;base64,AAAA" })
    expect(svg).not.toMatch(/<text\b/)
    for (const text of ["Web Development", `${site.name}  ·  briankamau.dev`]) expect(svg).toContain(`aria-label="${text}"`)
    // A long title wraps within the left half instead of running under the screenshot.
    expect(svg).toContain('aria-label="Shule School"')
    expect(svg).toContain('xlink:href="data:image/png;base64,AAAA"')
  })

  it("warns about a title it cannot draw, naming the entry and the characters", () => {
    expect(projectTitleWarnings([{ where: "data/projects.json, entry 1", title: "Café Ōtieno" }])).toEqual([])
    expect(projectTitleWarnings([{ where: 'data/projects.json, entry 2 (id 2, title "智能 Writer")', title: "智能 Writer" }])).toEqual([
      'data/projects.json, entry 2 (id 2, title "智能 Writer"), field "title": the project page\'s share image cannot draw "智", "能": the fonts the build has cover Latin (with accents), Greek and Cyrillic letters only, so they are left out of the picture (the pages themselves show them normally).',
    ])
  })

  it("renders a 1200x630 PNG with the project's screenshot in it", async () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "og-")), "projects", "shule.png")
    const imageFile = path.join(SAMPLE_SITE_DIR, "data/images/projects/soko-checkout.JPG")
    await writeProjectShareImage({ ...project, imageFile }, out)
    const meta = await sharp(out).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630])
    // The screenshot's orange, where the card itself has only its dark blues.
    const { data } = await sharp(out).extract({ left: 640, top: 140, width: 4, height: 4 }).raw().toBuffer({ resolveWithObject: true })
    expect(data[0]).toBeGreaterThan(data[2] + 60)
  })
})

describe("site icon", () => {
  it("is drawn from the owner's initials and written where the manifest plugin reads it", () => {
    expect(initials(site.name)).toBe("BK")
    expect(initials("Wanjiru")).toBe("W")
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "icon-"))
    const file = writeSiteIcon("Amina Odhiambo", root)
    expect(path.dirname(file)).toBe(path.join(root, "node_modules", ".cache", "site-icon"))
    expect(path.basename(file)).toMatch(/^icon-[0-9a-f]{12}\.svg$/)
    expect(fs.readFileSync(file, "utf8")).toBe(iconSvg("Amina Odhiambo"))
    expect(iconSvg("Amina Odhiambo")).not.toBe(iconSvg(site.name))
  })

  it("is never rewritten, where a process reading it at that moment would see it empty", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "icon-"))
    const file = writeSiteIcon("Amina Odhiambo", root)
    const first = fs.statSync(file).ino
    expect(writeSiteIcon("Amina Odhiambo", root)).toBe(file)
    expect(fs.statSync(file).ino).toBe(first)
    expect(fs.readdirSync(path.dirname(file))).toEqual([path.basename(file)])
  })

  it("keeps each owner's icon apart where two sites share node_modules (the test variants, built side by side)", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "icon-"))
    const amina = writeSiteIcon("Amina Odhiambo", root)
    const wanjiru = writeSiteIcon("Wanjiru", root)
    expect(wanjiru).not.toBe(amina)
    expect(fs.readFileSync(amina, "utf8")).toBe(iconSvg("Amina Odhiambo"))
    expect(fs.readFileSync(wanjiru, "utf8")).toBe(iconSvg("Wanjiru"))
  })
})

describe("names and texts beyond basic Latin", () => {
  /** Inter's "NO GLYPH" box, drawn for a character its subset lacks. */
  const notdefPaths = FONT_SUBSETS.map((subset) => (createFont(fs.readFileSync(fontSubsetFile(subset))) as Font).getGlyph(0).path.toSVG())
  const drawsNoBox = (svg: string) => notdefPaths.every((d) => !svg.includes(`d="${d}"`))
  /** One <path> per visible character of a single text. */
  const glyphCount = (text: string) => (textPath(text, { x: 0, y: 0, fontSize: 10, fill: "#fff" }).match(/<path /g) ?? []).length

  const card = (overrides: Partial<typeof CARD>) => ({ ...CARD, ...overrides })

  it("draws an accented name (Wanjikũ Njeri-Ōtieno) letter by letter, with no box and no warning", () => {
    const name = "Wanjikũ Njeri-Ōtieno"
    expect(notdefPaths.every((d) => d.length > 100)).toBe(true)
    expect(undrawableCharacters(name)).toEqual([])
    expect(glyphCount(name)).toBe(Array.from(name.replace(/\s/g, "")).length)
    expect(drawsNoBox(shareCardSvg(card({ name, location: "Nyahururu, Kenya · Łódź" })))).toBe(true)
    expect(initials(name)).toBe("WN")
    expect(shareImageWarnings(card({ name }))).toEqual([])
  })

  it("draws a name written without its accents composed (u + combining tilde) the same", () => {
    expect(textPath("Wanjiku\u0303", { x: 0, y: 0, fontSize: 10, fill: "#fff" })).toBe(textPath("Wanjikũ", { x: 0, y: 0, fontSize: 10, fill: "#fff" }).replace('aria-label="Wanjikũ"', 'aria-label="Wanjiku\u0303"'))
  })

  it.each([
    ["Greek", "Αλέξανδρος Παπαδόπουλος", "Μηχανικός λογισμικού", "ΑΠ"],
    ["Cyrillic", "Дмитрий Иванов", "Інженер-програміст", "ДИ"],
  ])("draws a %s name and job title, and its initials on the icon", (_script, name, jobTitle, expected) => {
    expect(shareImageWarnings(card({ name, jobTitle }))).toEqual([])
    expect(glyphCount(name)).toBe(Array.from(name.replace(/\s/g, "")).length)
    expect(drawsNoBox(shareCardSvg(card({ name, jobTitle })))).toBe(true)
    expect(initials(name)).toBe(expected)
    expect(drawsNoBox(iconSvg(name))).toBe(true)
  })

  it("warns, naming the field and the characters, when no font has them (李明), and leaves them out", () => {
    const name = "Wanjikũ Njeri-Ōtieno 李明"
    expect(undrawableCharacters(name)).toEqual(["李", "明"])
    expect(shareImageWarnings(card({ name, tagline: "Builder of 東京 apps." }))).toEqual([
      'data/site.json, field "name": the share image (og-image.png) and the site icon cannot draw "李", "明": the fonts the build has cover Latin (with accents), Greek and Cyrillic letters only, so they are left out of the picture (the pages themselves show them normally).',
      'data/site.json, field "tagline": the share image (og-image.png) cannot draw "東", "京": the fonts the build has cover Latin (with accents), Greek and Cyrillic letters only, so they are left out of the picture (the pages themselves show them normally).',
      'data/site.json, field "name": the site icon (favicon and app icon) cannot draw the initials "W李", so it shows "W" instead.',
    ])
    expect(drawsNoBox(shareCardSvg(card({ name })))).toBe(true)
  })

  it("falls back to a letter it can draw for the icon, or to a mark when the name has none", () => {
    expect(initials("Wanjikũ 李明")).toBe("W")
    expect(initials("李 Amina")).toBe("A")
    expect(initials("李明")).toBe(FALLBACK_MARK)
    expect(drawsNoBox(iconSvg("李明"))).toBe(true)
    expect(glyphCount(initials("李明"))).toBe(3)
  })

  it("renders the accented share card to a PNG", async () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "og-")), "og-image.png")
    await writeShareImage(card({ name: "Wanjikũ Njeri-Ōtieno", jobTitle: "Инженер · Μηχανικός" }), out)
    const meta = await sharp(out).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630])
  })
})
