/** @jest-environment node */
/**
 * One Node major for the project, named alike everywhere it is chosen: .nvmrc (nvm, fnm,
 * setup-node), package.json engines (what Vercel reads), netlify.toml (NODE_VERSION), the
 * GitHub workflow's image and .ci/run. It must be a maintained major: 20 reached end of life in
 * April 2026, 22 is maintained until April 2027.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { parse } from "acorn"
import { checkNodeVersion, majorOf, wantedMajor } from "../../../tools/node-version-guard"
import { REPO_ROOT } from "../../../tools/repo-root"

const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), "utf8")
const MAJOR = read(".nvmrc").trim()

const GUARD = path.join(REPO_ROOT, "tools", "node-version-guard.js")
const TOOLS_CHECK = path.join(REPO_ROOT, "tools", "check-test-tools.js")

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

describe("the Node version guard (tools/node-version-guard.js)", () => {
  it("reads the major from .nvmrc", () => {
    expect(wantedMajor()).toBe(MAJOR)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nvmrc-"))
    try {
      for (const [text, major] of [["22\n", "22"], ["v24", "24"], ["20.19.0", "20"]]) {
        fs.writeFileSync(path.join(dir, ".nvmrc"), text)
        expect(wantedMajor(path.join(dir, ".nvmrc"))).toBe(major)
      }
      fs.writeFileSync(path.join(dir, ".nvmrc"), "lts/*")
      expect(() => wantedMajor(path.join(dir, ".nvmrc"))).toThrow(/one Node major/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("passes the wanted major, whatever its minor and patch", () => {
    expect(checkNodeVersion("v22.0.0", "22")).toBeUndefined()
    expect(checkNodeVersion("v22.23.3", "22", "build")).toBeUndefined()
    expect(majorOf("v22.23.3")).toBe("22")
  })

  it("stops any other major with one line: what is needed, what runs, and how to get it", () => {
    for (const running of ["v20.20.2", "v2.0.0", "v23.1.0", "v24.0.0", "v222.0.0"]) {
      const message = checkNodeVersion(running, "22", "build")!
      expect(message.split("\n")).toHaveLength(1)
      expect(message).toBe(
        `npm run build needs Node.js 22 (.nvmrc), not ${running}: run \`nvm use\` in this folder (it reads .nvmrc), or install Node.js 22 from https://nodejs.org/, then run it again.`
      )
    }
    expect(checkNodeVersion("v20.20.2", "22", "test")).toMatch(/^npm test needs Node\.js 22 /)
    expect(checkNodeVersion("v20.20.2", "22")).toMatch(/^This project needs Node\.js 22 /)
  })

  it("runs first in npm run build, develop and serve, before gatsby", () => {
    const { scripts } = JSON.parse(read("package.json"))
    for (const name of ["build", "develop", "serve"]) {
      expect([name, scripts[name]]).toEqual([name, expect.stringMatching(/^node tools\/node-version-guard\.js && (node tools\/content-model-guard\.js && )?GATSBY_TELEMETRY_DISABLED=1 gatsby /)])
    }
    // npm test's first step, the tool check, runs it before anything else (check-test-tools.test.ts checks the order).
    expect(read("tools/check-test-tools.js")).toMatch(/^require\("\.\/node-version-guard"\)\.exitUnlessWantedNode\(\)$/m)
  })

  it("is written, like the tool check that loads it, in syntax old Node versions parse (ES2017: Node 8 and later)", () => {
    // acorn is webpack's parser, installed with Gatsby.
    for (const file of [GUARD, TOOLS_CHECK]) {
      expect(() => parse(fs.readFileSync(file, "utf8"), { ecmaVersion: 2017, sourceType: "script", allowHashBang: true })).not.toThrow()
    }
  })

  it("passes quietly on this Node", () => {
    expect(process.versions.node.split(".")[0]).toBe(MAJOR)
    const result = spawnSync(process.execPath, [GUARD], { encoding: "utf8", env: { ...process.env, npm_lifecycle_event: "build" } })
    expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({ status: 0, stdout: "", stderr: "" })
  })

  const other = otherNodeMajor()
  const underOtherNode = other ? it : it.skip
  underOtherNode(
    other
      ? `stops npm run build and npm test's tool check under ${other.binary} (Node ${other.version}) with its one line and exit code 1`
      : `under another Node major: SKIPPED, no Node binary of a major other than ${MAJOR} on this machine (looked on PATH and in /usr/local/bin, /usr/bin, /bin)`,
    () => {
      const { binary, version } = other!
      const expected = (command: string) =>
        `${command} needs Node.js ${MAJOR} (.nvmrc), not v${version}: run \`nvm use\` in this folder (it reads .nvmrc), or install Node.js ${MAJOR} from https://nodejs.org/, then run it again.`
      const build = spawnSync(binary, [GUARD], { encoding: "utf8", env: { ...process.env, npm_lifecycle_event: "build" } })
      expect({ status: build.status, stdout: build.stdout, stderr: build.stderr }).toEqual({ status: 1, stdout: "", stderr: `${expected("npm run build")}\n` })
      // The tool check stops on it before looking for Chromium, Java and pdftotext.
      const tools = spawnSync(binary, [TOOLS_CHECK], { encoding: "utf8", env: { PATH: "/nonexistent", npm_lifecycle_event: "test" } })
      expect({ status: tools.status, stdout: tools.stdout, stderr: tools.stderr }).toEqual({ status: 1, stdout: "", stderr: `${expected("npm test")}\n` })
    }
  )
})

/** A Node binary of another major on this machine (the new user's Node 20, say), if there is one. */
function otherNodeMajor(): { binary: string; version: string } | undefined {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/local/bin", "/usr/bin", "/bin"]
  for (const binary of new Set(dirs.filter(Boolean).map((dir) => path.join(dir, "node")))) {
    if (!fs.existsSync(binary)) continue
    const result = spawnSync(binary, ["-p", "process.versions.node"], { encoding: "utf8" })
    const version = result.status === 0 ? result.stdout.trim() : ""
    if (/^\d+\./.test(version) && version.split(".")[0] !== MAJOR) return { binary, version }
  }
  return undefined
}
