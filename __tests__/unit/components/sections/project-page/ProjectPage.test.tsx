/** A project's own page as a visitor reads it: the card's facts in full, the case study's parts where the data has them. */
import React from "react"
import { screen, within } from "@testing-library/react"
import { ProjectPage } from "../../../../../src/components/sections/project-page/ProjectPage"
import { renderWithProviders } from "../../../../support/render-components"
import { copyOf, site } from "../../../../support/sample-data"
import { projectPageData } from "../../../../support/page-data"

const PAGE = site.projects.page

/** The parts of the query result a test changes (Gatsby's generated types are read-only). */
interface Editable {
  projectsJson: { caseStudy: unknown }
  siteJson: { projects: typeof site.projects; labels: typeof site.labels }
}

function renderProject(index: number, change?: (data: Editable) => void) {
  const data = projectPageData(index)
  change?.(data as unknown as Editable)
  renderWithProviders(<ProjectPage project={data.projectsJson!} site={data.siteJson!} previous={data.previous} next={data.next} />)
  return data
}

const headings = () => screen.getAllByRole("heading").map((heading) => heading.textContent)

it("shows the title as the h1, the category, the description, every technology and the Code and Live Demo links", () => {
  renderProject(2)
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Soko Online Store")
  expect(screen.getByText("Web Development")).toBeInTheDocument()
  expect(screen.getByText(/A fast e-commerce storefront for Kenyan artisans/)).toBeInTheDocument()
  const technologies = within(screen.getByRole("region", { name: PAGE.technologies })).getAllByRole("listitem")
  expect(technologies.map((item) => item.textContent)).toEqual(["React", "Laravel", "MySQL", "M-Pesa Daraja API", "Redis"])
  expect(screen.getByRole("link", { name: "Code of Soko Online Store (opens in a new tab)" })).toHaveAttribute("href", "https://github.com/briankamau/soko-store")
  expect(screen.getByRole("link", { name: "Live Demo of Soko Online Store (opens in a new tab)" })).toHaveAttribute("href", "https://soko.example.com")
})

it("leads back to the gallery and to the projects before and after it", () => {
  renderProject(2)
  expect(screen.getByRole("link", { name: PAGE.backToGallery })).toHaveAttribute("href", "/#projects")
  const pager = screen.getByRole("navigation", { name: PAGE.pager })
  expect(within(pager).getByRole("link", { name: `${PAGE.previous} ContentPilot AI` })).toHaveAttribute("href", "/projects/contentpilot-ai")
  expect(within(pager).getByRole("link", { name: `${PAGE.next} PesaTrack` })).toHaveAttribute("href", "/projects/pesatrack")
})

it("has no previous link on the first project and no next link on the last", () => {
  renderProject(0)
  expect(within(screen.getByRole("navigation", { name: PAGE.pager })).getAllByRole("link").map((link) => link.textContent)).toEqual([`${PAGE.next}ContentPilot AI`])
})

it("shows every part of a full case study, with its figures and screenshot", () => {
  const data = renderProject(2)
  const study = data.projectsJson!.caseStudy!
  expect(headings()).toEqual(["Soko Online Store", PAGE.technologies, PAGE.problem, PAGE.approach, PAGE.outcome, PAGE.highlights, PAGE.screenshots])
  for (const [label, value] of [[PAGE.role, study.role], [PAGE.team, study.team], [PAGE.timeline, study.timeline]]) {
    expect(screen.getByText(label!).nextElementSibling).toHaveTextContent(value!)
  }
  expect(screen.getByText("100%")).toBeInTheDocument()
  expect(screen.getByText("of M-Pesa payments matched to their order automatically")).toBeInTheDocument()
  expect(within(screen.getByRole("region", { name: PAGE.highlights })).getAllByRole("listitem")).toHaveLength(3)
  expect(screen.getByRole("img", { name: study.screenshots![0].alt })).toBeInTheDocument()
})

it("shows only the parts a case study has, and none without one", () => {
  renderProject(2, (data) => {
    data.projectsJson.caseStudy = { role: "Backend developer", team: null, timeline: null, problem: null, approach: "Queues.", outcome: null, figures: null, highlights: null, screenshots: null }
  })
  expect(headings()).toEqual(["Soko Online Store", PAGE.technologies, PAGE.approach])
  expect(screen.getByText(PAGE.role)).toBeInTheDocument()
  expect(screen.queryByText(PAGE.team)).not.toBeInTheDocument()
})

it("shows no case study for a project without one", () => {
  renderProject(6)
  expect(headings()).toEqual(["Shule School Management System", PAGE.technologies])
  expect(screen.queryByText(PAGE.role)).not.toBeInTheDocument()
})

it("shows the texts of data/site.json, not texts of its own", () => {
  renderProject(2, (data) => {
    const projects = copyOf(data.siteJson.projects)
    Object.assign(projects.page, { backToGallery: "Every project", problem: "Why", pager: "Elsewhere", next: "Onwards" })
    data.siteJson = { projects, labels: { ...data.siteJson.labels, opensInNewTab: "in another tab" } }
  })
  expect(screen.getByRole("link", { name: "Every project" })).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "Code of Soko Online Store (in another tab)" })).toBeInTheDocument()
  expect(screen.getByRole("heading", { name: "Why" })).toBeInTheDocument()
  expect(within(screen.getByRole("navigation", { name: "Elsewhere" })).getByRole("link", { name: "Onwards PesaTrack" })).toBeInTheDocument()
})
