/** The head script's landing mark, run as a page runs it: before anything else, in ES5. */
import { LANDING_ATTRIBUTE, landingScript } from "../../../src/shared/landing"

/** Runs the script at an address with this fragment; returns <html>'s mark, and what the load event leaves. */
function runAt(hash: string) {
  const root = document.documentElement
  root.removeAttribute(LANDING_ATTRIBUTE)
  const loadListeners: (() => void)[] = []
  const addEventListener = (type: string, listener: () => void) => type === "load" && loadListeners.push(listener)
  new Function("location", "document", "addEventListener", landingScript())({ hash }, document, addEventListener)
  const marked = root.hasAttribute(LANDING_ATTRIBUTE)
  loadListeners.forEach((listener) => listener())
  return { marked, markedAfterLoad: root.hasAttribute(LANDING_ATTRIBUTE) }
}

describe("landingScript", () => {
  it("marks a page opened at an address with a fragment, and the load event takes the mark away if nothing did before", () => {
    expect(runAt("#projects")).toEqual({ marked: true, markedAfterLoad: false })
  })

  it("marks nothing without a fragment (location.hash is empty for a bare #)", () => {
    expect(runAt("")).toEqual({ marked: false, markedAfterLoad: false })
  })
})
