/**
 * The owner's pass, the editor at /admin/: where the owner's site has it (on unless
 * data/site.json "editor" says "enabled": false), it is served with its own policy, never
 * indexed, and its configuration names every data file the site has; where it is off, there is
 * neither the editor nor its functions.
 */
import fs from "fs"
import path from "path"
import { sitesUnderTest } from "../support/sites"
import { startStaticServer, type StaticServer } from "../../tools/static-server"
import { EDITOR_FILES, EDITOR_FUNCTION_PATH, EDITOR_PATH, isEditorOn } from "../../src/shared/editor"
import { EDITOR_HEADERS } from "../../src/headers/policy"
import { DATA_FILES } from "../../src/content/data-files"

describe.each(sitesUnderTest())("$name", (site) => {
  const on = isEditorOn(site.content.site)
  /** The functions the build made (Gatsby's manifest of them). */
  const functionRoutes = () => {
    const manifest = path.join(path.dirname(site.publicDir), ".cache", "functions", "manifest.json")
    return fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, "utf8")) as { functionRoute: string }[]).map((fn) => `/api/${fn.functionRoute}`) : []
  }

  let server: StaticServer
  beforeAll(async () => {
    server = await startStaticServer(site.publicDir)
  })
  afterAll(() => server.close())

  const fetchFrom = (address: string) => fetch(new URL(address, server.url))

  it("leaves the editor out of the sitemap", () => {
    const sitemaps = fs.readdirSync(site.publicDir).filter((file) => /^sitemap.*\.xml$/.test(file))
    expect(sitemaps.length).toBeGreaterThan(0)
    for (const file of sitemaps) expect(fs.readFileSync(path.join(site.publicDir, file), "utf8")).not.toContain(EDITOR_PATH)
  })

  if (on) {
    it("serves the editor at /admin/ with its own policy, never indexed", async () => {
      const response = await fetchFrom(EDITOR_PATH)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain(EDITOR_FILES.cms)
      for (const [name, value] of Object.entries(EDITOR_HEADERS)) expect([name, response.headers.get(name)]).toEqual([name, value])
      expect(functionRoutes()).toContain(EDITOR_FUNCTION_PATH)
    })

    it("has a configuration naming each data file, at the site's own address", async () => {
      const config = (await (await fetchFrom(EDITOR_FILES.config)).json()) as { site_url: string; collections: { files: { name: string }[] }[] }
      expect(config.site_url).toBe(site.content.site.siteUrl)
      expect(config.collections.flatMap((collection) => collection.files.map((file) => file.name))).toEqual([...DATA_FILES])
    })
  } else {
    it("has no editor and none of its functions: the owner turned it off", async () => {
      expect(fs.existsSync(path.join(site.publicDir, EDITOR_PATH))).toBe(false)
      expect((await fetchFrom(EDITOR_PATH)).status).toBe(404)
      expect(functionRoutes().filter((route) => route.startsWith(EDITOR_FUNCTION_PATH))).toEqual([])
    })
  }
})
