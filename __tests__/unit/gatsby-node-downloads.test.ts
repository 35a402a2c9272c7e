/** @jest-environment node */
/** A site whose owner lists no app has no /downloads page (and so none in the sitemap), in any language. */
import path from "path"
import { onCreatePage } from "../../gatsby-node"
import * as readContent from "../../src/content/read-content"
import { REPO_ROOT } from "../../tools/repo-root"
import { readFixtureContent } from "../../tools/fixture-sites"

const page = (component: string) => ({ path: "/x", component: path.join(REPO_ROOT, component) })

/** Whether the page is made (in every language of the sample: its pages are made again, each with its language). */
async function created(component: string, apps: unknown[]) {
  const createPage = jest.fn()
  jest.spyOn(readContent, "loadContent").mockReturnValue({ ...readFixtureContent("sample"), apps: apps as readContent.Content["apps"] })
  const args = { page: page(component), actions: { deletePage: jest.fn(), createPage } } as unknown as Parameters<NonNullable<typeof onCreatePage>>[0]
  await onCreatePage!(args, {} as never, () => {})
  return createPage.mock.calls.map(([made]) => made.path as string)
}

afterEach(() => jest.restoreAllMocks())

describe("the /downloads page", () => {
  it("is built while data/apps.json lists an app", async () => {
    await expect(created("src/pages/downloads.tsx", readFixtureContent("sample").apps)).resolves.toEqual(["/x", "/sw/x"])
  })

  it("is left out when data/apps.json is an empty list; the other pages are not", async () => {
    await expect(created("src/pages/downloads.tsx", [])).resolves.toEqual([])
    await expect(created("src/pages/index.tsx", [])).resolves.toEqual(["/x", "/sw/x"])
  })
})
