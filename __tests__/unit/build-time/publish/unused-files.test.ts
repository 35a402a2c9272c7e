/** @jest-environment node */
/** Which files of public/ no page uses (src/build-time/publish/unused-files.ts), on a small fake build. */
import fs from "fs"
import os from "os"
import path from "path"
import { findUnusedFiles, isTextFile, names, removeUnusedFiles } from "../../../../src/build-time/publish/unused-files"

const ISLANDS = "aaaaaaaaaaaaaaaaaaa1"
const TOASTER = "bbbbbbbbbbbbbbbbbbb2"
const FRAMEWORK = "ccccccccccccccccccc3"
const APP = "ddddddddddddddddddd4"
const PAGE_CHUNK = "eeeeeeeeeeeeeeeeeee5"

/** A build as Gatsby leaves it, with this site's islands in place of its runtime. */
const TREE: Record<string, string> = {
  "/index.html": [
    "<!DOCTYPE html><html><head>",
    `<style data-href="/styles.0123456789abcdef0123.css">@font-face{src:url(/static/inter-latin-0123.woff2) format("woff2")}</style>`,
    '<link rel="icon" href="/favicon-32x32.png?v=9f"/><link rel="manifest" href="/manifest.webmanifest"/>',
    '<meta property="og:image" content="https://example.dev/og-image.png"/>',
    '<link rel="sitemap" href="/sitemap-index.xml"/>',
    "</head><body>",
    '<picture><source srcset="/static/abc/111/shot.avif 360w, /static/abc/222/shot.avif 720w"/><img src="/static/abc/333/shot.jpg"/></picture>',
    `<script src="/islands-${ISLANDS}.js" defer></script></body></html>`,
  ].join(""),
  "/downloads/index.html": `<a href="/downloads/app.apk" download>App</a><script src="/islands-${ISLANDS}.js" defer></script>`,
  "/404.html": "<h1>404</h1>",
  "/404/index.html": "<h1>404</h1>",
  // The islands' chunk loader: names built from an id → name map and an id → hash map.
  [`/islands-${ISLANDS}.js`]: `a.u=function(t){return({593:"framework"}[t]||t)+"-"+{593:"${FRAMEWORK}",957:"${TOASTER}"}[t]+".js"};\n//# sourceMappingURL=islands-${ISLANDS}.js.map`,
  [`/islands-${ISLANDS}.js.map`]: "{}",
  [`/957-${TOASTER}.js`]: `/*! For license information please see 957-${TOASTER}.js.LICENSE.txt */\ntoaster()`,
  [`/957-${TOASTER}.js.LICENSE.txt`]: "MIT",
  [`/framework-${FRAMEWORK}.js`]: "react()",
  "/styles.0123456789abcdef0123.css": "body{}",
  "/static/inter-latin-0123.woff2": "",
  "/static/abc/111/shot.avif": "",
  "/static/abc/222/shot.avif": "",
  "/static/abc/333/shot.jpg": "",
  "/static/abc/444/shot.webp": "",
  "/favicon-32x32.png": "",
  "/og-image.png": "",
  "/manifest.webmanifest": '{"icons":[{"src":"icons/icon-48x48.png?v=9f"}]}',
  "/icons/icon-48x48.png": "",
  "/icons/icon-999x999.png": "",
  "/robots.txt": "Sitemap: https://example.dev/sitemap-index.xml",
  "/sitemap-index.xml": "<loc>https://example.dev/sitemap-0.xml</loc>",
  "/sitemap-0.xml": "<loc>https://example.dev/</loc>",
  "/sitemap.xml": "<loc>https://example.dev/sitemap-0.xml</loc>",
  "/downloads/app.apk": "",
  "/downloads/spare.apk": "",
  // The résumé and CV the build writes: no page names them when the owner links files of their own.
  "/resume.pdf": "",
  "/cv.pdf": "",
  // Written by the build from the file list, and only read by the host: it names no file into use.
  "/_headers": `/app-${APP}.js\n  Cache-Control: immutable`,
  // Gatsby's next build reads page data; what it names (the page's images) is no page's use.
  "/page-data/index/page-data.json": '{"componentChunkName":"component---src-pages-index-tsx","image":"/static/abc/444/shot.webp"}',
  "/page-data/app-data.json": '{"webpackCompilationHash":"x"}',
  // Gatsby's runtime and bookkeeping, which no page loads.
  [`/app-${APP}.js`]: `/*! For license information please see app-${APP}.js.LICENSE.txt */`,
  [`/app-${APP}.js.LICENSE.txt`]: "MIT",
  [`/app-${APP}.js.map`]: "{}",
  "/webpack-runtime-fffffffffffffffffff6.js": "",
  [`/component---src-pages-index-tsx-${PAGE_CHUNK}.js`]: "",
  "/chunk-map.json": `{"app":["/app-${APP}.js"],"islands":["/islands-${ISLANDS}.js"]}`,
  "/webpack.stats.json": `{"assetsByChunkName":{"component---src-pages-index-tsx":["component---src-pages-index-tsx-${PAGE_CHUNK}.js"]}}`,
  "/_gatsby/slices/_gatsby-scripts-1.html": `<script src="/static/inline/0123456789abcdef0123.js" defer></script><script src="/app-${APP}.js" defer></script>`,
  "/static/inline/0123456789abcdef0123.js": 'window.___chunkMapping="{}"',
  "/~partytown/partytown.js": "",
}

