/** The projects gallery as a visitor uses it: filters, the featured/all toggle, the cards. */
import React from "react"
import { fireEvent, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Projects } from "../../../../../src/components/sections/projects/Projects"
import { ProjectImage } from "../../../../../src/components/sections/projects/ProjectImage"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { NOT_SHOWN, renderWithProviders } from "../../../../support/render-components"
import { copyOf, projectCards, projects, site } from "../../../../support/sample-data"
import { fillIn } from "../../../../../src/shared/text"
import { PROJECT_CARDS_MAX } from "../../../../../src/shared/projects"
import { PROJECTS_PATH } from "../../../../../src/shared/project-pages"

const FEATURED = projects.filter((p) => p.featured).map((p) => p.title)
/** The texts of data/site.json; their exact wording is checked in site-texts.test.ts. */
const TEXT = site.projects
const { viewAll: VIEW_ALL, showFeatured: SHOW_FEATURED } = TEXT
const EMPTY = TEXT.empty.title
const CARD = TEXT.card

function renderProjects(text = TEXT) {
  const user = userEvent.setup()
  renderWithProviders(<Projects site={{ language: site.language, labels: site.labels, projects: text }} projects={projectCards} />)
  return user
}

const shownTitles = () => screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent)
const filter = (name: string) => within(screen.getByRole("group", { name: "Filter projects by category" })).getByRole("button", { name })
const toggle = () =>
  screen.queryAllByRole("button").find((button) => [VIEW_ALL, SHOW_FEATURED].includes(button.textContent ?? "")) ?? null

describe("filters", () => {
  it("offers the six filters, with All Projects pressed by default", () => {
    renderProjects()
    const group = screen.getByRole("group", { name: "Filter projects by category" })
    const buttons = within(group).getAllByRole("button")
    expect(buttons.map((b) => b.textContent)).toEqual([
      "All Projects",
      "Web Development",
      "Mobile Apps",
      "Backend",
      "AI",
      "CLI",
    ])
    expect(buttons.map((b) => b.getAttribute("aria-pressed"))).toEqual(["true", "false", "false", "false", "false", "false"])
  })

  it("presses only the chosen filter and shows its featured projects", async () => {
    const user = renderProjects()
    await user.click(filter("Web Development"))
    expect(filter("Web Development")).toHaveAttribute("aria-pressed", "true")
    expect(filter("All Projects")).toHaveAttribute("aria-pressed", "false")
    expect(shownTitles()).toEqual(["Soko Online Store", "Trail Blazers Kenya", "ReviewLink"])
    expect(screen.getByText("Showing 3 projects")).toBeInTheDocument()

    await user.click(filter("CLI"))
    expect(shownTitles()).toEqual(["Stackforge CLI"])
    expect(screen.getByText("Showing 1 project")).toBeInTheDocument()
  })

  it("works from the keyboard", async () => {
    const user = renderProjects()
    filter("All Projects").focus()
    await user.tab()
    expect(filter("Web Development")).toHaveFocus()
    await user.keyboard("{Enter}")
    expect(filter("Web Development")).toHaveAttribute("aria-pressed", "true")
    await user.tab()
    await user.keyboard(" ")
    expect(filter("Mobile Apps")).toHaveAttribute("aria-pressed", "true")
    expect(shownTitles()).toEqual(["PesaTrack"])
  })
})

describe("featured-only view and the toggle", () => {
  it("shows only the featured projects first, all ten after View All Projects, and collapses again", async () => {
    const user = renderProjects()
    expect(shownTitles()).toEqual(FEATURED)
    expect(screen.getByText("Showing 6 projects")).toBeInTheDocument()

    await user.click(screen.getByRole("button", { name: VIEW_ALL }))
    expect(shownTitles()).toEqual(projects.map((p) => p.title))
    expect(toggle()).toHaveTextContent(SHOW_FEATURED)

    await user.click(screen.getByRole("button", { name: SHOW_FEATURED }))
    expect(shownTitles()).toEqual(FEATURED)
    expect(toggle()).toHaveTextContent(VIEW_ALL)
  })

  it("resets to featured-only when another filter is chosen", async () => {
    const user = renderProjects()
    await user.click(filter("Web Development"))
    await user.click(screen.getByRole("button", { name: VIEW_ALL }))
    expect(shownTitles()).toHaveLength(5)

    await user.click(filter("Mobile Apps"))
    expect(shownTitles()).toEqual(["PesaTrack"])
    expect(toggle()).toHaveTextContent(VIEW_ALL)
  })

  it("keeps the toggle after expanding a small category, so the visitor can collapse it", async () => {
    const user = renderProjects()
    await user.click(filter("Mobile Apps"))
    await user.click(screen.getByRole("button", { name: VIEW_ALL }))
    expect(shownTitles()).toEqual(["PesaTrack", "FundiConnect"])
    await user.click(screen.getByRole("button", { name: SHOW_FEATURED }))
    expect(shownTitles()).toEqual(["PesaTrack"])
  })

  it("has no toggle where nothing is hidden and at most three show", async () => {
    const user = renderProjects()
    await user.click(filter("AI"))
    expect(shownTitles()).toEqual(["ContentPilot AI"])
    expect(toggle()).not.toBeInTheDocument()
  })
})

