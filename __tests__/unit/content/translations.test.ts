/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { alignedTranslation, mergeTranslation, translationProblems, untranslatedFields, withLinksInLanguage } from "../../../src/content/translations"
import { languageProblems, readTranslations } from "../../../src/build-time/content/read-translations"
import { readContent, loadLanguages } from "../../../src/build-time/content/read-content"
import { readSchema } from "../../../src/build-time/content/validate-data"
import { formatUntranslated, renderCheckReport } from "../../../src/build-time/checks/check-content"
import { copyFixtureContent, readFixtureContent } from "../../../tools/fixture-sites"

const projects = [
  { id: 1, title: "Stackforge", description: "A CLI", technologies: ["Go"], caseStudy: { screenshots: [{ image: "a.png", alt: "The first" }, { image: "b.png", alt: "The second" }] } },
  { id: 2, title: "PesaTrack", description: "Budgets", technologies: ["Kotlin"] },
]

describe("the fallback merge", () => {
  it("lays a translated entry over its counterpart by id, and keeps every field it leaves out", () => {
    const merged = mergeTranslation("projects", projects, [{ id: 2, description: "Bajeti" }]) as typeof projects
    expect(merged.map((project) => project.description)).toEqual(["A CLI", "Bajeti"])
    expect(merged[1]).toEqual({ ...projects[1], description: "Bajeti" })
  })

  it("keeps the default language's order and entries whatever the translation's order", () => {
    const merged = mergeTranslation("projects", projects, [{ id: 2, title: "B" }, { id: 1, title: "A" }]) as typeof projects
    expect(merged.map((project) => project.title)).toEqual(["A", "B"])
  })

  it("matches entries without a key in order (screenshots) and replaces a list of texts whole", () => {
    const [first] = mergeTranslation("projects", projects, [{ id: 1, caseStudy: { screenshots: [{ alt: "Ya kwanza" }] } }]) as typeof projects
    expect(first.caseStudy?.screenshots).toEqual([
      { image: "a.png", alt: "Ya kwanza" },
      { image: "b.png", alt: "The second" },
    ])
    const site = { about: { paragraphs: ["One", "Two", "Three"] }, socialLinks: [{ href: "https://a.example", label: "A" }, { href: "mailto:x@y.z", label: "Email" }] }
    const merged = mergeTranslation("site", site, { about: { paragraphs: ["Moja"] }, socialLinks: [{ href: "mailto:x@y.z", label: "Barua pepe" }] }) as typeof site
    expect(merged.about.paragraphs).toEqual(["Moja"])
    expect(merged.socialLinks.map((link) => link.label)).toEqual(["A", "Barua pepe"])
  })

  it("is the default language's content when there is no translation", () => {
    expect(mergeTranslation("projects", projects, undefined)).toBe(projects)
  })
})

describe("a translation's own problems", () => {
  it("names an entry with no counterpart, one that says not which it translates, and a repeat", () => {
    expect(translationProblems("projects", "sw", projects, [{ id: 12, title: "X" }, { title: "Y" }, { id: 1 }, { id: 1 }])).toEqual([
      'data/sw/projects.json, entry 1 (id 12, title "X"): has no counterpart in data/projects.json (no entry with id 12); remove it, or correct its id',
      'data/sw/projects.json, entry 2 (title "Y"): says not which entry of data/projects.json it translates; give it the "id" or "slug" of that entry',
      "data/sw/projects.json, entry 4 (id 1): translates the same entry as entry 3; keep one of them",
    ])
  })

  it("refuses what is the same in every language, and a file of the wrong shape", () => {
    expect(translationProblems("site", "sw", { siteUrl: "https://a.example" }, { siteUrl: "https://b.example", sections: ["hero"], tagline: "x" })).toEqual([
      'data/sw/site.json, field "siteUrl": is the same in every language; set it in data/site.json only',
      'data/sw/site.json, field "sections": is the same in every language; set it in data/site.json only',
    ])
    expect(translationProblems("projects", "sw", projects, { id: 1 })).toEqual(["data/sw/projects.json: must be a list, like data/projects.json"])
  })
})

describe("what is still untranslated", () => {
  it("lists the texts a translation does not give, not names, technologies, addresses or keys", () => {
    const fields = untranslatedFields("projects", projects, [{ id: 1, title: "Stackforge", caseStudy: { screenshots: [{ alt: "Ya kwanza" }, { alt: "Ya pili" }] } }], readSchema("projects"))
    expect(fields).toEqual(['entry 1 (id 1, title "Stackforge"), field "description"', 'entry 2 (id 2, title "PesaTrack"), field "title"', 'entry 2 (id 2, title "PesaTrack"), field "description"'])
  })
})

