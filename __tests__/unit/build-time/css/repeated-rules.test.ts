/**
 * @jest-environment node
 *
 * The declarations that several emotion classes repeat, written once (src/build-time/css/repeated-rules.ts),
 * where that cannot change what any element of the pages shows.
 */
import { mergeRepeatedRules } from "../../../../src/build-time/css/repeated-rules"

const ring = "outline-width:2px;outline-style:solid;outline-offset:2px"
const buttons = '<button class="css-a">a</button><button class="css-b">b</button><button class="css-c">c</button>'

describe("declarations that classes share", () => {
  test("are written once, where the first of them was, for every class that has them; each class keeps the rest", () => {
    const css = `.css-a{color:red;${ring}}.css-b{color:blue;${ring}}.css-c{${ring};margin:0}`
    expect(mergeRepeatedRules(css, [buttons])).toBe(`.css-a,.css-b,.css-c{${ring}}.css-a{color:red}.css-b{color:blue}.css-c{margin:0}`)
  })

  test("shared by some of the classes only go into a rule of their own, after the one all share", () => {
    const fade = "transition:opacity .3s ease-out,transform .3s ease-out"
    const css = `.css-a{${ring};${fade}}.css-b{${ring};${fade}}.css-c{${ring}}`
    expect(mergeRepeatedRules(css, [buttons])).toBe(`.css-a,.css-b,.css-c{${ring}}.css-a,.css-b{${fade}}`)
  })

  test("keep the state or part after the class, and their at-rules", () => {
    const css = `@layer recipes{@media (hover:hover){.css-a:hover{${ring}}.css-b:hover{${ring}}}}`
    expect(mergeRepeatedRules(css, [buttons])).toBe(`@layer recipes{@media (hover:hover){.css-a:hover,.css-b:hover{${ring}}}}`)
  })

  test("are not merged across cascade layers or conditions", () => {
    const css = `@layer a{.css-a{${ring}}}@layer b{.css-b{${ring}}}@media print{.css-c{${ring}}}`
    expect(mergeRepeatedRules(css, [buttons])).toBe(css)
  })

  test("stay where writing them once would take more than it saves", () => {
    const css = ".css-a{margin:0;color:red}.css-b{margin:0;color:#00f}"
    expect(mergeRepeatedRules(css, [buttons])).toBe(css)
  })

  test("stay in a rule that also sets an overlapping property, whose order they keep", () => {
    const css = `.css-a{border:0;border-width:2px;${ring}}.css-b{border-width:2px;${ring}}`
    expect(mergeRepeatedRules(css, [buttons])).toBe(`.css-a,.css-b{${ring}}.css-a{border:0;border-width:2px}.css-b{border-width:2px}`)
  })

  test("stay behind a rule of their layer and specificity that styles one of their elements with an overlapping property", () => {
    const css = `.css-a{${ring}}.plain{outline-width:0}.css-b{${ring}}`
    expect(mergeRepeatedRules(css, ['<button class="css-a">a</button><button class="css-b plain">b</button>'])).toBe(css)
    // The same rule styling other elements only, or with another specificity, or in another layer, is passed.
    const elsewhere = '<button class="css-a">a</button><button class="css-b">b</button><p class="plain">p</p>'
    expect(mergeRepeatedRules(css, [elsewhere])).toBe(`.css-a,.css-b{${ring}}.plain{outline-width:0}`)
    const plainB = '<button class="css-a">a</button><button class="css-b plain">b</button>'
    expect(mergeRepeatedRules(css.replace(".plain", "button.plain"), [plainB])).toBe(`.css-a,.css-b{${ring}}button.plain{outline-width:0}`)
    expect(mergeRepeatedRules(`@layer a{.css-a{${ring}}}@layer b{.plain{outline-width:0}}@layer a{.css-b{${ring}}}`, [plainB])).toBe(
      `@layer a{.css-a,.css-b{${ring}}}@layer b{.plain{outline-width:0}}@layer a{}`
    )
  })

  test("count any state and attribute as possibly there: scripts and visitors change them", () => {
    const css = `.css-a{${ring}}[aria-expanded=true]{outline-width:0}.css-b{${ring}}`
    expect(mergeRepeatedRules(css, ['<button class="css-a">a</button><button class="css-b" aria-expanded="false">b</button>'])).toBe(css)
  })

  test("count a template's markup, which a script puts in the page, as there", () => {
    const css = `.css-a{${ring}}[data-plain]{outline-width:0}.css-b{${ring}}`
    expect(mergeRepeatedRules(css, ['<button class="css-a">a</button><template><button class="css-b" data-plain="">b</button></template>'])).toBe(css)
  })

  test("of rules past a combinator, which may style one element from two classes, stay", () => {
    const css = `.css-a svg{${ring}}.css-b svg{${ring}}`
    expect(mergeRepeatedRules(css, ['<p class="css-a"><span class="css-b"><svg></svg></span></p>'])).toBe(css)
  })
})

describe("rules with the same declarations", () => {
  test("are written as one, with their selectors listed, each keeping its specificity", () => {
    const css = "@layer tokens{:where(html){--bg:#000;--fg:#fff}@media (prefers-color-scheme:light){:where(html){--bg:#fff;--fg:#000}}[data-theme=dark]{--bg:#000;--fg:#fff}}"
    expect(mergeRepeatedRules(css, ["<p>x</p>"])).toBe(
      "@layer tokens{:where(html),[data-theme=dark]{--bg:#000;--fg:#fff}@media (prefers-color-scheme:light){:where(html){--bg:#fff;--fg:#000}}}"
    )
  })

  test("stay apart behind a rule that one of them must come after", () => {
    const css = "@layer tokens{[data-a]{--bg:#000}[data-theme=light]{--bg:#fff}[data-theme=dark]{--bg:#000}}"
    expect(mergeRepeatedRules(css, ["<p>x</p>"])).toBe(css)
  })

  test("stay apart where a browser that does not know one selector would drop the list", () => {
    const css = "input::-moz-placeholder{color:gray}.note{margin:0}input::placeholder{color:gray}"
    expect(mergeRepeatedRules(css, ["<input>"])).toBe(css)
  })
})