const files = Object.keys(TREE)
const texts = new Map(files.filter(isTextFile).map((file) => [file, TREE[file]]))
const fromStaticFolder = ["/downloads/app.apk", "/downloads/spare.apk"]

describe("findUnusedFiles", () => {
  const unused = findUnusedFiles({ files, texts, fromStaticFolder })

  it("finds Gatsby's runtime, its bookkeeping and what only they name", () => {
    expect(unused).toEqual(
      [
        `/app-${APP}.js`,
        `/app-${APP}.js.LICENSE.txt`,
        `/app-${APP}.js.map`,
        "/webpack-runtime-fffffffffffffffffff6.js",
        `/component---src-pages-index-tsx-${PAGE_CHUNK}.js`,
        "/chunk-map.json",
        "/webpack.stats.json",
        "/_gatsby/slices/_gatsby-scripts-1.html",
        "/static/inline/0123456789abcdef0123.js",
        "/~partytown/partytown.js",
        // Named only by page data, which Gatsby reads and no page fetches.
        "/static/abc/444/shot.webp",
        "/icons/icon-999x999.png",
      ].sort()
    )
  })

  it("keeps every page, and what pages name, followed from file to file", () => {
    for (const file of [
      "/index.html",
      "/downloads/index.html",
      "/404.html",
      "/404/index.html",
      `/islands-${ISLANDS}.js`,
      // Lazily loaded chunks, whose names the islands' chunk loader builds from hashes.
      `/957-${TOASTER}.js`,
      `/framework-${FRAMEWORK}.js`,
      // Named by the chunk's licence comment, relative.
      `/957-${TOASTER}.js.LICENSE.txt`,
      "/styles.0123456789abcdef0123.css",
      "/static/inter-latin-0123.woff2",
      "/static/abc/111/shot.avif",
      "/static/abc/222/shot.avif",
      "/static/abc/333/shot.jpg",
      "/favicon-32x32.png",
      "/og-image.png",
      "/manifest.webmanifest",
      // Named relative to the manifest, with a query.
      "/icons/icon-48x48.png",
      "/sitemap-0.xml",
      "/downloads/app.apk",
    ]) {
      expect([file, unused.includes(file)]).toEqual([file, false])
    }
  })

  it("keeps the host's files, what crawlers ask for by name, the résumé and CV, page data and everything of static/", () => {
    for (const file of ["/_headers", "/robots.txt", "/sitemap.xml", "/resume.pdf", "/cv.pdf", "/page-data/app-data.json", "/page-data/index/page-data.json", "/downloads/spare.apk"]) {
      expect([file, unused.includes(file)]).toEqual([file, false])
    }
  })

  it("keeps a source map a kept script names (the build makes none: gatsby-node turns them off)", () => {
    expect(unused).not.toContain(`/islands-${ISLANDS}.js.map`)
  })

  it("keeps nothing but pages when nothing else is named", () => {
    expect(findUnusedFiles({ files: ["/index.html", "/a.js", "/b.css"], texts: new Map([["/index.html", "<p>hi</p>"]]) })).toEqual(["/a.js", "/b.css"])
  })
})

