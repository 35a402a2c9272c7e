/**
 * The owner's pass, every link in a language's files leads to that language's pages: each built
 * page (its links, its head's addresses, its JSON-LD), each résumé and CV, and each web app
 * manifest of a language names no page, PDF, share image or manifest of another language, but
 * for the language switch and the alternates that name the same page in every language.
 */
import fs from "fs"
import path from "path"
import { sitesUnderTest } from "../support/sites"
import { pdfLinks } from "../support/pdf-facts"
import { listSitePaths } from "../../src/build-time/site-files"
import { languagesOf } from "../../src/shared/languages"
import { EDITOR_PATH } from "../../src/shared/editor"

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]
const decode = (text: string) => text.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'")

/** Every address a page names but its language switch and its alternates: in links, sources, its head's metadata and its JSON-LD. */
function addressesOfPage(html: string): string[] {
  const tags = [...html.matchAll(/<(a|link|img|script|source|meta|form)\s[^>]*>/gi)].map((match) => match[0])
  const fromTags = tags
    .filter((tag) => !/\shreflang=/i.test(tag))
    .flatMap((tag) => ["href", "src", "action", "content"].map((name) => attribute(tag, name)))
    .filter((value): value is string => value !== undefined && (value.startsWith("/") || /^https?:\/\//.test(value)))
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const strings: string[] = []
    const walk = (value: unknown): void => {
      if (typeof value === "string" && /^https?:\/\//.test(value)) strings.push(value)
      else if (Array.isArray(value)) value.forEach(walk)
      else if (value && typeof value === "object") Object.values(value).forEach(walk)
    }
    walk(JSON.parse(match[1]))
    return strings
  })
  return [...fromTags, ...jsonLd].map(decode)
}

/** The addresses a manifest names: where it starts, its scope. */
function addressesOfManifest(text: string): string[] {
  const manifest = JSON.parse(text) as { start_url?: string; scope?: string; id?: string }
  return [manifest.start_url, manifest.scope, manifest.id].filter((value): value is string => typeof value === "string")
}

describe.each(sitesUnderTest())("$name", (site) => {
  const tags = languagesOf(site.content.site)
  const [defaultLanguage] = tags
  const origin = new URL(site.content.site.siteUrl).origin

  /** The language of a built file: its language's folder, or its manifest's name (manifest_sw.webmanifest); else the default. */
  const languageOfFile = (file: string) =>
    tags.find((tag) => tag !== defaultLanguage && (file.startsWith(`/${tag.toLowerCase()}/`) || file === `/manifest_${tag}.webmanifest`)) ?? defaultLanguage

  /** The addresses that are a language's own documents: its pages (as they are served), PDFs, share images and manifest. */
  const documents = new Map<string, string>()
  // The site's own files: not its bundles, nor the editor (the owner's tool, in one language).
  const files = listSitePaths(site.publicDir).filter((file) => !file.startsWith("/static/") && !file.startsWith("/page-data/") && !file.startsWith(EDITOR_PATH))
  for (const file of files) {
    const language = languageOfFile(file)
    if (file.endsWith(".html")) {
      const route = file.replace(/\/index\.html$/, "").replace(/\.html$/, "") || "/"
      for (const address of [file, route, `${route}/`]) documents.set(address, language)
    } else if (/\.(pdf|webmanifest)$/.test(file) || /\/og(-image\.png$|\/)/.test(file)) documents.set(file, language)
  }

  /** The addresses of `names` on this site that are another language's documents than `language`'s. */
  const crossing = (file: string, language: string, names: readonly string[]) =>
    names.flatMap((name) => {
      const url = new URL(name, `${origin}${file}`)
      if (url.origin !== origin) return []
      const other = documents.get(decodeURIComponent(url.pathname))
      return other !== undefined && other !== language ? [`${file} (${language}) → ${url.pathname} (${other})`] : []
    })

  it("has pages, PDFs and manifests in each of its languages to read", () => {
    for (const tag of tags) expect([tag, files.some((file) => languageOfFile(file) === tag && file.endsWith(".html"))]).toEqual([tag, true])
  })

  it("links, in each language's pages, to that language's pages, PDFs, share images and manifest alone (the switch and alternates aside)", () => {
    const problems = files
      .filter((file) => file.endsWith(".html"))
      .flatMap((file) => crossing(file, languageOfFile(file), addressesOfPage(fs.readFileSync(path.join(site.publicDir, file), "utf8"))))
    expect(problems).toEqual([])
  })

  it("links, in each language's résumé and CV, to that language's pages", () => {
    const pdfs = files.filter((file) => file.endsWith(".pdf"))
    expect(pdfs.length).toBeGreaterThanOrEqual(2 * tags.length)
    const problems = pdfs.flatMap((file) => crossing(file, languageOfFile(file), pdfLinks(path.join(site.publicDir, file)).map((link) => link.url)))
    expect(problems).toEqual([])
  })

  it("starts each language's installed app on that language's pages", () => {
    const manifests = files.filter((file) => file.endsWith(".webmanifest"))
    const problems = manifests.flatMap((file) => crossing(file, languageOfFile(file), addressesOfManifest(fs.readFileSync(path.join(site.publicDir, file), "utf8"))))
    expect(problems).toEqual([])
  })
})
