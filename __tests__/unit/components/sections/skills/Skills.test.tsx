/**
 * The skills section as a visitor uses it: tabs, sorted cards, View all skills, empty tab; and
 * as a reader gets it without the tab list (no JavaScript, print, the DOM's order): each
 * category's heading, then its skills.
 */
import React from "react"
import { renderToString } from "react-dom/server"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Skills } from "../../../../../src/components/sections/skills/Skills"
import { tabsContract } from "../../../../../src/components/ui/tabs.island"
import { FEATURED_TAB, rankSkills, SKILL_LEVEL_PROPERTY, skillsForTab } from "../../../../../src/shared/skills"
import { NOT_SHOWN, renderWithProviders, wrapWithProviders } from "../../../../support/render-components"
import { copyOf, site, skills } from "../../../../support/sample-data"
import { iconDrawing } from "../../../../../src/icons/catalogue"

/** The texts of data/site.json; their exact wording is checked in site-texts.test.ts. */
const TEXT = site.skills
const FEATURED_BADGE = TEXT.card.featured
const labelOf = (category: string) => TEXT.tabs.find((t) => t.category === category)!.label

function renderSkills(skillList = skills, text = TEXT) {
  const user = userEvent.setup()
  renderWithProviders(<Skills site={{ labels: site.labels, skills: text }} skills={skillList} />)
  return user
}

const tab = (name: string) => screen.getByRole("tab", { name })
const bars = () => within(screen.getByRole("tabpanel")).queryAllByRole("progressbar")
/** A card's place among all the skills, which the tabs island orders the cards by. */
const rankOf = (card: HTMLElement) => {
  const rank = card.getAttribute(tabsContract.valueAttribute("rank"))
  expect(rank).toMatch(/^\d+$/)
  return Number(rank)
}
/** [name, level] of each card shown, in the DOM's order, which is the grid's; the bar is named by the skill's name. */
const shownSkills = () =>
  bars().map((bar) => {
    const name = document.getElementById(bar.getAttribute("aria-labelledby")!)!.textContent
    expect(bar).toHaveAccessibleName(name!)
    return [name, Number(bar.getAttribute("aria-valuenow"))] as const
  })
/** The name of the skill of a card (a list item): what names its bar. */
const nameOf = (card: Element) =>
  document.getElementById(within(card as HTMLElement).getByRole("progressbar", { hidden: true }).getAttribute("aria-labelledby")!)!.textContent
/** Each h3 of the panel, in the DOM's order, with the names of the list right after it: what a reader without the tab list reads. */
function categories(panel: HTMLElement) {
  return Array.from(panel.children)
    .filter((child) => child.tagName === "H3")
    .map((heading) => {
      const list = heading.nextElementSibling!
      expect(list.tagName).toBe("UL")
      const items = Array.from(list.children)
      expect(items.map((item) => item.tagName)).toEqual(items.map(() => "LI"))
      return { heading: heading.textContent, skills: items.map(nameOf) }
    })
}
/** The tags of the panel's children, in the DOM's order. */
const tagsOf = (panel: HTMLElement) => Array.from(panel.children).map((child) => child.tagName)
/** The sample's categories, as their tabs name them, each with its skills highest level first. */
const sampleOutline = (tabs = TEXT.tabs) =>
  tabs.filter((t) => t.category !== FEATURED_TAB).map((t) => ({ heading: t.label, skills: skillsForTab(skills, t.category).map((s) => s.name) }))
/** The static markup alone, no island started: what a reader without JavaScript gets. */
const staticMarkup: HTMLElement[] = []
function renderWithoutScript(skillList = skills, text = TEXT) {
  const container = document.body.appendChild(document.createElement("div"))
  container.innerHTML = renderToString(wrapWithProviders(<Skills site={{ labels: site.labels, skills: text }} skills={skillList} />))
  staticMarkup.push(container)
  return container
}
afterEach(() => staticMarkup.splice(0).forEach((container) => container.remove()))

