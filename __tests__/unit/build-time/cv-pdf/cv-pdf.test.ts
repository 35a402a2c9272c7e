/** @jest-environment node */
/**
 * The résumé and CV PDFs (src/build-time/cv-pdf/), made by the build step (src/build-time/publish/cv-files.ts)
 * from the sample's content, the second and third owners', and shapes made here: twenty projects, a long
 * name, names in other alphabets, Letter paper. Each file is read back with poppler as a
 * person's PDF reader or a CV parser would: one page for the résumé, text in reading order,
 * every address a live link, fonts embedded and subset, the document's properties, the paper,
 * white pages, no heading left alone at a page's end, and the size.
 *
 * The PDF writer is an ES module, which jest's module system cannot load, so the files are
 * made as `npm run pdf` makes them: by the build step's own script, in one Node process.
 */
import { isExpired } from "../../../../src/shared/achievements"
import { formatMonth } from "../../../../src/shared/dates"
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { copyFixtureContent, type FixtureSiteName } from "../../../../tools/fixture-sites"
import { alignTranslations } from "../../../../tools/align-translations"
import { homeContent, readSiteContent, type ProjectEntry, type SiteContent } from "../../../support/site-content"
import { readable } from "../../../support/pdf-text"
import { drawable } from "../../../../src/fonts/pdf-font"
import { pdfFonts, pdfInfo, pdfLinks, pdfReadingPages } from "../../../support/pdf-facts"
import { absoluteUrl } from "../../../../src/shared/metadata"
import { projectPath, projectSlug } from "../../../../src/shared/project-pages"
import { telHref } from "../../../../src/shared/text"
import { REPO_ROOT } from "../../../../tools/repo-root"
import { latestFirst } from "../../../../src/shared/dates"
import { resumeAchievements } from "../../../../src/build-time/cv-pdf/resume-fit"

jest.setTimeout(180_000)

const MAX_BYTES = 150_000

interface Shape {
  name: string
  from: FixtureSiteName
  change?: (content: { site: any; projects: ProjectEntry[] }) => void
}

const SHAPES: Shape[] = [
  { name: "sample", from: "sample" },
  { name: "second owner", from: "second-owner" },
  {
    name: "twenty projects",
    from: "sample",
    change: ({ projects }) => {
      const originals = projects.splice(0)
      for (let i = 0; i < 20; i++) {
        const original = originals[i % originals.length]
        projects.push({ ...original, id: i + 1, title: `Project ${i + 1}: ${original.title}`, slug: undefined, featured: true })
      }
    },
  },
  {
    name: "a long name",
    from: "sample",
    change: ({ site }) => {
      site.name = "Wanjiku Nyambura Achieng'-Kamau wa Mũthoni Abdirahman Odhiambo Kipchoge Chebet"
      site.jobTitle = "Principal Full-Stack Software Engineer and Technical Lead for Payments, Lending and Insurance Platforms"
    },
  },
  { name: "a Cyrillic and Greek name", from: "second-owner", change: ({ site }) => (site.name = "Дмитрий Соколов-Ψαράς") },
  { name: "a Chinese name", from: "second-owner", change: ({ site }) => (site.name = "王小明 (Wang Xiaoming)") },
  {
    // Titles the font cannot draw whole, with a case study: their pages' links must still be the site's addresses.
    name: "titles with characters the font lacks",
    from: "sample",
    change: ({ projects }) => {
      const [first, second] = projects.filter((project) => project.caseStudy)
      Object.assign(first, { title: "Rocket🚀Launch", slug: undefined })
      Object.assign(second, { title: "Shop商店App", slug: undefined })
    },
  },
  { name: "Letter paper", from: "second-owner", change: ({ site }) => (site.pdf.paperSize = "Letter") },
  { name: "sections left out", from: "sample", change: ({ site }) => (site.sections = ["hero", "about", "projects", "contact"]) },
  { name: "third owner", from: "third-owner" },
]

interface Made {
  shape: Shape
  content: SiteContent
  resume: string
  cv: string
}

let workDir: string
const made = new Map<string, Made>()

beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "cv-pdf-"))
  const roots = SHAPES.map((shape, index) => {
    const root = path.join(workDir, String(index))
    copyFixtureContent(root, shape.from)
    if (shape.change) {
      const file = (name: string) => path.join(root, "data", `${name}.json`)
      const site = JSON.parse(fs.readFileSync(file("site"), "utf8"))
      const projects = JSON.parse(fs.readFileSync(file("projects"), "utf8"))
      shape.change({ site, projects })
      fs.writeFileSync(file("site"), JSON.stringify(site))
      fs.writeFileSync(file("projects"), JSON.stringify(projects))
      alignTranslations(root)
    }
    return root
  })
  // The content's own siteUrl, not one this machine's environment may set.
  const { SITE_URL: _ignored, ...env } = process.env
  execFileSync(process.execPath, [require.resolve("ts-node/dist/bin.js"), "src/build-time/publish/cv-files.ts", ...roots], { cwd: REPO_ROOT, env, stdio: "pipe" })
  SHAPES.forEach((shape, index) => {
    const root = roots[index]
    made.set(shape.name, {
      shape,
      content: readSiteContent(root),
      resume: path.join(root, "public", "resume.pdf"),
      cv: path.join(root, "public", "cv.pdf"),
    })
  })
})

afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }))

const get = (name: string) => made.get(name) as Made
const textOf = (file: string) => readable(pdfReadingPages(file).join(" "))
/** A text of the content as the files print it: without the characters their font lacks. */
const printed = (text: string) => readable(drawable(text))

/** The parts in `text`, each after the one before; the first missing or out of place, if any. */
function outOfOrder(text: string, parts: readonly string[]): string | undefined {
  let from = 0
  for (const part of parts.map(printed)) {
    const at = text.indexOf(part, from)
    if (at < 0) return part
    from = at + part.length
  }
  return undefined
}

const featured = (content: SiteContent) => {
  const chosen = content.projects.filter((project) => project.featured)
  return chosen.length > 0 ? chosen : content.projects
}

/** Every address the content holds, as the CV links it. */
function everyAddress({ site, projects }: SiteContent): string[] {
  return [
    absoluteUrl(site.siteUrl, "/"),
    `mailto:${site.email}`,
    ...(site.phone ? [telHref(site.phone)] : []),
    ...(site.mapsUrl ? [site.mapsUrl] : []),
    ...site.socialLinks.map((link) => link.href),
    ...projects.flatMap((project) => [
      ...(project.githubUrl ? [project.githubUrl] : []),
      ...(project.liveUrl ? [project.liveUrl] : []),
      ...(project.caseStudy ? [absoluteUrl(site.siteUrl, projectPath(projectSlug(project)))] : []),
    ]),
  ]
}

