/** @jest-environment node */
/**
 * The tests' content types are made from data/schemas/, the one place the content's shape is
 * written: the checked-in file must be what the schemas make today.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { CONTENT_TYPES_FILE, EDITOR_SETTINGS_FILE, editorSettingsSource } from "../../../tools/generate-from-schemas"
import { DATA_FILES } from "../../../src/content/data-files"
import { REPO_ROOT } from "../../../tools/repo-root"

jest.setTimeout(60_000)


/** The types the schemas make now, written by the generator in a Node process of its own. */
let made: string
beforeAll(() => {
  made = execFileSync(process.execPath, [require.resolve("ts-node/dist/bin.js"), "tools/generate-from-schemas.ts", "--print"], { cwd: REPO_ROOT, encoding: "utf8" })
})

test("src/content/schema-types.ts is what data/schemas/ make (after changing a schema: npm run generate:from-schemas)", () => {
  expect(fs.readFileSync(CONTENT_TYPES_FILE, "utf8")).toBe(made)
})

test("each data file's content is a type, its fields required or optional as in the schema", () => {
  for (const name of ["SiteData", "ProjectsData", "SkillsData", "ExperienceData", "AppsData", "NavigationData"]) {
    expect(made).toMatch(new RegExp(`export (type|interface) ${name}\\b`))
  }
  expect(made).toMatch(/\n  phone\?: string;/)
  expect(made).toMatch(/\n  email: string;/)
})

test("the content's type has every data file, by its name", () => {
  const contentFiles = /export interface ContentFiles \{([^}]*)\}/.exec(made)?.[1] ?? ""
  expect([...contentFiles.matchAll(/^ {2}(\w+):/gm)].map(([, name]) => name)).toEqual(DATA_FILES)
})

test("the code editor checks every data file against its schema (.vscode/settings.json: npm run generate:from-schemas)", () => {
  const settings = JSON.parse(fs.readFileSync(EDITOR_SETTINGS_FILE, "utf8")) as { "json.schemas": { fileMatch: string[]; url: string }[] }
  expect(fs.readFileSync(EDITOR_SETTINGS_FILE, "utf8")).toBe(editorSettingsSource())
  expect(settings["json.schemas"].map(({ fileMatch }) => fileMatch)).toEqual(DATA_FILES.map((name) => [`/data/${name}.json`]))
  for (const { url } of settings["json.schemas"]) expect(fs.existsSync(path.join(REPO_ROOT, url))).toBe(true)
})
