/** Which project cards a visitor sees for each filter, and when the toggle appears. */
import projects from "../../fixtures/sites/sample/data/projects.json"
import { ALL_CATEGORIES, filtersWithProjects, galleryPageParts, galleryPageView, galleryState, hasGalleryPage, PROJECT_CARDS_MAX, homeGalleryProjects, selectProjects, splitTechnologies, TOGGLE_MIN_VISIBLE } from "../../../src/shared/projects"

const titles = (list: readonly { title: string }[]) => list.map((p) => p.title)
const p = (category: string, featured: boolean, title = `${category}-${featured}`) => ({ category, featured, title })

describe("selectProjects with the real data", () => {
  it("shows only the six featured projects by default, in data order, with the toggle", () => {
    const view = selectProjects(projects, ALL_CATEGORIES, false)
    expect(titles(view.visible)).toEqual([
      "Stackforge CLI",
      "ContentPilot AI",
      "Soko Online Store",
      "PesaTrack",
      "Trail Blazers Kenya",
      "ReviewLink",
    ])
    expect(view.hiddenCount).toBe(4)
    expect(view.showToggle).toBe(true)
  })

  it("shows all ten projects, in data order, once expanded, and keeps the toggle to collapse", () => {
    const view = selectProjects(projects, ALL_CATEGORIES, true)
    expect(view.visible.map((project) => project.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(view.hiddenCount).toBe(0)
    expect(view.showToggle).toBe(true)
  })

  it("filters by category, featured first", () => {
    expect(titles(selectProjects(projects, "web", false).visible)).toEqual([
      "Soko Online Store",
      "Trail Blazers Kenya",
      "ReviewLink",
    ])
    expect(selectProjects(projects, "web", false).hiddenCount).toBe(2)
    expect(selectProjects(projects, "web", true).visible).toHaveLength(5)
    expect(titles(selectProjects(projects, "mobile", true).visible)).toEqual(["PesaTrack", "FundiConnect"])
  })

  it("has no toggle where nothing is hidden and at most three show (AI, CLI)", () => {
    for (const category of ["ai", "cli"]) {
      const view = selectProjects(projects, category, false)
      expect(view.visible).toHaveLength(1)
      expect(view.showToggle).toBe(false)
    }
  })

  it("shows nothing but offers the toggle for a category with no featured project (Backend)", () => {
    const view = selectProjects(projects, "backend", false)
    expect(view.visible).toEqual([])
    expect(view.hiddenCount).toBe(1)
    expect(view.showToggle).toBe(true)
    expect(titles(selectProjects(projects, "backend", true).visible)).toEqual(["Bancassurance Integration"])
  })

  it("shows nothing and no toggle for a category without projects", () => {
    expect(selectProjects(projects, "data", false)).toEqual({ visible: [], hiddenCount: 0, showToggle: false })
    expect(selectProjects(projects, "data", true)).toEqual({ visible: [], hiddenCount: 0, showToggle: false })
  })

  it("does not change the list it was given", () => {
    const copy = JSON.parse(JSON.stringify(projects))
    selectProjects(projects, ALL_CATEGORIES, true)
    selectProjects(projects, "web", false)
    expect(projects).toEqual(copy)
  })
})

describe("toggle visibility: hidden projects exist, or more than three show", () => {
  it("counts the threshold as three", () => {
    expect(TOGGLE_MIN_VISIBLE).toBe(3)
  })

  it.each([
    ["three featured, none hidden", [p("web", true), p("web", true), p("web", true)], false],
    ["four featured, none hidden", [p("web", true), p("web", true), p("web", true), p("web", true)], true],
    ["one featured, one hidden", [p("web", true), p("web", false)], true],
    ["none at all", [], false],
  ])("%s", (_label, list, expected) => {
    expect(selectProjects(list, ALL_CATEGORIES, false).showToggle).toBe(expected)
  })

  it("keeps the toggle once expanded, so a visitor can collapse a category of three or fewer", () => {
    const list = [p("web", true), p("web", false)]
    expect(selectProjects(list, "web", false).showToggle).toBe(true)
    expect(selectProjects(list, "web", true).showToggle).toBe(true)
    // The real Mobile and Backend filters: two and one projects, some not featured.
    expect(selectProjects(projects, "mobile", true).showToggle).toBe(true)
    expect(selectProjects(projects, "backend", true).showToggle).toBe(true)
  })

  it("has no toggle for a category whose projects are all featured, even expanded", () => {
    expect(selectProjects(projects, "ai", true).showToggle).toBe(false)
    expect(selectProjects(projects, "cli", true).showToggle).toBe(false)
  })
})

describe("splitTechnologies", () => {
  it("shows at most three tags and counts the rest", () => {
    expect(splitTechnologies(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], moreCount: 2 })
    expect(splitTechnologies(["a", "b", "c"])).toEqual({ shown: ["a", "b", "c"], moreCount: 0 })
    expect(splitTechnologies(["a"])).toEqual({ shown: ["a"], moreCount: 0 })
    expect(splitTechnologies([])).toEqual({ shown: [], moreCount: 0 })
  })

  it("gives every real project at most three tags plus the right +N", () => {
    for (const project of projects) {
      const { shown, moreCount } = splitTechnologies(project.technologies)
      expect(shown).toEqual(project.technologies.slice(0, 3))
      expect(shown.length + moreCount).toBe(project.technologies.length)
    }
  })
})

describe("filtersWithProjects", () => {
  const filters = ["all", "web", "mobile", "data"].map((category) => ({ category, label: category.toUpperCase() }))

  it("keeps All and each category with a project, featured or not, in the data's order", () => {
    expect(filtersWithProjects(filters, [p("data", false), p("web", true)]).map((f) => f.category)).toEqual(["all", "web", "data"])
  })

  it("keeps every filter of the sample, whose every category has projects", () => {
    expect(filtersWithProjects(filters.slice(0, 3), projects)).toHaveLength(3)
  })
})

describe("the home page's gallery and the gallery page", () => {
  const site = (count: number, featured: (index: number) => boolean) => Array.from({ length: count }, (_, index) => p("web", featured(index), `project ${index + 1}`))

  it("carries every project up to PROJECT_CARDS_MAX, as the spec's gallery, with no gallery page", () => {
    const projectsOfSite = site(PROJECT_CARDS_MAX, (index) => index < 2)
    expect(hasGalleryPage(projectsOfSite)).toBe(false)
    expect(homeGalleryProjects(projectsOfSite)).toEqual(projectsOfSite)
    expect(hasGalleryPage(projects)).toBe(false)
  })

  it("carries only the featured projects beyond it, and the site gets the gallery page", () => {
    const projectsOfSite = site(PROJECT_CARDS_MAX + 1, (index) => index % 5 === 0)
    expect(hasGalleryPage(projectsOfSite)).toBe(true)
    expect(titles(homeGalleryProjects(projectsOfSite))).toEqual(["project 1", "project 6", "project 11"])
  })

  it("carries at most PROJECT_CARDS_MAX of them, however many are featured, and the first ones when none is", () => {
    expect(homeGalleryProjects(site(100, () => true))).toHaveLength(PROJECT_CARDS_MAX)
    expect(titles(homeGalleryProjects(site(100, () => false)))).toEqual(titles(site(PROJECT_CARDS_MAX, () => false)))
  })

  it("lays the gallery page out as PROJECT_CARDS_MAX cards in data order, then every other project as a row", () => {
    const projectsOfSite = site(30, (index) => index % 7 === 0)
    const { cards, rows } = galleryPageParts(projectsOfSite)
    expect(titles(cards)).toEqual(titles(projectsOfSite.slice(0, PROJECT_CARDS_MAX)))
    expect(titles(rows)).toEqual(titles(projectsOfSite.slice(PROJECT_CARDS_MAX)))
    expect(galleryPageParts(site(PROJECT_CARDS_MAX, () => false)).rows).toEqual([])
  })

  it("shows the gallery page's cards in All, its rows with the toggle, and every project of any other category with no toggle", () => {
    const projectsOfSite = [...site(PROJECT_CARDS_MAX, () => false), p("game", false, "late game"), p("web", false, "late web")]
    const { cards, rows } = galleryPageParts(projectsOfSite)
    const onPage = (category: string, expanded: boolean) => {
      const { showAll, hasToggle } = galleryPageView(category, expanded)
      return galleryState(projectsOfSite, category, showAll, hasToggle, (project) => cards.includes(project))
    }
    const all = onPage(ALL_CATEGORIES, false)
    expect(titles(all.visible)).toEqual(titles(cards))
    expect([all.toggleHidden, all.noneInCategory(rows), all.listHidden(cards)]).toEqual([false, false, false])
    expect(titles(onPage(ALL_CATEGORIES, true).visible)).toEqual(titles(projectsOfSite))
    const game = onPage("game", false)
    expect(titles(game.visible)).toEqual(["late game"])
    expect([game.toggleHidden, game.listHidden(cards), game.noneInCategory(rows), game.emptyHidden]).toEqual([true, true, false, true])
    const web = onPage("web", false)
    expect(web.shownCount).toBe(PROJECT_CARDS_MAX + 1)
    expect(web.toggleHidden).toBe(true)
    const none = onPage("mobile", false)
    expect([none.listHidden(cards), none.noneInCategory(rows), none.emptyHidden]).toEqual([true, true, false])
  })
})
