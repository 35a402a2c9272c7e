/** @jest-environment node */
/**
 * What the résumé and CV PDFs can draw, and the colours they print in: their font's coverage
 * (shared with the share images: src/fonts/coverage.ts), the check's warnings about
 * characters it lacks, and the brand colour on white paper.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { create as createFont, type Font } from "fontkit"
import { drawable, PDF_FONT_FILES, PDF_FONTS, printable } from "../../../../src/fonts/pdf-font"
import { PDF_COLORS } from "../../../../src/build-time/cv-pdf/colors"
import { pdfWarnings } from "../../../../src/build-time/checks/pdf-warnings"
import { undrawableWith } from "../../../../src/fonts/coverage"
import { SHARE_IMAGE_FONTS } from "../../../../src/fonts/image-fonts"
import { readSiteContent } from "../../../support/site-content"
import { copyFixtureContent, FIXTURE_SITES } from "../../../../tools/fixture-sites"
import { contrast } from "../../../support/contrast"
import { cvContentOf, readCvContent } from "../../../../src/build-time/cv-pdf/content"
import { projectSlug } from "../../../../src/shared/project-pages"

const contentOf = (site: keyof typeof FIXTURE_SITES) => cvContentOf(readSiteContent(FIXTURE_SITES[site]), {})

describe("the font", () => {
  it("has the same characters in both weights, so the regular one tells what the PDFs can draw", () => {
    const [regular, semibold] = PDF_FONT_FILES.map(({ src }) => createFont(fs.readFileSync(src())) as Font)
    expect(semibold.characterSet).toEqual(regular.characterSet)
  })

  it("draws Latin with any accent (Vietnamese too), Greek, Cyrillic and the usual punctuation", () => {
    for (const text of ["Łucja Ødegård-Wiśniewska", "Jürgen Straße", "Nguyễn Tiếng Việt", "Ελένη Παπαδοπούλου", "Дмитрий Соколов, Київ", "’ “ ” – — … · • → %"]) {
      expect([text, undrawableWith(PDF_FONTS, text)]).toEqual([text, []])
    }
    expect(PDF_FONTS.scripts).toBe("Latin (with accents), Greek and Cyrillic letters")
  })

  it("draws every letter the share images' fonts do, so the owner's messages name the same alphabets for both", () => {
    const letters = (fonts: Font[]) => new Set(fonts.flatMap((font) => font.characterSet).filter((code) => /\p{L}/u.test(String.fromCodePoint(code))))
    const pdf = letters(PDF_FONTS.fonts())
    expect([...letters(SHARE_IMAGE_FONTS.fonts())].filter((code) => !pdf.has(code))).toEqual([])
    expect(PDF_FONTS.scripts).toBe(SHARE_IMAGE_FONTS.scripts)
  })

  it("cannot draw Chinese, Arabic, Hebrew, Korean or emoji: those are left out of the text, spaces tidied", () => {
    expect(undrawableWith(PDF_FONTS, "王小明 عمر שרה 민준 🚀")).toEqual(["王", "小", "明", "ع", "م", "ر", "ש", "ר", "ה", "민", "준", "🚀"])
    expect(drawable("王小明 (Wang Xiaoming)")).toBe("(Wang Xiaoming)")
    expect(drawable("Ship it 🚀 fast")).toBe("Ship it fast")
  })
})

describe("npm run check's warnings about the PDFs", () => {
  it("has none for the sample or the second owner", () => {
    expect(pdfWarnings(contentOf("sample"))).toEqual([])
    expect(pdfWarnings(contentOf("second-owner"))).toEqual([])
  })

  it("names the file, entry and field of each text with characters the PDFs cannot draw, and the characters", () => {
    const content = contentOf("sample")
    content.site.name = "王小明"
    content.projects[1].title = "智能写作 AI"
    content.experience[0].company = "Savannah 🚀 Labs"
    content.skills[0].name = "JavaScript"
    content.achievements[1].issuer = "東京 Tech Week"
    expect(pdfWarnings(content)).toEqual([
      'data/site.json, field "name": the résumé and CV PDFs cannot draw "王", "小", "明": their font covers Latin (with accents), Greek and Cyrillic letters only, so they are left out of them (the pages themselves show them normally). Write it in Latin letters too, or set resumeUrl and cvUrl to files of your own.',
      expect.stringMatching(/^data\/projects\.json, entry 2 \(id 2, title "智能写作 AI"\), field "title": the résumé and CV PDFs cannot draw "智", "能", "写", "作":/),
      expect.stringMatching(/^data\/experience\.json, entry 1 \(id "savannah-fintech-labs", title "Lead Developer"\), field "company": .* cannot draw "🚀": .* so it is left out of them/),
      expect.stringMatching(new RegExp(`^data/achievements\\.json, entry ${content.achievements[1].at + 1} \\(id "${content.achievements[1].id}", title "[^"]+"\\), field "issuer": the résumé and CV PDFs cannot draw "東", "京":`)),
    ])
  })
})

describe("the content as the PDFs print it", () => {
  it("links each project's page at the site's own address, made from the title as written, not from what the font can draw of it", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "cv-content-"))
    try {
      copyFixtureContent(root)
      const file = path.join(root, "data", "projects.json")
      const projects = JSON.parse(fs.readFileSync(file, "utf8"))
      Object.assign(projects[0], { title: "Rocket🚀Launch", slug: undefined })
      Object.assign(projects[1], { title: "Shop商店App", slug: undefined })
      Object.assign(projects[2], { title: "Soko 🛒", slug: "soko" })
      fs.writeFileSync(file, JSON.stringify(projects))
      const printed = printable(readCvContent(root, {}))
      // The site's pages: gatsby-node's ProjectsJson.slug is projectSlug of the entry as written.
      expect(printed.projects.slice(0, 3).map((project) => [project.title, project.slug])).toEqual([
        ["RocketLaunch", projectSlug({ title: "Rocket🚀Launch" })],
        ["ShopApp", projectSlug({ title: "Shop商店App" })],
        ["Soko", "soko"],
      ])
      expect(printed.projects.slice(0, 2).map((project) => project.slug)).toEqual(["rocket-launch", "shop-app"])
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})

describe("the colours", () => {
  it("print on white: text, muted text and the brand teal of headings and links at 4.5:1 or more, the rule at 3:1", () => {
    expect(PDF_COLORS.paper.toUpperCase()).toBe("#FFFFFF")
    for (const color of [PDF_COLORS.text, PDF_COLORS.muted, PDF_COLORS.brand]) expect([color, contrast(color, PDF_COLORS.paper) >= 4.5]).toEqual([color, true])
    expect(contrast(PDF_COLORS.accent, PDF_COLORS.paper)).toBeGreaterThanOrEqual(3)
  })

  it("are the light theme's brand and text colours", () => {
    expect(PDF_COLORS).toMatchObject({ text: "#0f172a", muted: "#475569", brand: "#115e59", accent: "#0f766e" })
  })
})