describe.each(SHAPES.map((shape) => shape.name))("%s", (name) => {
  it("writes both files under 150 KB, the résumé on one page", () => {
    const { resume, cv } = get(name)
    for (const file of [resume, cv]) expect([path.basename(file), fs.statSync(file).size < MAX_BYTES]).toEqual([path.basename(file), true])
    expect(pdfInfo(resume).pages).toBe(1)
  })

  it("embeds a subset of Inter, with its text's Unicode, and no other font", () => {
    const { resume, cv } = get(name)
    for (const file of [resume, cv]) {
      const fonts = pdfFonts(file)
      expect(fonts.length).toBeGreaterThan(0)
      for (const font of fonts) expect(font).toEqual({ name: expect.stringMatching(/^[A-Z]{6}\+Inter-/), type: "CID TrueType", embedded: true, subset: true, unicode: true })
    }
  })

  it("sets the title, author, subject, keywords and language, from the content as written", () => {
    const { resume, cv, content } = get(name)
    const { site } = content
    for (const [file, title] of [
      [resume, site.header.resume],
      [cv, site.pdf.cvTitle],
    ]) {
      const info = pdfInfo(file)
      expect(info).toMatchObject({ title: `${site.name} – ${title}`, author: site.name, subject: site.description })
      expect(info.keywords.startsWith(`${site.jobTitle}, ${site.location}`)).toBe(true)
      expect(fs.readFileSync(file, "latin1")).toContain(`/Lang (${site.language})`)
    }
  })

  it("prints on the paper the owner chose, A4 unless Letter", () => {
    const { resume, cv, content } = get(name)
    const letter = content.site.pdf.paperSize === "Letter"
    for (const file of [resume, cv]) expect(pdfInfo(file).pageSize).toBe(letter ? "612 x 792 pts (letter)" : "595.28 x 841.89 pts (A4)")
  })

  it("links every address of the content in the CV, each a live link annotation", () => {
    const { cv, content } = get(name)
    const links = new Set(pdfLinks(cv).map((link) => link.url))
    expect(everyAddress(content).filter((url) => !links.has(url))).toEqual([])
  })

  it("has the CV's whole content in reading order: who, every job newest first with its period, every project with its case study, every skill, every achievement shown", () => {
    const { cv, content } = get(name)
    const { site, achievements: all } = content
    const { experience, projects, skills, achievements, shows } = homeContent(content)
    const text = textOf(cv)
    expect(outOfOrder(text, [site.jobTitle, site.email, ...site.about.paragraphs])).toBeUndefined()
    expect(outOfOrder(text, experience.flatMap((job) => [job.title, job.company, job.period, job.description]))).toBeUndefined()
    expect(
      outOfOrder(
        text,
        projects.flatMap((project) => [
          project.title,
          project.description,
          ...(["problem", "approach", "outcome"] as const).flatMap((part) => (project.caseStudy?.[part] ? [project.caseStudy[part] as string] : [])),
        ])
      )
    ).toBeUndefined()
    for (const skill of content.skills) expect(text.includes(`${skill.name} ${skill.level}%`)).toBe(shows("skills"))
    if (achievements.length > 0) expect(outOfOrder(text, [site.achievements!.title, ...achievements.map((achievement) => printed(achievement.title))])).toBeUndefined()
    for (const achievement of all.filter((entry) => !achievements.includes(entry))) expect(text).not.toContain(printed(achievement.title))
  })

  it("has the résumé's content in reading order: who, the latest job first, the featured projects it holds in data order", () => {
    const { resume, content } = get(name)
    const { site, experience } = content
    const text = textOf(resume)
    expect(outOfOrder(text, [site.jobTitle, site.email])).toBeUndefined()
    if (experience.length > 0) expect(outOfOrder(text, [experience[0].title, experience[0].company, experience[0].description])).toBeUndefined()
    const shown = featured(content).filter((project) => text.includes(printed(project.title)))
    // What is left out goes from the end of the list: what shows is its beginning.
    expect(shown.map((p) => p.title)).toEqual(featured(content).slice(0, shown.length).map((p) => p.title))
    expect(shown.length).toBeGreaterThan(0)
    expect(outOfOrder(text, shown.flatMap((project) => [project.title, project.description]))).toBeUndefined()
    const linked = new Set(pdfLinks(resume).map((link) => link.url))
    for (const project of shown) for (const url of [project.githubUrl, project.liveUrl]) if (url) expect(linked).toContain(url)
    expect(linked).toContain(`mailto:${site.email}`)
  })

  it("never ends a page of the CV with a heading", () => {
    const { cv, content } = get(name)
    const { site } = content
    const page = site.projects.page
    const headings = new Set([site.about.title, site.about.experienceTitle, site.pdf.projectsTitle, site.skills.title, site.achievements?.title, page.problem, page.approach, page.outcome, page.highlights])
    const pages = pdfReadingPages(cv)
    pages.slice(0, -1).forEach((text, index) => {
      // The last line of the page's body, above the footer that numbers it.
      const lines = text.split("\n").map((line) => line.trim()).filter((line) => line !== "" && !/ · \d+\/\d+$/.test(line))
      expect({ page: index + 1, last: lines[lines.length - 1], heading: headings.has(lines[lines.length - 1]) }).toMatchObject({ heading: false })
    })
  })
})