describe("empty state", () => {
  it("says no projects were found when the filter has no featured project", async () => {
    const user = renderProjects()
    await user.click(filter("Backend"))
    expect(screen.getByText(EMPTY, { ignore: NOT_SHOWN })).toBeInTheDocument()
    // Backend has a project, but none is featured: the empty state says so.
    expect(screen.getByText(TEXT.empty.noneFeatured, { ignore: NOT_SHOWN })).toBeInTheDocument()
    expect(shownTitles()).toEqual([])
    expect(screen.getByText("Showing 0 projects")).toBeInTheDocument()
  })

  it("its View All Projects button resets the filter to All", async () => {
    const user = renderProjects()
    await user.click(filter("Backend"))
    const emptyState = screen.getByText(EMPTY, { ignore: NOT_SHOWN }).parentElement!
    await user.click(within(emptyState).getByRole("button", { name: VIEW_ALL }))
    expect(filter("All Projects")).toHaveAttribute("aria-pressed", "true")
    expect(filter("Backend")).toHaveAttribute("aria-pressed", "false")
    expect(screen.queryByText(EMPTY, { ignore: NOT_SHOWN })).not.toBeInTheDocument()
    expect(shownTitles()).toEqual(FEATURED)
  })

  it("the toggle below still reveals the category's non-featured projects", async () => {
    const user = renderProjects()
    await user.click(filter("Backend"))
    const buttons = screen.getAllByRole("button", { name: VIEW_ALL })
    await user.click(buttons[buttons.length - 1])
    expect(filter("Backend")).toHaveAttribute("aria-pressed", "true")
    expect(shownTitles()).toEqual(["Bancassurance Integration"])
  })

  it("offers no filter for a category without any project: it could only show the empty state", () => {
    // The sample lists "data", which none of its projects has; here "cli" has none either.
    expect(projectCards.some((project) => project.category === "data")).toBe(false)
    const withoutCli = projectCards.filter((project) => project.category !== "cli")
    renderWithProviders(<Projects site={{ language: site.language, labels: site.labels, projects: TEXT }} projects={withoutCli} />)
    const group = screen.getByRole("group", { name: "Filter projects by category" })
    expect(within(group).getAllByRole("button").map((button) => button.textContent)).toEqual(
      TEXT.filters.filter((option) => option.category !== "cli" && option.category !== "data").map((option) => option.label)
    )
  })
})

