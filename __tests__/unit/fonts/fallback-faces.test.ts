/** @jest-environment node */
import { fallbackFontFaceCss } from "../../../src/fonts/fallback-faces"
import { BRAND_FONT, FALLBACK_BASES, FONT_STACK, fallbackFamily } from "../../../src/fonts/family"

const faces = () =>
  [...fallbackFontFaceCss().matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) =>
    Object.fromEntries(body.split(";").map((declaration) => declaration.split(/:(.*)/s).slice(0, 2)))
  )

describe("Inter's stand-in fonts", () => {
  it("defines one resized face per base font, under the names the font stack uses", () => {
    expect(faces().map((face) => face["font-family"])).toEqual(FALLBACK_BASES.map((base) => `"${fallbackFamily(base)}"`))
    for (const face of faces()) {
      for (const property of ["ascent-override", "descent-override", "size-adjust"]) expect(face[property]).toMatch(/^\d+(\.\d+)?%$/)
    }
  })

  it("puts Inter first, then its stand-ins, before the system fonts", () => {
    const families = FONT_STACK.split(",").map((family) => family.trim().replace(/"/g, ""))
    expect(families.slice(0, 1 + FALLBACK_BASES.length)).toEqual([BRAND_FONT, ...FALLBACK_BASES.map(fallbackFamily)])
    expect(families[families.length - 1]).toBe("sans-serif")
  })

  it("matches Arial's metric-compatible twin on Linux too", () => {
    const arial = faces().find((face) => face["font-family"].includes("Arial"))!
    expect(arial.src).toContain("local('Arial')")
    expect(arial.src).toContain("local('Liberation Sans')")
  })

  it("scales the stand-ins up: Inter is wider than Arial and Roboto", () => {
    for (const face of faces()) expect(parseFloat(face["size-adjust"])).toBeGreaterThan(100)
  })
})