describe("the sample", () => {
  it("fits on its one page every job, every featured project and the top skills, then the achievements it has room for, certifications first", () => {
    const { resume, content } = get("sample")
    const text = textOf(resume)
    expect(outOfOrder(text, content.experience.map((job) => job.title))).toBeUndefined()
    expect(outOfOrder(text, featured(content).map((project) => project.title))).toBeUndefined()
    expect(text).toContain("React · Springboot · Laravel")
    const order = resumeAchievements(latestFirst(content.achievements)).map((achievement) => achievement.title)
    const shown = order.filter((title) => text.includes(title))
    expect(shown).toEqual(order.slice(0, shown.length))
    expect(shown[0]).toBe(content.achievements.find((achievement) => achievement.kind === "certification")?.title)
    expect(outOfOrder(text, [content.site.achievements!.title, ...shown])).toBeUndefined()
  })

  it("writes each period as the page does, the month in the site's language and the position still held with its word", () => {
    const text = textOf(get("sample").cv)
    expect(text).toContain("Lead Developer · Savannah Fintech Labs · Apr 2025 – Present")
    expect(text).toContain("Software Engineer · Jubilee Digital Insurance · Mar 2024 – Mar 2025")
  })

  it("flows its CV over pages, numbered in the footer", () => {
    const pages = pdfReadingPages(get("sample").cv)
    expect(pages.length).toBeGreaterThan(1)
    pages.forEach((page, index) => expect(page).toContain(`Brian Kamau · CV · ${index + 1}/${pages.length}`))
  })

  it("prints on white, with the brand colour in its headings", async () => {
    const image = path.join(workDir, "resume-page")
    execFileSync("pdftoppm", ["-r", "30", "-png", "-singlefile", get("sample").resume, image])
    const { data, info } = await sharp(`${image}.png`).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)]
    for (const [x, y] of [[0, 0], [info.width - 1, 0], [0, info.height - 1], [info.width - 1, info.height - 1]]) expect(pixel(x, y)).toEqual([255, 255, 255])
    // Pixels of the light theme's brand teal (#115e59 and its anti-aliased edges): green and blue well above red.
    let teal = 0
    for (let i = 0; i < data.length; i += 3) if (data[i + 1] - data[i] > 40 && data[i + 2] - data[i] > 30) teal += 1
    expect(teal).toBeGreaterThan(20)
  })
})

describe("content of other shapes", () => {
  it("leaves the last projects out of the résumé when twenty do not fit, and keeps all twenty in the CV", () => {
    const { resume, cv, content } = get("twenty projects")
    const titles = content.projects.map((project) => project.title)
    expect(textOf(resume)).not.toContain(titles[19])
    expect(outOfOrder(textOf(cv), titles)).toBeUndefined()
    expect(pdfInfo(cv).pages).toBeGreaterThan(3)
  })

  it("leaves the sections the owner left out of the page out of both files", () => {
    const { resume, cv, content } = get("sections left out")
    for (const file of [resume, cv]) {
      const text = textOf(file)
      expect(text).not.toContain(content.site.skills.title)
      expect(text).not.toContain(content.site.achievements!.title)
      for (const achievement of content.achievements) expect(text).not.toContain(achievement.title)
    }
    expect(textOf(cv)).toContain(content.site.about.experienceTitle)
  })

  it("has the third owner's positions newest first with their own word for now, and not the certificate they chose to hide once expired", () => {
    const { cv, content } = get("third owner")
    const text = textOf(cv)
    expect(outOfOrder(text, ["Llama Forge Studio · Jun 2023 – now", "Andes Cloud · Feb 2020 – May 2023", "Cusco Web Studio · Sept 2018 – Jan 2020"])).toBeUndefined()
    // Judged on the day the test runs, as the build judges it: a certificate still valid says until when.
    const today = new Date()
    const certificates = content.achievements.filter((achievement) => achievement.expires)
    expect(certificates.some((certificate) => isExpired(certificate, today))).toBe(true)
    for (const certificate of certificates) {
      if (isExpired(certificate, today)) expect(text).not.toContain(certificate.title)
      else expect(text).toContain(`Valid until ${formatMonth(certificate.expires!, content.site)}`)
    }
    expect(text).not.toContain(content.site.skills.title)
  })

  it("has a second owner without jobs or case studies: no Experience heading, accents kept in text and file names", () => {
    const { resume, cv, content } = get("second owner")
    expect(content.experience).toEqual([])
    for (const file of [resume, cv]) {
      const text = textOf(file)
      expect(text.startsWith("Łucja Ødegård-Wiśniewska Data Engineer")).toBe(true)
      expect(text).not.toContain(content.site.about.experienceTitle)
    }
  })

  it("writes a long name out whole, wrapped, with the résumé still on one page", () => {
    const { resume, cv, content } = get("a long name")
    for (const file of [resume, cv]) expect(textOf(file).startsWith(`${content.site.name} ${content.site.jobTitle}`)).toBe(true)
  })

  it("draws Cyrillic and Greek letters", () => {
    const { resume } = get("a Cyrillic and Greek name")
    expect(textOf(resume).startsWith("Дмитрий Соколов-Ψαράς Data Engineer")).toBe(true)
  })

  it("leaves out characters its font cannot draw (npm run check says which), and keeps them in the document's properties", () => {
    const { resume } = get("a Chinese name")
    expect(textOf(resume).startsWith("(Wang Xiaoming) Data Engineer")).toBe(true)
    expect(pdfInfo(resume).author).toBe("王小明 (Wang Xiaoming)")
  })
})
