/**
 * The whole path the owner meets: a broken field in data/ makes `gatsby build` stop, and
 * the message it prints names the file, the entry and the field.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { copyFixtureContent } from "../../tools/fixture-sites"
import { REPO_ROOT } from "../../tools/repo-root"

const projectFiles = [
  "package.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "tsconfig.json",
  "src",
  "plugins",
  "data/schemas",
  "static",
]

jest.setTimeout(120_000)

/** Runs `gatsby build` on a copy of the project whose data file `name` is replaced by `content`. */
function buildWithBrokenData(name: string, breakIt: (original: string) => string, logger?: "json") {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-build-"))
  try {
    for (const file of projectFiles) fs.cpSync(path.join(REPO_ROOT, file), path.join(root, file), { recursive: true })
    fs.symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(root, "node_modules"), "dir")
    copyFixtureContent(root)
    const dataFile = path.join(root, "data", name)
    fs.writeFileSync(dataFile, breakIt(fs.readFileSync(dataFile, "utf8")))

    const result = spawnSync(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], {
      cwd: root,
      env: {
        ...process.env,
        GATSBY_TELEMETRY_DISABLED: "1",
        CI: "true",
        NO_COLOR: "1",
        FORCE_COLOR: "0",
        ...(logger ? { GATSBY_LOGGER: logger } : {}),
      },
      encoding: "utf8",
      timeout: 110_000,
    })
    return {
      status: result.status,
      stdout: result.stdout,
      output: `${result.stdout}\n${result.stderr}`.replace(/\s+/g, " "),
      built: fs.existsSync(path.join(root, "public", "index.html")),
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
}

/**
 * Gatsby's JSON logger shows what its terminal logger draws the heading from: a plain-string
 * panicOnBuild has category and type UNKNOWN, headed "ERROR UNKNOWN" in a terminal.
 */
it("stops the build with a message naming file, entry and field, as the owner's error, not ERROR UNKNOWN", () => {
  const result = buildWithBrokenData(
    "projects.json",
    (original) => {
      const projects = JSON.parse(original)
      projects[2].category = "desktop"
      return JSON.stringify(projects, null, 2)
    },
    "json"
  )
  expect(result.status).not.toBe(0)
  const errors = result.stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line).payload)
    .filter((payload) => payload?.level === "ERROR")
  expect(errors).toHaveLength(1)
  expect(errors[0]).toMatchObject({ code: "default-site-plugin_CONTENT_INVALID", category: "USER", level: "ERROR" })
  expect(errors[0].type).toBeUndefined()
  expect(errors[0].text).toContain("The content in data/ has 1 problem that stops the build")
  expect(errors[0].text).toContain(
    'data/projects.json, entry 3 (id 3, title "Soko Online Store"), field "category": "desktop" is not one of the categories data/site.json lists in "projects.filters"'
  )
  expect(result.built).toBe(false)
  // What is still the sample's is warned about, as one group, before the build stops, as npm run check does.
  const warnings = result.stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line).payload)
    .filter((payload) => payload?.level === "WARNING")
  expect(warnings).toHaveLength(1)
  expect(warnings[0].text).toMatch(/^The content in data\/ is still the sample's in \d+ places \(the site builds, but it is not yet yours/)
  expect(warnings[0].text).toContain('  - data/site.json, field "name": "Brian Kamau" is the sample person\'s name')
  expect(warnings[0].text).toContain('  - data/site.json, field "email": "hello@example.com" is a sample address')
  expect(warnings[0].text).toContain("static/downloads/pesatrack.apk is a sample package, signed with this repository's public sample key")
})

it("names the file, line and column when it is not valid JSON, even the one the configuration reads", () => {
  const result = buildWithBrokenData("site.json", (original) => original.replace('"name":', '"name"'))
  expect(result.status).not.toBe(0)
  expect(result.output).toContain(
    'data/site.json: is not valid JSON: line 2, column 10: a colon is missing between a field name and its value.'
  )
  expect(result.output).not.toMatch(/UNKNOWN/)
  expect(result.built).toBe(false)
})
