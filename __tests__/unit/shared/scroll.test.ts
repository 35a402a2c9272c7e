/** The active navigation entry and the scroll progress bar. */
import { ACTIVE_SECTION_DISTANCE, activeSectionId, SCROLL_OFFSET, scrollPercent } from "../../../src/shared/scroll"

const page = (...tops: number[]) =>
  ["home", "about", "projects", "skills", "contact"].map((id, index) => ({ id, top: tops[index] }))

describe("activeSectionId", () => {
  it("uses the spec's constants: 150 px detection, 100 px jump offset", () => {
    expect(ACTIVE_SECTION_DISTANCE).toBe(150)
    expect(SCROLL_OFFSET).toBe(100)
  })

  it("is home at the top of the page", () => {
    expect(activeSectionId(page(0, 900, 1800, 2700, 3600))).toBe("home")
  })

  it("is the last section whose top is within 150 px of the viewport top", () => {
    expect(activeSectionId(page(-900, 150, 1000, 1900, 2800))).toBe("about")
    expect(activeSectionId(page(-900, 151, 1000, 1900, 2800))).toBe("home")
    expect(activeSectionId(page(-2000, -1100, -200, 100, 1000))).toBe("skills")
  })

  it("checks from the bottom up: a short last section wins once its top is near", () => {
    expect(activeSectionId(page(-4000, -3000, -2000, -300, 120))).toBe("contact")
  })

  it("falls back to home (or the given fallback) when no section is near the top", () => {
    expect(activeSectionId(page(200, 900, 1800, 2700, 3600))).toBe("home")
    expect(activeSectionId([{ id: "about", top: 400 }], "home")).toBe("home")
    expect(activeSectionId([])).toBe("home")
  })
})

describe("scrollPercent", () => {
  it("is 0 at the top, 100 at the bottom and proportional between", () => {
    expect(scrollPercent(0, 3000, 1000)).toBe(0)
    expect(scrollPercent(500, 3000, 1000)).toBe(25)
    expect(scrollPercent(1000, 3000, 1000)).toBe(50)
    expect(scrollPercent(2000, 3000, 1000)).toBe(100)
  })

  it("stays within 0 to 100 when the browser overscrolls", () => {
    expect(scrollPercent(-40, 3000, 1000)).toBe(0)
    expect(scrollPercent(2100, 3000, 1000)).toBe(100)
  })

  it("is 0 when the page does not scroll", () => {
    expect(scrollPercent(0, 800, 800)).toBe(0)
    expect(scrollPercent(0, 600, 800)).toBe(0)
  })
})
