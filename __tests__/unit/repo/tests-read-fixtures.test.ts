/** @jest-environment node */
/**
 * The template's tests read frozen fixtures, never the owner's content (issue 21 point 1):
 * no test file outside the owner's pass (__tests__/site/) names this checkout's data/ or
 * static/downloads/, by import or by path. The schemas (data/schemas/) are the template's and
 * may be read. So any valid change an owner makes to data/ changes no result of these tests.
 */
import fs from "fs"
import path from "path"

const TESTS = path.join(__dirname, "..")
const ROOT = path.join(TESTS, "..")

/** What reaching the checkout's content looks like: an import of ../data/x.json, or a path joined from the checkout's root to "data" or "static". */
const READS_CONTENT = [
  /from\s+"(\.\.\/)+data\/(?!schemas\/)[^"]*"/,
  /require\("(\.\.\/)+data\/(?!schemas\/)[^"]*"\)/,
  /path\.(join|resolve)\((ROOT|repoRoot|REPO_ROOT|__dirname)[^)]*"(data|static)"(?!,\s*"schemas")/,
  /path\.(join|resolve)\([^)]*"(\.\.\/)+(data|static)(\/(?!schemas)[^"]*)?"/,
]

/** The owner's pass reads the owner's data by design; the fixtures' own module names where they are; this file's examples. */
const ALLOWED = [path.join(TESTS, "site"), path.join(TESTS, "support", "fixture-sites.ts"), __filename]

function testSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "fixtures" ? [] : testSources(full)
    return /\.(ts|tsx|js)$/.test(entry.name) ? [full] : []
  })
}

it("no template test reads the checkout's data/ or static/downloads/", () => {
  const offenders = testSources(TESTS)
    .filter((file) => !ALLOWED.some((allowed) => file === allowed || file.startsWith(`${allowed}${path.sep}`)))
    .flatMap((file) =>
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) => (READS_CONTENT.some((pattern) => pattern.test(line)) ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : []))
    )
  expect(offenders).toEqual([])
})

it("would notice one that did", () => {
  const lines = [
    'import site from "../../../data/site.json"',
    'const file = path.join(repoRoot, "data", "projects.json")',
    'fs.cpSync(path.join(ROOT, "static"), dest)',
    'const image = path.join(__dirname, "../../data/images/projects/x.jpg")',
  ]
  expect(lines.filter((line) => READS_CONTENT.some((pattern) => pattern.test(line)))).toEqual(lines)
  expect(READS_CONTENT.some((pattern) => pattern.test('import schema from "../../../data/schemas/site.schema.json"'))).toBe(false)
  expect(READS_CONTENT.some((pattern) => pattern.test('path.join(repoRoot, "data", "schemas", "x")'))).toBe(false)
})
