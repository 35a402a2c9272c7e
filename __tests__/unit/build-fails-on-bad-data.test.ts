/**
 * The whole path the owner meets: a broken field in data/ makes `gatsby build` stop, and
 * the message it prints names the file, the entry and the field.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const repoRoot = path.resolve(__dirname, "../..")
const projectFiles = [
  "package.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "tsconfig.json",
  "src",
  "data",
  "static",
]

jest.setTimeout(120_000)

it("stops the build with a message naming file, entry and field", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-build-"))
  try {
    for (const file of projectFiles) fs.cpSync(path.join(repoRoot, file), path.join(root, file), { recursive: true })
    fs.symlinkSync(path.join(repoRoot, "node_modules"), path.join(root, "node_modules"), "dir")
    const projectsFile = path.join(root, "data", "projects.json")
    const projects = JSON.parse(fs.readFileSync(projectsFile, "utf8"))
    projects[2].category = "desktop"
    fs.writeFileSync(projectsFile, JSON.stringify(projects, null, 2))

    const result = spawnSync(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], {
      cwd: root,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1", FORCE_COLOR: "0" },
      encoding: "utf8",
      timeout: 110_000,
    })
    const output = `${result.stdout}\n${result.stderr}`.replace(/\s+/g, " ")
    expect(result.status).not.toBe(0)
    expect(output).toContain(
      'data/projects.json, entry 3 (id 3, title "Soko Online Store"), field "category": must be one of'
    )
    expect(fs.existsSync(path.join(root, "public", "index.html"))).toBe(false)
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})
