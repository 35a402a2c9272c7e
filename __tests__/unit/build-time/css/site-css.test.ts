/**
 * @jest-environment node
 *
 * The site's one stylesheet (src/build-time/css/site-css.ts, page-css.ts, first-screen-css.ts):
 * each page's style blocks taken out of its HTML and kept, its first screen's CSS inline, the
 * blocks merged in an order every page agrees with, pruned, minified, and linked from every
 * page where its first screen ends, including the pages an earlier build wrote.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { readPageCss, SITE_CSS_PLACEHOLDER, takeSiteCss } from "../../../../src/build-time/css/page-css"
import { HEAD_SCRIPT_ELEMENT } from "../../../../src/headers/head-script"
import { STYLESHEET_WAIT_ELEMENT } from "../../../../src/headers/stylesheet-wait"
import { usedCss } from "../../../../src/build-time/css/used-css"
import { linkSiteStylesheet, mergeOrder, mergePageCss, otherLayoutOf, siteCss, siteStylesheetPath, writeSiteStylesheet } from "../../../../src/build-time/css/site-css"

const page = (head: string, body = "<main>x</main>") => `<!DOCTYPE html><html><head><title>t</title>${head}</head><body>${body}</body></html>`
const block = (key: string, css: string) => `<style data-site-css="${key}">${css}</style>`

describe("a page's blocks", () => {
  const body = '<header class="css-a">h</header><div data-first-screen-ends=""><p class="css-b">first</p></div><p class="css-c">rest</p>'

  test("are taken out in order; the first screen's CSS takes the first's place, other styles stay", () => {
    const html = page(
      `<meta charset="utf-8">${block("print", "@layer print{@media print{p{color:#000}}}")}${block("g", ":root{--gap:1px;--unused:2px}")}${block("css-a", ".css-a{margin:var(--gap)}")}<style>.cv{}</style>${block("css-b", ".css-b{color:red}")}${block("css-c", ".css-c{color:#00f}")}`,
      body
    )
    const { html: rewritten, blocks } = takeSiteCss(html)
    expect(blocks.map(([key]) => key)).toEqual(["print", "g", "css-a", "css-b", "css-c"])
    // Only the classes before the first screen's end; the print rules' layer keeps its place in
    // the order of layers; a custom property with one value is written in place, and goes.
    const css = "@layer print;.css-a{margin:1px}.css-b{color:red}"
    expect(rewritten).toBe(
      page(
        `<meta charset="utf-8"><style>${css}</style>${HEAD_SCRIPT_ELEMENT}<style>.cv{}</style>`,
        body.replace("</div>", `</div><link rel="stylesheet" href="${SITE_CSS_PLACEHOLDER}"/>${STYLESHEET_WAIT_ELEMENT}`)
      )
    )
  })

  test("of a class's rules, those no element of the first screen matches wait for the stylesheet; hover and what the head script writes (the chosen theme, the landing mark) stay", () => {
    const css =
      ".css-a{color:var(--a)}.css-a:is([aria-expanded=true],[data-expanded]){color:green}.css-a:is(:disabled,[data-disabled]){opacity:.5}" +
      "@media (hover:hover){.css-a:is(:hover,[data-hover]):not(:disabled){color:pink}}.css-a:is(:focus-visible,[data-focus-visible]){outline-width:2px}"
    const html = page(`${block("g", ":root{--a:red}[data-theme=light]{--a:blue}html[data-landing]{scroll-behavior:auto}")}${block("css-a", css)}`, '<button class="css-a" aria-expanded="false">menu</button>')
    const { html: rewritten } = takeSiteCss(html)
    expect(rewritten).toContain(
      "<style>:root{--a:red}[data-theme=light]{--a:blue}html[data-landing]{scroll-behavior:auto}.css-a{color:var(--a)}@media (hover:hover){.css-a:is(:hover,[data-hover]):not(:disabled){color:pink}}.css-a:is(:focus-visible,[data-focus-visible]){outline-width:2px}</style>"
    )
  })

  test("what the first screen hides until a script shows it, a closed panel or a template's markup, waits for the stylesheet", () => {
    const html = page(
      `${block("g", "nav{color:red}p{margin:0}")}${block("css-a", ".css-a{color:#00f}")}${block("css-b", ".css-b{color:green}")}${block("css-c", ".css-c{color:pink}")}`,
      '<header><template><nav class="css-a">menu</nav></template><div hidden class="css-b">panel</div><p class="css-c" data-first-screen-ends="">shown</p></header>'
    )
    expect(takeSiteCss(html).html).toContain(`<style>p{margin:0}.css-c{color:pink}</style>`)
  })

  test("a layer none of whose rules the first screen needs stays declared in its place: the order of the layers is where each is first declared", () => {
    const html = page(block("g", "@layer hidden{nav{color:red}}@layer reset{p{margin:0}}"), '<p data-first-screen-ends="">shown</p>')
    expect(takeSiteCss(html).html).toContain("<style>@layer hidden;@layer reset{p{margin:0}}</style>")
  })

  test("a page with no end of its first screen marked is all first screen: the stylesheet is linked at the body's end", () => {
    const { html: rewritten } = takeSiteCss(page(`${block("css-c", ".css-c{color:#00f}")}`, '<p class="css-c">all</p>'))
    expect(rewritten).toBe(
      page(`<style>.css-c{color:#00f}</style>${HEAD_SCRIPT_ELEMENT}`, `<p class="css-c">all</p><link rel="stylesheet" href="${SITE_CSS_PLACEHOLDER}"/>${STYLESHEET_WAIT_ELEMENT}`)
    )
  })

  test("a page already written by an earlier build has none and stays as it is", () => {
    const html = page("<style>p{}</style>", '<p>x</p><link rel="stylesheet" href="/static/css/site-0123456789abcdef0123.css"/>')
    expect(takeSiteCss(html)).toEqual({ html, blocks: [] })
  })
})

describe("merging the pages' blocks", () => {
  test("keeps each page's order: a new block goes before the next one its page has, or last", () => {
    expect(mergeOrder([["reset", "a", "c"], ["reset", "b", "c", "d"], ["a", "e"]])).toEqual({ keys: ["reset", "a", "b", "c", "d", "e"], disagreements: [] })
  })

  test("keeps the first page's order where two disagree, and says which blocks", () => {
    expect(mergeOrder([["a", "b"], ["b", "a"]])).toEqual({ keys: ["a", "b"], disagreements: ["a before b"] })
  })

  test("holds each block once, and refuses one key with two texts", () => {
    const one = { file: "/index.html", blocks: [["g", "g{}"], ["a", ".a{}"]] as [string, string][] }
    const two = { file: "/x/index.html", blocks: [["g", "g{}"], ["b", ".b{}"]] as [string, string][] }
    expect(mergePageCss([one, two]).blocks).toEqual([["g", "g{}"], ["a", ".a{}"], ["b", ".b{}"]])
    expect(() => mergePageCss([one, { ...two, blocks: [["a", ".a{color:red}"]] }])).toThrow(/"a" differs/)
  })
})

describe("the stylesheet", () => {
  test("leaves out custom properties no page reads, and is minified", () => {
    const css = usedCss(
      [
        ["tokens", ":root { --used: 1px; --unused: 2px; --in-html: red }"],
        ["a", ".a { margin: var(--used) }"],
      ],
      ['<p style="color:var(--in-html)">x</p>']
    )
    expect(css).toBe(":root{--used:1px;--in-html:red}.a{margin:var(--used)}")
  })

  test("writes a token with one value in place, but not one a script may set, and what classes share once", () => {
    const ring = "outline-offset:2px;outline-width:2px;outline-style:solid"
    const css = siteCss(
      [
        ["tokens", ":root { --space: 1rem; --spot-x: 50% }"],
        ["css-a", `.css-a { padding: var(--space); left: var(--spot-x); ${ring} }`],
        ["css-b", `.css-b { ${ring} }`],
      ],
      ['<p class="css-a">a</p><p class="css-b">b</p>'],
      ['element.style.setProperty("--spot-x", x)']
    )
    expect(css).toBe(`:root{--spot-x:50%}.css-a,.css-b{${ring}}.css-a{left:var(--spot-x);padding:1rem}`)
  })

  test("is named by its content's hash under /static/, cached as immutable", () => {
    expect(siteStylesheetPath("a{}")).toMatch(/^\/static\/css\/site-[0-9a-f]{20}\.css$/)
    expect(siteStylesheetPath("a{}")).not.toBe(siteStylesheetPath("b{}"))
  })

  test("replaces the placeholder or an earlier build's address, once per page", () => {
    const href = "/static/css/site-ffffffffffffffffffff.css"
    expect(linkSiteStylesheet(`<link rel="stylesheet" href="${SITE_CSS_PLACEHOLDER}"/>`, href, "/a.html")).toBe(`<link rel="stylesheet" href="${href}"/>`)
    expect(linkSiteStylesheet('<link rel="stylesheet" href="/static/css/site-0123456789abcdef0123.css"/>', href, "/a.html")).toBe(`<link rel="stylesheet" href="${href}"/>`)
    expect(() => linkSiteStylesheet("<p>no link</p>", href, "/a.html")).toThrow(/\/a\.html should link/)
  })
})

describe("the build's step on public/", () => {
  let dir: string
  const publicDir = () => path.join(dir, "public")
  const recordsDir = () => path.join(dir, "records")
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir(), file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir(), file), html)
  }
  const read = (file: string) => fs.readFileSync(path.join(publicDir(), file), "utf8")
  /** The pages' body, which carries every class of the blocks below. */
  const body = '<main class="css-home css-home2 css-list">x</main>'
  /** The body, the stylesheet at its end (nothing marks an end of the first screen). */
  const linking = (href: string) => `${body}<link rel="stylesheet" href="${href}"/>${STYLESHEET_WAIT_ELEMENT}`
  const headOf = (css: string) => `<style>${css}</style>${HEAD_SCRIPT_ELEMENT}`

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-css-"))
    write("/index.html", page(`${block("g", "body{margin:0}")}${block("css-home", ".css-home{color:red}")}<style>.cv{}</style>`, body))
    write("/downloads/index.html", page(`${block("g", "body{margin:0}")}${block("css-list", ".css-list{display:grid}")}`, body))
    write("/_gatsby/slices/_gatsby-scripts-1.html", "<div></div>")
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  test("writes one stylesheet of every page's blocks and links it from each page", () => {
    const result = writeSiteStylesheet(publicDir(), recordsDir())
    expect(result).toMatchObject({ pages: 2, disagreements: [] })
    expect(fs.readFileSync(path.join(publicDir(), result.href), "utf8")).toBe("body{margin:0}.css-home{color:red}.css-list{display:grid}")
    expect(read("/index.html")).toBe(page(`${headOf("body{margin:0}.css-home{color:red}")}<style>.cv{}</style>`, linking(result.href)))
    expect(read("/downloads/index.html")).toBe(page(headOf("body{margin:0}.css-list{display:grid}"), linking(result.href)))
    expect(readPageCss(recordsDir(), "/downloads/index.html")?.blocks).toEqual([
      ["g", "body{margin:0}"],
      ["css-list", ".css-list{display:grid}"],
    ])
  })

  test("leaves the font faces out of the stylesheet: each page's first-screen CSS declares them, and a face declared again loads again", () => {
    write("/index.html", page(`${block("font-faces", '@font-face{font-family:"Inter";src:url(/inter.woff2)}')}${block("g", "body{margin:0}")}`))
    const result = writeSiteStylesheet(publicDir(), recordsDir())
    expect(fs.readFileSync(path.join(publicDir(), result.href), "utf8")).toBe("body{margin:0}.css-list{display:grid}")
    expect(read("/index.html")).toContain('<style>@font-face{font-family:Inter;src:url(/inter.woff2)}body{margin:0}</style>')
  })

  test("on a later build, a page not rendered again keeps its CSS through its record, and links the new stylesheet", () => {
    const first = writeSiteStylesheet(publicDir(), recordsDir())
    write("/index.html", page(`${block("g", "body{margin:0}")}${block("css-home2", ".css-home2{color:#00f}")}`, body))
    const second = writeSiteStylesheet(publicDir(), recordsDir())
    expect(second.href).not.toBe(first.href)
    expect(fs.readFileSync(path.join(publicDir(), second.href), "utf8")).toBe("body{margin:0}.css-home2{color:#00f}.css-list{display:grid}")
    expect(read("/downloads/index.html")).toBe(page(headOf("body{margin:0}.css-list{display:grid}"), linking(second.href)))
  })

  test("a page the Netlify adapter moved (/x/index.html to /x.html) keeps its CSS through the record of its first name", () => {
    const first = writeSiteStylesheet(publicDir(), recordsDir())
    fs.renameSync(path.join(publicDir(), "downloads", "index.html"), path.join(publicDir(), "downloads.html"))
    write("/index.html", page(`${block("g", "body{margin:0}")}${block("css-home2", ".css-home2{color:#00f}")}`, body))
    const second = writeSiteStylesheet(publicDir(), recordsDir())
    expect(second.href).not.toBe(first.href)
    expect(fs.readFileSync(path.join(publicDir(), second.href), "utf8")).toContain(".css-list{display:grid}")
    expect(read("/downloads.html")).toBe(page(headOf("body{margin:0}.css-list{display:grid}"), linking(second.href)))
    expect([otherLayoutOf("/downloads/index.html"), otherLayoutOf("/downloads.html"), otherLayoutOf("/index.html"), otherLayoutOf("/a/b/index.html")]).toEqual([
      "/downloads.html",
      "/downloads/index.html",
      "/index.html",
      "/a/b.html",
    ])
  })

  test("a moved page finds the record its first name writes in the same build, though it comes first", () => {
    fs.renameSync(path.join(publicDir(), "downloads", "index.html"), path.join(publicDir(), "downloads.html"))
    write("/downloads.html", page("", linking("/static/css/site-0123456789abcdef0123.css")))
    write("/downloads/index.html", page(`${block("g", "body{margin:0}")}${block("css-list", ".css-list{display:grid}")}`, body))
    const result = writeSiteStylesheet(publicDir(), fs.mkdtempSync(path.join(os.tmpdir(), "records-")))
    expect(read("/downloads.html")).toBe(page("", linking(result.href)))
  })

  test("the owner's own HTML files from static/ are left as they are", () => {
    const verification = "<html><head><title>v</title></head><body>google-site-verification: google123.html</body></html>"
    write("/google123.html", verification)
    const result = writeSiteStylesheet(publicDir(), recordsDir(), ["/google123.html"])
    expect(result.pages).toBe(2)
    expect(read("/google123.html")).toBe(verification)
  })

  test("a page with neither blocks nor a record stops the build and says what to do", () => {
    write("/old/index.html", page('<link rel="stylesheet" href="/static/css/site-0123456789abcdef0123.css"/>', body))
    expect(() => writeSiteStylesheet(publicDir(), recordsDir())).toThrow(/\/old\/index\.html has no CSS.*npm run clean/)
  })
})
