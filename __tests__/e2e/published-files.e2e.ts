/**
 * public/ as `npm run build` leaves it holds only what pages use: the post-build step
 * (src/build-time/publish/unused-files.ts) removed Gatsby's runtime, which built pages do not load, its
 * bookkeeping, and the source maps (gatsby-node builds the browser bundles without them).
 * And the other way round: nothing a page names is missing, down to the chunks the islands
 * script loads lazily (the toaster's; contact.e2e.ts opens it in the browser).
 */
import fs from "fs"
import path from "path"
import { listSitePaths } from "../../src/build-time/site-files"
import { KEEP, findUnusedFiles, isTextFile } from "../../src/build-time/publish/unused-files"
import { localReferences } from "../support/page-references"
import { resolveFile } from "../../tools/static-server"
import { samplePublicDir } from "../support/browser/browser"
import { cvPrintFile } from "../../src/build-time/css/cv-print-file"
import { SITE_STYLESHEET_LINK } from "../../src/build-time/css/css-blocks"

const PUBLIC_DIR = samplePublicDir()

let files: string[]
let texts: Map<string, string>
let pages: string[]
const read = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")

beforeAll(() => {
  files = listSitePaths(PUBLIC_DIR)
  texts = new Map(files.filter(isTextFile).map((file) => [file, read(file)]))
  pages = files.filter((file) => file.endsWith(".html"))
})

describe("public/ after the build", () => {
  it("holds only pages, files a page or a file in use names, and the short keep list", () => {
    expect(KEEP.length).toBeLessThanOrEqual(8)
    const fromStaticFolder = listSitePaths(path.join(PUBLIC_DIR, "..", "static"))
    expect(findUnusedFiles({ files, texts, fromStaticFolder })).toEqual([])
  })

  it("has no source map, no webpack.stats.json or chunk-map.json, and nothing of Gatsby's browser runtime", () => {
    const leftovers = files.filter(
      (file) =>
        file.endsWith(".map") ||
        ["/webpack.stats.json", "/chunk-map.json"].includes(file) ||
        /^\/(app|webpack-runtime|polyfill)-[0-9a-f]{20}\.js/.test(file) ||
        file.startsWith("/component---") ||
        file.startsWith("/_gatsby/") ||
        file.startsWith("/~partytown/")
    )
    expect(leftovers).toEqual([])
    expect(files.filter((file) => file.endsWith(".js") && !file.startsWith("/static/"))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/islands-[0-9a-f]{20}\.js$/)])
    )
  })

  it("still has every file of the site a page names (scripts, styles, fonts, images, icons, manifest, downloads)", () => {
    const missing: string[] = []
    const checked = new Set<string>()
    for (const page of pages) {
      for (const { url, pathname } of localReferences(read(page))) {
        checked.add(pathname)
        if (!resolveFile(PUBLIC_DIR, pathname)) missing.push(`${page}: ${url}`)
      }
    }
    expect(missing).toEqual([])
    // It did look: at the script, the share image, the manifest, a font, the downloads.
    expect([...checked]).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/islands-/),
        "/og-image.png",
        "/manifest.webmanifest",
        expect.stringMatching(/^\/static\/fonts\/inter-latin-[0-9a-f]{20}\.woff2$/),
        expect.stringMatching(/^\/downloads\/.+\.apk$/),
      ])
    )
  })

  it("links the home page's print-as-CV rules for print only, after the site's stylesheet, as a file of their own no other page links", () => {
    const { href, css } = cvPrintFile()
    const home = read("index.html")
    const cvLink = home.indexOf(`<link rel="stylesheet" media="print" href="${href}"/>`)
    const siteLink = home.search(SITE_STYLESHEET_LINK)
    expect(siteLink).toBeGreaterThan(-1)
    // In the same cascade layer as every page's print rules, the CV's win by coming after them.
    expect(cvLink).toBeGreaterThan(siteLink)
    expect(read(href)).toBe(css)
    expect(pages.filter((page) => page !== "/index.html" && read(page).includes(href))).toEqual([])
    expect(pages.filter((page) => read(page).includes(css.slice(0, 60)))).toEqual([])
  })

  it("still has every chunk the islands script can load later (its chunk loader names them by content hash)", () => {
    const islands = files.find((file) => /^\/islands-[0-9a-f]{20}\.js$/.test(file))!
    const hashes = [...new Set([...texts.get(islands)!.matchAll(/"([0-9a-f]{20})"/g)].map((match) => match[1]))]
    // The toaster's chunk and what it shares with Gatsby's build (React's framework chunk).
    expect(hashes.length).toBeGreaterThan(0)
    for (const hash of hashes) {
      expect([hash, files.filter((file) => file.endsWith(`-${hash}.js`))]).toEqual([hash, [expect.any(String)]])
    }
  })
})
