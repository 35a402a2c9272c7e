/**
 * The popup's last page of the site's own GitHub sign-in (src/editor/sign-in.ts): it hands the
 * result to the editor that opened it, as Sveltia CMS waits for it, and to no other page.
 */
const RESULT = 'authorization:github:success:{"token":"gho_x","provider":"github"}'

const posted: [unknown, string][] = []
const editor = { postMessage: (message: unknown, origin: string) => posted.push([message, origin]) }

beforeAll(async () => {
  const script = document.createElement("script")
  script.dataset.result = RESULT
  Object.defineProperty(document, "currentScript", { configurable: true, get: () => script })
  Object.defineProperty(window, "opener", { configurable: true, value: editor })
  await import("../../../src/editor/sign-in")
})

const answer = (origin: string, source: unknown) => window.dispatchEvent(new MessageEvent("message", { data: "authorizing:github", origin, source: source as Window }))

describe("handing the sign-in to the editor", () => {
  it("says it is ready, to the site's own origin only", () => {
    expect(posted).toEqual([["authorizing:github", window.location.origin]])
  })

  it("gives nothing to another origin's answer, nor to another window's", () => {
    answer("https://evil.example", editor)
    answer(window.location.origin, { postMessage: () => undefined })
    expect(posted).toHaveLength(1)
  })

  it("gives the result once the editor answers, to the site's own origin, once", () => {
    answer(window.location.origin, editor)
    answer(window.location.origin, editor)
    expect(posted).toEqual([
      ["authorizing:github", window.location.origin],
      [RESULT, window.location.origin],
    ])
  })
})
