/** @jest-environment node */
/**
 * One Node major for the project, named alike everywhere it is chosen: .nvmrc (nvm, fnm,
 * setup-node), package.json engines (what Vercel reads), netlify.toml (NODE_VERSION), the
 * GitHub workflow's image and .ci/run. It must be a maintained major: 20 reached end of life in
 * April 2026, 22 is maintained until April 2027.
 */
import fs from "fs"
import path from "path"

const ROOT = path.join(__dirname, "..", "..")
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8")
const MAJOR = read(".nvmrc").trim()

/** Node majors and the day their maintenance ends (nodejs.org release schedule). */
const END_OF_LIFE: Record<string, string> = { "20": "2026-04-30", "22": "2027-04-30", "24": "2028-04-30" }

describe("one Node major", () => {
  it(".nvmrc names a major that is still maintained", () => {
    expect(MAJOR).toMatch(/^\d+$/)
    expect(END_OF_LIFE[MAJOR]).toBeDefined()
    expect(END_OF_LIFE[MAJOR] > "2026-11-01").toBe(true)
  })

  it("package.json engines pins that major, so Vercel builds with it and not with whatever it prefers", () => {
    expect(JSON.parse(read("package.json")).engines).toEqual({ node: `${MAJOR}.x` })
  })

  it("netlify.toml builds with it", () => {
    expect(read("netlify.toml")).toMatch(new RegExp(`^\\s*NODE_VERSION = "${MAJOR}"$`, "m"))
  })

  it("CI runs on it: the workflow's image and setup-node, and .ci/run's own check", () => {
    const workflow = read(".github/workflows/ci.yml")
    expect(workflow).toContain(`container: node:${MAJOR}-bookworm`)
    expect(workflow).toMatch(/node-version-file: \.nvmrc/)
    expect(read(".ci/run")).toContain(".nvmrc")
  })

  it("README says which", () => {
    expect(read("README.md")).toContain(`Node.js ${MAJOR}`)
  })
})
