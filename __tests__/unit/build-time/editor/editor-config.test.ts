/**
 * The editor's configuration as the build makes it from the schemas and the owner's files:
 * valid for the pinned Sveltia CMS (its own JSON Schema, in the package), every data file and
 * field there with the rules the check holds data/ to, in the owner's order, each kept across
 * languages as the site reads translations.
 */
import fs from "fs"
import path from "path"
import Ajv from "ajv"
import addFormats from "ajv-formats"
import { editorConfig, keyOrders, type EditorConfigInput } from "../../../../src/build-time/editor/editor-config"
import { objectFields, labelOf, type EditorField } from "../../../../src/build-time/editor/editor-fields"
import { editorBackend } from "../../../../src/build-time/editor/editor-backend"
import { DATA_FILES } from "../../../../src/content/data-files"
import { FORMATS, readSchema, validateData } from "../../../../src/build-time/content/validate-data"
import type { Schema } from "../../../../src/content/schema-walk"
import { FIXTURE_SITES, readFixtureContent } from "../../../../tools/fixture-sites"
import { REPO_ROOT } from "../../../../tools/repo-root"

const SVELTIA_SCHEMA = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "node_modules", "@sveltia", "cms", "schema", "sveltia-cms.json"), "utf8"))

const inputFor = (site: keyof typeof FIXTURE_SITES, backend: Partial<EditorConfigInput["backend"]> = {}): EditorConfigInput => {
  const content = readFixtureContent(site)
  return { rootDir: FIXTURE_SITES[site], site: content.site, siteUrl: content.site.siteUrl, backend: { branch: "main", signIn: "token", ...backend } }
}

type Config = ReturnType<typeof editorConfig>
const fileOf = (config: Config, name: string) => config.collections[0].files.find((file) => file.name === name)!
/** A field by its path of names below a file ("*" is never needed: a list's entries' fields are its fields). */
function fieldAt(fields: readonly EditorField[], ...names: string[]): EditorField {
  const [first, ...rest] = names
  const field = fields.find((candidate) => candidate.name === first)
  if (!field) throw new Error(`no field ${first} among ${fields.map((candidate) => candidate.name).join(", ")}`)
  if (rest.length === 0) return field
  const inner = (field.fields ?? [field.field]) as EditorField[]
  return fieldAt(inner, ...rest)
}
const SAMPLE_LANGUAGE = readFixtureContent("sample").site.language
const projectFields = (config: Config) => fieldAt(fileOf(config, "projects").fields as EditorField[], "projects").fields as EditorField[]

