/** @jest-environment node */
/**
 * The rules a list holds as a whole, said the same by the check and by the editor before a save.
 */
import { listProblems, listRulesOf } from "../../../src/content/list-rules"
import { readSchema } from "../../../src/build-time/content/validate-data"
import { readFixtureData } from "../../../tools/fixture-sites"

const projects = () => readFixtureData<{ id: number; title: string; slug?: string }[]>("projects")
const projectRules = listRulesOf(readSchema("projects"))

describe("a list's rules, from its schema", () => {
  it("are the projects' id and title once, and each project's own page address", () => {
    expect(projectRules).toEqual({ uniqueBy: [["id"], ["title"]], uniqueSlug: true })
  })

  it("take a set of fields together (an experience entry: title, company and start)", () => {
    expect(listRulesOf(readSchema("experience")).uniqueBy).toEqual([["title", "company", "start"]])
  })
})

describe("the problems of a list", () => {
  it("are none for the sample's", () => {
    expect(listProblems("data/projects.json", projects(), projectRules)).toEqual([])
  })

  it("name an id given twice, at the entry that repeats it", () => {
    const data = projects()
    data[2].id = data[0].id
    expect(listProblems("data/projects.json", data, projectRules)).toEqual([
      `data/projects.json, entry 3 (id ${data[0].id}, title "${data[2].title}"), field "id": duplicates entry 1: id must be unique, got ${data[0].id} twice`,
    ])
  })

  it("name two projects whose titles make the same page address", () => {
    const data = projects()
    data[1].title = `${data[0].title}!`
    expect(listProblems("data/projects.json", data, projectRules)).toEqual([
      `data/projects.json, entry 2 (id ${data[1].id}, title "${data[1].title}"), field "title": gives the page address /projects/stackforge-cli, which entry 1 already has. Give one of them a "slug" of its own, such as "stackforge-cli-2"`,
    ])
  })
})
