/**
 * The owner's pass, links and emptiness: every address a page names on the site exists (pages,
 * images, scripts, fonts, downloads), every in-page link lands on an element of its page, and
 * whatever the owner left out left nothing behind: no empty heading, list or section, no link
 * without an address or a name.
 */
import fs from "fs"
import path from "path"
import { localReferences } from "../support/page-references"
import { resolveFile } from "../../tools/static-server"
import { visit } from "../support/browser/browser"
import { pagesToOpen, sitePages, sitesUnderTest, useServedSite } from "../support/sites"

jest.setTimeout(120_000)

/** The ids of a page's elements, as written in its HTML. */
const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]))

describe.each(sitesUnderTest())("$name", (site) => {
  const served = useServedSite(site)
  const pages = sitePages(site.content)
  const htmlOf = (file: string) => fs.readFileSync(path.join(site.publicDir, file), "utf8")

  it("leads the navigation's entries to the home page's sections in the order they sit on the page", () => {
    const home = htmlOf("index.html")
    const sections = [...home.matchAll(/<section[^>]*\sid="([^"]+)"/g)].map((match) => match[1])
    const main = /<nav[^>]*aria-label="Main"[^>]*>([\s\S]*?)<\/nav>/.exec(home)?.[1] ?? ""
    const entries = [...main.matchAll(/<a\s[^>]*href="#([^"]+)"/g)].map((match) => match[1])
    expect(entries.length).toBeGreaterThan(0)
    expect(entries.filter((id) => !sections.includes(id))).toEqual([])
    expect(entries).toEqual(sections.filter((id) => entries.includes(id)))
  })

  it("names no file it does not have, and no anchor its target page lacks", () => {
    const broken: string[] = []
    for (const page of pages) {
      for (const { url, pathname, fragment } of localReferences(htmlOf(page.file))) {
        const file = resolveFile(site.publicDir, pathname)
        if (!file) broken.push(`${page.path}: ${url} (no such file)`)
        else if (fragment && file.endsWith(".html") && !idsOf(fs.readFileSync(file, "utf8")).has(fragment)) broken.push(`${page.path}: ${url} (no element #${fragment})`)
      }
      for (const [, fragment] of htmlOf(page.file).matchAll(/\shref="#([^"]*)"/g)) {
        if (!idsOf(htmlOf(page.file)).has(decodeURIComponent(fragment))) broken.push(`${page.path}: #${fragment} (no such element)`)
      }
    }
    expect(broken).toEqual([])
  })

  it.each(pagesToOpen(site).map((page) => [page.path, page] as const))("%s leaves nothing empty: headings, lists, sections, links", async (_path, page) => {
    const visited = await visit(served.browser(), page.path, { base: served.url(), javaScriptEnabled: false, expectNotFound: page.notFound })
    const empty = await visited.page.evaluate(() => {
      const describe = (element: Element) => `<${element.tagName.toLowerCase()}${element.id ? ` id="${element.id}"` : ""}> ${element.outerHTML.slice(0, 120)}`
      const text = (element: Element) => (element.textContent ?? "").trim()
      const named = (element: Element) =>
        text(element) !== "" || !!element.getAttribute("aria-label")?.trim() || !!element.querySelector("img[alt]:not([alt=''])")
      return [
        ...[...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].filter((heading) => text(heading) === "").map((e) => `empty heading: ${describe(e)}`),
        ...[...document.querySelectorAll("ul, ol, dl")].filter((list) => list.querySelector("li, dt, dd") === null).map((e) => `empty list: ${describe(e)}`),
        ...[...document.querySelectorAll("section, article")]
          .filter((section) => [...section.children].every((child) => /^H[1-6]$/.test(child.tagName) || text(child) === ""))
          .filter((section) => section.querySelector("img, svg, picture, form, input") === null)
          .map((e) => `empty section: ${describe(e)}`),
        ...[...document.querySelectorAll("a")].filter((link) => !link.getAttribute("href")?.trim() || link.getAttribute("href") === "#").map((e) => `link without an address: ${describe(e)}`),
        ...[...document.querySelectorAll("a")].filter((link) => !named(link)).map((e) => `link without a name: ${describe(e)}`),
      ]
    })
    expect(empty).toEqual([])
    expect(visited.problems).toEqual([])
    await visited.close()
  })
})
