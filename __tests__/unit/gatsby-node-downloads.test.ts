/** @jest-environment node */
/** A site whose owner lists no app has no /downloads page (and so none in the sitemap). */
import path from "path"
import { onCreatePage } from "../../gatsby-node"
import * as readContent from "../../src/content/read-content"
import { REPO_ROOT } from "../../tools/repo-root"
import { readFixtureContent } from "../../tools/fixture-sites"

const page = (component: string) => ({ path: "/x", component: path.join(REPO_ROOT, component) })

async function created(component: string, apps: unknown[]) {
  const deletePage = jest.fn()
  jest.spyOn(readContent, "loadContent").mockReturnValue({ ...readFixtureContent("sample"), apps: apps as readContent.Content["apps"] })
  const args = { page: page(component), actions: { deletePage } } as unknown as Parameters<NonNullable<typeof onCreatePage>>[0]
  await onCreatePage!(args, {} as never, () => {})
  return deletePage.mock.calls.length === 0
}

afterEach(() => jest.restoreAllMocks())

describe("the /downloads page", () => {
  it("is built while data/apps.json lists an app", async () => {
    await expect(created("src/pages/downloads.tsx", readFixtureContent("sample").apps)).resolves.toBe(true)
  })

  it("is left out when data/apps.json is an empty list; the other pages are not", async () => {
    await expect(created("src/pages/downloads.tsx", [])).resolves.toBe(false)
    await expect(created("src/pages/index.tsx", [])).resolves.toBe(true)
  })
})
