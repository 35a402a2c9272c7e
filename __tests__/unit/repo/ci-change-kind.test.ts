/** @jest-environment node */
/**
 * What a CI run checks (.ci/change-kind): a branch that changes data/ alone (the editor's
 * draft) gets the owner's checks; anything else, the default branch itself, or a base that
 * cannot be read, the whole suite.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { REPO_ROOT } from "../../../tools/repo-root"

let remote: string
let clone: string
const git = (cwd: string, ...args: string[]) => execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@localhost", "-c", "init.defaultBranch=main", ...args], { cwd, stdio: "pipe" }).toString()
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(clone, file)), { recursive: true })
  fs.writeFileSync(path.join(clone, file), text)
}

beforeEach(() => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "change-kind-"))
  remote = path.join(root, "remote.git")
  clone = path.join(root, "clone")
  fs.mkdirSync(clone)
  git(clone, "init", "-q")
  fs.mkdirSync(path.join(clone, ".ci"))
  fs.copyFileSync(path.join(REPO_ROOT, ".ci", "change-kind"), path.join(clone, ".ci", "change-kind"))
  write("data/projects.json", "[]\n")
  write("src/index.ts", "export {}\n")
  git(clone, "add", "-A")
  git(clone, "commit", "-qm", "base")
  git(root, "clone", "-q", "--bare", clone, remote)
  git(clone, "remote", "add", "origin", remote)
  git(clone, "checkout", "-qb", "cms/projects/matatu")
})
afterEach(() => fs.rmSync(path.dirname(clone), { recursive: true, force: true }))

const kind = (env: Record<string, string> = { CI_BASE_REF: "main" }) =>
  execFileSync("bash", [".ci/change-kind"], { cwd: clone, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } }).toString().trim()
const commit = (...files: string[]) => {
  for (const file of files) write(file, `${file} changed\n`)
  git(clone, "add", "-A")
  git(clone, "commit", "-qm", "edit")
}

describe("what CI checks", () => {
  it("the owner's checks for a draft that changes data/ alone, its images too", () => {
    commit("data/projects.json", "data/sw/projects.json", "data/images/projects/matatu.jpg")
    expect(kind()).toBe("content")
  })

  it("everything for a change outside data/, or of its schemas", () => {
    commit("data/projects.json", "src/index.ts")
    expect(kind()).toBe("full")
  })

  it("everything for a change of a schema", () => {
    commit("data/schemas/projects.schema.json")
    expect(kind()).toBe("full")
  })

  it("everything without a base (the default branch), when asked, or when the base cannot be read", () => {
    commit("data/projects.json")
    expect(kind({})).toBe("full")
    expect(kind({ CI_BASE_REF: "main", CI_FULL: "1" })).toBe("full")
    expect(kind({ CI_BASE_REF: "no-such-branch" })).toBe("full")
  })

  it("everything for a branch with no change at all", () => {
    expect(kind()).toBe("full")
  })
})
