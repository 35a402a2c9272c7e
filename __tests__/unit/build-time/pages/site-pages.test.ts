/** @jest-environment node */
/**
 * The pages of src/pages in every language (src/build-time/pages/site-pages.ts), from the
 * build's snapshot of the content: a site whose owner lists no app has no /downloads page (and
 * so none in the sitemap), in any language; the 404 page is each other language's file of misses.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { createPageInEveryLanguage } from "../../../../src/build-time/pages/site-pages"
import { writeSnapshot } from "../../../../src/build-time/content/snapshot"
import { loadLanguages } from "../../../../src/build-time/content/read-content"
import { FIXTURE_SITES } from "../../../../tools/fixture-sites"

let root: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "site-pages-"))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

/** The pages made for a page of src/pages, when the sample's content lists `apps`. */
function created(component: string, apps: unknown[]): string[] {
  writeSnapshot(
    root,
    loadLanguages(FIXTURE_SITES.sample).map(({ language, content }) => ({ language, content: { ...content, apps: apps as typeof content.apps } }))
  )
  const createPage = jest.fn()
  createPageInEveryLanguage({ page: { path: "/x", component: path.join(root, component), context: {} } as never, actions: { deletePage: jest.fn(), createPage } as never }, root)
  return createPage.mock.calls.map(([made]) => made.path as string)
}

describe("the pages of src/pages", () => {
  const sampleApps = loadLanguages(FIXTURE_SITES.sample)[0].content.apps

  it("makes /downloads while data/apps.json lists an app", () => {
    expect(created("src/pages/downloads.tsx", sampleApps)).toEqual(["/x", "/sw/x"])
  })

  it("leaves /downloads out when data/apps.json is an empty list; the other pages are not", () => {
    expect(created("src/pages/downloads.tsx", [])).toEqual([])
    expect(created("src/pages/index.tsx", [])).toEqual(["/x", "/sw/x"])
  })

  it("makes the 404 page in every language, and each other language's again as its file of misses", () => {
    expect(created("src/pages/404.tsx", [])).toEqual(["/x", "/sw/x", "/sw/404.html"])
  })

  it("leaves a page made in its language alone: it has come back through the hook", () => {
    const createPage = jest.fn()
    writeSnapshot(root, loadLanguages(FIXTURE_SITES.sample))
    createPageInEveryLanguage({ page: { path: "/sw/x", component: path.join(root, "src/pages/index.tsx"), context: { language: "sw" } } as never, actions: { deletePage: jest.fn(), createPage } as never }, root)
    expect(createPage).not.toHaveBeenCalled()
  })
})
