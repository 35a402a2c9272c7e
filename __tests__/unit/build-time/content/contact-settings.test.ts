/** @jest-environment node */
/**
 * The module the contact function is built with (src/build-time/content/contact-settings.ts):
 * written where the contact plugin's package.json names "#contact-settings", from every
 * language's content, and only for a site whose form delivers.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { contactPluginDir, writeContactSettings } from "../../../../src/build-time/content/contact-settings"
import { loadLanguages } from "../../../../src/build-time/content/read-content"
import { REPO_ROOT } from "../../../../tools/repo-root"
import { FIXTURE_SITES } from "../../../../tools/fixture-sites"

let root: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "contact-settings-"))
  fs.cpSync(path.join(REPO_ROOT, "plugins", "contact", "package.json"), path.join(contactPluginDir(root), "package.json"))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const imported = () => JSON.parse(fs.readFileSync(path.join(contactPluginDir(root), "package.json"), "utf8")).imports["#contact-settings"] as string
const written = () => path.join(contactPluginDir(root), imported())

it("writes the settings the function imports, with each language's result page, from the content alone", () => {
  const languages = loadLanguages(FIXTURE_SITES.sample)
  writeContactSettings(root, languages)
  const settings = JSON.parse(fs.readFileSync(written(), "utf8"))
  expect(settings).toMatchObject({ delivery: "simulated", ownerEmail: languages[0].content.site.email, siteUrl: languages[0].content.site.siteUrl, languages: ["en-KE", "sw"] })
  expect(settings.texts.sw).toMatchObject({ language: "sw", home: "/sw/", failure: languages[1].content.site.contact.toasts?.failure })
})

it("writes none, and removes an old one, for a site without a form", () => {
  const [first] = loadLanguages(FIXTURE_SITES.sample)
  writeContactSettings(root, [first])
  expect(fs.existsSync(written())).toBe(true)
  const noForm = { ...first, content: { ...first.content, site: { ...first.content.site, contact: { ...first.content.site.contact, delivery: "none" as const } } } }
  writeContactSettings(root, [noForm])
  expect(fs.existsSync(written())).toBe(false)
})

it("is what the function's source imports, and what the type checker reads in its place", () => {
  const source = fs.readFileSync(path.join(REPO_ROOT, "plugins/contact/src/api/contact/index.ts"), "utf8")
  expect(source).toMatch(/import settings from "#contact-settings"/)
  const tsconfig = fs.readFileSync(path.join(REPO_ROOT, "tsconfig.json"), "utf8")
  expect(tsconfig).toMatch(/"#contact-settings": \[\s*"src\/server\/contact-settings\.d\.ts"\s*\]/)
  expect(imported()).toMatch(/^\.\/\.generated\//)
})
