/**
 * The byte budgets of budgets.json, held against the built site in public/: what each page
 * loads, counted statically by page-weight.ts (no browser). And the counter itself, on a small
 * site written to a temp folder, so that it cannot quietly count nothing.
 */
import fs from "fs"
import os from "os"
import path from "path"
import zlib from "zlib"
import {
  CATEGORIES,
  latinFontFaceReferences,
  unicodeRangeCovers,
  checkByteBudget,
  describeBreach,
  htmlFileOf,
  measurePage,
  pagePathOf,
  readBudgets,
  type CountedFile,
  type PageWeight,
} from "../bench/page-weight"

const PUBLIC_DIR = path.join(__dirname, "..", "..", "public")

const gzip9 = (content: string | Buffer) => zlib.gzipSync(content, { level: 9 }).length

describe("byte budgets of the built site (budgets.json)", () => {
  const budgets = readBudgets()
  const pages = Object.keys(budgets.bytes)

  test("budgets.json names pages and budgets the counter knows", () => {
    expect(pages).toEqual(expect.arrayContaining(["/", "/downloads", "/404.html"]))
    const knownKeys = CATEGORIES.map((category) => `${category}Kb`)
    for (const budget of Object.values(budgets.bytes)) {
      for (const [key, value] of Object.entries(budget)) {
        expect(knownKeys).toContain(key)
        expect(typeof value).toBe("number")
      }
    }
  })

  describe.each(pages)("%s", (page) => {
    let weight: PageWeight

    beforeAll(() => {
      weight = measurePage(PUBLIC_DIR, htmlFileOf(page))
    })

    test("every file the page refers to is in public/", () => {
      expect(weight.unmeasured).toEqual([])
    })

    test("the count finds the page's document, scripts and styles", () => {
      expect(weight.totals.html).toBeGreaterThan(0)
      expect(weight.totals.js).toBeGreaterThan(0)
      expect(weight.totals.css).toBeGreaterThan(0)
      expect(weight.files.some((file) => file.url.endsWith(".map"))).toBe(false)
    })

    test("stays within its byte budgets", () => {
      const breaches = checkByteBudget(page, weight, budgets.bytes[page])
      // The message names the page, the category, measured KB, the budget and the biggest files.
      expect(breaches.map(describeBreach)).toEqual([])
    })
  })
})

