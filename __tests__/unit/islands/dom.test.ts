/** The islands script loads async: it starts the islands only once the document is parsed. */
import { whenParsed } from "../../../src/islands/dom"

function documentIn(readyState: DocumentReadyState): Document {
  const parsing = document.implementation.createHTMLDocument("")
  Object.defineProperty(parsing, "readyState", { value: readyState, configurable: true })
  return parsing
}

describe("whenParsed", () => {
  it("waits for DOMContentLoaded while the parser is at work, and runs once", () => {
    const loading = documentIn("loading")
    const run = jest.fn()
    whenParsed(loading, run)
    expect(run).not.toHaveBeenCalled()
    loading.dispatchEvent(new Event("DOMContentLoaded"))
    loading.dispatchEvent(new Event("DOMContentLoaded"))
    expect(run).toHaveBeenCalledTimes(1)
  })

  it.each(["interactive", "complete"] as const)("runs at once when the document is %s", (readyState) => {
    const run = jest.fn()
    whenParsed(documentIn(readyState), run)
    expect(run).toHaveBeenCalledTimes(1)
  })
})
