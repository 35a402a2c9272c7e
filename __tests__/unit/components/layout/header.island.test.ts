/** Arriving at a section's address: the header island puts the visitor on it at once. */
import { landOnAddressedSection } from "../../../../src/components/layout/header.island"

const scrolled: { id: string; options: ScrollIntoViewOptions | boolean | undefined }[] = []

beforeEach(() => {
  scrolled.length = 0
  document.body.innerHTML = '<section id="projects"></section><section id="café"></section>'
  // jsdom lays nothing out and has no scrollIntoView: record where the page was sent.
  Element.prototype.scrollIntoView = function (this: Element, options?: ScrollIntoViewOptions | boolean) {
    scrolled.push({ id: this.id, options })
  }
})

afterEach(() => window.history.replaceState(null, "", "/"))

describe("landOnAddressedSection", () => {
  it("jumps to the section the address names, without the smooth glide", () => {
    window.history.replaceState(null, "", "/#projects")
    landOnAddressedSection()
    expect(scrolled).toEqual([{ id: "projects", options: { behavior: "instant", block: "start" } }])
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
  })
})
