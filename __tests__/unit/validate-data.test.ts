/**
 * The owner only edits JSON: every mistake must stop the build with a message naming the
 * file, the entry and the field. These tests break a copy of the real data one way at a time.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { validateAllData, validateDataFile, type DataFileName } from "../../src/build/validate-data"

const repoRoot = path.resolve(__dirname, "../..")

function readData(name: DataFileName): any {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, "data", `${name}.json`), "utf8"))
}

/** A scratch project root with the real schemas, images and static files, and one broken data file. */
function withBrokenFile(name: DataFileName, content: unknown | string): string[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-data-"))
  try {
    fs.cpSync(path.join(repoRoot, "data"), path.join(root, "data"), { recursive: true })
    fs.cpSync(path.join(repoRoot, "static"), path.join(root, "static"), { recursive: true })
    const text = typeof content === "string" ? content : JSON.stringify(content, null, 2)
    fs.writeFileSync(path.join(root, "data", `${name}.json`), text)
    return validateDataFile(name, { rootDir: root })
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
}

describe("the owner's real data", () => {
  it("passes validation", () => {
    expect(validateAllData({ rootDir: repoRoot })).toEqual([])
  })

  it("has the spec's 10 projects with ids 1 to 10 and the six featured ones", () => {
    const projects = readData("projects")
    expect(projects.map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(projects.filter((p: { featured: boolean }) => p.featured)).toHaveLength(6)
  })

  it("has about 30 skills including the spec's featured set", () => {
    const skills = readData("skills")
    expect(skills.length).toBeGreaterThanOrEqual(28)
    const featured = skills.filter((s: { featured: boolean }) => s.featured).map((s: { name: string }) => s.name)
    expect(featured.sort()).toEqual(
      [
        "JavaScript", "TypeScript", "Golang", "Dart", "Java", "PHP", "React", "Springboot", "Laravel",
        "Next.js", "Node.js", "Tailwind CSS", "MongoDB", "Firebase", "Git", "RESTful APIs", "GitHub",
      ].sort()
    )
  })
})

describe("a broken projects.json", () => {
  const projects = () => readData("projects")

  it("names the entry and the missing field", () => {
    const data = projects()
    delete data[3].imageAlt
    expect(withBrokenFile("projects", data)).toEqual([
      'data/projects.json, entry 4 (id 4, title "PesaTrack"), field "imageAlt": is required but missing',
    ])
  })

  it("rejects a wrong type", () => {
    const data = projects()
    data[0].featured = "yes"
    expect(withBrokenFile("projects", data)).toEqual([
      'data/projects.json, entry 1 (id 1, title "Stackforge CLI"), field "featured": must be of type boolean, got "yes"',
    ])
  })

  it("rejects an unknown category and lists the allowed ones", () => {
    const data = projects()
    data[2].category = "desktop"
    expect(withBrokenFile("projects", data)).toEqual([
      'data/projects.json, entry 3 (id 3, title "Soko Online Store"), field "category": must be one of "web", "mobile", "backend", "ai", "cli", "data", got "desktop"',
    ])
  })

  it("rejects a duplicate id", () => {
    const data = projects()
    data[6].id = 2
    expect(withBrokenFile("projects", data)).toEqual([
      'data/projects.json, entry 7 (id 2, title "Shule School Management System"), field "id": duplicates entry 2: id must be unique, got 2 twice',
    ])
  })

  it("rejects an image that does not exist", () => {
    const data = projects()
    data[1].image = "images/projects/missing.jpg"
    expect(withBrokenFile("projects", data)).toEqual([
      'data/projects.json, entry 2 (id 2, title "ContentPilot AI"), field "image": file not found: data/images/projects/missing.jpg',
    ])
  })

  it("rejects a malformed URL", () => {
    const data = projects()
    data[4].liveUrl = "trails dot example"
    const problems = withBrokenFile("projects", data)
    expect(problems).toContain(
      'data/projects.json, entry 5 (id 5, title "Trail Blazers Kenya"), field "liveUrl": must be a valid URL, got "trails dot example"'
    )
  })

  it("names a misspelt field", () => {
    const data = projects()
    data[0].githubURL = data[0].githubUrl
    delete data[0].githubUrl
    expect(withBrokenFile("projects", data)).toEqual([
      'data/projects.json, entry 1 (id 1, title "Stackforge CLI"), field "githubUrl": is required but missing',
      'data/projects.json, entry 1 (id 1, title "Stackforge CLI"), field "githubURL": is not a known field (check its spelling)',
    ])
  })

  it("reports a list of technologies item by item", () => {
    const data = projects()
    data[0].technologies[1] = ""
    expect(withBrokenFile("projects", data)).toEqual([
      'data/projects.json, entry 1 (id 1, title "Stackforge CLI"), field "technologies[1]": must not be empty',
    ])
  })
})

describe("a broken skills.json", () => {
  it("rejects a level outside 0-100", () => {
    const data = readData("skills")
    data[0].level = 120
    expect(withBrokenFile("skills", data)).toEqual([
      'data/skills.json, entry 1 (name "JavaScript"), field "level": must be between 0 and 100, got 120',
    ])
  })

  it("rejects an unknown skill category", () => {
    const data = readData("skills")
    data[1].category = "hobbies"
    expect(withBrokenFile("skills", data)).toEqual([
      'data/skills.json, entry 2 (name "TypeScript"), field "category": must be one of "languages", "frameworks", "databases", "devops", "apis", "collaboration", got "hobbies"',
    ])
  })

  it("rejects an icon the site does not have", () => {
    const data = readData("skills")
    data[2].icon = "rocket"
    expect(withBrokenFile("skills", data)[0]).toMatch(
      /^data\/skills\.json, entry 3 \(name "Golang"\), field "icon": must be one of .*"database".*, got "rocket"$/
    )
  })
})

describe("a broken site.json", () => {
  it("rejects a malformed email", () => {
    const data = readData("site")
    data.email = "hello-at-example.com"
    expect(withBrokenFile("site", data)).toEqual([
      'data/site.json, field "email": must be a valid email address, got "hello-at-example.com"',
    ])
  })

  it("names the nested entry of a social link", () => {
    const data = readData("site")
    data.socialLinks[1].href = "linkedin.com/in/someone"
    const problems = withBrokenFile("site", data)
    expect(problems).toContain('data/site.json, field "socialLinks[1].href": must be a valid URL, got "linkedin.com/in/someone"')
  })

  it("rejects a missing section text", () => {
    const data = readData("site")
    delete data.about.paragraphs
    expect(withBrokenFile("site", data)).toEqual(['data/site.json, field "about.paragraphs": is required but missing'])
  })
})

describe("a broken apps.json", () => {
  it("rejects a download whose file is not in static/", () => {
    const data = readData("apps")
    data[1].filePath = "/downloads/not-there.apk"
    expect(withBrokenFile("apps", data)).toEqual([
      'data/apps.json, entry 2 (name "FundiConnect"), field "filePath": file not found: static/downloads/not-there.apk',
    ])
  })
})

describe("files that cannot be read", () => {
  it("reports JSON syntax errors with the file name", () => {
    const [problem] = withBrokenFile("navigation", '[{ "id": "home", }]')
    expect(problem).toMatch(/^data\/navigation\.json: is not valid JSON \(.+\)$/)
  })

  it("reports a missing data file", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-empty-"))
    fs.cpSync(path.join(repoRoot, "data", "schemas"), path.join(root, "data", "schemas"), { recursive: true })
    expect(validateDataFile("experience", { rootDir: root })).toEqual(["data/experience.json: file is missing"])
    fs.rmSync(root, { recursive: true, force: true })
  })
})

describe("editor support", () => {
  it("maps every data file to its schema in .vscode/settings.json", () => {
    const settings = JSON.parse(fs.readFileSync(path.join(repoRoot, ".vscode", "settings.json"), "utf8"))
    const mapped = Object.fromEntries(
      settings["json.schemas"].map((entry: { fileMatch: string[]; url: string }) => [entry.fileMatch[0], entry.url])
    )
    for (const name of ["site", "navigation", "projects", "experience", "skills", "apps"]) {
      expect(mapped[`/data/${name}.json`]).toBe(`./data/schemas/${name}.schema.json`)
      expect(fs.existsSync(path.join(repoRoot, mapped[`/data/${name}.json`]))).toBe(true)
    }
  })
})