describe("the languages data/site.json names", () => {
  const site = (otherLanguages: string[]) => ({ ...readFixtureContent().site, language: "en-KE", otherLanguages })

  it("wants language tags (BCP 47) in their usual form, the default language written once", () => {
    expect(languageProblems(site(["sw"]))).toEqual([])
    expect(languageProblems(site(["sw_KE", "PT-br"]))).toEqual([
      'data/site.json, field "otherLanguages" entry 1: "sw_KE" is no language tag (BCP 47); write one like "sw", "fr" or "pt-BR"',
      'data/site.json, field "otherLanguages" entry 2: write "PT-br" as "pt-BR", the form of a language tag (BCP 47)',
    ])
    expect(languageProblems(site(["sw", "en-KE"]))).toEqual(['data/site.json, field "otherLanguages" entry 2: "en-KE" is the default language, "language"; list only the others'])
  })
})

describe("reading a site's translations", () => {
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "translations-"))
    copyFixtureContent(root)
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  const writeJson = (file: string, value: unknown) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), JSON.stringify(value, null, 2))
  }

  it("reads the sample's Kiswahili with every text translated", () => {
    const reading = readContent(root)
    expect(reading.errors).toEqual([])
    expect(reading.translations.map((translation) => translation.language)).toEqual(["sw"])
    const [sw] = reading.translations
    expect(sw.content.site.language).toBe("sw")
    expect(sw.content.site.hero.getInTouch).not.toBe(reading.valid.site?.hero.getInTouch)
    expect(reading.untranslated).toEqual([])
  })

  it("names a folder of a language the site does not have", () => {
    writeJson("data/fr/site.json", { tagline: "Bonjour" })
    expect(readContent(root).errors).toEqual(['data/fr/: a translation of a language the site does not have; add "fr" to data/site.json "otherLanguages" (now "sw"), or remove the folder'])
  })

  it("checks a translation against the schema, naming the translation's file", () => {
    const navigation = JSON.parse(fs.readFileSync(path.join(root, "data", "navigation.json"), "utf8")) as { id: string }[]
    writeJson("data/sw/navigation.json", navigation.map(({ id }, index) => (index === 0 ? { id, label: "" } : { id })))
    expect(readContent(root).errors).toEqual([expect.stringMatching(/^data\/sw\/navigation\.json, entry 1 \(id "home", label ""\), field "label": must not be empty/)])
  })

  it("lists, per language, what a partial translation leaves in the default language, and falls back to it", () => {
    fs.rmSync(path.join(root, "data/sw/projects.json"))
    const reading = readContent(root)
    expect(reading.errors).toEqual([])
    const [group] = reading.untranslated
    expect(group.language).toBe("sw")
    expect(group.fields).toContain('data/projects.json, entry 1 (id 1, title "Stackforge CLI"), field "description"')
    const { translations, valid } = reading
    // The default language's projects, their links to the site itself in Kiswahili.
    expect(translations[0].content.projects).toEqual(withLinksInLanguage(valid.projects, valid.projects, valid.site!.siteUrl, "sw"))
  })

  it("makes nothing of a site in one language", () => {
    const content = loadLanguages(root)[0].content
    const single = { ...content, site: { ...content.site, otherLanguages: undefined } }
    fs.rmSync(path.join(root, "data/sw"), { recursive: true })
    expect(readTranslations(root, single)).toEqual({ translations: [], errors: [], untranslated: [] })
  })
})

describe("the check's words for it", () => {
  it("counts a language's untranslated texts, names the language, then lists them", () => {
    expect(formatUntranslated({ language: "sw", from: "en-KE", fields: ['data/site.json, field "tagline"', 'data/projects.json, entry 1 (id 1), field "title"'] })).toBe(
      '2 texts of data/ are not translated into Swahili (sw) yet; its pages show them in English (Kenya) (add them to data/sw/; docs/owner-guide.md, "Languages"):\n' +
        '  - data/site.json, field "tagline"\n  - data/projects.json, entry 1 (id 1), field "title"'
    )
    const report = renderCheckReport({ errors: [], warnings: [], leftovers: [], untranslated: [{ language: "ar", from: "en-GB", fields: ["x"] }] })
    expect(report.output).toMatch(/^WARNING 1 text of data\/ is not translated into Arabic \(ar\) yet; its pages show it in British English/)
    expect(report.output).toMatch(/1 warning above\.$/)
  })
})

describe("more of the merge and the check", () => {
  it("finds a project translated by its slug, as by its id", () => {
    const withSlugs = projects.map((project) => ({ ...project, slug: project.title.toLowerCase() }))
    const [first] = mergeTranslation("projects", withSlugs, [{ slug: "stackforge", description: "Zana ya CLI" }]) as typeof withSlugs
    expect(first.description).toBe("Zana ya CLI")
    expect(translationProblems("projects", "sw", withSlugs, [{ slug: "stackforge", description: "Zana ya CLI" }, { slug: "pesatrack" }])).toEqual([])
  })

  it("wants the switch's name once the site has two languages", () => {
    const site = { ...readFixtureContent().site, language: "en-KE", otherLanguages: ["sw"] }
    expect(languageProblems({ ...site, header: { ...site.header, languages: undefined } })).toEqual([
      'data/site.json, field "header.languages": is required with more than one language: what the language switch is called for screen readers, like "Language"',
    ])
  })
})

