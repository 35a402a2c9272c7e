/** Each page renders the owner's content from its query, inside the shared layout. */
import React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import HomePage from "../../../src/pages/index"
import DownloadsPage from "../../../src/pages/downloads"
import NotFoundPage, { Head as NotFoundHead } from "../../../src/pages/404"
import { SiteProvider } from "../../../src/components/providers/SiteProvider"
import { installDomPolyfills } from "../../support/dom-polyfills"
import { renderHead } from "../../support/render-head"
import {
  appsData,
  downloadsPageData,
  homePageData,
  layoutData,
  notFoundPageData,
  projectsData,
  siteData,
} from "../../support/page-data"

installDomPolyfills()

beforeEach(() => {
  ;(useStaticQuery as jest.Mock).mockReturnValue(layoutData)
})

function renderPage<D>(Page: React.ComponentType<PageProps<D>>, data: D, pathname = "/") {
  const props = { data, location: { pathname } } as unknown as PageProps<D>
  window.history.replaceState(null, "", pathname)
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
    await user.click(within(projects).getByRole("button", { name: siteData.projects.viewAll }))
    expect(titles()).toEqual(projectsData.map((p) => p.title))
  })

  it("shows the about paragraphs, the experience and the contact details from data/site.json", () => {
    renderPage(HomePage, homePageData)
    for (const paragraph of siteData.about.paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: "Lead Developer" })).toBeInTheDocument()
    expect(screen.getByText(siteData.workingHours)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: `${siteData.about.downloadCv} (PDF, 39.9 kB)` })).toHaveAttribute("href", "/Brian-Kamau-CV.pdf")
  })

  it("hands each section the texts of its query, and the layout those of its own", () => {
    const site: typeof siteData = JSON.parse(JSON.stringify(siteData))
    site.hero.scroll = "Read on"
    site.about.experienceTitle = "Career"
    site.projects.card.code = "Source"
    site.skills.viewAll = "Every skill"
    site.contact.form.submit = "Send it"
    const data = { ...homePageData, siteJson: site } as unknown as Queries.HomePageQuery
    ;(useStaticQuery as jest.Mock).mockReturnValue({
      ...layoutData,
      allSiteJson: { nodes: layoutData.allSiteJson.nodes.map((node) => ({ ...node, footer: { ...node.footer, contactMe: "Say hello" } })) },
    })
    renderPage(HomePage, data)
    expect(screen.getByRole("link", { name: "Read on" })).toHaveAttribute("href", "#about")
    expect(screen.getByRole("heading", { name: "Career" })).toBeInTheDocument()
    expect(screen.getAllByText("Source").length).toBeGreaterThan(0)
    expect(screen.getByRole("button", { name: "Every skill" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Send it" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Say hello" })).toHaveAttribute("href", "#contact")
    for (const old of [siteData.hero.scroll, siteData.about.experienceTitle, siteData.skills.viewAll, siteData.footer.contactMe]) {
      expect(screen.queryByText(old)).not.toBeInTheDocument()
    }
  })
})

describe("downloads page", () => {
  it("lists each app with its description, a download link to its file, and how to check a file", () => {
    renderPage(DownloadsPage, downloadsPageData, "/downloads")
    expect(screen.getByRole("heading", { level: 1, name: siteData.downloads.title })).toBeInTheDocument()
    for (const app of appsData) {
      expect(screen.getByRole("heading", { name: app.name })).toBeInTheDocument()
      expect(screen.getByText(app.description)).toBeInTheDocument()
      const link = screen.getByRole("link", { name: new RegExp(`^${siteData.downloads.download} ${app.name} \\(`) })
      expect(link).toHaveTextContent(siteData.downloads.download)
      expect(link).toHaveAttribute("href", app.filePath)
      expect(link).toHaveAttribute("download")
    }
    const note = screen.getByRole("complementary", { name: siteData.downloads.verify.title })
    for (const paragraph of siteData.downloads.verify.paragraphs) expect(note).toHaveTextContent(paragraph)
    expect(note).toHaveTextContent(/sha256sum/)
    expect(note).toHaveTextContent(/AppVerifier/)
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
  const text = siteData.notFound

  it("says the page does not exist, links home and logs the unknown path", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
    renderPage(NotFoundPage, notFoundPageData, "/no-such-page")
    expect(screen.getByText(text.message)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: text.returnHome })).toHaveAttribute("href", "/")
    expect(warn).toHaveBeenCalledWith("404 Error: User attempted to access non-existent route:", "/no-such-page")
    warn.mockRestore()
  })

  it("shows the texts of its query, not texts of its own", () => {
    jest.spyOn(console, "warn").mockImplementation(() => {})
    const data = { siteJson: { notFound: { pageTitle: "Lost", message: "Nothing lives here.", returnHome: "Take me home" } } }
    renderPage(NotFoundPage, data, "/no-such-page")
    expect(screen.getByText("Nothing lives here.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Take me home" })).toHaveAttribute("href", "/")
    expect(screen.queryByText(text.message)).not.toBeInTheDocument()
    ;(console.warn as jest.Mock).mockRestore()
  })

  it("titles the browser tab and describes the page from its query, noindex", () => {
    ;(useStaticQuery as jest.Mock).mockReturnValue({
      site: { siteMetadata: { siteUrl: siteData.siteUrl, isPreview: false } },
      allSiteJson: { nodes: [siteData] },
      allAchievementsJson: layoutData.allAchievementsJson,
    })
    const props = { data: notFoundPageData, location: { pathname: "/404.html" } } as unknown as HeadProps<Queries.NotFoundPageQuery>
    const { container } = renderHead(<NotFoundHead {...props} />)
    expect(container.querySelector("title")).toHaveTextContent(`${text.pageTitle} | ${siteData.name}`)
    expect(container.querySelector('meta[name="description"]')).toHaveAttribute("content", text.message)
    expect(container.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow")
  })
})