describe("tabs", () => {
  it("offers the seven tabs with Featured selected", () => {
    renderSkills()
    const tabs = within(screen.getByRole("tablist", { name: "Skill categories" })).getAllByRole("tab")
    expect(tabs.map((t) => t.textContent)).toEqual([
      "Featured",
      "Languages",
      "Frameworks & Libraries",
      "Databases",
      "DevOps",
      "APIs",
      "Collaboration",
    ])
    expect(tabs.map((t) => t.getAttribute("aria-selected"))).toEqual(["true", "false", "false", "false", "false", "false", "false"])
    expect(screen.getByRole("tabpanel", { name: "Featured" })).toBeInTheDocument()
  })

  it("shows the featured skills, highest level first, each with its Featured badge and bar", () => {
    renderSkills()
    const shown = shownSkills()
    expect(shown).toHaveLength(17)
    expect(new Set(shown.map(([name]) => name))).toEqual(new Set(skills.filter((s) => s.featured).map((s) => s.name)))
    expect(shown.slice(0, 3).map(([name]) => name)).toEqual(["React", "Springboot", "Laravel"])
    for (let i = 1; i < shown.length; i += 1) expect(shown[i - 1][1]).toBeGreaterThanOrEqual(shown[i][1])
    const panel = screen.getByRole("tabpanel")
    expect(within(panel).getAllByText(FEATURED_BADGE, { ignore: NOT_SHOWN })).toHaveLength(17)
    expect(within(panel).getAllByText(TEXT.card.proficiency, { ignore: NOT_SHOWN })).toHaveLength(17)
  })

  it("shows the featured skills in the order of the ranking of every skill, which interleaves the categories", () => {
    renderSkills()
    const ranks = bars().map((bar) => rankOf(bar.closest("li")!))
    const allRanks = within(screen.getByRole("tabpanel"))
      .getAllByRole("listitem", { hidden: true })
      .map(rankOf)
      .sort((a, b) => a - b)
    // Each card's rank is its place among all the skills: unique, 0 to n - 1.
    expect(allRanks).toEqual(skills.map((_, index) => index))
    for (const card of within(screen.getByRole("tabpanel")).getAllByRole("listitem", { hidden: true })) {
      expect(rankSkills(skills)[rankOf(card)].name).toBe(nameOf(card))
    }
    // The HTML holds Featured's cards category by category; the island puts them in one list,
    // highest level first, so a screen reader reads them in the order the grid shows them.
    expect(shownSkills().map(([name]) => name)).toEqual(skillsForTab(skills, FEATURED_TAB).map((s) => s.name))
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    const cards = within(screen.getByRole("tabpanel")).getAllByRole("listitem", { hidden: true })
    expect(new Set(cards.map((card) => card.parentElement)).size).toBe(1)
  })

  it("writes each skill once: a featured skill's card is the one its category's tab shows", async () => {
    const user = renderSkills()
    const panel = screen.getByRole("tabpanel")
    expect(within(panel).getAllByRole("listitem", { hidden: true })).toHaveLength(skills.length)
    const react = screen.getByRole("progressbar", { name: "React" })
    await user.click(tab(labelOf("frameworks")))
    expect(screen.getByRole("progressbar", { name: "React" })).toBe(react)
  })

  it("shows a skill's level as a labelled progress bar and as visible text", () => {
    renderSkills()
    const react = screen.getByRole("progressbar", { name: "React" })
    expect(react).toHaveAttribute("aria-valuenow", "95")
    expect(react).toHaveAttribute("aria-valuemin", "0")
    expect(react).toHaveAttribute("aria-valuemax", "100")
    expect(react).toHaveAttribute("aria-valuetext", "95%")
    // The fill is drawn as wide as the level (its width is var(SKILL_LEVEL_PROPERTY): the browser tests measure it).
    expect(react.style.getPropertyValue(SKILL_LEVEL_PROPERTY)).toBe("95%")
    expect(within(react.parentElement!).getByText("95%")).toBeInTheDocument()
  })

  it("switches to a category on click, sorted by level, with Featured badges only where flagged", async () => {
    const user = renderSkills()
    await user.click(tab("Languages"))
    expect(tab("Languages")).toHaveAttribute("aria-selected", "true")
    expect(tab("Featured")).toHaveAttribute("aria-selected", "false")
    expect(screen.getByRole("tabpanel", { name: "Languages" })).toBeInTheDocument()
    expect(shownSkills()).toEqual([
      ["HTML/CSS", 95],
      ["JavaScript", 90],
      ["TypeScript", 88],
      ["PHP", 88],
      ["Java", 85],
      ["Dart", 82],
      ["Golang", 80],
      ["Python", 80],
      ["SQL", 75],
    ])
    expect(within(screen.getByRole("tabpanel")).getAllByText(FEATURED_BADGE, { ignore: NOT_SHOWN })).toHaveLength(6)
    expect(screen.queryByRole("button", { name: TEXT.viewAll })).not.toBeInTheDocument()
  })

  it("moves between tabs with the arrow keys, Home and End", async () => {
    const user = renderSkills()
    tab("Featured").focus()
    await user.keyboard("{ArrowRight}")
    expect(tab("Languages")).toHaveAttribute("aria-selected", "true")
    expect(tab("Languages")).toHaveFocus()
    await user.keyboard("{End}")
    expect(tab("Collaboration")).toHaveAttribute("aria-selected", "true")
    expect(shownSkills().map(([name]) => name)).toEqual(["GitHub", "Jira", "Agile / Scrum"])
    await user.keyboard("{ArrowRight}")
    expect(tab("Featured")).toHaveAttribute("aria-selected", "true")
    await user.keyboard("{ArrowLeft}")
    expect(tab("Collaboration")).toHaveFocus()
    await user.keyboard("{Home}")
    expect(tab("Featured")).toHaveFocus()
    expect(tab("Featured")).toHaveAttribute("aria-selected", "true")
  })

  it("keeps only the selected tab in the tab order", async () => {
    const user = renderSkills()
    await user.click(tab("Databases"))
    const tabs = screen.getAllByRole("tab")
    expect(tabs.filter((t) => t.tabIndex === 0)).toEqual([tab("Databases")])
  })
})