describe("a translation stands entry for entry beside the default language, as the editor pairs them", () => {
  it("lists every entry: one it does not translate is its key alone", () => {
    expect(translationProblems("projects", "sw", projects, [{ id: 1, title: "Stackforge" }, { id: 2 }])).toEqual([])
    expect(translationProblems("projects", "sw", projects, [{ id: 1, title: "Stackforge" }])).toEqual([
      'data/sw/projects.json: lists 1 of the 2 entries of data/projects.json: list every one, in its order, each with its "id" (the editor at /admin/ pairs the languages\' entries by their place); one you do not translate is its "id" alone, like { "id": 2 }',
    ])
  })

  it("in the default language's order", () => {
    expect(translationProblems("projects", "sw", projects, [{ id: 2 }, { id: 1 }])).toEqual([
      'data/sw/projects.json, entry 1 (id 2): gives id 2, where data/projects.json has 1 there: list the entries in the order of data/projects.json, each with its "id" as written there (one changed there is changed here too) (the editor at /admin/ pairs the languages\' entries by their place)',
    ])
  })

  it("and so do the keyed lists inside data/site.json (the filters)", () => {
    const base = { projects: { filters: [{ category: "web", label: "Web" }, { category: "mobile", label: "Mobile" }] } }
    expect(translationProblems("site", "sw", base, { projects: { filters: [{ category: "web", label: "Wavuti" }, { category: "mobile" }] } })).toEqual([])
    expect(translationProblems("site", "sw", base, { projects: { filters: [{ category: "mobile", label: "Simu" }] } })).toEqual([
      expect.stringMatching(/^data\/sw\/site\.json, field "projects\.filters": lists 1 of the 2 entries of data\/site\.json, field "projects\.filters": .*like \{ "category": "web" \}$/),
    ])
  })
})

describe("a translation aligned for the owner (npm run align:translations)", () => {
  it("lists every entry in the default language's order, keeps its words, and leaves out what translates nothing", () => {
    const translation = [{ id: 2, title: "Bajeti" }, { id: 12, title: "Yatima" }]
    const aligned = alignedTranslation("projects", projects, translation)
    expect(aligned).toEqual([{ id: 1 }, { id: 2, title: "Bajeti" }])
    expect(translationProblems("projects", "sw", projects, aligned)).toEqual([])
  })

  it("aligns the keyed lists inside data/site.json", () => {
    const base = { projects: { filters: [{ category: "web", label: "Web" }, { category: "mobile", label: "Mobile" }] } }
    const aligned = alignedTranslation("site", base, { projects: { filters: [{ category: "mobile", label: "Simu" }] } })
    expect(aligned).toEqual({ projects: { filters: [{ category: "web" }, { category: "mobile", label: "Simu" }] } })
    expect(translationProblems("site", "sw", base, aligned)).toEqual([])
  })
})

describe("what a translation cannot change", () => {
  it("a switch (a project's featured) is the default language's in every language", () => {
    const featured = projects.map((project, index) => ({ ...project, featured: index === 0 }))
    const merged = mergeTranslation("projects", featured, [{ id: 1, featured: false }, { id: 2, featured: true }]) as typeof featured
    expect(merged.map((project) => project.featured)).toEqual([true, false])
  })

  it("a project's page address: a translated title keeps the default language's", () => {
    const merged = mergeTranslation("projects", projects, [{ id: 1, title: "Kiunzi" }, { id: 2, title: "Bajeti Yangu" }]) as (typeof projects[number] & { slug: string })[]
    expect(merged.map((project) => [project.title, project.slug])).toEqual([
      ["Kiunzi", "stackforge"],
      ["Bajeti Yangu", "pesatrack"],
    ])
  })
})


describe("a language's content links to its own pages", () => {
  const base = { siteUrl: "https://you.dev", projects: [{ liveUrl: "https://you.dev" }, { liveUrl: "https://you.dev/projects/x" }, { liveUrl: "https://other.dev" }], cvUrl: "https://you.dev/cv.pdf" }

  it("sends an address of a page of the site to that language's page; the site's own address, its files and other sites' stay", () => {
    expect(withLinksInLanguage(base, base, "https://you.dev", "sw")).toEqual({
      siteUrl: "https://you.dev",
      projects: [{ liveUrl: "https://you.dev/sw" }, { liveUrl: "https://you.dev/sw/projects/x" }, { liveUrl: "https://other.dev" }],
      cvUrl: "https://you.dev/cv.pdf",
    })
  })

  it("keeps an address the translation gives", () => {
    const translated = { ...base, projects: [{ liveUrl: "https://you.dev/en-only" }, ...base.projects.slice(1)] }
    expect((withLinksInLanguage(translated, base, "https://you.dev", "sw") as typeof base).projects[0].liveUrl).toBe("https://you.dev/en-only")
  })
})