describe("names", () => {
  it("finds a site path anywhere, with a query, a fragment or an origin before it", () => {
    expect(names('<img src="/static/a/b.png">', "/static/a/b.png")).toBe(true)
    expect(names('url(/static/a/b.png?v=1)', "/static/a/b.png")).toBe(true)
    expect(names('"https://example.dev/og-image.png"', "/og-image.png")).toBe(true)
    expect(names('href="/b.svg#icon"', "/b.svg")).toBe(true)
  })

  it("finds a relative reference only where a reference starts", () => {
    expect(names('"icons/icon-48x48.png"', "/icons/icon-48x48.png")).toBe(true)
    expect(names('url(../fonts/x.woff2)', "/static/fonts/x.woff2")).toBe(true)
    expect(names('url(./x.woff2)', "/static/x.woff2")).toBe(true)
    expect(names('"/static/other/b.png"', "/static/a/b.png")).toBe(false)
  })

  it("does not take a longer name for it", () => {
    expect(names('"/a.json"', "/a.js")).toBe(false)
    expect(names('"/a.js.map"', "/a.js")).toBe(false)
    expect(names('"/data/a.js"', "/a.js")).toBe(true) // generous: a reference to keep rather than a page to break
  })

  it("finds a webpack bundle by its content hash, not inside a longer hex string", () => {
    expect(names(`{957:"${TOASTER}"}`, `/957-${TOASTER}.js`)).toBe(true)
    expect(names(`"${TOASTER}0"`, `/957-${TOASTER}.js`)).toBe(false)
    expect(names(`{957:"${TOASTER}"}`, `/957-${TOASTER}.js.map`)).toBe(false)
  })

  it("finds names written with percent-encoding", () => {
    expect(names('src="/static/my%20app.png"', "/static/my app.png")).toBe(true)
  })
})

describe("removeUnusedFiles", () => {
  it("deletes exactly the unused files from disk, and the folders they leave empty", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "unused-files-"))
    const publicDir = path.join(root, "public")
    const staticDir = path.join(root, "static")
    try {
      for (const [file, text] of Object.entries(TREE)) {
        fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
        fs.writeFileSync(path.join(publicDir, file), text)
      }
      for (const file of fromStaticFolder) {
        fs.mkdirSync(path.dirname(path.join(staticDir, file)), { recursive: true })
        fs.writeFileSync(path.join(staticDir, file), "")
      }
      const removed = removeUnusedFiles(publicDir, staticDir)
      expect(removed.files).toEqual(findUnusedFiles({ files, texts, fromStaticFolder }))
      expect(removed.bytes).toBe(removed.files.reduce((sum, file) => sum + Buffer.byteLength(TREE[file]), 0))
      for (const file of files) expect([file, fs.existsSync(path.join(publicDir, file))]).toEqual([file, !removed.files.includes(file)])
      for (const folder of ["_gatsby", "~partytown", "static/inline"]) expect([folder, fs.existsSync(path.join(publicDir, folder))]).toEqual([folder, false])
      expect(fs.existsSync(path.join(publicDir, "static", "abc"))).toBe(true)
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