describe("the editor's configuration", () => {
  // With its formats: each pattern the configuration gives is checked to be a regular expression.
  const validate = addFormats(new Ajv({ strict: false, allErrors: true })).compile(SVELTIA_SCHEMA)

  it.each(Object.keys(FIXTURE_SITES) as (keyof typeof FIXTURE_SITES)[])("is valid for Sveltia CMS's own schema, for the %s site", (site) => {
    for (const signIn of ["netlify", "site", "token"] as const) {
      const config = editorConfig(inputFor(site, { signIn, repository: "owner/portfolio" }))
      validate(config)
      expect(validate.errors ?? []).toEqual([])
    }
  })

  it("lists every data file, each at its path in every language ({{locale}}: the default language's in data/); one without words (the skills) in data/ alone", () => {
    const config = editorConfig(inputFor("sample"))
    const path = (name: string) => (name === "skills" ? `data/${name}.json` : `data/{{locale}}/${name}.json`)
    expect(config.collections[0].files.map((file) => [file.name, file.file])).toEqual(DATA_FILES.map((name) => [name, path(name)]))
    expect(JSON.stringify(fileOf(config, "skills"))).not.toContain('"i18n"')
    expect(config.i18n).toEqual({ structure: "multiple_folders", locales: [SAMPLE_LANGUAGE, "sw"], default_locale: SAMPLE_LANGUAGE, omit_default_locale_from_file_path: true })
  })

  it("has no languages at all for a site in one language, and the file's own path", () => {
    const config = editorConfig(inputFor("second-owner"))
    expect(config.i18n).toBeUndefined()
    expect(fileOf(config, "projects").file).toBe("data/projects.json")
    expect(JSON.stringify(config)).not.toContain('"i18n"')
  })

  it("keeps each field across languages as the site reads a translation", () => {
    const fields = projectFields(editorConfig(inputFor("sample")))
    // Words: in each language's own file, required in the default language only.
    expect(fieldAt(fields, "title")).toMatchObject({ i18n: true, required: [SAMPLE_LANGUAGE] })
    // The key that pairs a translation's entry with the default language's: copied, kept in step.
    expect(fieldAt(fields, "id")).toMatchObject({ i18n: "duplicate", required: true })
    // The same in every language: written in the default language's file only.
    expect(fieldAt(fields, "image")).toMatchObject({ i18n: false, required: [SAMPLE_LANGUAGE] })
    expect(fieldAt(fields, "featured")).toMatchObject({ i18n: false })
    // The list itself: an entry added, moved or removed in one language is so in all.
    expect(fieldAt(fileOf(editorConfig(inputFor("sample")), "projects").fields as EditorField[], "projects")).toMatchObject({ root: true, i18n: "duplicate", allow_duplicate: false })
  })

  it("puts the fields in the order the owner's file keeps them, so that a save changes only the lines edited", () => {
    const sample = JSON.parse(fs.readFileSync(path.join(FIXTURE_SITES.sample, "data", "projects.json"), "utf8")) as Record<string, unknown>[]
    const names = projectFields(editorConfig(inputFor("sample"))).map((field) => field.name)
    for (const project of sample) expect(names.filter((name) => name in project)).toEqual(Object.keys(project))
    expect(keyOrders([{ b: 1, a: { y: 1, x: 2 } }, { c: 3, b: 2 }]).get("*")).toEqual(["b", "a", "c"])
    expect(keyOrders([{ b: 1, a: { y: 1, x: 2 } }]).get("*/a")).toEqual(["y", "x"])
  })

  it("gives each image field its folder in data/ and the path data/ writes (./images/…), which the check accepts", () => {
    const image = fieldAt(projectFields(editorConfig(inputFor("sample"))), "image")
    expect(image).toMatchObject({ widget: "image", media_folder: "/data/images/projects", public_folder: "./images/projects" })
    const project = { ...readFixtureContent("sample").projects[0] }
    const written = [{ ...JSON.parse(fs.readFileSync(path.join(FIXTURE_SITES.sample, "data", "projects.json"), "utf8"))[0], image: `./images/projects/${path.basename(project.image)}` }]
    expect(validateData("projects", written, { rootDir: FIXTURE_SITES.sample })).toEqual([])
  })

  it("lets a project's category be only one of the projects' filters, as the check does", () => {
    const category = fieldAt(projectFields(editorConfig(inputFor("sample"))), "category")
    expect(category).toMatchObject({ widget: "relation", collection: "content", file: "site", value_field: "projects.filters.*.category" })
  })
})

describe("the editor's rules are the check's", () => {
  const fields = projectFields(editorConfig(inputFor("sample")))

  /** What the editor says of a value of a text field, as Sveltia CMS tests a pattern: nothing when it takes it. */
  const editorSays = (field: EditorField, value: string) => {
    const [pattern, message] = field.pattern as [string, string]
    return new RegExp(pattern).test(value) ? undefined : message
  }

  it.each([
    ["https://github.com/brian/stackforge", true],
    ["github.com/brian/stackforge", false],
    ["https://", false],
    ["not an address", false],
  ])("an address: %s is %s for the editor and the check alike", (value, accepted) => {
    const field = fieldAt(fields, "githubUrl")
    const data = JSON.parse(fs.readFileSync(path.join(FIXTURE_SITES.sample, "data", "projects.json"), "utf8"))
    data[0].githubUrl = value
    const checkSays = validateData("projects", data, { rootDir: FIXTURE_SITES.sample })
    expect(editorSays(field, value) === undefined).toBe(accepted)
    expect(checkSays.length === 0).toBe(accepted)
    if (!accepted) {
      expect(editorSays(field, value)).toBe(FORMATS["web-url"].message)
      expect(checkSays.join("\n")).toContain(FORMATS["web-url"].message)
    }
  })

  it("a month: the experience's dates take only a real month, in the check's words", () => {
    const experience = fieldAt(fileOf(editorConfig(inputFor("sample")), "experience").fields as EditorField[], "experience").fields as EditorField[]
    const start = fieldAt(experience, "start")
    expect(editorSays(start, "2024-03")).toBeUndefined()
    for (const wrong of ["2024-13", "2024-00", "March 2024"]) expect(editorSays(start, wrong)).toMatch(/\S/)
    const data = JSON.parse(fs.readFileSync(path.join(FIXTURE_SITES.sample, "data", "experience.json"), "utf8"))
    data[0].start = "2024-13"
    expect(validateData("experience", data, { rootDir: FIXTURE_SITES.sample }).join("\n")).toContain(editorSays(start, "2024-13"))
  })

  it("a required field is required, with its limits", () => {
    expect(fieldAt(fields, "description")).toMatchObject({ widget: "text", required: [SAMPLE_LANGUAGE] })
    expect(fieldAt(fields, "githubUrl").required).toBe(false)
  })
})