describe("a site with more projects than the home page carries", () => {
  // The sample's ten and copies of them, only the originals featured, as an owner with many projects features a few.
  const many = Array.from({ length: PROJECT_CARDS_MAX + 8 }, (_, index) => {
    const original = projectCards[index % projectCards.length]
    const round = Math.floor(index / projectCards.length)
    return round === 0 ? original : { ...original, jsonId: original.jsonId + round * 100, title: `${original.title} ${round + 1}`, slug: `${original.slug}-${round + 1}`, featured: false }
  })
  const render = (asPage = false) => {
    const user = userEvent.setup()
    renderWithProviders(<Projects site={{ language: site.language, labels: site.labels, projects: TEXT }} projects={many} asPage={asPage} />)
    return user
  }
  const cardTitles = () => screen.queryAllByRole("heading", { level: 3, hidden: true }).map((heading) => heading.textContent)

  it("carries only the featured projects on the home page, all shown, and links to the gallery page instead of a toggle", async () => {
    const user = render()
    expect(cardTitles()).toEqual(FEATURED)
    expect(shownTitles()).toEqual(FEATURED)
    expect(toggle()).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: VIEW_ALL })).toHaveAttribute("href", PROJECTS_PATH)

    await user.click(filter("Web Development"))
    expect(shownTitles()).toEqual(many.filter((project) => project.featured && project.category === "web").map((project) => project.title))
    await user.click(filter("All Projects"))
    expect(shownTitles()).toEqual(FEATURED)
  })

  it("shows the first PROJECT_CARDS_MAX projects on the gallery page as cards (h2 under the page's h1), and the rest as rows under More projects, behind its toggle", async () => {
    const user = render(true)
    const headings = (level: number) => screen.queryAllByRole("heading", { level }).map((heading) => heading.textContent)
    // The page is every project: its title is the label of the filter for all of them, not the section's "Featured Projects".
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(TEXT.filters.find((option) => option.category === "all")!.label)
    expect(headings(2)).toEqual([...many.slice(0, PROJECT_CARDS_MAX).map((project) => project.title), TEXT.more])
    expect(headings(3)).toEqual([])
    expect(screen.getAllByRole("img")).toHaveLength(PROJECT_CARDS_MAX)
    expect(screen.getByText(`Showing ${PROJECT_CARDS_MAX} projects`)).toBeInTheDocument()
    expect(screen.queryByRole("link", { name: VIEW_ALL })).not.toBeInTheDocument()

    const more = screen.getByRole("button", { name: TEXT.showMore })
    expect(more).toHaveAttribute("aria-expanded", "false")
    expect(document.getElementById(more.getAttribute("aria-controls")!)).toContainElement(screen.getByRole("heading", { level: 3, name: many[PROJECT_CARDS_MAX].title, hidden: true }))
    await user.click(more)
    expect(more).toHaveAttribute("aria-expanded", "true")
    expect(more).toHaveTextContent(TEXT.showFewer)
    expect(headings(3)).toEqual(many.slice(PROJECT_CARDS_MAX).map((project) => project.title))
    expect(screen.getByText(`Showing ${many.length} projects`)).toBeInTheDocument()
    await user.click(more)
    expect(headings(3)).toEqual([])
  })

  it("shows every project of a category on the gallery page, cards and rows, with no toggle, and the cards only again in All", async () => {
    const user = render(true)
    const shownTitles = () => screen.queryAllByRole("heading").map((heading) => heading.textContent).filter((title) => many.some((project) => project.title === title))
    await user.click(filter("Mobile Apps"))
    const mobile = many.filter((project) => project.category === "mobile")
    expect(mobile.filter((project) => many.indexOf(project) >= PROJECT_CARDS_MAX).length).toBeGreaterThan(0)
    expect(shownTitles()).toEqual(mobile.map((project) => project.title))
    expect(screen.getByText(`Showing ${mobile.length} projects`)).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: TEXT.showMore })).not.toBeInTheDocument()
    expect(screen.queryByRole("button", { name: TEXT.showFewer })).not.toBeInTheDocument()
    await user.click(filter("All Projects"))
    expect(shownTitles()).toEqual(many.slice(0, PROJECT_CARDS_MAX).map((project) => project.title))
    expect(screen.getByRole("button", { name: TEXT.showMore })).toHaveAttribute("aria-expanded", "false")
  })

  it("gives each row its page, its description, its category, every technology and its links, which open in a new tab", async () => {
    const user = render(true)
    await user.click(screen.getByRole("button", { name: TEXT.showMore }))
    const project = many[PROJECT_CARDS_MAX]
    const row = screen.getByRole("article", { name: project.title })
    expect(within(row).getByRole("link", { name: project.title })).toHaveAttribute("href", `${PROJECTS_PATH}/${project.slug}`)
    expect(row).toHaveTextContent(project.description)
    expect(row).toHaveTextContent(project.technologies.join(" · "))
    expect(within(row).getByText(TEXT.filters.find((option) => option.category === project.category)!.label)).toBeInTheDocument()
    const code = within(row).getByRole("link", { name: `${fillIn(CARD.codeLabel, { title: project.title })} (${site.labels.opensInNewTab})` })
    expect(code).toHaveAttribute("href", project.githubUrl)
    expect(code).toHaveAttribute("target", "_blank")
  })

  it("hides the rows' block when the chosen filter has no project among them, and the cards' list when it has none there", async () => {
    const lateOnly = [...many.slice(0, PROJECT_CARDS_MAX).map((project) => ({ ...project, category: "web" })), ...many.slice(PROJECT_CARDS_MAX).map((project) => ({ ...project, category: "cli" }))]
    const user = userEvent.setup()
    renderWithProviders(<Projects site={{ language: site.language, labels: site.labels, projects: TEXT }} projects={lateOnly} asPage />)
    await user.click(filter("CLI"))
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(TEXT.more)
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(lateOnly.length - PROJECT_CARDS_MAX)
    expect(screen.queryAllByRole("img")).toHaveLength(0)
    await user.click(filter("Web Development"))
    expect(screen.queryByRole("heading", { level: 2, name: TEXT.more })).not.toBeInTheDocument()
    expect(screen.queryAllByRole("heading", { level: 3 })).toHaveLength(0)
    expect(screen.getAllByRole("img")).toHaveLength(PROJECT_CARDS_MAX)
  })
})

