/** The island contract: the attributes it writes are the ones it finds, and what is missing is said. */
import { defineIsland, defineIslandGroup, islandContract, oneOf, SCRIPT_ONLY_ATTRIBUTE } from "../../../src/islands/contract"
import { islandMarkup, scriptOnly } from "../../../src/islands/markup"

const menu = islandContract({
  name: "menu",
  targets: { toggle: "one", panel: "one", entry: "many" },
  values: { labelOpen: "", isWide: false, columns: 1, side: oneOf(["left", "right", "top"], "right") },
})
const menuMarkup = islandMarkup(menu)

/** Props as React would write them on an element, for markup without React. */
const attributes = (props: Record<string, unknown>) =>
  Object.entries(props)
    .filter(([name]) => name !== "disabled")
    .map(([name, value]) => `${name}="${String(value)}"`)
    .join(" ") + ("disabled" in props ? " disabled" : "")

function mount(html: string): HTMLElement {
  document.body.innerHTML = html
  return document.body.firstElementChild as HTMLElement
}

afterEach(() => jest.restoreAllMocks())

describe("islandContract and islandMarkup", () => {
  it("writes one namespaced attribute per target and per value, in kebab case", () => {
    expect(menuMarkup.root).toEqual({ "data-island": "menu" })
    expect(menuMarkup.target("toggle")).toEqual({ "data-menu-target": "toggle" })
    expect(menuMarkup.target("entry", "panel")).toEqual({ "data-menu-target": "entry panel" })
    expect(menuMarkup.values({ labelOpen: "Open", isWide: true, unused: undefined } as never)).toEqual({
      "data-menu-label-open": "Open",
      "data-menu-is-wide": "true",
    })
    expect(menu.valueAttribute("labelOpen")).toBe("data-menu-label-open")
    expect(menuMarkup.scriptOnlyControl).toEqual({ disabled: true, [SCRIPT_ONLY_ATTRIBUTE]: "menu" })
    expect(scriptOnly).toEqual({ [SCRIPT_ONLY_ATTRIBUTE]: "" })
  })
})

describe("an island's values", () => {
  const read = (attributes: string) => {
    const seen: Record<string, unknown> = {}
    defineIsland(menu, ({ root, read }) => {
      for (const name of ["labelOpen", "isWide", "columns", "side"] as const) seen[name] = read(root, name)
    }).start([mount(`<div data-island="menu" ${attributes}><button data-menu-target="toggle"></button><ul data-menu-target="panel"></ul></div>`)])
    return seen
  }

  it("are read as their contract types them: text, flag, number, one of a set", () => {
    expect(read('data-menu-label-open="Open" data-menu-is-wide="true" data-menu-columns="3" data-menu-side="top"')).toEqual({
      labelOpen: "Open",
      isWide: true,
      columns: 3,
      side: "top",
    })
    expect(read('data-menu-is-wide="false"').isWide).toBe(false)
  })

  it("read as their defaults where the attribute is absent, and a word outside the set as the set's default", () => {
    expect(read("")).toEqual({ labelOpen: "", isWide: false, columns: 1, side: "right" })
    expect(read('data-menu-side="bottom"').side).toBe("right")
  })

  it("are written by the markup as the attributes they are read from", () => {
    const root = mount(`<div ${attributes(menuMarkup.values({ isWide: true, columns: 2, side: "left" }))}></div>`)
    expect(root.outerHTML).toBe('<div data-menu-is-wide="true" data-menu-columns="2" data-menu-side="left"></div>')
  })
})

describe("defineIsland", () => {
  const markup = (toggleProps: Record<string, unknown> = menuMarkup.target("toggle")) => `
    <div ${attributes(menuMarkup.root)} ${attributes(menuMarkup.values({ labelOpen: "Open menu" }))}>
      <button ${attributes({ ...toggleProps, ...menuMarkup.scriptOnlyControl })}>Menu</button>
      <input ${attributes(menuMarkup.scriptOnlyControl)} aria-label="Search the menu">
      <ul ${attributes(menuMarkup.target("panel"))}>
        <li ${attributes(menuMarkup.target("entry"))}>One</li>
        <li ${attributes(menuMarkup.target("entry"))}>Two</li>
      </ul>
      <div ${attributes({ "data-island": "other" })}><button ${attributes({ ...menuMarkup.scriptOnlyControl, [SCRIPT_ONLY_ATTRIBUTE]: "other" })}>A nested island's</button></div>
    </div>`

  it("finds its targets and values, and enables only its own script-only controls", () => {
    const root = mount(markup())
    const seen: Record<string, unknown> = {}
    const island = defineIsland(menu, (context) => {
      seen.toggle = context.one("toggle").textContent
      seen.entries = context.all("entry").map((entry) => entry.textContent)
      seen.label = context.read(context.root, "labelOpen")
      context.write(context.root, "isWide", true)
      context.enableControls()
    })
    island.start([root])
    expect(seen).toEqual({ toggle: "Menu", entries: ["One", "Two"], label: "Open menu" })
    expect(root.getAttribute("data-menu-is-wide")).toBe("true")
    const [own, others] = Array.from(root.querySelectorAll("button"))
    expect(own.disabled).toBe(false)
    expect(root.querySelector("input")!.disabled).toBe(false)
    expect(others.disabled).toBe(true)
  })

  it("does not start without an element it needs, and says which in the console", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {})
    const behaviour = jest.fn()
    defineIsland(menu, behaviour).start([mount(markup({}))])
    expect(behaviour).not.toHaveBeenCalled()
    expect(error).toHaveBeenCalledWith('The "menu" island needs [data-menu-target~="toggle"] and did not start.')
  })

  it("holds a group island to the same contract: a root without a needed element is left out, and said", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {})
    const started: string[][] = []
    const group = defineIslandGroup(menu, (contexts) => void started.push(contexts.map(({ root }) => root.id)))
    document.body.innerHTML = `${markup().replace("<div ", '<div id="whole" ')}${markup({}).replace("<div ", '<div id="broken" ')}`
    group.start(Array.from(document.querySelectorAll<HTMLElement>("[data-island=menu]")))
    expect(started).toEqual([["whole"]])
    expect(error).toHaveBeenCalledWith('The "menu" island needs [data-menu-target~="toggle"] and did not start.')
  })
})

