/**
 * @jest-environment node
 *
 * Design tokens with one value for the whole page written in place in the first screen's CSS
 * (src/build-time/css/constant-tokens.ts), and every other custom property left as it is.
 */
import { withConstantTokens } from "../../../../src/build-time/css/constant-tokens"

describe("a custom property's value written in place", () => {
  test("when declared once on the root, also through another such token and in a cascade layer", () => {
    const css = "@layer tokens{:where(html){--space:1rem;--radius-sm:.25rem;--radius:var(--radius-sm)}}.a{padding:var(--space);border-radius:var(--radius)}"
    expect(withConstantTokens(css, "")).toBe("@layer tokens{:where(html){--space:1rem;--radius-sm:.25rem;--radius:.25rem}}.a{padding:1rem;border-radius:.25rem}")
  })

  test.each([
    ["a theme's colour, declared once per theme", ":root{--bg:#000}[data-theme=light]{--bg:#fff}.a{background:var(--bg)}", ""],
    ["one an element sets, by a rule or by its style attribute", ":root{--palette:teal;--delay:0s}.b{--palette:red}.a{color:var(--palette);animation-delay:var(--delay)}", '<li style="--delay:0.05s">x</li>'],
    ["one declared in a media query or for another selector than the root", "@media (min-width:40rem){:root{--gap:2rem}}.card{--pad:1rem}.a{gap:var(--gap);padding:var(--pad)}", ""],
    [
      "one whose value reads a property an element may set otherwise: the root's value is not the element's",
      ":root{--ring:var(--palette-focus);--palette-focus:teal}.b{--palette-focus:red}.a{outline-color:var(--ring)}",
      "",
    ],
  ])("not %s", (_, css, markup) => {
    expect(withConstantTokens(css, markup)).toBe(css)
  })

  test("into a fallback, where the first property is not one", () => {
    const css = ":root{--fallback:Arial;--body:Inter}[data-theme=light]{--body:Roboto}.a{font-family:var(--body,var(--fallback))}"
    expect(withConstantTokens(css, "")).toBe(":root{--fallback:Arial;--body:Inter}[data-theme=light]{--body:Roboto}.a{font-family:var(--body,Arial)}")
  })

  test("a var() whose property is declared nowhere, in the CSS or the markup, is its fallback", () => {
    expect(withConstantTokens(".a{outline-width:var(--ring-width,2px)}", "")).toBe(".a{outline-width:2px}")
    expect(withConstantTokens(".a{outline-width:var(--ring-width,2px)}", '<a style="--ring-width:3px">x</a>')).toBe(".a{outline-width:var(--ring-width,2px)}")
  })
})
