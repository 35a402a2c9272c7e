/**
 * @jest-environment node
 *
 * The site's one stylesheet (src/build-time/css/site-css.ts, page-css.ts): each page's style
 * blocks taken out of its HTML and kept, merged in an order every page agrees with, pruned,
 * minified, and linked from every page, including those an earlier build wrote.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { readPageCss, SITE_CSS_PLACEHOLDER, takeSiteCss } from "../../../../src/build-time/css/page-css"
import { HEAD_SCRIPT_ELEMENT } from "../../../../src/headers/head-script"
import { linkSiteStylesheet, mergeOrder, mergePageCss, otherLayoutOf, siteStylesheet, siteStylesheetPath, writeSiteStylesheet } from "../../../../src/build-time/css/site-css"

const page = (head: string, body = "<main>x</main>") => `<!DOCTYPE html><html><head><title>t</title>${head}</head><body>${body}</body></html>`
const block = (key: string, css: string) => `<style data-site-css="${key}">${css}</style>`

describe("a page's blocks", () => {
  test("are taken out in order; the first becomes the link to the stylesheet and the script that waits for it, other styles stay", () => {
    const html = page(`<meta charset="utf-8">${block("print", "@layer print{}")}${block("css-a", ".css-a{color:red}")}<style>.cv{}</style>${block("css-b", ".css-b{}")}`)
    const { html: rewritten, blocks } = takeSiteCss(html)
    expect(blocks).toEqual([
      ["print", "@layer print{}"],
      ["css-a", ".css-a{color:red}"],
      ["css-b", ".css-b{}"],
    ])
    expect(rewritten).toBe(page(`<meta charset="utf-8"><link rel="stylesheet" href="${SITE_CSS_PLACEHOLDER}"/>${HEAD_SCRIPT_ELEMENT}<style>.cv{}</style>`))
  })

  test("a page already written by an earlier build has none and stays as it is", () => {
    const html = page('<link rel="stylesheet" href="/static/css/site-0123456789abcdef0123.css"/>')
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
    const css = siteStylesheet(
      [
        ["tokens", ":root { --used: 1px; --unused: 2px; --in-html: red }"],
        ["a", ".a { margin: var(--used) }"],
      ],
      ['<p style="color:var(--in-html)">x</p>']
    )
    expect(css).toBe(":root{--used:1px;--in-html:red}.a{margin:var(--used)}")
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

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-css-"))
    write("/index.html", page(`${block("g", "body{margin:0}")}${block("css-home", ".css-home{color:red}")}<style>.cv{}</style>`))
    write("/downloads/index.html", page(`${block("g", "body{margin:0}")}${block("css-list", ".css-list{display:grid}")}`))
    write("/_gatsby/slices/_gatsby-scripts-1.html", "<div></div>")
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  test("writes one stylesheet of every page's blocks and links it from each page", () => {
    const result = writeSiteStylesheet(publicDir(), recordsDir())
    expect(result).toMatchObject({ pages: 2, disagreements: [] })
    expect(fs.readFileSync(path.join(publicDir(), result.href), "utf8")).toBe("body{margin:0}.css-home{color:red}.css-list{display:grid}")
    expect(read("/index.html")).toBe(page(`<link rel="stylesheet" href="${result.href}"/>${HEAD_SCRIPT_ELEMENT}<style>.cv{}</style>`))
    expect(read("/downloads/index.html")).toBe(page(`<link rel="stylesheet" href="${result.href}"/>${HEAD_SCRIPT_ELEMENT}`))
    expect(readPageCss(recordsDir(), "/downloads/index.html")?.blocks).toEqual([
      ["g", "body{margin:0}"],
      ["css-list", ".css-list{display:grid}"],
    ])
  })

  test("on a later build, a page not rendered again keeps its CSS through its record, and links the new stylesheet", () => {
    const first = writeSiteStylesheet(publicDir(), recordsDir())
    write("/index.html", page(`${block("g", "body{margin:0}")}${block("css-home2", ".css-home2{color:#00f}")}`))
    const second = writeSiteStylesheet(publicDir(), recordsDir())
    expect(second.href).not.toBe(first.href)
    expect(fs.readFileSync(path.join(publicDir(), second.href), "utf8")).toBe("body{margin:0}.css-home2{color:#00f}.css-list{display:grid}")
    expect(read("/downloads/index.html")).toBe(page(`<link rel="stylesheet" href="${second.href}"/>${HEAD_SCRIPT_ELEMENT}`))
  })

  test("a page the Netlify adapter moved (/x/index.html to /x.html) keeps its CSS through the record of its first name", () => {
    const first = writeSiteStylesheet(publicDir(), recordsDir())
    fs.renameSync(path.join(publicDir(), "downloads", "index.html"), path.join(publicDir(), "downloads.html"))
    write("/index.html", page(`${block("g", "body{margin:0}")}${block("css-home2", ".css-home2{color:#00f}")}`))
    const second = writeSiteStylesheet(publicDir(), recordsDir())
    expect(second.href).not.toBe(first.href)
    expect(fs.readFileSync(path.join(publicDir(), second.href), "utf8")).toContain(".css-list{display:grid}")
    expect(read("/downloads.html")).toBe(page(`<link rel="stylesheet" href="${second.href}"/>${HEAD_SCRIPT_ELEMENT}`))
    expect([otherLayoutOf("/downloads/index.html"), otherLayoutOf("/downloads.html"), otherLayoutOf("/index.html"), otherLayoutOf("/a/b/index.html")]).toEqual([
      "/downloads.html",
      "/downloads/index.html",
      "/index.html",
      "/a/b.html",
    ])
  })

  test("a moved page finds the record its first name writes in the same build, though it comes first", () => {
    fs.renameSync(path.join(publicDir(), "downloads", "index.html"), path.join(publicDir(), "downloads.html"))
    write("/downloads.html", page('<link rel="stylesheet" href="/static/css/site-0123456789abcdef0123.css"/>'))
    write("/downloads/index.html", page(`${block("g", "body{margin:0}")}${block("css-list", ".css-list{display:grid}")}`))
    const result = writeSiteStylesheet(publicDir(), fs.mkdtempSync(path.join(os.tmpdir(), "records-")))
    expect(read("/downloads.html")).toBe(page(`<link rel="stylesheet" href="${result.href}"/>`))
  })

  test("the owner's own HTML files from static/ are left as they are", () => {
    const verification = "<html><head><title>v</title></head><body>google-site-verification: google123.html</body></html>"
    write("/google123.html", verification)
    const result = writeSiteStylesheet(publicDir(), recordsDir(), ["/google123.html"])
    expect(result.pages).toBe(2)
    expect(read("/google123.html")).toBe(verification)
  })

  test("a page with neither blocks nor a record stops the build and says what to do", () => {
    write("/old/index.html", page('<link rel="stylesheet" href="/static/css/site-0123456789abcdef0123.css"/>'))
    expect(() => writeSiteStylesheet(publicDir(), recordsDir())).toThrow(/\/old\/index\.html has no CSS.*npm run clean/)
  })
})
