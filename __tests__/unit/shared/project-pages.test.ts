import { GALLERY_PATH, galleryPath, neighbours, projectPath, projectShareImagePath, projectSlug, slugify, slugProblems, SLUG_PATTERN } from "../../../src/shared/project-pages"
import projects from "../../fixtures/sites/sample/data/projects.json"

describe("slugify: a title in lower-case words joined by hyphens", () => {
  it.each([
    ["Soko Online Store", "soko-online-store"],
    ["ContentPilot AI", "contentpilot-ai"],
    ["Shule School Management System", "shule-school-management-system"],
    ["Africa's Talking SMS", "africas-talking-sms"],
    ["Café Crème: Orders & Payments!", "cafe-creme-orders-payments"],
    ["  M-Pesa  2.0  ", "m-pesa-2-0"],
    ["Ōtieno’s app", "otienos-app"],
    ["智能写作", ""],
  ])("%p → %p", (title, slug) => {
    expect(slugify(title)).toBe(slug)
    if (slug) expect(slug).toMatch(SLUG_PATTERN)
  })
})

describe("a project's address", () => {
  it("is its slug when it has one, else its title's", () => {
    expect(projectSlug({ title: "Soko Online Store" })).toBe("soko-online-store")
    expect(projectSlug({ title: "Soko Online Store", slug: "soko" })).toBe("soko")
    expect(projectPath("soko")).toBe("/projects/soko")
    expect(projectShareImagePath("soko")).toBe("/og/projects/soko.png")
    expect(GALLERY_PATH).toBe("/#projects")
  })

  it("leads back to the home page's gallery, or to the gallery page of a site with one", () => {
    expect(galleryPath(false)).toBe(GALLERY_PATH)
    expect(galleryPath(true)).toBe("/projects")
  })

  it("is different for every project of the sample data", () => {
    const paths = projects.map((project) => projectPath(projectSlug(project)))
    expect(new Set(paths).size).toBe(projects.length)
    expect(paths).toContain("/projects/soko-online-store")
    expect(slugProblems(projects)).toEqual([])
  })
})

describe("slugProblems", () => {
  it("names the later of two entries with one address, and the field to change", () => {
    expect(slugProblems([{ title: "Soko Store" }, { title: "PesaTrack" }, { title: "soko  store!" }, { title: "X", slug: "pesatrack" }])).toEqual([
      { index: 2, field: "title", message: expect.stringContaining("gives the page address /projects/soko-store, which entry 1 already has") },
      { index: 3, field: "slug", message: expect.stringContaining("gives the page address /projects/pesatrack, which entry 2 already has") },
    ])
  })

  it("names a title with nothing to make an address from, and skips entries without a title", () => {
    expect(slugProblems([undefined, { title: "★★★" }])).toEqual([
      { index: 1, field: "title", message: expect.stringContaining('has no letter a-z or digit to make the project page\'s address from. Add a "slug"') },
    ])
  })
})

describe("neighbours", () => {
  it("are the projects before and after, none beyond the ends", () => {
    const list = ["a", "b", "c"]
    expect(neighbours(list, 0)).toEqual({ previous: undefined, next: "b" })
    expect(neighbours(list, 1)).toEqual({ previous: "a", next: "c" })
    expect(neighbours(list, 2)).toEqual({ previous: "b", next: undefined })
    expect(neighbours(["a"], 0)).toEqual({ previous: undefined, next: undefined })
  })
})