describe("the skills category by category, for a reader without the tab list", () => {
  it("writes each category's heading, then the list of exactly its skills, highest level first, every skill once", () => {
    const panel = within(renderWithoutScript()).getByRole("tabpanel")
    const groups = categories(panel)
    expect(groups).toEqual(sampleOutline())
    expect(groups.flatMap((group) => group.skills).sort()).toEqual(skills.map((s) => s.name).sort())
    expect(panel.querySelectorAll("li")).toHaveLength(skills.length)
    // Heading, list, heading, list…; the script's part (View all skills) after the last.
    expect(tagsOf(panel)).toEqual([...groups.flatMap(() => ["H3", "UL"]), "DIV"])
  })

  it("hides the headings with the script; every card is in one list, and a category's tab shows its cards", async () => {
    const user = renderSkills()
    const panel = screen.getByRole("tabpanel")
    expect(within(panel).queryAllByRole("heading", { level: 3 })).toEqual([])
    await user.click(tab("Databases"))
    const lists = Array.from(panel.querySelectorAll("ul"))
    const shownIn = (list: HTMLUListElement) => Array.from(list.children).filter((item) => !(item as HTMLElement).hidden).map(nameOf)
    expect(lists.map(shownIn).filter((names) => names.length > 0)).toEqual([skillsForTab(skills, "databases").map((s) => s.name)])
    expect(lists.filter((list) => list.children.length > 0)).toHaveLength(1)
    // (A list the tab shows none of is not shown either: a CSS rule, which the browser tests check.)
  })

  it("gives every heading and card its place on paper, each category's heading then its skills, whatever the DOM's order", () => {
    renderSkills()
    const panel = screen.getByRole("tabpanel")
    const placeOf = (element: Element) => Number((element as HTMLElement).style.getPropertyValue("--print-order"))
    const onPaper = Array.from(panel.querySelectorAll("h3, li"))
      .sort((a, b) => placeOf(a) - placeOf(b))
      .reduce<{ heading: string | null; skills: string[] }[]>(
        (outline, element) => (element.tagName === "H3" ? [...outline, { heading: element.textContent, skills: [] }] : (outline.at(-1)!.skills.push(nameOf(element)), outline)),
        []
      )
    expect(onPaper).toEqual(sampleOutline())
  })

  it("shows every category's heading and list in the markup alone, and names the panel after the section, not after the hidden Featured tab", () => {
    const container = renderWithoutScript()
    const panel = within(container).getByRole("tabpanel")
    expect(panel).toHaveAccessibleName(TEXT.title)
    expect(categories(panel)).toEqual(sampleOutline())
    // Hidden by the interactive view, shown by the rules for no script and print (src/theme/without-script.ts).
    for (const hidden of Array.from(panel.querySelectorAll("h3, ul, li")).filter((element) => (element as HTMLElement).hidden)) {
      expect(hidden).toHaveAttribute("data-nojs-show")
    }
  })

  it("names the panel after the selected tab once the script runs, Featured first", async () => {
    const user = renderSkills()
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("Featured")
    await user.click(tab("DevOps"))
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("DevOps")
  })
})

