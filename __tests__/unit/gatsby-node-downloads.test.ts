/** @jest-environment node */
/** A site whose owner lists no app has no /downloads page (and so none in the sitemap), in any language. */
import path from "path"
import * as readContent from "../../src/build-time/content/read-content"
import { REPO_ROOT } from "../../tools/repo-root"
import { FIXTURE_SITES } from "../../tools/fixture-sites"

const page = (component: string) => ({ path: "/x", component: path.join(REPO_ROOT, component) })

/** Whether the page is made (in every language of the sample: its pages are made again, each with its language). */
async function created(component: string, apps: unknown[]) {
  const createPage = jest.fn()
  const languages = readContent.loadLanguages(FIXTURE_SITES.sample).map(({ language, content }) => ({ language, content: { ...content, apps: apps as readContent.Content["apps"] } }))
  // gatsby-node reads the content once per build: a fresh copy of it for each case.
  let onCreatePage: (typeof import("../../gatsby-node"))["onCreatePage"]
  jest.isolateModules(() => {
    jest.spyOn(require("../../src/build-time/content/read-content") as typeof readContent, "loadLanguages").mockReturnValue(languages)
    ;({ onCreatePage } = require("../../gatsby-node"))
  })
  const args = { page: page(component), actions: { deletePage: jest.fn(), createPage } } as unknown as Parameters<NonNullable<typeof onCreatePage>>[0]
  await onCreatePage!(args, {} as never, () => {})
  return createPage.mock.calls.map(([made]) => made.path as string)
}

afterEach(() => jest.restoreAllMocks())

describe("the /downloads page", () => {
  it("is built while data/apps.json lists an app", async () => {
    await expect(created("src/pages/downloads.tsx", readContent.loadContent(FIXTURE_SITES.sample).apps)).resolves.toEqual(["/x", "/sw/x"])
  })

  it("is left out when data/apps.json is an empty list; the other pages are not", async () => {
    await expect(created("src/pages/downloads.tsx", [])).resolves.toEqual([])
    await expect(created("src/pages/index.tsx", [])).resolves.toEqual(["/x", "/sw/x"])
  })

  it("the 404 page is made in every language, and each other language's again as its file of misses", async () => {
    await expect(created("src/pages/404.tsx", [])).resolves.toEqual(["/x", "/sw/x", "/sw/404.html"])
  })
})
