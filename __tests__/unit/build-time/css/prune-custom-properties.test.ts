import { pruneCustomProperties, readCustomProperties } from "../../../../src/build-time/css/prune-custom-properties"

describe("pruning unread custom properties", () => {
  const tokens = ":where(html){--colors-bg:#000;--colors-fg:#fff;--spacing-2\\.5:0.625rem;--unused:1px;--chain:var(--colors-bg)}"

  it("keeps what the CSS or the HTML reads, following definitions that read others", () => {
    const rules = ".a{color:var(--colors-fg);padding:var(--spacing-2\\.5)}"
    const html = '<div style="background:var(--chain)"></div>'
    expect([...readCustomProperties([tokens, rules], html)].sort()).toEqual(["--chain", "--colors-bg", "--colors-fg", "--spacing-2\\.5"])
  })

  it("removes the definitions of what nothing reads, and nothing else", () => {
    const rules = ".a{color:var(--colors-fg);--bg-currentcolor:red;margin:0}"
    const [prunedTokens, prunedRules] = pruneCustomProperties([tokens, rules], "<p></p>")
    expect(prunedTokens).toBe(":where(html){--colors-fg:#fff;}")
    expect(prunedRules).toBe(".a{color:var(--colors-fg);margin:0}")
  })

  it("does not keep a property read only by an unread one", () => {
    const css = ":root{--a:var(--b);--b:1px}.x{color:red}"
    expect(pruneCustomProperties([css], "")).toEqual([":root{}.x{color:red}"])
  })

  it("keeps a declaration that ends a rule without a semicolon", () => {
    expect(pruneCustomProperties([".x{--a:1px}.y{width:var(--a)}"], "")).toEqual([".x{--a:1px}.y{width:var(--a)}"])
  })
})
