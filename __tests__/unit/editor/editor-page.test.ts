/** @jest-environment node */
/**
 * The editor's page and what lets it run under its own policy: the import map that gives Sveltia
 * CMS the site's copy of the module its hooks need, the policy that allows that text and no
 * other inline script, and Netlify's rule that sends /admin/ to the function answering it.
 */
import fs from "fs"
import path from "path"
import semver from "semver"
import { editorPage } from "../../../src/server/editor-page"
import { EDITOR_IMPORT_MAP, EDITOR_IMPORT_MAP_CSP_SOURCE, SVELTIA_IMMUTABLE_URL } from "../../../src/headers/editor-import-map"
import { EDITOR_CONTENT_SECURITY_POLICY, EDITOR_HEADERS } from "../../../src/headers/policy"
import { EDITOR_FILES, EDITOR_PAGE_PATHS } from "../../../src/shared/editor"
import { withEditorRewrites } from "../../../src/build-time/publish/netlify-adapter"
import { REPO_ROOT } from "../../../tools/repo-root"

const packageJson = (name: string) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "node_modules", name, "package.json"), "utf8"))

describe("the module Sveltia CMS's hooks load", () => {
  it("is asked for at the address the import map names: unpkg, at the version of the pinned Sveltia CMS's own dependency", () => {
    const wanted: string = packageJson("@sveltia/cms").dependencies.immutable
    expect(SVELTIA_IMMUTABLE_URL).toBe(`https://unpkg.com/immutable@${wanted.replace(/^\D/, "")}/dist/immutable.es.js`)
    // Sveltia CMS builds the address from the dependencies it carries, which its script holds.
    expect(fs.readFileSync(path.join(REPO_ROOT, "node_modules", "@sveltia", "cms", "dist", "sveltia-cms.js"), "utf8")).toContain(`immutable:\`${wanted}\``)
  })

  it("is served from the site's copy, a version Sveltia CMS takes", () => {
    expect(JSON.parse(EDITOR_IMPORT_MAP)).toEqual({ imports: { [SVELTIA_IMMUTABLE_URL]: EDITOR_FILES.immutable } })
    expect(semver.satisfies(packageJson("immutable").version, packageJson("@sveltia/cms").dependencies.immutable)).toBe(true)
  })
})

describe("the editor's page", () => {
  const page = editorPage()
  const inlineScripts = [...page.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1])

  it("loads Sveltia CMS, its configuration and the site's checks from the site's own files", () => {
    expect(page).toContain(`<script src="${EDITOR_FILES.cms}"></script>`)
    expect(page).toContain(`<link rel="cms-config-url" type="application/json" href="${EDITOR_FILES.config}">`)
    expect(page.indexOf(EDITOR_FILES.checks)).toBeGreaterThan(page.indexOf(EDITOR_FILES.cms))
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">')
  })

  it("has one inline script, the import map, which its policy allows by its hash, and no other", () => {
    expect(inlineScripts).toEqual([EDITOR_IMPORT_MAP])
    const scriptSources = /script-src ([^;]+)/.exec(EDITOR_CONTENT_SECURITY_POLICY)![1].split(" ")
    expect(scriptSources).toEqual(["'self'", EDITOR_IMPORT_MAP_CSP_SOURCE])
    expect(EDITOR_CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
  })

  it("is never indexed, and keeps the sign-in popup it opens", () => {
    expect(EDITOR_HEADERS).toMatchObject({ "X-Robots-Tag": "noindex, nofollow", "Cross-Origin-Opener-Policy": "same-origin-allow-popups" })
  })
})

describe("Netlify's rules for the editor's page", () => {
  const adapterRules = "/api/contact  /.netlify/functions/__api-contact  200\n/api/editor  /.netlify/functions/__api-editor  200\n"

  it("send each of its addresses to the function, past the page's own file, before the adapter's rules", () => {
    expect(withEditorRewrites(adapterRules).split("\n").slice(0, EDITOR_PAGE_PATHS.length)).toEqual(EDITOR_PAGE_PATHS.map((from) => `${from}  /.netlify/functions/__api-editor  200!`))
    expect(withEditorRewrites(adapterRules).endsWith(adapterRules)).toBe(true)
  })

  it("are none when the site has no editor (no function for it)", () => {
    const withoutEditor = "/api/contact  /.netlify/functions/__api-contact  200\n"
    expect(withEditorRewrites(withoutEditor)).toBe(withoutEditor)
  })
})
