/** @jest-environment node */
/** Content that builds but looks broken: each warning names file and entry and says what the visitor sees. */
import { appWarnings, contentWarnings, projectWarnings, skillWarnings } from "../../../../src/build-time/checks/content-warnings"

import { readFixtureData as read } from "../../../../tools/fixture-sites"
import { PROJECT_CARDS_MAX } from "../../../../src/shared/projects"

// The sample's sections are whole; its placeholders are placeholder-warnings.test.ts's to list.
it("has nothing to say about the sample's sections, filters, tabs and apps", () => {
  expect(contentWarnings({ site: read("site"), projects: read("projects"), skills: read("skills"), apps: read("apps") })).toEqual([])
})

describe("projects", () => {
  it("warns when no project is featured: the section would open empty", () => {
    const projects = read("projects").map((project: object) => ({ ...project, featured: false }))
    expect(projectWarnings(read("site"), projects)).toEqual([
      'data/projects.json: no project has "featured": true, so the projects section opens on "No projects found" until the visitor clicks "View All Projects". Set "featured": true on the projects to show first.',
    ])
  })

  describe("with more projects than the home page carries", () => {
    const many = (featured: (index: number) => boolean) =>
      Array.from({ length: PROJECT_CARDS_MAX + 8 }, (_, index) => ({ id: index + 1, title: `Project ${index + 1}`, category: "web", featured: featured(index) }))

    it("says the home page shows the first ones when none is featured", () => {
      expect(projectWarnings(read("site"), many(() => false))).toEqual([
        `data/projects.json: no project has "featured": true, so the home page shows your first ${PROJECT_CARDS_MAX} projects of ${PROJECT_CARDS_MAX + 8} (the others are on the gallery page, /projects). Set "featured": true on the projects to show first.`,
      ])
    })

    it("says the home page leaves out the featured ones beyond the number it carries", () => {
      expect(projectWarnings(read("site"), many(() => true))).toEqual([
        `data/projects.json: ${PROJECT_CARDS_MAX + 8} projects have "featured": true, and the home page shows the first ${PROJECT_CARDS_MAX} of them (every project is on the gallery page, /projects). Feature at most ${PROJECT_CARDS_MAX}: the ones to show first.`,
      ])
    })

    it("says nothing when a few are featured", () => {
      expect(projectWarnings(read("site"), many((index) => index < 4))).toEqual([])
    })
  })
})

describe("skills", () => {
  it("says nothing of a category tab no skill belongs to: the page leaves that tab out", () => {
    const skills = read("skills").filter((skill: { category: string }) => skill.category !== "apis")
    expect(skillWarnings(read("site"), skills)).toEqual([])
  })

  it("warns when no skill is featured: the tab the page opens on would be empty", () => {
    const skills = read("skills").map((skill: object) => ({ ...skill, featured: false }))
    expect(skillWarnings(read("site"), skills)).toEqual([
      'data/site.json, field "skills.tabs" entry 1 (label "Featured"): no skill in data/skills.json has "featured": true, so this tab shows "No skills found" when the page opens. Set "featured": true on the skills to show first.',
    ])
  })
})

it("says nothing about the projects or skills of a site that leaves their section out", () => {
  const site = { ...read("site"), sections: ["hero", "about", "contact"] }
  const projects = read("projects").map((project: object) => ({ ...project, featured: false }))
  const skills = read("skills").map((skill: object) => ({ ...skill, featured: false }))
  expect(contentWarnings({ site, projects, skills, apps: read("apps") })).toEqual([])
  expect(contentWarnings({ site: read("site"), projects, skills, apps: read("apps") })).toHaveLength(2)
})

it("warns about a section the site shows with nothing in it, and says how to leave it out", () => {
  const site = read("site")
  expect(contentWarnings({ site, projects: [], skills: [], apps: read("apps") })).toEqual([
    `data/projects.json has no entry (or is left out), so the projects section shows only "${site.projects.empty.title}". Add some, or leave "projects" out of data/site.json "sections".`,
    `data/skills.json has no entry (or is left out), so the skills section shows only "${site.skills.empty}". Add some, or leave "skills" out of data/site.json "sections".`,
  ])
  expect(contentWarnings({ site: { ...site, sections: ["hero", "about", "contact"] }, projects: [], skills: [], apps: read("apps") })).toEqual([])
})

describe("apps", () => {
  it("notes an empty list: the site builds without the downloads page", () => {
    expect(appWarnings([])).toEqual([
      "data/apps.json is empty: the site builds without the /downloads page and without the links to it.",
    ])
  })

  it.each(["", "   "])("warns about an app with the empty description %p", (description) => {
    const apps = read("apps")
    apps[1].description = description
    expect(appWarnings(apps)).toEqual([
      'data/apps.json, entry 2 (name "FundiConnect"), field "description": is empty, so the downloads page shows this app with its name and Download button only. Add a sentence saying what the app does.',
    ])
  })
})

it("skips a file it was not given (one that failed its schema check)", () => {
  expect(contentWarnings({ projects: read("projects").map((p: object) => ({ ...p, featured: false })) })).toEqual([])
})
