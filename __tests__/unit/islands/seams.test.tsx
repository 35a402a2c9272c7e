/**
 * Nothing works only in development. Built pages run no React: behaviour reaches them only
 * through islands started on the static markup. These checks read every page the way a built
 * page is (rendered by React, then React gone) and the source the islands are made of, so
 * that code that works in `gatsby develop` and is dead on the built site fails here.
 */
import fs from "fs"
import path from "path"
import React from "react"
import { renderToString } from "react-dom/server"
import { render } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import type { PageProps } from "gatsby"
import HomePage from "../../../src/pages/index"
import DownloadsPage from "../../../src/pages/downloads"
import NotFoundPage from "../../../src/pages/404"
import ProjectTemplate from "../../../src/templates/project"
import { SiteProvider } from "../../../src/components/providers/SiteProvider"
import { ISLAND_ATTRIBUTE, SCRIPT_ONLY_ATTRIBUTE } from "../../../src/islands/contract"
import { islands, type IslandName } from "../../../src/browser/islands"
import { installDomPolyfills } from "../../support/dom-polyfills"
import { downloadsPageData, homePageData, layoutData, notFoundPageData, projectPageData } from "../../support/page-data"
import { REPO_ROOT } from "../../../tools/repo-root"

installDomPolyfills()
beforeEach(() => (useStaticQuery as jest.Mock).mockReturnValue(layoutData))
afterEach(() => jest.restoreAllMocks())


const PAGES: [string, React.ComponentType<PageProps<never>>, unknown][] = [
  ["/", HomePage as React.ComponentType<PageProps<never>>, homePageData],
  ["/downloads", DownloadsPage as React.ComponentType<PageProps<never>>, downloadsPageData],
  ["/404.html", NotFoundPage as React.ComponentType<PageProps<never>>, notFoundPageData],
  ["/projects/soko-online-store", ProjectTemplate as React.ComponentType<PageProps<never>>, projectPageData(2)],
]

const pageElement = (Page: React.ComponentType<PageProps<never>>, data: unknown, pathname: string) => (
  <SiteProvider>
    <Page {...({ data, location: { pathname } } as unknown as PageProps<never>)} />
  </SiteProvider>
)

/** The page as its HTML is built: static markup, parsed as the browser parses it. */
function builtPage(Page: React.ComponentType<PageProps<never>>, data: unknown, pathname: string): HTMLElement {
  const body = document.createElement("body")
  body.innerHTML = renderToString(pageElement(Page, data, pathname))
  return body
}

const describeElement = (element: Element) =>
  `<${element.tagName.toLowerCase()}${Array.from(element.attributes, (a) => ` ${a.name}="${a.value}"`).join("").slice(0, 160)}> "${(element.textContent ?? "").trim().slice(0, 40)}"`

describe.each(PAGES)("the built page %s", (pathname, Page, data) => {
  it("names only islands that exist", () => {
    const names = Array.from(builtPage(Page, data, pathname).querySelectorAll(`[${ISLAND_ATTRIBUTE}]`), (element) => element.getAttribute(ISLAND_ATTRIBUTE))
    expect(names.length).toBeGreaterThan(0)
    expect(names.filter((name) => !islands.has(name as IslandName))).toEqual([])
  })

  it("ships every control that needs a script disabled, marked with the island that enables it, inside that island", () => {
    const page = builtPage(Page, data, pathname)
    // A button does nothing without a script here: none submits a form that works without one
    // (the contact form's method is "dialog"). A field outside any form is a script's too.
    const needScript = Array.from(page.querySelectorAll("button, input:not(form *), select:not(form *), textarea:not(form *)"))
    expect(needScript.length).toBeGreaterThan(0)
    const unmarked = needScript.filter((control) => {
      const island = control.getAttribute(SCRIPT_ONLY_ATTRIBUTE)
      return !island || !control.hasAttribute("disabled") || control.parentElement?.closest(`[${ISLAND_ATTRIBUTE}="${island}"]`) === null
    })
    expect(unmarked.map(describeElement)).toEqual([])
  })

  it("attaches no React event handler, which no built page would run", () => {
    jest.spyOn(console, "warn").mockImplementation(() => {}) // the 404 page's island logs the visit
    const { container } = render(pageElement(Page, data, pathname))
    const handlers = Array.from(container.querySelectorAll("*")).flatMap((element) => {
      const propsKey = Object.keys(element).find((key) => key.startsWith("__reactProps$"))
      const props = propsKey ? ((element as unknown as Record<string, Record<string, unknown>>)[propsKey] ?? {}) : {}
      return Object.keys(props)
        .filter((name) => /^on[A-Z]/.test(name) && typeof props[name] === "function")
        .map((name) => `${name} on ${describeElement(element)}`)
    })
    expect(handlers).toEqual([])
  })
})

