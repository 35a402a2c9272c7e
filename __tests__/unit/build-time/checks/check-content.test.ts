/** @jest-environment node */
/**
 * `npm run check`: everything in data/ checked in seconds without building, the same messages
 * the build prints, warnings marked as such, a non-zero exit on any error. Each test breaks a
 * scratch copy of the project.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { checkContent, formatErrors, formatWarnings, renderCheckReport } from "../../../../src/build-time/checks/check-content"
import { makeLaunchReady } from "../../../support/launch-ready"
import { copyFixtureContent } from "../../../../tools/fixture-sites"
import { REPO_ROOT } from "../../../../tools/repo-root"


jest.setTimeout(60_000)

let root: string
/** A scratch copy of the sample content as the template ships it, placeholders and all. */
const copySample = () => copyFixtureContent(root)
// Each test starts from the content as the owner launches it (no placeholder left, their own
// signed apps), so that the one warning or error it is about is all there is to see.
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-check-"))
  copySample()
  makeLaunchReady(root)
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const dataFile = (name: string) => path.join(root, "data", name)
const edit = (name: string, change: (data: any) => void) => {
  const data = JSON.parse(fs.readFileSync(dataFile(name), "utf8"))
  change(data)
  fs.writeFileSync(dataFile(name), JSON.stringify(data, null, 2))
}
/** Adds a comma after the last field of the first entry that ends with "featured": true, as a careless edit would. */
const addTrailingComma = (name: string) => {
  const text = fs.readFileSync(dataFile(name), "utf8")
  fs.writeFileSync(dataFile(name), text.replace('"featured": true\n  }', '"featured": true,\n  }'))
}
const check = (env: NodeJS.ProcessEnv = {}, production = true) => checkContent({ rootDir: root, env, production })

/** The host of each sample project's stand-in demo address (https://<host>.example.com), by id. */
const DEMO_HOSTS: Record<number, string> = { 2: "contentpilot", 3: "soko", 4: "pesatrack", 5: "trails", 6: "reviewlink", 7: "shule", 8: "fundiconnect", 10: "bancassurance" }