describe("an owner's own categories, which share nothing with the sample's", () => {
  const own = copyOf(TEXT)
  own.tabs = [
    { category: FEATURED_TAB, label: "Highlights" },
    { category: "game-engines", label: "Game engines" },
    { category: "cloud", label: "Cloud" },
  ]
  own.viewAllTab = "cloud"
  const skill = (name: string, icon: string, category: string, level: number, featured = false): (typeof skills)[number] => ({ name, icon: iconDrawing(icon), category, level, featured })
  const ownSkills = [
    skill("Terraform", "terraform", "cloud", 70),
    skill("Godot", "godotengine", "game-engines", 90, true),
    skill("AWS", "aws", "cloud", 85, true),
    skill("Unity", "unity", "game-engines", 75),
  ]

  it("writes each category's heading, from its tab, followed by its own skills, in the tabs' order", () => {
    const panel = within(renderWithoutScript(ownSkills, own)).getByRole("tabpanel")
    expect(categories(panel)).toEqual([
      { heading: "Game engines", skills: ["Godot", "Unity"] },
      { heading: "Cloud", skills: ["AWS", "Terraform"] },
    ])
  })

  it("offers a tab for each, and shows on each its skills highest level first", async () => {
    const user = renderSkills(ownSkills, own)
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Highlights", "Game engines", "Cloud"])
    expect(shownSkills()).toEqual([
      ["Godot", 90],
      ["AWS", 85],
    ])
    await user.click(tab("Cloud"))
    expect(shownSkills()).toEqual([
      ["AWS", 85],
      ["Terraform", 70],
    ])
  })
})

describe("View all skills", () => {
  it("switches to the data's viewAllTab (Languages) and puts the focus on it", async () => {
    const user = renderSkills()
    expect(TEXT.viewAllTab).toBe("languages")
    await user.click(screen.getByRole("button", { name: TEXT.viewAll }))
    expect(tab("Languages")).toHaveAttribute("aria-selected", "true")
    expect(tab("Languages")).toHaveFocus()
    expect(shownSkills()[0]).toEqual(["HTML/CSS", 95])
  })

  it("opens whichever tab the data names", async () => {
    const user = renderSkills(skills, { ...TEXT, viewAllTab: "databases" })
    await user.click(screen.getByRole("button", { name: TEXT.viewAll }))
    expect(tab(labelOf("databases"))).toHaveAttribute("aria-selected", "true")
    expect(tab(labelOf("databases"))).toHaveFocus()
    expect(tab("Languages")).toHaveAttribute("aria-selected", "false")
  })
})

describe("a category without skills", () => {
  it("has no tab: it could only say that no skills were found", () => {
    renderSkills(skills.filter((s) => s.category !== "apis"))
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(TEXT.tabs.filter((t) => t.category !== "apis").map((t) => t.label))
    expect(screen.queryByText(TEXT.empty, { ignore: NOT_SHOWN })).not.toBeInTheDocument()
  })

  it("sends View all skills to the first category shown when the data's tab is not", async () => {
    const user = renderSkills(skills.filter((s) => s.category !== "languages"))
    expect(TEXT.viewAllTab).toBe("languages")
    await user.click(screen.getByRole("button", { name: TEXT.viewAll }))
    expect(tab("Frameworks & Libraries")).toHaveAttribute("aria-selected", "true")
  })
})

describe("no featured skill", () => {
  it("keeps the Featured tab the section opens on, saying no skills were found (the content check warns)", () => {
    renderSkills(skills.map((s) => ({ ...s, featured: false })))
    expect(tab("Featured")).toHaveAttribute("aria-selected", "true")
    expect(screen.getByText(TEXT.empty, { ignore: NOT_SHOWN })).toBeInTheDocument()
    expect(bars()).toHaveLength(0)
  })
})

describe("texts", () => {
  it("shows the button's and cards' texts of data/site.json, not texts of its own", async () => {
    const text = copyOf(TEXT)
    Object.assign(text, { viewAll: "Every skill" })
    text.card = { featured: "Top", proficiency: "Level" }
    const featuredCount = skills.filter((s) => s.featured).length
    const user = renderSkills(skills, text)
    const panel = screen.getByRole("tabpanel")
    expect(within(panel).getAllByText("Top", { ignore: NOT_SHOWN })).toHaveLength(featuredCount)
    expect(within(panel).getAllByText("Level", { ignore: NOT_SHOWN })).toHaveLength(featuredCount)
    expect(within(panel).queryByText(FEATURED_BADGE)).not.toBeInTheDocument()
    expect(within(panel).queryByText(TEXT.card.proficiency)).not.toBeInTheDocument()
    expect(screen.queryByRole("button", { name: TEXT.viewAll })).not.toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Every skill" }))
    expect(tab("Languages")).toHaveAttribute("aria-selected", "true")
  })

  it("shows the empty tab's text of data/site.json", () => {
    renderSkills(skills.map((s) => ({ ...s, featured: false })), { ...TEXT, empty: "Nothing in this tab yet" })
    expect(screen.getByText("Nothing in this tab yet", { ignore: NOT_SHOWN })).toBeInTheDocument()
  })
})
