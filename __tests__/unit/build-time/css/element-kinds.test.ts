/**
 * @jest-environment node
 *
 * Which kinds of the built pages' elements a selector may match (src/build-time/css/element-kinds.ts):
 * never fewer than a visitor's hover, a script or a moved ancestor could make it match.
 */
import { elementsMatching, meet } from "../../../../src/build-time/css/element-kinds"

const pages = [
  '<nav id="menu" class="css-nav"><a class="css-link" href="/">Home</a><button class="css-toggle">Menu</button></nav>',
  '<main><a class="css-link active" href="/sw">Nyumbani</a><svg class="css-icon"></svg></main>',
]
const elementsOf = elementsMatching(pages)

test("a class's kinds are every element with that class, whatever else it has", () => {
  expect(elementsOf(".css-link")).toEqual(new Set(["a# css-link", "a# css-link active"]))
})

test("states, attributes and pseudo-elements are read as possibly there", () => {
  expect(elementsOf(".css-toggle:hover[aria-expanded=true]::after")).toEqual(elementsOf(".css-toggle"))
  expect(elementsOf('a[href="/sw"]')).toEqual(elementsOf("a"))
})

test("a selector with a combinator matches wherever its last part does, as scripts may move markup", () => {
  expect(elementsOf("#menu .css-icon")).toEqual(new Set(["svg# css-icon"]))
  expect(elementsOf(".css-nav > :where(svg)")).toEqual(elementsOf("svg"))
})

test("ids and the options of :is() narrow the kinds; an option that matches anything does not", () => {
  expect(elementsOf("#menu")).toEqual(new Set(["nav#menu css-nav"]))
  expect(elementsOf(":is(.css-toggle, .css-icon)")).toEqual(new Set(["button# css-toggle", "svg# css-icon"]))
  expect(elementsOf(":is(.css-toggle, :hover)")?.size).toBe(elementsOf("*")?.size)
})

test("two selectors meet where they share a kind, or where either cannot be read", () => {
  expect(meet(elementsOf(".css-link"), elementsOf(".active"))).toBe(true)
  expect(meet(elementsOf(".css-link"), elementsOf(".css-toggle"))).toBe(false)
  expect(elementsOf(":unknown-pseudo(")).toBeUndefined()
  expect(meet(elementsOf(":unknown-pseudo("), elementsOf(".css-toggle"))).toBe(true)
})
