/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import apps from "../../fixtures/sites/sample/data/apps.json"
import { validateData } from "../../../src/build-time/content/validate-data"
import { netlifyPaths, renderVercelHeaders } from "../../../src/build-time/publish/headers"
import { APK_CONTENT_TYPE } from "../../../src/headers/policy"
import { readApk } from "../../../src/build-time/apk/read-apk"
import { SAMPLE_SITE_DIR } from "../../../tools/fixture-sites"

const SAMPLE_STATIC = path.join(SAMPLE_SITE_DIR, "static")

describe("downloadable app packages", () => {
  it.each(apps.map((app) => [app.name, app.filePath]))("%s points to a signed release APK in static/ (%s)", async (_name, filePath) => {
    const facts = await readApk(path.join(SAMPLE_STATIC, filePath))
    expect(facts.signer).toMatchObject({ scheme: "v3", isDebug: false })
  })

  it("gives each app its own package", async () => {
    const packages = await Promise.all(apps.map(async (app) => (await readApk(path.join(SAMPLE_STATIC, app.filePath))).packageName))
    expect(new Set(apps.map((app) => app.filePath)).size).toBe(apps.length)
    expect(new Set(packages).size).toBe(apps.length)
  })

  it("fails validation, naming the file, when a package is missing", () => {
    const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), "apps-"))
    const problems = validateData("apps", [{ name: "Ghost", description: "Missing.", filePath: "/downloads/ghost.apk" }], { rootDir })
    expect(problems).toEqual(['data/apps.json, entry 1 (name "Ghost"), field "filePath": file not found: static/downloads/ghost.apk'])
  })

  it("refuses a package whose name does not end in .apk, which the hosts would not send as an Android package", () => {
    const problems = validateData("apps", [{ name: "Zipped", description: "A zip.", filePath: "/downloads/zipped.zip" }], { rootDir: SAMPLE_SITE_DIR })
    expect(problems[0]).toMatch(/^data\/apps\.json, entry 1 \(name "Zipped"\), field "filePath": has the wrong form, got "\/downloads\/zipped\.zip" \(.*ending in \.apk/)
  })

  it("is served as an Android package by both hosts", () => {
    const sitePaths = apps.map((app) => app.filePath)
    expect(netlifyPaths({ kind: "apk-files" }, { files: sitePaths })).toEqual([...new Set(sitePaths)].sort())
    const vercelApk = renderVercelHeaders().find((entry) => entry.source.includes("apk"))
    expect(vercelApk?.headers).toContainEqual({ key: "Content-Type", value: APK_CONTENT_TYPE })
  })
})
