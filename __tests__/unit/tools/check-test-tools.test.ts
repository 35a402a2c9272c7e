/** @jest-environment node */
/** `npm test` stops before building, with one line, when Chromium's headless shell, Java or pdftotext is missing. */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { REPO_ROOT } from "../../../tools/repo-root"

const SCRIPT = path.join(REPO_ROOT, "tools", "check-test-tools.js")
let dir: string

/** Runs the check with only a fake `java` (printing `javaVersion`, or none) and `pdftotext` on PATH. */
function check({ chrome, javaVersion, pdftotext = true }: { chrome: boolean; javaVersion?: string; pdftotext?: boolean }) {
  const bin = fs.mkdtempSync(path.join(dir, "bin-"))
  if (pdftotext) fs.writeFileSync(path.join(bin, "pdftotext"), "#!/bin/sh\nexit 0\n", { mode: 0o755 })
  if (javaVersion) {
    fs.writeFileSync(path.join(bin, "java"), `#!/bin/sh\necho 'openjdk version "${javaVersion}" 2025-04-15' >&2\n`, { mode: 0o755 })
  }
  const chromePath = path.join(dir, chrome ? "chromium-headless-shell" : "no-chromium")
  const result = spawnSync(process.execPath, [SCRIPT], { encoding: "utf8", env: { PATH: bin, TEST_CHROME_PATH: chromePath } })
  return { status: result.status, message: result.stderr.trim() }
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "check-tools-"))
  fs.writeFileSync(path.join(dir, "chromium-headless-shell"), "")
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe("the test tools check", () => {
  it("passes with Chromium's headless shell and Java 17", () => {
    expect(check({ chrome: true, javaVersion: "17.0.15" })).toEqual({ status: 0, message: "" })
  })

  it("names both missing packages and the one command that installs them, on one line", () => {
    const { status, message } = check({ chrome: false })
    expect(status).toBe(1)
    expect(message.split("\n")).toHaveLength(1)
    expect(message).toContain("Chromium")
    expect(message).toContain("Java")
    expect(message).toContain("apt-get install chromium-headless-shell default-jre-headless")
  })

  it("asks only for Java when the headless shell is there, also when the Java is too old for the checker", () => {
    for (const javaVersion of [undefined, "1.8.0_392"]) {
      const { status, message } = check({ chrome: true, javaVersion })
      expect(status).toBe(1)
      expect(message).toMatch(/apt-get install default-jre-headless`/)
      expect(message).not.toContain("Chromium")
    }
  })

  it("asks for poppler-utils when pdftotext is missing", () => {
    const { status, message } = check({ chrome: true, javaVersion: "17.0.15", pdftotext: false })
    expect(status).toBe(1)
    expect(message).toContain("pdftotext")
    expect(message).toMatch(/apt-get install poppler-utils`/)
  })

  it("runs first in npm test, before the type-check and the build", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "package.json"), "utf8"))
    expect(pkg.scripts.test).toMatch(/^node tools\/check-test-tools\.js && npm run typecheck && npm run build && /)
  })
})
