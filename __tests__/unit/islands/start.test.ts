/** How the built pages start their islands: each element its island, groups at the next frame. */
import { startIslands } from "../../../src/islands/start"

function page(html: string): HTMLElement {
  const root = document.createElement("div")
  root.innerHTML = html
  return root
}

afterEach(() => jest.restoreAllMocks())

/** An island that notes what it started; it has nothing to clean up. */
const record = <T,>(list: T[], entry: T) => {
  list.push(entry)
  return () => {}
}

describe("startIslands", () => {
  it("starts every marked element's island once, in page order", () => {
    const started: string[] = []
    const root = page('<p data-island="a" id="one"></p><div><p data-island="b" id="two"></p></div><p data-island="a" id="three"></p>')
    startIslands(root, { a: (el) => record(started, `a:${el.id}`), b: (el) => record(started, `b:${el.id}`) }, {})
    expect(started).toEqual(["a:one", "b:two", "a:three"])
  })

  it("starts a group's elements together at the next animation frame, when the page is laid out anyway", () => {
    const frames: FrameRequestCallback[] = []
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback))
    const groupCalls: string[][] = []
    const root = page('<p data-island="reveal" id="one"></p><p data-island="a" id="two"></p><p data-island="reveal" id="three"></p>')
    const started: string[] = []
    startIslands(root, { a: (el) => record(started, el.id) }, { reveal: (els) => record(groupCalls, els.map((el) => el.id)) })
    expect(started).toEqual(["two"])
    expect(groupCalls).toEqual([])
    frames.forEach((frame) => frame(0))
    expect(groupCalls).toEqual([["one", "three"]])
  })

  it("reports a name without an island and still starts the others", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {})
    const started: string[] = []
    startIslands(page('<p data-island="missing"></p><p data-island="a" id="ok"></p>'), { a: (el) => record(started, el.id) }, {})
    expect(error).toHaveBeenCalledWith('No island is named "missing".')
    expect(started).toEqual(["ok"])
  })
})
