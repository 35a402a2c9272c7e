/** @jest-environment node */
/**
 * The site's typeface cut down to the site: the characters a site needs,
 * the subsets that hold them, and the files and @font-face rules the build writes.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { create as createFont, type Font } from "fontkit"
import { brandFontFaceCss, facesFor, siteCharacters, writeBrandFont } from "../../../src/fonts/site-font"
import { loadContent } from "../../../src/build-time/content/read-content"
import { charactersOf, inRanges, parseUnicodeRange, subsetsNeeded, TEMPLATE_CHARACTERS, textsOf, toUnicodeRange } from "../../../src/fonts/subsets"
import { FIXTURE_SITES, SAMPLE_SITE_DIR } from "../../../tools/fixture-sites"

jest.setTimeout(30_000)

describe("the characters of a site", () => {
  it("are every text of its data, at any depth, and the template's own", () => {
    expect(textsOf({ a: "x", b: [{ c: "y" }, 3, true, null], d: { e: "z" } })).toEqual(["x", "y", "z"])
    const characters = siteCharacters(loadContent(FIXTURE_SITES["second-owner"]))
    for (const char of ["Ł", "ø", "å", "ś", "A", "©", "·"]) expect(characters).toContain(char)
    expect(charactersOf(["ba", "ab"])).toEqual(["A", "B", "a", "b"])
    // As written and composed (the page draws what the data holds), and in capitals (labels shown uppercase).
    expect(charactersOf(["e\u0301"])).toEqual(["E", "e", "É", "é", "\u0301"])
    expect(charactersOf(["Téléphone"])).toContain("É")
  })

  it("are found in the subsets that hold them, each once, Latin first", () => {
    const needs = subsetsNeeded(["A", "ł", "é", "Ж"], { latin: "U+0000-00FF", "latin-ext": "U+0100-02BA,U+00E9", cyrillic: "U+0400-045F" })
    expect(needs).toEqual([
      { subset: "latin", characters: ["A", "é"] },
      { subset: "latin-ext", characters: ["ł"] },
      { subset: "cyrillic", characters: ["Ж"] },
    ])
    expect(subsetsNeeded(["智"], { latin: "U+0000-00FF" })).toEqual([])
  })

  it("are written as a unicode-range of runs", () => {
    expect(toUnicodeRange(["a", "b", "c", "x", "©"])).toBe("U+61-63,U+78,U+A9")
    expect(parseUnicodeRange("U+61-63,U+78")).toEqual([
      [0x61, 0x63],
      [0x78, 0x78],
    ])
    const template = parseUnicodeRange(toUnicodeRange([...TEMPLATE_CHARACTERS]))
    expect([...TEMPLATE_CHARACTERS].filter((char) => !inRanges(template, char))).toEqual([])
    expect(inRanges(template, "ł")).toBe(false)
  })
})

describe("the files the build writes", () => {
  let publicDir: string
  beforeAll(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "brand-font-"))
  })
  afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }))

  it("are, for the sample, one Latin file holding its characters, under two thirds of Inter's Latin file (48 KB)", async () => {
    const faces = await writeBrandFont(siteCharacters(loadContent(SAMPLE_SITE_DIR)), publicDir)
    expect(faces.map((face) => face.subset)).toEqual(["latin"])
    const file = path.join(publicDir, faces[0].url)
    const font = createFont(fs.readFileSync(file)) as Font
    for (const char of "Brian Kamau ©·") expect([char, font.hasGlyphForCodePoint(char.codePointAt(0)!)]).toEqual([char, true])
    expect(font.hasGlyphForCodePoint("ł".codePointAt(0)!)).toBe(false)
    expect(fs.statSync(file).size).toBeLessThan(30_000)
  })

  it("keep kerning and no other layout feature: the sample's Latin file stays under 15 KB", async () => {
    const faces = await writeBrandFont(siteCharacters(loadContent(SAMPLE_SITE_DIR)), publicDir)
    const file = path.join(publicDir, faces[0].url)
    const font = createFont(fs.readFileSync(file)) as Font
    expect(font.availableFeatures).toEqual(["kern"])
    // The glyphs of "AV" are set closer than their advances: the pair is kerned.
    const run = font.layout("AV")
    const advances = run.glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0)
    expect(run.advanceWidth).toBeLessThan(advances)
    expect(fs.statSync(file).size).toBeLessThan(15_000)
  })

  it("are, for an owner with a Polish and Norwegian name, a Latin file and a small extended-Latin one", async () => {
    const faces = await writeBrandFont(siteCharacters(loadContent(FIXTURE_SITES["second-owner"])), publicDir)
    expect(faces.map((face) => face.subset)).toEqual(["latin", "latin-ext"])
    const extended = faces[1]
    expect(extended.unicodeRange).toBe(toUnicodeRange([...extended.characters]))
    expect(fs.statSync(path.join(publicDir, extended.url)).size).toBeLessThan(5_000)
    expect(facesFor(faces, ["Łucja"]).map((face) => face.subset)).toEqual(["latin", "latin-ext"])
    expect(facesFor(faces, ["Data"]).map((face) => face.subset)).toEqual(["latin"])
  })

  it("are named by their content and declared with exactly their characters", async () => {
    const faces = await writeBrandFont(["a", "b"], publicDir)
    expect(faces[0].url).toMatch(/^\/static\/fonts\/inter-latin-[0-9a-f]{20}\.woff2$/)
    expect(brandFontFaceCss(faces)).toBe(
      `@font-face{font-family:"Inter Variable";font-style:normal;font-display:optional;font-weight:400 800;src:url(${faces[0].url}) format("woff2");unicode-range:U+61-62}`
    )
  })
})
