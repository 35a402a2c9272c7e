/** Each page renders the owner's content from its query, inside the shared layout. */
import React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import type { PageProps } from "gatsby"
import HomePage from "../../../src/pages/index"
import DownloadsPage from "../../../src/pages/downloads"
import NotFoundPage, { NOT_FOUND_TEXT } from "../../../src/pages/404"
import { SiteProvider } from "../../../src/components/providers/SiteProvider"
import { installDomPolyfills } from "../support/dom-polyfills"
import { appsData, downloadsPageData, homePageData, layoutData, projectsData, siteData } from "./page-data"

installDomPolyfills()

beforeEach(() => {
  ;(useStaticQuery as jest.Mock).mockReturnValue(layoutData)
})

function renderPage<D>(Page: React.ComponentType<PageProps<D>>, data: D, pathname = "/") {
  const props = { data, location: { pathname } } as unknown as PageProps<D>
  return render(
    <SiteProvider>
      <Page {...props} />
    </SiteProvider>
  )
}

describe("home page", () => {
  it("shows the owner's name as the one h1, and every section as a landmark with its heading", () => {
    renderPage(HomePage, homePageData)
    const h1s = screen.getAllByRole("heading", { level: 1 })
    expect(h1s).toHaveLength(1)
    expect(h1s[0]).toHaveTextContent(siteData.name)
    for (const title of [siteData.about.title, siteData.projects.title, siteData.skills.title, siteData.contact.title]) {
      expect(screen.getByRole("region", { name: title })).toBeInTheDocument()
    }
    expect(screen.getByRole("banner")).toBeInTheDocument()
    expect(screen.getByRole("main")).toBeInTheDocument()
    expect(screen.getByRole("contentinfo")).toBeInTheDocument()
  })

  it("shows the featured projects first and all 10 after View All Projects", async () => {
    const user = userEvent.setup()
    renderPage(HomePage, homePageData)
    const projects = screen.getByRole("region", { name: siteData.projects.title })
    const titles = () => within(projects).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)
    expect(titles()).toEqual(projectsData.filter((p) => p.featured).map((p) => p.title))
    await user.click(within(projects).getByRole("button", { name: "View All Projects" }))
    expect(titles()).toEqual(projectsData.map((p) => p.title))
  })

  it("shows the about paragraphs, the experience and the contact details from data/site.json", () => {
    renderPage(HomePage, homePageData)
    for (const paragraph of siteData.about.paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: "Lead Developer" })).toBeInTheDocument()
    expect(screen.getByText(siteData.workingHours)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /Download CV/ })).toHaveAttribute("href", siteData.cvUrl)
  })
})

describe("downloads page", () => {
  it("lists each app with its description and a download link to its file", () => {
    renderPage(DownloadsPage, downloadsPageData, "/downloads")
    expect(screen.getByRole("heading", { level: 1, name: siteData.downloads.title })).toBeInTheDocument()
    for (const app of appsData) {
      expect(screen.getByRole("heading", { name: app.name })).toBeInTheDocument()
      expect(screen.getByText(app.description)).toBeInTheDocument()
      const link = screen.getByRole("link", { name: `Download ${app.name}` })
      expect(link).toHaveAttribute("href", app.filePath)
      expect(link).toHaveAttribute("download")
    }
  })

  it("links the navigation back to the home page's sections", () => {
    renderPage(DownloadsPage, downloadsPageData, "/downloads")
    // jsdom applies no media queries: the desktop nav is display:none here and has no
    // computed accessible name, so it is found by its label attribute.
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]')!
    const links = Array.from(nav.querySelectorAll("a")).map((a) => [a.textContent, a.getAttribute("href")])
    expect(links).toEqual([
      ["Home", "/#home"],
      ["About", "/#about"],
      ["Projects", "/#projects"],
      ["Skills", "/#skills"],
      ["Contact", "/#contact"],
    ])
  })
})

describe("404 page", () => {
  it("says the page does not exist, links home and logs the unknown path", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
    renderPage(NotFoundPage, {}, "/no-such-page")
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument()
    expect(NOT_FOUND_TEXT).toBe("Oops! The page you're looking for doesn't exist.")
    expect(screen.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/")
    expect(warn).toHaveBeenCalledWith("404 Error: User attempted to access non-existent route:", "/no-such-page")
    warn.mockRestore()
  })
})
