/** @jest-environment node */
/**
 * The documentation is read on GitHub: README.md is the owner's first screen and links every
 * topic to its page under docs/. These tests keep the pages joined up: every relative link
 * and image of README.md and docs/ names a file that exists, every #fragment a heading of the
 * page it points at (GitHub's anchors), every page of docs/ is reachable, and README stays
 * short. The checker (offline; external addresses are skipped) is __tests__/support/markdown-links.ts.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { checkMarkdownLinks, markdownFilesUnder, parsePage } from "../../support/markdown-links"
import { REPO_ROOT } from "../../../tools/repo-root"

const DOCS = markdownFilesUnder(REPO_ROOT, "docs")
const PAGES = ["README.md", ...DOCS]
/** The owner's first screen: no more than about 200 lines. */
const README_MAX_LINES = 200

const describeProblems = (problems: ReturnType<typeof checkMarkdownLinks>) =>
  problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`)

describe("the documentation's links", () => {
  it("has pages under docs/", () => {
    expect(DOCS.length).toBeGreaterThan(0)
  })

  it("every relative link and image of README.md and docs/ resolves to a file, and every #fragment to a heading", () => {
    expect(describeProblems(checkMarkdownLinks(REPO_ROOT, PAGES))).toEqual([])
  })

  it("every page of docs/ is linked from README.md or another page", () => {
    const linkedTo = new Set<string>()
    for (const file of PAGES) {
      for (const link of parsePage(file, fs.readFileSync(path.join(REPO_ROOT, file), "utf8")).links) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(link.destination) || link.destination.startsWith("#")) continue
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURIComponent(link.destination.replace(/[?#].*$/, ""))))
        if (target !== file) linkedTo.add(target)
      }
    }
    expect(DOCS.filter((page) => !linkedTo.has(page))).toEqual([])
  })

  it(`README.md is at most ${README_MAX_LINES} lines: the rest belongs in docs/`, () => {
    const lines = fs.readFileSync(path.join(REPO_ROOT, "README.md"), "utf8").replace(/\n$/, "").split("\n")
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES)
  })
})

describe("the link checker itself", () => {
  it("makes GitHub's heading anchors", () => {
    const cases: [string, string][] = [
      ["First: `npm run check`", "first-npm-run-check"],
      ["Real delivery is the owner's opt-in, and costs the page nothing", "real-delivery-is-the-owners-opt-in-and-costs-the-page-nothing"],
      ["`public/` holds what pages use", "public-holds-what-pages-use"],
      ["Printing: the home page is your CV, a project page one project", "printing-the-home-page-is-your-cv-a-project-page-one-project"],
      ["Side by side, 2026-11-25", "side-by-side-2026-11-25"],
      ["The [hosts'](deploying.md) *own* build tools, locally", "the-hosts-own-build-tools-locally"],
      ["snake_case and _emphasis_", "snake_case-and-emphasis"],
      ["Résumé → CV ✔", "résumé--cv-"],
      ["Ünïcödé 智能写作", "ünïcödé-智能写作"],
      ["A -- B", "a----b"],
    ]
    for (const [markdown, anchor] of cases) expect(parsePage("page.md", `## ${markdown}`).headings).toEqual([anchor])
  })

  it("numbers repeated headings as GitHub does", () => {
    const page = ["# Errors", "# Warnings", "# Errors", "# Errors", "# Errors 1"].join("\n")
    expect(parsePage("page.md", page).headings).toEqual(["errors", "warnings", "errors-1", "errors-2", "errors-1-1"])
  })

  it("reports a missing file, a missing heading, a missing image, a setext heading and an undefined reference, and skips code and external links", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "docs-links-"))
    try {
      fs.mkdirSync(path.join(dir, "docs"))
      fs.writeFileSync(path.join(dir, "picture.png"), "")
      fs.writeFileSync(
        path.join(dir, "docs", "guide.md"),
        ["# Guide", "", "## First: `npm run check`", "", "## Errors", "", "## Errors", "", '<a id="kept-anchor"></a>', ""].join("\n")
      )
      fs.writeFileSync(
        path.join(dir, "README.md"),
        [
          "# Title",
          "",
          "[fine](docs/guide.md#first-npm-run-check), [second Errors](docs/guide.md#errors-1), [html anchor](docs/guide.md#kept-anchor)",
          "[same page](#title), [folder](docs/), ![image](picture.png), [external](https://example.com/nowhere#x), [mail](mailto:a@b.c)",
          "[missing file](docs/nowhere.md), [missing heading](docs/guide.md#first-npm-run-checks), ![missing image](missing.png)",
          "`[in code](nowhere.md)` and ``a `[nested](nowhere.md)` span``, and a code span over",
          "two lines: `[x](nowhere.md)",
          "[y](nowhere.md)` done",
          "",
          "```md",
          "[in a fence](nowhere.md)",
          "```",
          "",
          "<!-- [in a comment](nowhere.md)",
          "-->",
          "[undefined reference][nothing] and [defined][ok]",
          "",
          "[ok]: docs/guide.md#errors",
          "",
          "Underlined heading",
          "---",
          "",
          '<img src="missing.webp" alt="">',
          "",
          "[unused]: missing-definition.md",
        ].join("\n")
      )
      const problems = describeProblems(checkMarkdownLinks(dir, ["README.md"]))
      expect(problems).toEqual([
        "README.md:16: the reference [nothing] has no definition (\"[nothing]: address\")",
        'README.md:21: "Underlined heading" is a setext heading (underlined): write it as an ATX heading ("## ...") so its anchor is checked',
        "README.md:5: docs/nowhere.md: docs/nowhere.md does not exist",
        "README.md:5: docs/guide.md#first-npm-run-checks: docs/guide.md has no heading whose anchor is #first-npm-run-checks (did you mean #first-npm-run-check?)",
        "README.md:5: missing.png: missing.png does not exist",
        "README.md:23: missing.webp: missing.webp does not exist",
        "README.md:25: missing-definition.md: missing-definition.md does not exist",
      ])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("reports a path in backticks that names a file or folder of the repository it does not have, and no other code", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "docs-paths-"))
    try {
      fs.mkdirSync(path.join(dir, "src", "server"), { recursive: true })
      fs.writeFileSync(path.join(dir, "src", "server", "handle.ts"), "")
      fs.writeFileSync(path.join(dir, "package.json"), "{}")
      fs.writeFileSync(path.join(dir, ".gitignore"), "reports/\n")
      fs.mkdirSync(path.join(dir, "reports"))
      fs.writeFileSync(
        path.join(dir, "README.md"),
        [
          "Real: `src/server/handle.ts`, `src/server/`, `package.json`.",
          "Gone: `src/api/contact.ts` and `src/server/old.ts`.",
          "Not paths of the repository: `npm run check`, `data/<tag>/`, `site-*.css`, `/static/css/site.css`, `budgets.json`, `lib/x.ts`, `a.b`, `reports/bench.md` (a test's output).",
        ].join("\n")
      )
      expect(describeProblems(checkMarkdownLinks(dir, ["README.md"]))).toEqual([
        "README.md:2: `src/api/contact.ts` names a file of the repository that does not exist",
        "README.md:2: `src/server/old.ts` names a file of the repository that does not exist",
      ])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
