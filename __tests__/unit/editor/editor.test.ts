/**
 * The site's checks on the editor's page: before Sveltia CMS saves a list, the rules of the whole
 * list (src/content/list-rules.ts), as the build wrote them to /admin/save-rules.json, and a
 * save that breaks one refused in the check's words, the way Sveltia CMS shows a refusal.
 */
import { Map as ImmutableMap, fromJS } from "immutable"
import { saveRules } from "../../../src/build-time/editor/editor-files"
import { readFixtureData } from "../../../tools/fixture-sites"

type Handler = (event: { entry: ImmutableMap<string, unknown> }) => Promise<void>

let preSave: Handler
beforeAll(async () => {
  const listeners: { name: string; handler: Handler }[] = []
  Object.assign(globalThis, {
    CMS: { registerEventListener: (listener: { name: string; handler: Handler }) => listeners.push(listener) },
    fetch: async (url: string) => ({ json: async () => (url === "/admin/save-rules.json" ? saveRules() : {}) }),
  })
  await import("../../../src/editor/editor")
  expect(listeners.map((listener) => listener.name)).toEqual(["preSave"])
  preSave = listeners[0].handler
})

const entry = (path: string, data: Record<string, unknown>) => fromJS({ path, data }) as ImmutableMap<string, unknown>

describe("before the editor saves", () => {
  it("lets a list that keeps its rules be saved", async () => {
    await expect(preSave({ entry: entry("data/projects.json", { projects: readFixtureData("projects") }) })).resolves.toBeUndefined()
  })

  it("refuses a project whose title makes another's page address, with the check's words as the cause Sveltia CMS shows", async () => {
    const projects = readFixtureData<{ title: string }[]>("projects")
    projects.push({ ...projects[0], id: 99, title: `${projects[0].title}.` } as never)
    const refusal = await preSave({ entry: entry("data/projects.json", { projects }) }).catch((error: Error) => error)
    expect(refusal).toBeInstanceOf(Error)
    expect((refusal as Error).message).toBe("saving_failed")
    expect(((refusal as Error).cause as Error).message).toMatch(/^data\/projects\.json, entry \d+ \(id 99, title ".+\."\), field "title": gives the page address \/projects\/\S+, which entry 1 already has/)
  })

  it("says every problem, one per line", async () => {
    const projects = readFixtureData<{ id: number }[]>("projects")
    projects[1].id = projects[0].id
    projects[2].id = projects[0].id
    const refusal = (await preSave({ entry: entry("data/projects.json", { projects }) }).catch((error: Error) => error)) as Error
    expect((refusal.cause as Error).message.split("\n")).toHaveLength(2)
  })

  it("leaves a file without such rules to the editor's own", async () => {
    await expect(preSave({ entry: entry("data/site.json", { name: "" }) })).resolves.toBeUndefined()
  })
})