describe("a project card", () => {
  const card = (title: string) => screen.getByRole("article", { name: title })

  it("shows its placeholder image with the alt text, badges, title and description", () => {
    renderProjects()
    const project = projects.find((p) => p.id === 2)!
    const article = card(project.title)
    expect(within(article).getByRole("img", { name: project.imageAlt })).toBeInTheDocument()
    expect(within(article).getByText(CARD.featured)).toBeInTheDocument()
    expect(within(article).getByText("AI")).toBeInTheDocument()
    expect(within(article).getByRole("heading", { level: 3, name: project.title })).toBeInTheDocument()
    expect(within(article).getByText(project.description)).toBeInTheDocument()
  })

  it("shows at most three technology tags and +N for the rest", () => {
    renderProjects()
    for (const project of projects.filter((p) => p.featured)) {
      const tags = within(within(card(project.title)).getByRole("list", { name: "Technologies" })).getAllByRole("listitem")
      const more = project.technologies.length - 3
      const expected = project.technologies.slice(0, 3).concat(more > 0 ? [`+${more} more`] : [])
      expect(tags.map((tag) => tag.textContent)).toEqual(expected)
    }
  })

  it("carries every other technology for print only, where the +N count is not printed", () => {
    renderProjects()
    for (const project of projects) {
      const article = screen.getByRole("article", { name: project.title, hidden: true })
      const list = within(article).getByRole("list", { name: "Technologies", hidden: true })
      const printed = Array.from(list.querySelectorAll("li:not([data-print=hide])"), (tag) => tag.textContent)
      expect(printed).toEqual(project.technologies)
      for (const tag of list.querySelectorAll("li[hidden]")) expect(tag.getAttribute("data-print")?.split(" ")).toContain("show")
    }
  })

  it("links to the code and the live demo in a new tab", () => {
    renderProjects()
    const project = projects.find((p) => "githubUrl" in p && "liveUrl" in p)!
    const article = card(project.title)
    const named = (label: string) => `${label.replace("{title}", project.title)} (opens in a new tab)`
    const code = within(article).getByRole("link", { name: named(CARD.codeLabel) })
    const demo = within(article).getByRole("link", { name: named(CARD.liveDemoLabel) })
    expect(code).toHaveTextContent(CARD.code)
    expect(demo).toHaveTextContent(CARD.liveDemo)
    expect(code).toHaveAttribute("href", project.githubUrl)
    expect(demo).toHaveAttribute("href", project.liveUrl)
    for (const link of [code, demo]) {
      expect(link).toHaveAttribute("target", "_blank")
      expect(link.getAttribute("rel")).toContain("noopener")
      expect(link).toHaveAccessibleName(/opens in a new tab/)
    }
  })

  it("draws only the links a project has: none for a field left out of data/projects.json", () => {
    const [first, second, ...rest] = projectCards
    const cards = [{ ...first, githubUrl: null, liveUrl: null }, { ...second, liveUrl: null }, ...rest]
    renderWithProviders(<Projects site={{ language: site.language, labels: site.labels, projects: TEXT }} projects={cards} />)
    expect(outsideLinks(first.title)).toEqual([])
    expect(outsideLinks(second.title)).toEqual([CARD.code])
  })

  it("shows no Live Demo for Stackforge CLI, whose sample data has no demo", () => {
    renderProjects()
    expect(outsideLinks("Stackforge CLI")).toEqual([CARD.code])
  })

  it("links its title and a visible Case study link to the project's own page", () => {
    renderProjects()
    const article = card("Soko Online Store")
    expect(within(article).getByRole("link", { name: "Soko Online Store" })).toHaveAttribute("href", "/projects/soko-online-store")
    const details = within(article).getByRole("link", { name: fillIn(CARD.detailsLabel, { title: "Soko Online Store" }) })
    expect(details).toHaveTextContent(CARD.details)
    expect(details).toHaveAttribute("href", "/projects/soko-online-store")
  })

  it("shows the category badge but no Featured badge on a non-featured project", async () => {
    const user = renderProjects()
    await user.click(screen.getByRole("button", { name: VIEW_ALL }))
    const article = card("Bancassurance Integration")
    expect(within(article).getByText("Backend")).toBeInTheDocument()
    expect(within(article).queryByText(CARD.featured)).not.toBeInTheDocument()
  })
})