/** Where each place still the sample's is, and what is said of it, in the order of the files and their entries. */
const SAMPLE_LEFTOVERS = [
  /^data\/sw\/: is the sample's translation, written for the sample person/,
  /^data\/site\.json, field "phone": "\+254 712 345 678" looks like a made-up number/,
  /^data\/site\.json, field "email": "hello@example\.com" is a sample address/,
  /^data\/site\.json, field "socialLinks" entry 3 \(label "Twitter"\), field "href": "https:\/\/twitter\.com\/" names no profile/,
  /^data\/site\.json, field "socialLinks" entry 4 \(label "Email"\), field "href": "mailto:hello@example\.com" is a sample address/,
  /^data\/site\.json, field "name": "Brian Kamau" is the sample person's name/,
  /^data\/site\.json, field "tagline": .* is the sample person's tagline/,
  /^data\/site\.json, field "description": .* is the sample person's description/,
  ...[1, 2, 3].map((entry) => new RegExp(`^data/site\\.json, field "about\\.paragraphs" entry ${entry}: is the sample person's own story`)),
  // Each project: its demo's stand-in address, where it has one, then the project itself.
  ...Array.from({ length: 10 }, (_, index) => index + 1).flatMap((id) => {
    const demo = DEMO_HOSTS[id]
    const project = new RegExp(`^data/projects\\.json, entry ${id} \\(id ${id}, title "[^"]+"\\): is still the sample's \\(its title, its description, the screenshot`)
    return demo
      ? [new RegExp(`^data/projects\\.json, entry ${id} \\(id ${id}, title "[^"]+"\\), field "liveUrl": "https://${demo}\\.example\\.com" is a sample address`), project]
      : [project]
  }),
  ...[1, 2, 3].map((entry) => new RegExp(`^data/experience\\.json, entry ${entry} \\(id "[^"]+", title "[^"]+"\\): is one of the sample person's jobs`)),
  ...[1, 2, 3, 4].map((entry) => new RegExp(`^data/achievements\\.json, entry ${entry} \\(id "[^"]+", title "[^"]+"\\): is one of the sample person's achievements`)),
  /^data\/apps\.json, entry 1 \(name "PesaTrack"\), field "filePath": static\/downloads\/pesatrack\.apk is a sample package, signed with this repository's public sample key/,
  /^data\/apps\.json, entry 2 \(name "FundiConnect"\), field "filePath": static\/downloads\/fundiconnect\.apk is a sample package, signed with this repository's public sample key/,
]
/** What only the sample's own words, projects and jobs leave: the launch-ready content keeps them (./support/launch-ready.ts). */
const SAMPLE_WORDS = SAMPLE_LEFTOVERS.filter((pattern) => /name"|tagline|description"|paragraphs|is still the sample's|jobs|achievements|translation/.test(pattern.source))

it("builds the committed sample content, listing in one group everything still the sample's", async () => {
  fs.rmSync(root, { recursive: true, force: true })
  copySample()
  const { errors, warnings, leftovers } = await check()
  expect(errors).toEqual([])
  expect(warnings).toEqual([])
  expect(leftovers).toEqual(SAMPLE_LEFTOVERS.map((pattern) => expect.stringMatching(pattern)))
})

it("passes content with the owner's addresses and apps with no error or warning, naming only the sample's words and projects left", async () => {
  const { errors, warnings, leftovers } = await check()
  expect({ errors, warnings }).toEqual({ errors: [], warnings: [] })
  expect(leftovers).toEqual(SAMPLE_WORDS.map((pattern) => expect.stringMatching(pattern)))
})

it("names nothing of the sample in another owner's content (the second owner's, with an app of their own)", async () => {
  copyFixtureContent(root, "second-owner")
  edit("apps.json", (apps) => apps.push({ name: "Fjord Buoys", description: "Buoy readings on your phone.", filePath: "/downloads/fjord-buoys.apk" }))
  fs.copyFileSync(path.join(REPO_ROOT, "__tests__", "fixtures", "apk", "release-signed.apk"), path.join(root, "static", "downloads", "fjord-buoys.apk"))
  const { languages, ...result } = await check()
  expect(result).toEqual({ errors: [], warnings: [], leftovers: [], untranslated: [] })
  // Content without an error is handed on to the build, in its one language.
  expect(languages?.map(({ language, content }) => [language, content.apps.length])).toEqual([["en-GB", 1]])
})

it("hands on no content with an error, whatever the error", async () => {
  copyFixtureContent(root, "second-owner")
  fs.rmSync(path.join(root, "static", "downloads"), { recursive: true, force: true })
  edit("apps.json", (apps) => apps.push({ name: "Fjord Buoys", description: "Buoy readings on your phone.", filePath: "/downloads/fjord-buoys.apk" }))
  const { errors, languages } = await check()
  expect(errors).toEqual([expect.stringContaining("fjord-buoys.apk")])
  expect(languages).toBeUndefined()
})

it("passes the third owner's content whole: their own categories, icons, sections and achievements, no form, and lists they left out", async () => {
  copyFixtureContent(root, "third-owner")
  // Without data/apps.json: no downloads page, which the check notes.
  const { untranslated, languages, ...result } = await check()
  expect(result).toEqual({ errors: [], warnings: [expect.stringMatching(/^data\/apps\.json is empty: the site builds without the \/downloads page/)], leftovers: [] })
  expect(languages?.map(({ language }) => language)).toEqual(["en-GB", "ar"])
  // Their Arabic is partial on purpose: what it leaves out is listed, what it gives is not.
  expect(untranslated).toEqual([{ language: "ar", from: "en-GB", fields: expect.arrayContaining(['data/site.json, field "description"']) }])
  expect(untranslated[0].fields).not.toContain('data/site.json, field "tagline"')
})

it("reports schema problems, JSON syntax, images and warnings in one run", async () => {
  addTrailingComma("projects.json")
  fs.writeFileSync(dataFile("images/projects/pesatrack.jpg"), "not an image")
  edit("skills.json", (skills) => skills.forEach((skill: { featured: boolean }) => (skill.featured = false)))
  edit("apps.json", (apps) => (apps[0].name = ""))
  const { errors, warnings } = await check()
  expect(errors).toEqual([
    expect.stringMatching(/^data\/projects\.json: is not valid JSON: line 63, column 21: there is a comma after the last entry/),
    'data/apps.json, entry 1 (name ""), field "name": must not be empty',
  ])
  // projects.json cannot be read, so its images are not checked yet; the skills warning stands.
  expect(warnings).toEqual([expect.stringMatching(/^data\/site\.json, field "skills\.tabs" entry 1 \(label "Featured"\): no skill/)])
})

it("checks images of a readable projects.json even when another of its fields is wrong", async () => {
  fs.writeFileSync(dataFile("images/projects/pesatrack.jpg"), "not an image")
  edit("projects.json", (projects) => (projects[0].category = "desktop"))
  const { errors } = await check()
  expect(errors).toEqual([
    expect.stringContaining('entry 1 (id 1, title "Stackforge CLI"), field "category": "desktop" is not one of the categories data/site.json lists'),
    expect.stringContaining('entry 4 (id 4, title "PesaTrack"), field "image": data/images/projects/pesatrack.jpg cannot be opened as an image'),
  ])
})

it("fails a Netlify production build with a localhost siteUrl, warns locally, and ignores it in development", async () => {
  edit("site.json", (site) => (site.siteUrl = "http://localhost:8000"))
  const hosted = await check({ CONTEXT: "production" })
  expect(hosted.errors).toEqual([expect.stringContaining('data/site.json, field "siteUrl": "http://localhost:8000" is on this computer')])
  const local = await check({})
  expect(local.errors).toEqual([])
  expect(local.warnings).toEqual([expect.stringContaining("fine for trying the build here")])
  expect(await check({}, false)).toMatchObject({ errors: [], warnings: [] })
})

it("fails a production host build that would e-mail the contact form's messages to example.com, and only that build", async () => {
  edit("site.json", (site) => {
    site.email = "hello@example.com"
    site.contact.delivery = "email"
    site.contact.sender = "Portfolio <contact@kamau.dev>"
  })
  const hosted = await check({ VERCEL: "1", VERCEL_ENV: "production", RESEND_API_KEY: "re_x" })
  expect(hosted.errors).toEqual([expect.stringContaining('data/site.json, field "email": "hello@example.com" is a sample address, and data/site.json "contact.delivery" is "email"')])
  expect((await check({ VERCEL: "1", VERCEL_ENV: "preview" })).errors).toEqual([])
  edit("site.json", (site) => (site.contact.delivery = "simulated"))
  expect((await check({ VERCEL: "1", VERCEL_ENV: "production" })).errors).toEqual([])
})

it("warns about a small image, a name the share image and the PDFs cannot draw, and no featured project", async () => {
  await sharp({ create: { width: 600, height: 375, channels: 3, background: "#345" } })
    .jpeg()
    .toFile(dataFile("images/projects/small.jpg"))
  edit("projects.json", (projects) => {
    projects[1].image = "images/projects/small.jpg"
    projects.forEach((project: { featured: boolean }) => (project.featured = false))
  })
  edit("site.json", (site) => (site.name = "李明"))
  const { errors, warnings } = await check()
  expect(errors).toEqual([])
  expect(warnings).toEqual([
    expect.stringMatching(/^data\/projects\.json, entry 2 \(id 2, title "ContentPilot AI"\), field "image": .+ is only 600 px wide/),
    expect.stringMatching(/^data\/site\.json, field "name": the share image \(og-image\.png\) and the site icon cannot draw "李", "明"/),
    'data/site.json, field "name": the site icon (favicon and app icon) cannot draw the initials "李", so it shows "</>" instead.',
    expect.stringMatching(/^data\/site\.json, field "name": the résumé and CV PDFs cannot draw "李", "明": their font covers Latin \(with accents\), Greek and Cyrillic letters only/),
    expect.stringMatching(/^data\/projects\.json: no project has "featured": true/),
  ])
})

it("reads the app packages: a broken one stops the build, an unsigned one warns, even with other problems in apps.json", async () => {
  fs.writeFileSync(path.join(root, "static", "downloads", "pesatrack.apk"), "not an app")
  fs.copyFileSync(path.join(REPO_ROOT, "__tests__", "fixtures", "apk", "unsigned.apk"), path.join(root, "static", "downloads", "fundiconnect.apk"))
  edit("apps.json", (apps) => (apps[0].releaseDate = "2026-13-01"))
  const { errors, warnings } = await check()
  expect(errors).toEqual([
    expect.stringContaining('data/apps.json, entry 1 (name "PesaTrack"), field "releaseDate": must be a real date'),
    expect.stringContaining('data/apps.json, entry 1 (name "PesaTrack"), field "filePath": static/downloads/pesatrack.apk is not a valid Android package (APK)'),
  ])
  expect(warnings).toEqual([expect.stringContaining('data/apps.json, entry 2 (name "FundiConnect"), field "filePath": static/downloads/fundiconnect.apk is not signed')])
})

it("builds with an empty apps.json, noting that the downloads page goes", async () => {
  edit("apps.json", (apps) => apps.splice(0))
  // The sample's Kiswahili of the apps goes with them: it would translate apps there are not.
  fs.rmSync(dataFile("sw/apps.json"))
  const { errors, warnings } = await check()
  expect({ errors, warnings }).toEqual({
    errors: [],
    warnings: ["data/apps.json is empty: the site builds without the /downloads page and without the links to it."],
  })
})

describe("the report", () => {
  it("lists errors under one heading and indents a code frame under its dash", () => {
    expect(formatErrors(["data/a.json: one", "data/b.json: two\n  1 | x\n    | ^"])).toBe(
      "The content in data/ has 2 problems that stop the build:\n" +
        "  - data/a.json: one\n" +
        "  - data/b.json: two\n      1 | x\n        | ^\n" +
        "Each schema in data/schemas/ describes the expected fields; docs/check-messages.md explains every message."
    )
  })

  it("marks warnings as warnings, and exits 1 only on errors", () => {
    expect(formatWarnings(["w"])).toBe("The content in data/ has 1 warning (the site still builds, but a visitor would notice):\n  - w")
    const warned = renderCheckReport({ errors: [], warnings: ["w"], leftovers: [], untranslated: [] })
    expect(warned.exitCode).toBe(0)
    expect(warned.output).toMatch(/^WARNING The content in data\/ has 1 warning/)
    expect(warned.output).toMatch(/✔ No errors: the site can be built\. 1 warning above\.$/)
    const failed = renderCheckReport({ errors: ["e"], warnings: ["w"], leftovers: [], untranslated: [] })
    expect(failed.exitCode).toBe(1)
    expect(failed.output.split("\n\n").map((part) => part.split(" ")[0])).toEqual(["ERROR", "WARNING", "✖"])
    expect(renderCheckReport({ errors: [], warnings: [], leftovers: [], untranslated: [] })).toEqual({
      output: "✔ The content in data/ is fine: no errors, no warnings.",
      exitCode: 0,
    })
  })

  it("lists what is still the sample's first, in a group of its own, counted with the warnings", () => {
    const report = renderCheckReport({ errors: [], warnings: ["w"], leftovers: ["data/site.json, field \"name\": s1", "s2"], untranslated: [] })
    expect(report.exitCode).toBe(0)
    expect(report.output.split("\n\n")).toEqual([
      "WARNING The content in data/ is still the sample's in 2 places (the site builds, but it is not yet yours; docs/owner-guide.md, \"Before you launch\"):\n" +
        '  - data/site.json, field "name": s1\n  - s2',
      "WARNING The content in data/ has 1 warning (the site still builds, but a visitor would notice):\n  - w",
      "✔ No errors: the site can be built. 3 warnings above.",
    ])
  })
})

describe("npm run check", () => {
  const runCheck = () =>
    spawnSync(path.join(REPO_ROOT, "node_modules", ".bin", "ts-node"), [path.join(REPO_ROOT, "src/build-time/checks/check-content.ts"), root], {
      cwd: REPO_ROOT,
      encoding: "utf8",
      env: { ...process.env, CONTEXT: "", VERCEL_ENV: "", SITE_URL: "" },
    })

  it("is the script in package.json", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "package.json"), "utf8"))
    expect(pkg.scripts.check).toBe("ts-node src/build-time/checks/check-content.ts")
  })

  it("prints the problems and exits non-zero on a trailing comma and a text file saved as .jpg", () => {
    addTrailingComma("skills.json")
    fs.writeFileSync(dataFile("images/projects/pesatrack.jpg"), "not an image")
    edit("apps.json", (apps) => (apps[0].description = ""))
    const result = runCheck()
    expect(result.status).toBe(1)
    expect(result.stdout).toContain("ERROR The content in data/ has 2 problems that stop the build:")
    expect(result.stdout).toContain("  - data/skills.json: is not valid JSON: line 7, column 21:")
    expect(result.stdout).toContain('\n      7 |     "featured": true,\n        |                     ^\n')
    expect(result.stdout).toContain('  - data/projects.json, entry 4 (id 4, title "PesaTrack"), field "image": data/images/projects/pesatrack.jpg cannot be opened')
    expect(result.stdout).toContain("WARNING The content in data/ has 1 warning")
    expect(result.stdout).toContain('data/apps.json, entry 1 (name "PesaTrack"), field "description": is empty')
  })

  it("exits 0 on content that is fine: another owner's, with an app of their own", () => {
    copyFixtureContent(root, "second-owner")
    edit("apps.json", (apps) => apps.push({ name: "Fjord Buoys", description: "Buoy readings on your phone.", filePath: "/downloads/fjord-buoys.apk" }))
    fs.copyFileSync(path.join(REPO_ROOT, "__tests__", "fixtures", "apk", "release-signed.apk"), path.join(root, "static", "downloads", "fjord-buoys.apk"))
    const result = runCheck()
    expect(result.stdout.trim()).toBe("✔ The content in data/ is fine: no errors, no warnings.")
    expect(result.status).toBe(0)
  })

  it("exits 0 on the committed sample content, listing what is still the sample's in one group", () => {
    fs.rmSync(root, { recursive: true, force: true })
    copySample()
    const result = runCheck()
    expect(result.status).toBe(0)
    const count = SAMPLE_LEFTOVERS.length
    expect(result.stdout).toMatch(new RegExp(`^WARNING The content in data/ is still the sample's in ${count} places \\(the site builds, but it is not yet yours`))
    expect(result.stdout).toContain('\n  - data/site.json, field "email": "hello@example.com" is a sample address')
    expect(result.stdout).not.toContain("WARNING The content in data/ has")
    expect(result.stdout.trim()).toMatch(new RegExp(`\n\n✔ No errors: the site can be built\\. ${count} warnings above\\.$`))
  })
})