describe("page-weight.ts on a small site", () => {
  let dir: string
  const files: Record<string, string | Buffer> = {
    "app.js": "console.log('app');".repeat(200),
    "app.js.map": JSON.stringify({ sources: ["x"], mappings: "A".repeat(50_000) }),
    "chunk.js": "window.chunk = 1;".repeat(50),
    "module.js": "export const m = 1;".repeat(20),
    "legacy.js": "var legacy = 1;".repeat(100),
    "later.js": "var later = 1;".repeat(100),
    "commented.js": "var commented = 1;".repeat(100),
    "site.css": "a{color:blue}".repeat(100),
    "static/font.woff2": Buffer.alloc(3000, 7),
    "hero.jpg": Buffer.alloc(2000, 1),
    "lazy.jpg": Buffer.alloc(5000, 2),
    "noscript.jpg": Buffer.alloc(5000, 3),
    "og.png": Buffer.alloc(5000, 4),
    "page.js": "var page = 'index';".repeat(80),
    "page.css": "p{margin:0}".repeat(100),
    "webpack.stats.json": JSON.stringify({
      namedChunkGroups: { "component---index": { assets: [{ name: "page.js" }, { name: "page.css" }] } },
    }),
    "page-data/app-data.json": JSON.stringify({ webpackCompilationHash: "abc" }),
    "page-data/index/page-data.json": JSON.stringify({ componentChunkName: "component---index", staticQueryHashes: ["42"] }),
    "page-data/sq/d/42.json": JSON.stringify({ data: { site: { name: "x" } } }),
  }
  const inlineCss = "body{color:red}"
  const html = [
    "<!DOCTYPE html><html><head>",
    '<meta property="og:image" content="/og.png"/>',
    '<link rel="stylesheet" href="/site.css"/>',
    '<link rel="preload" href="/chunk.js" as="script"/>',
    '<link rel="modulepreload" href="/module.js"/>',
    '<link rel="prefetch" href="/later.js"/>',
    '<link rel="preload" href="/static/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
    `<style>${inlineCss}</style>`,
    "<noscript><style>.hidden{display:none}</style></noscript>",
    '<script type="application/ld+json">{"image":"<img src=\\"/og.png\\">"}</script>',
    "</head><body>",
    '<img src="/hero.jpg" alt=""/>',
    '<img src="/lazy.jpg" loading="lazy" alt=""/>',
    '<img src="data:image/png;base64,AAAA" alt=""/>',
    '<noscript><img src="/noscript.jpg" alt=""/></noscript>',
    "<!-- <script src=\"/commented.js\"></script> -->",
    '<script src="/app.js" async></script>',
    '<script src="/app.js?v=2"></script>',
    '<script src="/legacy.js" nomodule></script>',
    '<script src="https://cdn.example.com/x.js"></script>',
    "</body></html>",
  ].join("")

  let weight: PageWeight
  const urls = (category: string) => weight.files.filter((file) => file.category === category).map((file) => file.url)
  const find = (url: string): CountedFile | undefined => weight.files.find((file) => file.url === url)

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-weight-"))
    for (const [name, content] of Object.entries({ ...files, "index.html": html })) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
      fs.writeFileSync(path.join(dir, name), content)
    }
    weight = measurePage(dir, "index.html")
  })

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test("counts each script once: src, preloads and the page's chunk group; not nomodule, prefetch, comments or maps", () => {
    expect(urls("js").sort()).toEqual(["/app.js", "/chunk.js", "/module.js", "/page.js"])
    expect(find("/app.js")?.bytes).toBe(gzip9(files["app.js"]))
    const expected = ["app.js", "chunk.js", "module.js", "page.js"].reduce((sum, name) => sum + gzip9(files[name]), 0)
    expect(weight.totals.js).toBe(expected)
    expect(weight.totals.js).toBeGreaterThan(0)
  })

  test("counts linked stylesheets and the inline <style> text, not <noscript> styles", () => {
    expect(urls("css")).toEqual(["/site.css", "inline <style> x1"])
    const inline = find("inline <style> x1")
    expect(inline?.rawBytes).toBe(Buffer.byteLength(inlineCss))
    expect(inline?.bytes).toBe(gzip9(inlineCss))
    expect(weight.totals.css).toBe(gzip9(files["site.css"]) + gzip9(inlineCss))
  })

  test("counts preloaded fonts and eager images as they are, not lazy, data:, <noscript> or og images", () => {
    expect(find("/static/font.woff2")?.bytes).toBe(3000)
    expect(urls("image")).toEqual(["/hero.jpg"])
    expect(weight.totals.image).toBe(2000)
  })

  test("counts the @font-face files an English page fetches, not other scripts' subsets or local() faces", () => {
    const css = [
      "@font-face{font-family:Inter;src:url(/static/inter-cyrillic.woff2);unicode-range:u+0400-045f}",
      "@font-face{font-family:Inter;src:url(/static/inter-latin.woff2) format('woff2');unicode-range:u+0000-00ff,u+0131}",
      "@font-face{font-family:Other;src:url(\"/static/other.woff2\")}",
      "@font-face{font-family:'Inter Fallback';src:local('Arial');size-adjust:107%}",
    ].join("")
    expect(latinFontFaceReferences(css).map((r) => r.url)).toEqual(["/static/inter-latin.woff2", "/static/other.woff2"])
    expect(unicodeRangeCovers("u+1f??", 0x1f41)).toBe(true)
    expect(unicodeRangeCovers("u+1f??", 0x41)).toBe(false)
  })

  test("counts the document and the data Gatsby's loader fetches", () => {
    expect(find("/")?.bytes).toBe(gzip9(html))
    expect(urls("data").sort()).toEqual(["/page-data/app-data.json", "/page-data/index/page-data.json", "/page-data/sq/d/42.json"])
  })

  test("reports what it cannot measure instead of counting it as 0", () => {
    expect(weight.unmeasured).toEqual(["script https://cdn.example.com/x.js"])
  })

  test("a budget it breaks is named with the measured KB and the biggest files", () => {
    const [breach, ...others] = checkByteBudget("/", weight, { jsKb: 0.1, cssKb: 100 })
    expect(others).toEqual([])
    expect(describeBreach(breach)).toMatch(/^\/: js \d+\.\d\d KB \(\d+ B\) > budget 0\.1 KB \(102 B\); biggest: \/\S+\.js \d+\.\d KB/)
  })

  test("maps routes to HTML files and back", () => {
    expect(["/", "/downloads", "/downloads/", "/404.html"].map(htmlFileOf)).toEqual([
      "index.html",
      "downloads/index.html",
      "downloads/index.html",
      "404.html",
    ])
    expect(["index.html", "downloads/index.html", "404.html"].map(pagePathOf)).toEqual(["/", "/downloads", "/404.html"])
  })
})
