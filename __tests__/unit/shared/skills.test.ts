/** Which skills each tab shows, highest level first, and the level shown on the bar. */
import site from "../../fixtures/sites/sample/data/site.json"
import skills from "../../fixtures/sites/sample/data/skills.json"
import { clampLevel, FEATURED_TAB, rankSkills, skillGroups, skillsForTab, tabsOfSkill, tabsWithSkills, viewAllTab } from "../../../src/shared/skills"
import { shownInTab } from "../../../src/shared/tabs"

const names = (list: readonly { name: string }[]) => list.map((s) => s.name)
const skill = (name: string, level: number, category = "languages", featured = false) => ({ name, level, category, featured })

describe("skillsForTab with the real data", () => {
  it("shows the spec's 17 featured skills on the Featured tab, highest level first", () => {
    const featured = skillsForTab(skills, FEATURED_TAB)
    expect(new Set(names(featured))).toEqual(
      new Set([
        "JavaScript",
        "TypeScript",
        "Golang",
        "Dart",
        "Java",
        "PHP",
        "React",
        "Springboot",
        "Laravel",
        "Next.js",
        "Node.js",
        "Tailwind CSS",
        "MongoDB",
        "Firebase",
        "Git",
        "RESTful APIs",
        "GitHub",
      ])
    )
    expect(featured).toHaveLength(17)
    // Ties at 95 keep data order.
    expect(names(featured).slice(0, 3)).toEqual(["React", "Springboot", "Laravel"])
    for (let i = 1; i < featured.length; i += 1) expect(featured[i - 1].level).toBeGreaterThanOrEqual(featured[i].level)
  })

  it("shows a category's skills, featured or not, highest level first", () => {
    expect(names(skillsForTab(skills, "languages"))).toEqual([
      "HTML/CSS",
      "JavaScript",
      "TypeScript",
      "PHP",
      "Java",
      "Dart",
      "Golang",
      "Python",
      "SQL",
    ])
    expect(names(skillsForTab(skills, "databases"))).toEqual(["MySQL", "MongoDB", "Firebase", "PostgreSQL", "Redis"])
  })

  it("gives every skill of the data to exactly one category tab", () => {
    const categories = ["languages", "frameworks", "databases", "devops", "apis", "collaboration"]
    const total = categories.reduce((sum, category) => sum + skillsForTab(skills, category).length, 0)
    expect(total).toBe(skills.length)
  })

  it("shows nothing for a category without skills", () => {
    expect(skillsForTab(skills, "testing")).toEqual([])
  })
})

describe("skillsForTab ordering", () => {
  it("sorts by level descending and keeps data order for equal levels", () => {
    const list = [skill("a", 50), skill("b", 90), skill("c", 50), skill("d", 100), skill("e", 90)]
    expect(names(skillsForTab(list, "languages"))).toEqual(["d", "b", "e", "a", "c"])
  })

  it("does not reorder the list it was given", () => {
    const list = [skill("a", 10), skill("b", 90)]
    skillsForTab(list, "languages")
    expect(names(list)).toEqual(["a", "b"])
  })
})

describe("one list for every tab", () => {
  it("ranks every skill once, and each tab's share of the ranking is that tab's own order", () => {
    const list = [skill("Go", 80, "languages", true), skill("Redis", 70, "databases"), skill("Rust", 90), skill("Postgres", 90, "databases", true), skill("C", 80)]
    const ranked = rankSkills(list)
    // Highest level first; equal levels keep the data's order.
    expect(names(ranked)).toEqual(["Rust", "Postgres", "Go", "C", "Redis"])
    const share = (tab: string) => names(ranked.filter((entry) => shownInTab(tabsOfSkill(entry), tab)))
    expect(share(FEATURED_TAB)).toEqual(["Postgres", "Go"])
    expect(share("languages")).toEqual(["Rust", "Go", "C"])
    expect(share("databases")).toEqual(["Postgres", "Redis"])
    expect(share("devops")).toEqual([])
    expect(names(rankSkills(skills)).sort()).toEqual(names(skills).sort())
  })

  it("shows a featured skill on its category's tab and on Featured, another on its category's only", () => {
    expect(tabsOfSkill(skill("Go", 80, "languages", true))).toEqual(["languages", FEATURED_TAB])
    expect(tabsOfSkill(skill("Redis", 70, "databases"))).toEqual(["databases"])
    expect(shownInTab(["languages", FEATURED_TAB], "languages")).toBe(true)
    expect(shownInTab(["databases"], FEATURED_TAB)).toBe(false)
  })
})

describe("clampLevel", () => {
  it.each([
    [-5, 0],
    [0, 0],
    [42.4, 42],
    [42.5, 43],
    [100, 100],
    [130, 100],
  ])("%p → %p", (level, expected) => {
    expect(clampLevel(level)).toBe(expected)
  })
})

describe("tabsWithSkills and the tab View all skills opens", () => {
  const tabs = [FEATURED_TAB, "languages", "databases", "apis"].map((category) => ({ category, label: category }))

  it("keeps Featured, even with no featured skill, and each category that has a skill", () => {
    expect(tabsWithSkills(tabs, [skill("SQL", 80, "databases")]).map((t) => t.category)).toEqual([FEATURED_TAB, "databases"])
    expect(tabsWithSkills(tabs, skills)).toHaveLength(tabs.length)
  })

  it("opens the owner's tab when it is shown, else the first category shown, else none", () => {
    expect(viewAllTab("databases", tabs)).toBe("databases")
    expect(viewAllTab("devops", tabs)).toBe("languages")
    expect(viewAllTab("languages", tabs.slice(0, 1))).toBeUndefined()
  })
})

describe("skillGroups: the skills category by category, where the tabs cannot work", () => {
  const tabs = [FEATURED_TAB, "languages", "databases", "apis"].map((category) => ({ category, label: category.toUpperCase() }))

  it("gives each category tab with skills its skills, highest level first, in the tabs' order", () => {
    const list = [skill("Redis", 70, "databases"), skill("Go", 80, "languages", true), skill("Postgres", 90, "databases", true), skill("C", 80)]
    expect(skillGroups(tabs, list).map((group) => [group.label, names(group.skills)])).toEqual([
      ["LANGUAGES", ["Go", "C"]],
      ["DATABASES", ["Postgres", "Redis"]],
    ])
  })

  it("groups any owner's own categories the same way, in the order their tabs are listed", () => {
    const ownTabs = [FEATURED_TAB, "game-engines", "cloud"].map((category) => ({ category, label: category }))
    const list = [skill("Terraform", 70, "cloud"), skill("Godot", 85, "game-engines", true), skill("AWS", 90, "cloud"), skill("Unity", 80, "game-engines")]
    expect(skillGroups(ownTabs, list).map((group) => [group.label, names(group.skills)])).toEqual([
      ["game-engines", ["Godot", "Unity"]],
      ["cloud", ["AWS", "Terraform"]],
    ])
  })

  it("holds every skill of the sample once", () => {
    const grouped = skillGroups(site.skills.tabs, skills).flatMap((group) => names(group.skills))
    expect(grouped.sort()).toEqual(names(skills).sort())
  })
})