describe("a field the schemas gain is in the editor with no other edit", () => {
  it("takes its widget, rules, hint and label from the schema", () => {
    const schema = readSchema("projects") as Schema
    const item = schema.items as Schema
    const withNew: Schema = { ...item, properties: { ...item.properties, demoVideoUrl: { type: "string", format: "web-url", description: "Optional: a video of the project." } } }
    const context = { root: schema, entryKeys: ["id"], orderOf: () => [], iconNames: [], defaultLanguage: SAMPLE_LANGUAGE }
    const added = objectFields(withNew, context, ["*"]).find((field) => field.name === "demoVideoUrl")
    expect(added).toEqual({
      name: "demoVideoUrl",
      label: "Demo video URL",
      widget: "string",
      pattern: [expect.any(String), FORMATS["web-url"].message],
      hint: "Optional: a video of the project.",
      required: false,
      i18n: false,
    })
  })

  it("labels a field in words, acronyms as written", () => {
    expect([labelOf("githubUrl"), labelOf("imageAlt"), labelOf("cvTitle"), labelOf("id")]).toEqual(["GitHub URL", "Image alt", "CV title", "ID"])
  })
})

describe("where the editor saves, known without an edit to code", () => {
  const noGit = path.join(REPO_ROOT, "__tests__", "fixtures")

  it("on Netlify: its repository and branch, Netlify's sign-in, and the deploy preview's status for each draft", () => {
    expect(editorBackend(undefined, { NETLIFY: "true", REPOSITORY_URL: "https://github.com/brian/portfolio", BRANCH: "main" }, noGit)).toEqual({
      repository: "brian/portfolio",
      branch: "main",
      signIn: "netlify",
      previewContext: "deploy/netlify",
    })
  })

  it("on Vercel: its repository and branch, and the site's own sign-in", () => {
    const env = { VERCEL: "1", VERCEL_GIT_PROVIDER: "github", VERCEL_GIT_REPO_OWNER: "brian", VERCEL_GIT_REPO_SLUG: "portfolio", VERCEL_GIT_COMMIT_REF: "main" }
    expect(editorBackend(undefined, env, noGit)).toEqual({ repository: "brian/portfolio", branch: "main", signIn: "site" })
  })

  it("what data/site.json says comes first", () => {
    const env = { NETLIFY: "true", REPOSITORY_URL: "https://github.com/brian/portfolio", BRANCH: "preview-branch" }
    expect(editorBackend({ repository: "brian/site", branch: "live", signIn: "token" }, env, noGit)).toMatchObject({ repository: "brian/site", branch: "live", signIn: "token" })
  })

  it("elsewhere: the checkout's remote and branch, read from .git", () => {
    const dir = fs.mkdtempSync(path.join(require("os").tmpdir(), "editor-backend-"))
    fs.mkdirSync(path.join(dir, ".git"))
    fs.writeFileSync(path.join(dir, ".git", "config"), '[core]\n\tbare = false\n[remote "origin"]\n\turl = git@github.com:brian/portfolio.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n')
    fs.writeFileSync(path.join(dir, ".git", "HEAD"), "ref: refs/heads/trunk\n")
    expect(editorBackend(undefined, {}, dir)).toEqual({ repository: "brian/portfolio", branch: "trunk", signIn: "token" })
    fs.rmSync(dir, { recursive: true })
  })

  it("writes each sign-in as Sveltia CMS reads it: the site's own function at its address, or a token alone", () => {
    const site = editorConfig(inputFor("sample", { signIn: "site", repository: "brian/portfolio" })).backend
    expect(site).toMatchObject({ name: "github", repo: "brian/portfolio", base_url: new URL(readFixtureContent("sample").site.siteUrl).origin, auth_endpoint: "api/editor/sign-in" })
    expect(editorConfig(inputFor("sample", { signIn: "token" })).backend).toMatchObject({ auth_methods: ["token"] })
    expect(editorConfig(inputFor("sample", { signIn: "netlify" })).backend).not.toHaveProperty("auth_methods")
  })
})

describe("a list inside an object keeps its key in every language", () => {
  it("copies a link's address and a filter's category to the translation, as the check pairs them", () => {
    const site = fileOf(editorConfig(inputFor("sample")), "site").fields as EditorField[]
    expect(fieldAt(site, "socialLinks", "href")).toMatchObject({ i18n: "duplicate" })
    expect(fieldAt(site, "socialLinks", "label")).toMatchObject({ i18n: true })
    expect(fieldAt(site, "projects", "filters", "category")).toMatchObject({ i18n: "duplicate" })
  })
})