describe("a check that can fail", () => {
  it("finds a React event handler on a host element", () => {
    const { container } = render(<button onClick={() => {}}>Dead on a built page</button>)
    const button = container.querySelector("button")!
    const propsKey = Object.keys(button).find((key) => key.startsWith("__reactProps$"))!
    expect(typeof (button as unknown as Record<string, Record<string, unknown>>)[propsKey].onClick).toBe("function")
  })
})

/** Every source file of the site: src/ (but the generated GraphQL types) and the gatsby-* files. */
function sourceFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return walk(full)
      return /\.(ts|tsx|js)$/.test(entry.name) && entry.name !== "gatsby-types.d.ts" ? [full] : []
    })
  const topLevel = fs.readdirSync(REPO_ROOT).filter((name) => /^gatsby-.*\.tsx?$/.test(name)).map((name) => path.join(REPO_ROOT, name))
  return [...walk(path.join(REPO_ROOT, "src")), ...topLevel]
}

/** The code without its comments, which may name attributes freely, and without the modules it imports (src/content/data-files). */
const withoutComments = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1")
    .replace(/\bfrom\s+"[^"]*"/g, "")

/**
 * data-* attribute names written as literals in more than one source file: each is a seam held
 * by a string. The contracts (src/islands/contract.ts), the print markers, the without-script
 * props and the theme attribute each write theirs once; the others import them.
 */
// Every data-* name is written in one source file: a contract exports it to the others.
const SHARED_LITERALS_ALLOWED: Record<string, string> = {}

describe("attribute names written once", () => {
  it(`shares no data-* literal between source files but the ${Object.keys(SHARED_LITERALS_ALLOWED).length} argued`, () => {
    const filesByName = new Map<string, Set<string>>()
    for (const file of sourceFiles()) {
      for (const [name] of withoutComments(fs.readFileSync(file, "utf8")).matchAll(/\bdata-[a-z][a-z0-9-]*/g)) {
        filesByName.set(name, (filesByName.get(name) ?? new Set()).add(path.relative(REPO_ROOT, file)))
      }
    }
    const shared = Object.fromEntries(Array.from(filesByName).filter(([, files]) => files.size > 1).map(([name, files]) => [name, [...files].sort()]))
    expect(Object.keys(shared).sort()).toEqual(Object.keys(SHARED_LITERALS_ALLOWED).sort())
  })
})

describe("the islands bundle", () => {
  const islandFiles = sourceFiles().filter((file) => file.endsWith(".island.ts"))

  it("registers every island declared beside its markup (in its island file, or in a contract file beside it that a chunk of it shares)", () => {
    const contractOf = (file: string) => [file, file.replace(/\.island\.ts$/, ".contract.ts")].filter((candidate) => fs.existsSync(candidate))
    const declared = islandFiles.flatMap((file) =>
      contractOf(file).flatMap((candidate) => Array.from(fs.readFileSync(candidate, "utf8").matchAll(/islandContract\(\{\s*name: "([a-z-]+)"/g), (match) => match[1]))
    )
    expect(declared.length).toBe(islandFiles.length)
    expect(declared.sort()).toEqual([...islands.keys()].sort())
  })

  it("keeps React and the design system out of every island (built pages load neither)", () => {
    const offenders = islandFiles.filter((file) => /from "(react|react-dom[^"]*|@chakra-ui\/react|@emotion\/[^"]+)"/.test(fs.readFileSync(file, "utf8")))
    expect(offenders.map((file) => path.relative(REPO_ROOT, file))).toEqual([])
  })
})
