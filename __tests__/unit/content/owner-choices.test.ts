/**
 * The choices an owner makes in data/ (their own dates, sections, achievements, links and a
 * site without a form), and the message each mistake in them gets from `npm run check` and the
 * build: the file, the entry, the field, and how to mend it. Each test breaks a scratch copy of
 * the sample content one way; "today" is fixed so that the rules about the future hold still.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { readContent } from "../../../src/build-time/content/read-content"
import { alignTranslations } from "../../../tools/align-translations"
import { copyFixtureContent, readFixtureData } from "../../../tools/fixture-sites"

const TODAY = new Date("2026-11-26T12:00:00Z")

/** The sample's translations (data/sw/): a file left out of the default language goes from them too. */
const translationFolders = (root: string) =>
  fs.readdirSync(path.join(root, "data"), { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== "images").map((entry) => entry.name)

/** The problems `npm run check` finds once `change` has edited the sample's data files. */
function problemsAfter(change: (data: Record<string, any>) => void, { today = TODAY } = {}): string[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-choices-"))
  try {
    copyFixtureContent(root)
    const names = ["site", "experience", "achievements", "skills", "projects"]
    const data: Record<string, any> = Object.fromEntries(names.map((name) => [name, readFixtureData(name)]))
    change(data)
    for (const name of names) {
      const file = path.join(root, "data", `${name}.json`)
      // A list left out or emptied is so in every language: its translations go with it.
      const gone = data[name] === undefined || (Array.isArray(data[name]) && data[name].length === 0)
      if (gone) for (const folder of translationFolders(root)) fs.rmSync(path.join(root, "data", folder, `${name}.json`), { force: true })
      if (data[name] === undefined) fs.rmSync(file)
      else fs.writeFileSync(file, JSON.stringify(data[name], null, 2))
    }
    // The translations follow the entries the change adds, removes or moves, as the editor keeps them.
    alignTranslations(root)
    return readContent(root, { today }).errors
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
}

describe("experience dates", () => {
  it("are months written YYYY-MM: a month that does not exist is named with the form to use", () => {
    expect(
      problemsAfter(({ experience }) => {
        experience[1].start = "2024-13"
        experience[2].end = "Feb 2024"
      })
    ).toEqual([
      'data/experience.json, entry 2 (id "jubilee-digital-insurance", title "Software Engineer"), field "start": must be a month written YYYY-MM, like 2025-04 for April 2025, got "2024-13"',
      'data/experience.json, entry 3 (id "ihub-nairobi", title "Software Engineer Internship"), field "end": must be a month written YYYY-MM, like 2025-04 for April 2025, got "Feb 2024"',
    ])
  })

  it("end no earlier than they start", () => {
    expect(problemsAfter(({ experience }) => (experience[1].end = "2023-12"))).toEqual([
      'data/experience.json, entry 2 (id "jubilee-digital-insurance", title "Software Engineer"), field "end": "2023-12" is before its "start" ("2024-03").',
    ])
  })

  it("start no later than this month, and may start and end in the same one", () => {
    expect(problemsAfter(({ experience }) => (experience[0].start = "2026-12"))).toEqual([
      'data/experience.json, entry 1 (id "savannah-fintech-labs", title "Lead Developer"), field "start": "2026-12" is after this month (2026-11): a position is listed once it has started.',
    ])
    expect(
      problemsAfter(({ experience }) => {
        experience[0].start = "2026-11"
        experience[2].end = experience[2].start
      })
    ).toEqual([])
  })

  it("may leave out the end of a position still held, and of more than one", () => {
    expect(problemsAfter(({ experience }) => delete experience[1].end)).toEqual([])
  })
})

describe("sections", () => {
  it("may leave out any section but the hero, in any order", () => {
    expect(problemsAfter(({ site }) => (site.sections = ["hero", "contact", "projects"]))).toEqual([])
  })

  it("start with the hero, name each section once and only sections there are", () => {
    expect(problemsAfter(({ site }) => (site.sections = ["about", "hero"]))).toEqual([
      'data/site.json, field "sections" entry 2: must be one of "about", "projects", "skills", "achievements", "contact", got "hero"',
      'data/site.json, field "sections" entry 1: must be "hero" (The hero comes first: it says who you are), got "about"',
    ])
    expect(problemsAfter(({ site }) => (site.sections = ["hero", "blog", "about", "about"]))).toEqual([
      'data/site.json, field "sections" entry 2: must be one of "about", "projects", "skills", "achievements", "contact", got "blog"',
      'data/site.json, field "sections": must not list the same entry twice: entries 3 and 4 are both "about"',
    ])
  })

  it("without the contact form: delivery \"none\" needs none of the form's texts", () => {
    expect(
      problemsAfter(({ site }) => {
        site.contact.delivery = "none"
        for (const texts of ["form", "sent", "toasts", "sendHelp"]) delete site.contact[texts]
      })
    ).toEqual([])
  })

  it("with a form, need its texts", () => {
    expect(problemsAfter(({ site }) => delete site.contact.form)).toEqual(['data/site.json, field "contact.form": is required but missing'])
  })
})

describe("achievements", () => {
  it("may be left out altogether: no file, or an empty one, and no texts for them", () => {
    expect(
      problemsAfter((data) => {
        delete data.achievements
        delete data.site.achievements
        data.site.sections = data.site.sections.filter((section: string) => section !== "achievements")
      })
    ).toEqual([])
    expect(
      problemsAfter((data) => {
        data.achievements = []
        delete data.site.achievements
      })
    ).toEqual([])
  })

  it("need the section's texts while the section shows them", () => {
    expect(problemsAfter(({ site }) => delete site.achievements)).toEqual([
      'data/site.json, field "achievements": is required while data/achievements.json has entries and "sections" lists "achievements": the section\'s title, subtitle and labels (docs/owner-guide.md, "Achievements"). Or leave "achievements" out of "sections".',
    ])
  })

  it("are of four kinds, each with a title, an issuer and a month", () => {
    expect(
      problemsAfter(({ achievements }) => {
        achievements[0].kind = "course"
        delete achievements[1].issuer
        achievements[2].date = "2024-11-05"
      })
    ).toEqual([
      'data/achievements.json, entry 1 (id "aws-developer-associate", title "AWS Certified Developer – Associate"), field "kind": must be one of "certification", "award", "talk", "publication", got "course"',
      'data/achievements.json, entry 2 (id "nairobi-fintech-hackathon", title "First place, Nairobi Fintech Hackathon"), field "issuer": is required but missing',
      'data/achievements.json, entry 3 (id "devfest-nairobi-2024", title "M-Pesa callbacks that survive production"), field "date": must be a month written YYYY-MM, like 2025-04 for April 2025, got "2024-11-05"',
    ])
  })

  it("happened by this month, and expire after they were given", () => {
    expect(
      problemsAfter(({ achievements }) => {
        achievements[0].expires = "2024-01"
        achievements[1].date = "2027-01"
      })
    ).toEqual([
      'data/achievements.json, entry 1 (id "aws-developer-associate", title "AWS Certified Developer – Associate"), field "expires": "2024-01" is before its "date" ("2024-06").',
      'data/achievements.json, entry 2 (id "nairobi-fintech-hackathon", title "First place, Nairobi Fintech Hackathon"), field "date": "2027-01" is after this month (2026-11): list it once it has happened.',
    ])
  })

  it("may have expired: that is the owner's to show or not, not a mistake", () => {
    expect(problemsAfter(({ achievements }) => (achievements[0].expires = "2025-01"))).toEqual([])
  })
})

describe("about's word for a position still held", () => {
  it("is required", () => {
    expect(problemsAfter(({ site }) => delete site.about.present)).toEqual(['data/site.json, field "about.present": is required but missing'])
  })
})

describe("social links", () => {
  it("take any icon name of the set, and suggest the nearest for one it lacks", () => {
    expect(
      problemsAfter(({ site }) => {
        site.socialLinks = [
          { icon: "mastodon", href: "https://mastodon.social/@someone", label: "Mastodon" },
          { icon: "orcid", href: "https://orcid.org/0000-0002-1825-0097", label: "ORCID" },
          { icon: "bluesky", href: "https://bsky.app/profile/someone.bsky.social", label: "Bluesky" },
        ]
      })
    ).toEqual([])
    expect(problemsAfter(({ site }) => (site.socialLinks[1].icon = "linkdin"))).toEqual([
      expect.stringMatching(/^data\/site\.json, field "socialLinks" entry 2 \(label "LinkedIn"\), field "icon": "linkdin" is no icon's name; the nearest are "linkedin", /),
    ])
  })
})
