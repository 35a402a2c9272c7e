/**
 * The owner only edits JSON: every mistake must stop the build with a message naming the
 * file, the entry and the field. These tests break a copy of the real data one way at a time.
 *
 * Message format: `data/<file>, <where>: <problem>`, where <where> lists, from the outside in,
 * `entry N (id ..., title ...)` for an item of a list (counted from 1, named by its id, name,
 * title, label or company) and `field "a.b"` for object keys; a list inside an object reads
 * `field "socialLinks" entry 2 (label "LinkedIn")`.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { DATA_FILES, type DataFileName } from "../../../../src/content/data-files"
import { readContent } from "../../../../src/build-time/content/read-content"
import { copyFixtureContent, readFixtureData, SAMPLE_SITE_DIR } from "../../../../tools/fixture-sites"
import { REPO_ROOT } from "../../../../tools/repo-root"


const readData = (name: DataFileName): any => readFixtureData(name)

/** What the content reader says of one file of `rootDir`/data/. */
const problemsOf = (name: DataFileName, rootDir: string): string[] => readContent(rootDir).errors.filter((error) => error.startsWith(`data/${name}.json`))

/** A scratch copy of the sample content (images and apps too), with one broken data file. */
function withBrokenFile(name: DataFileName, content: unknown | string): string[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-data-"))
  try {
    copyFixtureContent(root)
    const text = typeof content === "string" ? content : JSON.stringify(content, null, 2)
    fs.writeFileSync(path.join(root, "data", `${name}.json`), text)
    return problemsOf(name, root)
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
}

describe("the sample content", () => {
  it("passes validation", () => {
    expect(readContent(SAMPLE_SITE_DIR).errors).toEqual([])
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

  it("rejects a category data/site.json does not list, naming the listed ones and how to add it", () => {
    const data = projects()
    data[2].category = "desktop"
    expect(withBrokenFile("projects", data)).toEqual([
      'data/projects.json, entry 3 (id 3, title "Soko Online Store"), field "category": "desktop" is not one of the categories data/site.json lists in "projects.filters" ("web", "mobile", "backend", "ai", "cli", "data"). Use one of those, or add {"category": "desktop", "label": …} to "projects.filters".',
    ])
  })

  it("rejects a category that is no slug, and the reserved ones", () => {
    const data = projects()
    data[2].category = "Game Dev"
    data[3].category = "all"
    expect(withBrokenFile("projects", data)).toEqual([
      expect.stringMatching(/^data\/projects\.json, entry 3 \(id 3, title "Soko Online Store"\), field "category": has the wrong form, got "Game Dev" \(The project's category: .*lower-case words joined by hyphens/),
      expect.stringMatching(/^data\/projects\.json, entry 4 \(id 4, title "PesaTrack"\), field "category": must not be "all" or "featured", which the template keeps for itself, got "all" \(The project's category/),
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

  it.each(["trails dot example", "https://", "https:///x", "https://intranet", "ftp://example.com", "example.com/app"])(
    "rejects the malformed URL %p",
    (url) => {
      const data = projects()
      data[4].liveUrl = url
      expect(withBrokenFile("projects", data)).toEqual([
        `data/projects.json, entry 5 (id 5, title "Trail Blazers Kenya"), field "liveUrl": must be a full web address like https://example.com, got ${JSON.stringify(url)}`,
      ])
    }
  )

  it("accepts full web addresses, localhost included", () => {
    const data = projects()
    data[0].liveUrl = "http://localhost:8000/demo"
    data[1].liveUrl = "https://sub.example.co.ke/path?q=1#top"
    expect(withBrokenFile("projects", data)).toEqual([])
  })

  it("rejects a duplicate title", () => {
    const data = projects()
    data[5].title = "Stackforge CLI"
    expect(withBrokenFile("projects", data)).toEqual([
      'data/projects.json, entry 6 (id 6, title "Stackforge CLI"), field "title": duplicates entry 1: title must be unique, got "Stackforge CLI" twice',
    ])
  })

  it("names a misspelt field", () => {
    const data = projects()
    data[0].githubURL = data[0].githubUrl
    delete data[0].githubUrl
    data[1].imageALT = data[1].imageAlt
    delete data[1].imageAlt
    expect(withBrokenFile("projects", data)).toEqual([
      'data/projects.json, entry 1 (id 1, title "Stackforge CLI"), field "githubURL": is not a known field (check its spelling)',
      'data/projects.json, entry 2 (id 2, title "ContentPilot AI"), field "imageAlt": is required but missing',
      'data/projects.json, entry 2 (id 2, title "ContentPilot AI"), field "imageALT": is not a known field (check its spelling)',
    ])
  })

  describe("optional links", () => {
    it("may be left out: the card then shows no Code or Live Demo button", () => {
      const data = projects()
      delete data[2].githubUrl
      delete data[2].liveUrl
      expect(withBrokenFile("projects", data)).toEqual([])
    })

    it.each(["githubUrl", "liveUrl"])("rejects an empty %s, saying to remove the field", (field) => {
      const data = projects()
      data[2][field] = ""
      expect(withBrokenFile("projects", data)).toEqual([
        `data/projects.json, entry 3 (id 3, title "Soko Online Store"), field "${field}": must not be empty: remove the field to show no link`,
      ])
    })
  })

  it("reports a list of technologies item by item", () => {
    const data = projects()
    data[0].technologies[1] = ""
    expect(withBrokenFile("projects", data)).toEqual([
      'data/projects.json, entry 1 (id 1, title "Stackforge CLI"), field "technologies" entry 2: must not be empty',
    ])
  })
  describe("page addresses (slugs)", () => {
    it("accepts a slug of lower-case words joined by hyphens", () => {
      const data = projects()
      data[2].slug = "soko-store-2022"
      expect(withBrokenFile("projects", data)).toEqual([])
    })

    it.each(["Soko Store", "soko_store", "soko--store", "-soko", "soko-", ""])("rejects the slug %p, saying what a slug looks like", (slug) => {
      const data = projects()
      data[2].slug = slug
      const [problem, ...rest] = withBrokenFile("projects", data)
      expect(rest).toEqual([])
      expect(problem).toMatch(/^data\/projects\.json, entry 3 \(id 3, title "Soko Online Store"\), field "slug": (has the wrong form, got .+ \(Optional: the last part of the project page's address, \/projects\/<slug>: lower-case letters a-z, digits and single hyphens|must not be empty)/)
    })

    it("rejects two projects whose titles give the same address, naming the later entry and the earlier", () => {
      const data = projects()
      data[5].title = "Stackforge: CLI!"
      expect(withBrokenFile("projects", data)).toEqual([
        'data/projects.json, entry 6 (id 6, title "Stackforge: CLI!"), field "title": gives the page address /projects/stackforge-cli, which entry 1 already has. Give one of them a "slug" of its own, such as "stackforge-cli-6"',
      ])
    })

    it("rejects a slug another project's title already gives, and accepts it once that one has a slug of its own", () => {
      const data = projects()
      data[3].slug = "soko-online-store"
      expect(withBrokenFile("projects", data)).toEqual([
        'data/projects.json, entry 4 (id 4, title "PesaTrack"), field "slug": gives the page address /projects/soko-online-store, which entry 3 already has. Give one of them a "slug" of its own, such as "soko-online-store-4"',
      ])
      data[2].slug = "soko"
      expect(withBrokenFile("projects", data)).toEqual([])
    })

    it("says a title with no letter a-z or digit needs a slug", () => {
      const data = projects()
      data[1].title = "智能写作"
      expect(withBrokenFile("projects", data)).toEqual([
        'data/projects.json, entry 2 (id 2, title "智能写作"), field "title": has no letter a-z or digit to make the project page\'s address from. Add a "slug" such as "my-project" (lower-case letters, digits and hyphens)',
      ])
      data[1].slug = "contentpilot-ai"
      expect(withBrokenFile("projects", data)).toEqual([])
    })
  })

  describe("case studies", () => {
    it("may have any of their parts, each optional", () => {
      const data = projects()
      data[6].caseStudy = { role: "Backend developer" }
      data[7].caseStudy = {}
      expect(withBrokenFile("projects", data)).toEqual([])
    })

    it("name an empty text, saying to remove the field", () => {
      const data = projects()
      data[2].caseStudy.problem = ""
      expect(withBrokenFile("projects", data)).toEqual([
        'data/projects.json, entry 3 (id 3, title "Soko Online Store"), field "caseStudy.problem": must not be empty: remove the field to show nothing',
      ])
    })

    it("name a misspelt part", () => {
      const data = projects()
      data[2].caseStudy.outcomes = data[2].caseStudy.outcome
      expect(withBrokenFile("projects", data)).toEqual([
        'data/projects.json, entry 3 (id 3, title "Soko Online Store"), field "caseStudy.outcomes": is not a known field (check its spelling)',
      ])
    })

    it("name a figure without its label, and a highlight by its position", () => {
      const data = projects()
      delete data[2].caseStudy.figures[1].label
      data[2].caseStudy.highlights[2] = ""
      expect(withBrokenFile("projects", data)).toEqual([
        'data/projects.json, entry 3 (id 3, title "Soko Online Store"), field "caseStudy.figures" entry 2, field "label": is required but missing',
        'data/projects.json, entry 3 (id 3, title "Soko Online Store"), field "caseStudy.highlights" entry 3: must not be empty',
      ])
    })

    it("name a screenshot without alt text, and one whose file is missing", () => {
      const data = projects()
      data[2].caseStudy.screenshots.push({ image: "images/projects/soko-admin.png" })
      delete data[3].caseStudy.screenshots[0].alt
      expect(withBrokenFile("projects", data)).toEqual([
        'data/projects.json, entry 3 (id 3, title "Soko Online Store"), field "caseStudy.screenshots" entry 2, field "alt": is required but missing',
        'data/projects.json, entry 3 (id 3, title "Soko Online Store"), field "caseStudy.screenshots" entry 2, field "image": file not found: data/images/projects/soko-admin.png',
        'data/projects.json, entry 4 (id 4, title "PesaTrack"), field "caseStudy.screenshots" entry 1, field "alt": is required but missing',
      ])
    })
  })

  describe("image file names", () => {
    it.each(["images/projects/soko-checkout.JPG", "images/projects/soko-checkout.jpg"])("accept the extension in any case, as the file has it: %p", (image) => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-data-"))
      try {
        copyFixtureContent(root)
        fs.cpSync(path.join(SAMPLE_SITE_DIR, "data", "images", "projects", "pesatrack.jpg"), path.join(root, "data", image))
        const data = projects()
        data[3].image = image
        fs.writeFileSync(path.join(root, "data", "projects.json"), JSON.stringify(data))
        expect(problemsOf("projects", root)).toEqual([])
      } finally {
        fs.rmSync(root, { recursive: true, force: true })
      }
    })

    it("rejects a format the build cannot convert, naming the extensions it takes in any case", () => {
      const data = projects()
      data[3].image = "images/projects/pesatrack.GIF"
      expect(withBrokenFile("projects", data)[0]).toBe(
        'data/projects.json, entry 4 (id 4, title "PesaTrack"), field "image": has the wrong form, got "images/projects/pesatrack.GIF" (Path of the image relative to data/, e.g. images/projects/my-app.jpg (the editor at /admin/ writes ./images/projects/my-app.jpg, the same file): JPEG, PNG, WebP or AVIF, the extension in any case (.jpg, .JPG, .jpeg, .png, .webp, .avif).)'
      )
    })
  })
})

describe("a broken skills.json", () => {
  it.each([120, -1, 101])("rejects the level %p, outside 0-100", (level) => {
    const data = readData("skills")
    data[0].level = level
    expect(withBrokenFile("skills", data)).toEqual([
      `data/skills.json, entry 1 (name "JavaScript"), field "level": must be between 0 and 100, got ${level}`,
    ])
  })

  it("rejects a level that is not a whole number", () => {
    const data = readData("skills")
    data[3].level = "90%"
    expect(withBrokenFile("skills", data)).toEqual([
      'data/skills.json, entry 4 (name "Dart"), field "level": must be of type integer, got "90%"',
    ])
  })

  it("rejects a category data/site.json does not list as a tab", () => {
    const data = readData("skills")
    data[1].category = "hobbies"
    expect(withBrokenFile("skills", data)).toEqual([
      'data/skills.json, entry 2 (name "TypeScript"), field "category": "hobbies" is not one of the categories data/site.json lists in "skills.tabs" ("languages", "frameworks", "databases", "devops", "apis", "collaboration"). Use one of those, or add {"category": "hobbies", "label": …} to "skills.tabs".',
    ])
  })

  it("rejects an icon name the set does not have, suggesting the nearest", () => {
    const data = readData("skills")
    data[2].icon = "golnag"
    data[4].icon = "Java"
    expect(withBrokenFile("skills", data)).toEqual([
      expect.stringMatching(/^data\/skills\.json, entry 3 \(name "Golang"\), field "icon": "golnag" is no icon's name; the nearest are "golang", "[a-z0-9-]+", "[a-z0-9-]+" \(every name: docs\/owner-guide\.md, "Icons"\)$/),
      expect.stringMatching(/^data\/skills\.json, entry 5 \(name "Java"\), field "icon": "Java" is no icon's name; the nearest are "java", /),
    ])
  })
})

describe("a broken site.json", () => {
  const site = () => readData("site")

  it("rejects a malformed email", () => {
    const data = readData("site")
    data.email = "hello-at-example.com"
    expect(withBrokenFile("site", data)).toEqual([
      'data/site.json, field "email": must be a valid email address, got "hello-at-example.com"',
    ])
  })

  it("refuses the languages written the old way, with the new field's name and how to write it", () => {
    const { otherLanguages, ...data } = site()
    expect(withBrokenFile("site", { ...data, languages: [data.language, ...otherLanguages] })).toEqual([
      'data/site.json, field "languages": has a new name, "otherLanguages" (The languages besides "language", which is written once: "otherLanguages": ["sw"] where "languages" was ["en-KE", "sw"].)',
    ])
  })

  it("names the nested entry of a social link, counted from 1 and by its label", () => {
    const data = site()
    data.socialLinks[1].href = "linkedin.com/in/someone"
    expect(withBrokenFile("site", data)).toEqual([
      'data/site.json, field "socialLinks" entry 2 (label "LinkedIn"), field "href": must be a full web address like https://example.com, got "linkedin.com/in/someone"',
    ])
  })

  it.each(["mailto:hello-at-example", "mailto:", "mailto:hello@"])("rejects the social link %p", (href) => {
    const data = site()
    data.socialLinks[3].href = href
    expect(withBrokenFile("site", data)).toEqual([
      `data/site.json, field "socialLinks" entry 4 (label "Email"), field "href": must be mailto: followed by an email address, got ${JSON.stringify(href)}`,
    ])
  })

  it("accepts a mailto: link with a subject", () => {
    const data = site()
    data.socialLinks[3].href = "mailto:hello@example.com?subject=Hello"
    expect(withBrokenFile("site", data)).toEqual([])
  })

  it("rejects a site URL without a real host", () => {
    const data = site()
    data.siteUrl = "https:///briankamau.dev"
    expect(withBrokenFile("site", data)).toEqual([
      'data/site.json, field "siteUrl": must be a full web address like https://example.com, got "https:///briankamau.dev"',
    ])
  })

  it("names a missing field of a social link", () => {
    const data = site()
    delete data.socialLinks[0].href
    expect(withBrokenFile("site", data)).toEqual([
      'data/site.json, field "socialLinks" entry 1 (label "GitHub"), field "href": is required but missing',
    ])
  })

  it("rejects a duplicate social link label", () => {
    const data = site()
    data.socialLinks[2].label = "GitHub"
    expect(withBrokenFile("site", data)).toEqual([
      'data/site.json, field "socialLinks" entry 3 (label "GitHub"), field "label": duplicates entry 1: label must be unique, got "GitHub" twice',
    ])
  })

  it("takes the owner's own categories for the filters and tabs, each a slug", () => {
    const data = site()
    data.projects.filters.push({ category: "game-jams", label: "Game jams" })
    data.skills.tabs.push({ category: "3d-art", label: "3D art" })
    expect(withBrokenFile("site", data)).toEqual([])
    data.projects.filters[1].category = "Web Dev"
    data.skills.tabs[2].category = "front_end"
    expect(withBrokenFile("site", data)).toEqual([
      expect.stringMatching(/^data\/site\.json, field "projects\.filters" entry 2 \(label "Web Development"\), field "category": has the wrong form, got "Web Dev" \(A category of your projects, lower-case words joined by hyphens/),
      expect.stringMatching(/^data\/site\.json, field "skills\.tabs" entry 3 \(label "Frameworks & Libraries"\), field "category": has the wrong form, got "front_end" \(A category of your skills, lower-case words joined by hyphens/),
    ])
  })

  it("keeps \"featured\" for the skills' first tab, not a project filter", () => {
    const data = site()
    data.projects.filters.push({ category: "featured", label: "Featured" })
    expect(withBrokenFile("site", data)).toEqual([expect.stringMatching(/^data\/site\.json, field "projects\.filters" entry 8 \(label "Featured"\), field "category": must not be "featured", which the template keeps for itself, got "featured" \(A category of your projects/)])
  })

  it("requires the \"all\" project filter", () => {
    const data = site()
    data.projects.filters = data.projects.filters.filter((f: { category: string }) => f.category !== "all")
    expect(withBrokenFile("site", data)).toEqual([
      'data/site.json, field "projects.filters": must include an entry with category "all" (the filter selected when the page opens)',
    ])
  })

  it("requires the \"featured\" skill tab", () => {
    const data = site()
    data.skills.tabs = data.skills.tabs.filter((t: { category: string }) => t.category !== "featured")
    expect(withBrokenFile("site", data)).toEqual([
      'data/site.json, field "skills.tabs": must include an entry with category "featured" (the tab selected when the page opens)',
    ])
  })

  describe("the tab View all skills opens (skills.viewAllTab)", () => {
    const withoutTab = (data: any, category: string) => {
      data.skills.tabs = data.skills.tabs.filter((t: { category: string }) => t.category !== category)
      return data
    }

    it("must be one of the tabs", () => {
      const data = withoutTab(site(), "languages")
      expect(data.skills.viewAllTab).toBe("languages")
      expect(withBrokenFile("site", data)).toEqual([
        'data/site.json, field "skills.viewAllTab": must be the category of one of the entries of "skills.tabs" ("frameworks", "databases", "devops", "apis", "collaboration"), got "languages"',
      ])
    })

    it("may be any tab there is, and Languages may go once it is not that tab", () => {
      const data = site()
      data.skills.viewAllTab = "databases"
      expect(withBrokenFile("site", data)).toEqual([])
      expect(withBrokenFile("site", withoutTab(data, "languages"))).toEqual([])
    })

    it("rejects an unknown category, or Featured (the tab its button is on), once", () => {
      const data = site()
      data.skills.viewAllTab = "hobbies"
      expect(withBrokenFile("site", data)).toEqual([
        'data/site.json, field "skills.viewAllTab": must be the category of one of the entries of "skills.tabs" ("languages", "frameworks", "databases", "devops", "apis", "collaboration"), got "hobbies"',
      ])
      data.skills.viewAllTab = "featured"
      expect(withBrokenFile("site", data)).toHaveLength(1)
    })

    it("is required", () => {
      const data = site()
      delete data.skills.viewAllTab
      expect(withBrokenFile("site", data)).toEqual(['data/site.json, field "skills.viewAllTab": is required but missing'])
    })
  })

  it.each([
    ["downloads.downloadLabel", "Download ({size})", "{name}"],
    ["downloads.downloadLabel", "Download {name}", "{size}"],
    ["projects.card.codeLabel", "Code of the project", "{title}"],
    ["projects.card.liveDemoLabel", "Live Demo of {name}", "{title}"],
  ])("wants %s to hold its placeholder", (field, value, placeholder) => {
    const data = site()
    const keys = field.split(".")
    keys.slice(0, -1).reduce((object, key) => object[key], data)[keys[keys.length - 1]] = value
    const [problem, ...rest] = withBrokenFile("site", data)
    expect(rest).toEqual([])
    expect(problem).toContain(`data/site.json, field "${field}": has the wrong form, got ${JSON.stringify(value)} (`)
    expect(problem).toContain(`${placeholder} becomes`)
  })

  it("names a missing, empty or misspelt text of the sections", () => {
    const data = site()
    delete data.footer.backToTop
    data.contact.form.fields.subject.label = ""
    data.hero.scrol = data.hero.scroll
    delete data.hero.scroll
    data.contact.toasts.failure.title = 3
    expect(withBrokenFile("site", data)).toEqual([
      'data/site.json, field "hero.scroll": is required but missing',
      'data/site.json, field "hero.scrol": is not a known field (check its spelling)',
      'data/site.json, field "contact.form.fields.subject.label": must not be empty',
      'data/site.json, field "contact.toasts.failure.title": must be of type string, got 3',
      'data/site.json, field "footer.backToTop": is required but missing',
    ])
  })

  it("requires every section's texts", () => {
    const data = site()
    delete data.notFound
    delete data.contact.sent
    expect(withBrokenFile("site", data)).toEqual([
      'data/site.json, field "notFound": is required but missing',
      'data/site.json, field "contact.sent": is required but missing',
    ])
  })

  it("names an empty paragraph by its position", () => {
    const data = site()
    data.about.paragraphs[1] = ""
    expect(withBrokenFile("site", data)).toEqual(['data/site.json, field "about.paragraphs" entry 2: must not be empty'])
  })

  it("rejects a wrong type", () => {
    const data = site()
    data.availability.hero = 42
    expect(withBrokenFile("site", data)).toEqual([
      'data/site.json, field "availability.hero": must be of type string, got 42',
    ])
  })

  it("rejects a missing section text", () => {
    const data = readData("site")
    delete data.about.paragraphs
    expect(withBrokenFile("site", data)).toEqual(['data/site.json, field "about.paragraphs": is required but missing'])
  })
})

describe("a broken navigation.json", () => {
  it("rejects a duplicate id", () => {
    const data = readData("navigation")
    data[4].id = "home"
    expect(withBrokenFile("navigation", data)).toEqual([
      'data/navigation.json, entry 5 (id "home", label "Contact"), field "id": duplicates entry 1: id must be unique, got "home" twice',
    ])
  })

  it("names a missing field", () => {
    const data = readData("navigation")
    delete data[1].icon
    expect(withBrokenFile("navigation", data)).toEqual([
      'data/navigation.json, entry 2 (id "about", label "About"), field "icon": is required but missing',
    ])
  })
})

describe("a broken experience.json", () => {
  it("rejects the same position listed twice", () => {
    const data = readData("experience")
    data[2] = { ...data[0] }
    expect(withBrokenFile("experience", data)).toEqual([
      'data/experience.json, entry 3 (id "savannah-fintech-labs", title "Lead Developer"): duplicates entry 1: title + company + start must be unique, got "Lead Developer" + "Savannah Fintech Labs" + "2025-04" twice',
    ])
  })

  it("accepts the same title at another company", () => {
    const data = readData("experience")
    data[2].title = data[1].title
    expect(withBrokenFile("experience", data)).toEqual([])
  })

  it("names a missing field and a wrong type", () => {
    const data = readData("experience")
    delete data[1].company
    data[2].start = 2023
    expect(withBrokenFile("experience", data)).toEqual([
      'data/experience.json, entry 2 (id "jubilee-digital-insurance", title "Software Engineer"), field "company": is required but missing',
      'data/experience.json, entry 3 (id "ihub-nairobi", title "Software Engineer Internship"), field "start": must be of type string, got 2023',
    ])
  })
})

describe("a broken apps.json", () => {
  it("rejects a duplicate name", () => {
    const data = readData("apps")
    data[1].name = "PesaTrack"
    expect(withBrokenFile("apps", data)).toEqual([
      'data/apps.json, entry 2 (name "PesaTrack"), field "name": duplicates entry 1: name must be unique, got "PesaTrack" twice',
    ])
  })

  it("accepts an empty description (content-warnings.test.ts: it builds with a warning)", () => {
    const data = readData("apps")
    data[0].description = ""
    expect(withBrokenFile("apps", data)).toEqual([])
  })

  it("names a missing field", () => {
    const data = readData("apps")
    delete data[0].description
    expect(withBrokenFile("apps", data)).toEqual([
      'data/apps.json, entry 1 (name "PesaTrack"), field "description": is required but missing',
    ])
  })

  it("accepts an empty list: the site then builds without the downloads page", () => {
    expect(withBrokenFile("apps", [])).toEqual([])
  })

  it("accepts what is new in a version and its release date", () => {
    const data = readData("apps")
    data[0].whatsNew = "Budgets per category, and M-Pesa statements from 2026."
    data[0].releaseDate = "2026-02-28"
    data[1].releaseDate = "2024-02-29"
    expect(withBrokenFile("apps", data)).toEqual([])
  })

  it("rejects a release date that is not a real YYYY-MM-DD date, and an empty whatsNew", () => {
    const data = readData("apps")
    data[0].releaseDate = "2026-02-30"
    data[0].whatsNew = ""
    data[1].releaseDate = "25/11/2026"
    expect(withBrokenFile("apps", data)).toEqual([
      'data/apps.json, entry 1 (name "PesaTrack"), field "whatsNew": must not be empty: remove the field when there is nothing to say',
      'data/apps.json, entry 1 (name "PesaTrack"), field "releaseDate": must be a real date written YYYY-MM-DD, like 2026-11-25, got "2026-02-30"',
      'data/apps.json, entry 2 (name "FundiConnect"), field "releaseDate": must be a real date written YYYY-MM-DD, like 2026-11-25, got "25/11/2026"',
    ])
  })

  it("rejects a download whose file is not in static/", () => {
    const data = readData("apps")
    data[1].filePath = "/downloads/not-there.apk"
    expect(withBrokenFile("apps", data)).toEqual([
      'data/apps.json, entry 2 (name "FundiConnect"), field "filePath": file not found: static/downloads/not-there.apk',
    ])
  })
})

describe("files that cannot be read", () => {
  it("reports JSON syntax errors with the file, line, column, the line itself and a hint", () => {
    expect(withBrokenFile("navigation", '[\n  { "id": "home", }\n]')).toEqual([
      "data/navigation.json: is not valid JSON: line 2, column 17: there is a comma after the last entry of a list or the last field of a { }. Remove this comma.\n" +
        '  2 |   { "id": "home", }\n' +
        "    |                 ^",
    ])
  })

  it("reports a missing data file", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-empty-"))
    expect(problemsOf("navigation", root)).toEqual(["data/navigation.json: file is missing"])
    fs.rmSync(root, { recursive: true, force: true })
  })

  it("reads a list an owner left out (the section it fills may be left out too) as empty", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-lists-"))
    try {
      copyFixtureContent(root)
      // Left out of every language: the sample's Kiswahili of them goes too.
      for (const name of ["projects", "experience", "skills", "achievements", "apps"]) for (const folder of ["", "sw"]) fs.rmSync(path.join(root, "data", folder, `${name}.json`), { force: true })
      const { errors, valid } = readContent(root)
      expect(errors).toEqual([])
      expect([valid.projects, valid.experience, valid.skills, valid.achievements, valid.apps]).toEqual([[], [], [], [], []])
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})

describe("a skill entry", () => {
  it("rejects a duplicate name", () => {
    const data = readData("skills")
    data[3].name = "JavaScript"
    expect(withBrokenFile("skills", data)).toEqual([
      'data/skills.json, entry 4 (name "JavaScript"), field "name": duplicates entry 1: name must be unique, got "JavaScript" twice',
    ])
  })

  it("names a missing field", () => {
    const data = readData("skills")
    delete data[5].featured
    expect(withBrokenFile("skills", data)).toEqual([
      'data/skills.json, entry 6 (name "PHP"), field "featured": is required but missing',
    ])
  })
})

describe("editor support", () => {
  it("describes every text of the sections in site.schema.json, for autocompletion", () => {
    const schema = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "data", "schemas", "site.schema.json"), "utf8"))
    const resolve = (node: any) => (node?.$ref && !node.properties ? { ...schema.definitions[node.$ref.split("/").pop()], ...node } : node)
    /** Every field below `node`, by its dotted path, with whether it has a description. */
    const fields = (node: any, where: string): [string, boolean][] =>
      Object.entries(resolve(node)?.properties ?? {}).flatMap(([key, child]: [string, any]) => {
        const field = resolve(child)
        const here: [string, boolean] = [`${where}.${key}`, typeof field?.description === "string"]
        return [here, ...fields(field, `${where}.${key}`)]
      })
    // The section texts added for the owner; title, subtitle and the older fields are self-explanatory.
    const older = /^\w+\.(title|subtitle|paragraphs|filters|tabs)(\.|$)/
    const texts = ["header", "hero", "about", "projects", "skills", "contact", "footer", "downloads", "notFound"]
      .flatMap((section) => fields(schema.properties[section], section))
      .filter(([where]) => !older.test(where))
    expect(texts.length).toBeGreaterThan(60)
    expect(texts.filter(([, described]) => !described).map(([where]) => where)).toEqual([])
  })

  it("maps every data file to its schema in .vscode/settings.json", () => {
    const settings = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, ".vscode", "settings.json"), "utf8"))
    const mapped = Object.fromEntries(
      settings["json.schemas"].map((entry: { fileMatch: string[]; url: string }) => [entry.fileMatch[0], entry.url])
    )
    for (const name of ["site", "navigation", "projects", "experience", "skills", "apps"]) {
      expect(mapped[`/data/${name}.json`]).toBe(`./data/schemas/${name}.schema.json`)
      expect(fs.existsSync(path.join(REPO_ROOT, mapped[`/data/${name}.json`]))).toBe(true)
    }
  })
})
