/** @jest-environment node */
/**
 * The tests' content types are made from data/schemas/, the one place the content's shape is
 * written: the checked-in file must be what the schemas make today.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import { CONTENT_TYPES_FILE } from "../../../tools/generate-content-types"
import { REPO_ROOT } from "../../../tools/repo-root"

jest.setTimeout(60_000)


/** The types the schemas make now, written by the generator in a Node process of its own. */
let made: string
beforeAll(() => {
  made = execFileSync(process.execPath, [require.resolve("ts-node/dist/bin.js"), "tools/generate-content-types.ts", "--print"], { cwd: REPO_ROOT, encoding: "utf8" })
})

test("src/content/schema-types.ts is what data/schemas/ make (after changing a schema: npm run generate:content-types)", () => {
  expect(fs.readFileSync(CONTENT_TYPES_FILE, "utf8")).toBe(made)
})

test("each data file's content is a type, its fields required or optional as in the schema", () => {
  for (const name of ["SiteData", "ProjectsData", "SkillsData", "ExperienceData", "AppsData", "NavigationData"]) {
    expect(made).toMatch(new RegExp(`export (type|interface) ${name}\\b`))
  }
  expect(made).toMatch(/\n  phone\?: string;/)
  expect(made).toMatch(/\n  email: string;/)
})
