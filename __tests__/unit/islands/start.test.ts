/** How the built pages start their islands: each element its island, a group's all at once, each in isolation. */
import { startIslands } from "../../../src/islands/start"
import { defineIsland, defineIslandGroup, islandContract, type Island } from "../../../src/islands/contract"

function page(html: string): HTMLElement {
  const root = document.createElement("div")
  root.innerHTML = html
  return root
}

afterEach(() => jest.restoreAllMocks())

const registry = (...islands: Island[]) => new Map(islands.map((island) => [island.name, island]))

/** An island named `name` that notes the id of each root it starts. */
const recording = (name: string, started: string[]): Island =>
  defineIsland(islandContract({ name, targets: {} }), ({ root }) => void started.push(`${name}:${root.id}`))

describe("startIslands", () => {
  it("starts every marked element's island once, in page order", () => {
    const started: string[] = []
    const root = page('<p data-island="a" id="one"></p><div><p data-island="b" id="two"></p></div><p data-island="a" id="three"></p>')
    startIslands(root, registry(recording("a", started), recording("b", started)))
    expect(started).toEqual(["a:one", "b:two", "a:three"])
  })

  it("starts a group's elements together, after the others, in the same task: no island waits for a frame", () => {
    const frame = jest.spyOn(window, "requestAnimationFrame")
    const groupCalls: string[][] = []
    const group = defineIslandGroup(islandContract({ name: "reveal", targets: {} }), (contexts) => void groupCalls.push(contexts.map(({ root }) => root.id)))
    const started: string[] = []
    startIslands(page('<p data-island="reveal" id="one"></p><p data-island="a" id="two"></p><p data-island="reveal" id="three"></p>'), registry(recording("a", started), group))
    expect(started).toEqual(["a:two"])
    expect(groupCalls).toEqual([["one", "three"]])
    expect(frame).not.toHaveBeenCalled()
  })

  it("reports a name without an island and still starts the others", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {})
    const started: string[] = []
    startIslands(page('<p data-island="missing"></p><p data-island="a" id="ok"></p>'), registry(recording("a", started)))
    expect(error).toHaveBeenCalledWith('No island is named "missing".')
    expect(started).toEqual(["a:ok"])
  })

  it("reports an island that throws and still starts the ones after it", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {})
    const started: string[] = []
    const broken = defineIsland(islandContract({ name: "broken", targets: {} }), () => {
      throw new Error("boom")
    })
    startIslands(page('<p data-island="broken"></p><p data-island="a" id="after"></p>'), registry(broken, recording("a", started)))
    expect(error).toHaveBeenCalledWith('The "broken" island failed to start.', expect.objectContaining({ message: "boom" }))
    expect(started).toEqual(["a:after"])
  })

  it("returns what stops every island it started", () => {
    const stopped: string[] = []
    const island = defineIsland(islandContract({ name: "a", targets: {} }), ({ root }) => () => void stopped.push(root.id))
    const stop = startIslands(page('<p data-island="a" id="one"></p><p data-island="a" id="two"></p>'), registry(island))
    stop()
    expect(stopped).toEqual(["one", "two"])
  })
})