/** A card's links that leave the site (Code, Live Demo), by their text. */
function outsideLinks(title: string) {
  return within(screen.getByRole("article", { name: title }))
    .queryAllByRole("link")
    .filter((link) => /^https?:/.test(link.getAttribute("href") ?? ""))
    .map((link) => link.textContent)
}

describe("texts", () => {
  const changed = () => {
    const text = copyOf(TEXT)
    Object.assign(text, { viewAll: "Show everything", showFeatured: "Only the highlights" })
    text.empty = { title: "Nothing here yet", noneFeatured: "No highlight in this category." }
    text.card = {
      featured: "Highlight",
      code: "Source",
      codeLabel: "Source code of {title}",
      liveDemo: "Try it",
      liveDemoLabel: "Try {title}",
      imageUnavailable: "No picture",
      details: "Read more",
      detailsLabel: "Read more about {title}",
    }
    return text
  }

  it("shows the toggle's and the cards' texts of data/site.json, not texts of its own", async () => {
    const user = renderProjects(changed())
    const project = projects.find((p) => p.featured && "githubUrl" in p && "liveUrl" in p)!
    const article = screen.getByRole("article", { name: project.title })
    expect(within(article).getByText("Highlight")).toBeInTheDocument()
    expect(within(article).getByText("No picture")).toBeInTheDocument()
    const code = within(article).getByRole("link", { name: `Source code of ${project.title} (opens in a new tab)` })
    expect(code).toHaveTextContent("Source")
    expect(within(article).getByRole("link", { name: `Try ${project.title} (opens in a new tab)` })).toHaveTextContent("Try it")
    expect(within(article).getByRole("link", { name: `Read more about ${project.title}` })).toHaveTextContent("Read more")
    for (const old of [CARD.featured, CARD.code, CARD.liveDemo, CARD.imageUnavailable, CARD.details]) {
      expect(within(article).queryByText(old)).not.toBeInTheDocument()
    }

    await user.click(screen.getByRole("button", { name: "Show everything" }))
    expect(shownTitles()).toEqual(projects.map((p) => p.title))
    await user.click(screen.getByRole("button", { name: "Only the highlights" }))
    expect(shownTitles()).toEqual(FEATURED)
    expect(screen.queryByRole("button", { name: VIEW_ALL })).not.toBeInTheDocument()
  })

  it("shows the empty state's texts of data/site.json", async () => {
    const user = renderProjects(changed())
    await user.click(filter("Backend"))
    expect(screen.getByText("Nothing here yet")).toBeInTheDocument()
    expect(screen.getByText("No highlight in this category.")).toBeInTheDocument()
    expect(screen.queryByText(EMPTY, { ignore: NOT_SHOWN })).not.toBeInTheDocument()
    const emptyState = screen.getByText("Nothing here yet").parentElement!
    await user.click(within(emptyState).getByRole("button", { name: "Show everything" }))
    expect(filter("All Projects")).toHaveAttribute("aria-pressed", "true")
  })
})

describe("project image", () => {
  const image: IGatsbyImageData = {
    layout: "constrained",
    width: 800,
    height: 500,
    images: { fallback: { src: "/static/shot.jpg", srcSet: "/static/shot.jpg 800w", sizes: "800px" }, sources: [] },
  }

  it("shows the screenshot with its alt text, and the placeholder when it fails to load", () => {
    renderWithProviders(<ProjectImage image={image} alt="A screenshot" unavailableText={CARD.imageUnavailable} />)
    const img = screen.getAllByRole("img", { name: "A screenshot" }).find((el) => el.tagName === "IMG")!
    expect(img).toHaveAttribute("src", "/static/shot.jpg")
    expect(img).toHaveAttribute("loading", "lazy")
    expect(screen.getAllByRole("img", { name: "A screenshot" })).toEqual([img])
    expect(screen.queryByText(CARD.imageUnavailable, { ignore: NOT_SHOWN })).not.toBeInTheDocument()
    fireEvent.error(img)
    expect(screen.getByRole("img", { name: "A screenshot" }).tagName).not.toBe("IMG")
    expect(screen.getByText(CARD.imageUnavailable, { ignore: NOT_SHOWN })).toBeInTheDocument()
  })
})
