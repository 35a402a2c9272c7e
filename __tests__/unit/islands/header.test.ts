/** Arriving at a section's address: the header island puts the visitor on it at once. */
import { landOnAddressedSection } from "../../../src/components/layout/header.island"
import { ALL_LISTS_DRAWN_ATTRIBUTE } from "../../../src/lib/scroll"

const scrolled: { id: string; options: ScrollIntoViewOptions | boolean | undefined; allListsDrawn: boolean }[] = []

beforeEach(() => {
  scrolled.length = 0
  document.body.innerHTML = '<section id="projects"></section><section id="café"></section>'
  // jsdom lays nothing out and has no scrollIntoView: record where the page was sent.
  Element.prototype.scrollIntoView = function (this: Element, options?: ScrollIntoViewOptions | boolean) {
    scrolled.push({ id: this.id, options, allListsDrawn: document.documentElement.hasAttribute(ALL_LISTS_DRAWN_ATTRIBUTE) })
  }
})

afterEach(() => {
  window.history.replaceState(null, "", "/")
  document.documentElement.removeAttribute(ALL_LISTS_DRAWN_ATTRIBUTE)
})

describe("landOnAddressedSection", () => {
  it("jumps to the section the address names, without the smooth glide, every card list drawn at its real height first", () => {
    window.history.replaceState(null, "", "/#projects")
    landOnAddressedSection()
    expect(scrolled).toEqual([{ id: "projects", options: { behavior: "instant", block: "start" }, allListsDrawn: true }])
  })

  it("reads an escaped id as the browser does", () => {
    window.history.replaceState(null, "", "/#caf%C3%A9")
    landOnAddressedSection()
    expect(scrolled.map((entry) => entry.id)).toEqual(["café"])
  })

  it("leaves the page where it is without an address, for an unknown id or a malformed escape", () => {
    for (const address of ["/", "/#", "/#nowhere", "/#%E0%A4%A"]) {
      window.history.replaceState(null, "", address)
      expect(() => landOnAddressedSection()).not.toThrow()
    }
    expect(scrolled).toEqual([])
    // Nothing to land on: the card lists are drawn as they come near.
    expect(document.documentElement.hasAttribute(ALL_LISTS_DRAWN_ATTRIBUTE)).toBe(false)
  })
})
