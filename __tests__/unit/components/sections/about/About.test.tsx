/** The about section: three paragraphs, info cards, Download CV, experience, reveal on scroll. */
import React from "react"
import { act, screen, within } from "@testing-library/react"
import { About } from "../../../../../src/components/sections/about/About"
import { renderWithProviders } from "../../../../support/render-components"
import { setVisibleRatio } from "../../../../support/setup-dom"
import { copyOf, experience, secondOwner, site } from "../../../../support/sample-data"
import { revealContract } from "../../../../../src/components/motion/reveal.island"

afterEach(() => jest.restoreAllMocks())

const REVEAL_STATE = revealContract.valueAttribute("state")

function renderAbout(text = site.about) {
  return renderWithProviders(<About site={{ ...site, about: text }} experience={experience} />)
}

describe("about, for an owner who left out the optional parts (the second owner)", () => {
  beforeEach(() => renderWithProviders(<About site={secondOwner.site} experience={[]} />))

  it("shows the location and e-mail cards, and no phone card", () => {
    const { location, phone, email } = secondOwner.site.about.infoLabels
    expect(screen.getByText(location)).toBeInTheDocument()
    expect(screen.getByText(email)).toBeInTheDocument()
    expect(screen.queryByText(phone)).not.toBeInTheDocument()
    expect(screen.queryByRole("link", { name: /^\+?\d/ })).not.toBeInTheDocument()
    expect(document.querySelector('a[href^="tel:"]')).toBeNull()
  })

  it("links the CV built from their content, and has no experience heading or list", () => {
    const cv = screen.getByRole("link", { name: `${secondOwner.site.about.downloadCv} (PDF, 39.9 kB)` })
    expect(cv).toHaveAttribute("download", "Łucja-Ødegård-Wiśniewska-CV.pdf")
    expect(screen.queryByRole("heading", { name: secondOwner.site.about.experienceTitle })).not.toBeInTheDocument()
    expect(screen.queryByRole("list")).not.toBeInTheDocument()
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([`mailto:${secondOwner.site.email}`, "/Lucja-Odegard-Wisniewska-CV.pdf"])
  })
})

describe("about", () => {
  it("is a landmark named by its heading, with the three intro paragraphs", () => {
    renderAbout()
    const region = screen.getByRole("region", { name: "About Me" })
    expect(region).toHaveAttribute("id", "about")
    expect(site.about.paragraphs).toHaveLength(3)
    for (const paragraph of site.about.paragraphs) expect(within(region).getByText(paragraph)).toBeInTheDocument()
    expect(site.about.paragraphs[0]).toMatch(/over 5 years of experience/)
    expect(site.about.paragraphs[0]).toMatch(/2019/)
  })

  it("shows the Location, Phone and Email cards, phone and email as links", () => {
    renderAbout()
    const { location, phone, email } = site.about.infoLabels
    for (const label of [location, phone, email]) expect(screen.getByText(label)).toBeInTheDocument()
    expect(screen.getByText(site.location)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: site.phone })).toHaveAttribute("href", "tel:+254712345678")
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
  })

  it("links the CV the build wrote: it downloads under the owner's name, and its name says it is a PDF and how large", () => {
    renderAbout()
    const cv = screen.getByRole("link", { name: "Download CV (PDF, 39.9 kB)" })
    expect(cv).toHaveAttribute("href", "/Brian-Kamau-CV.pdf")
    expect(cv).toHaveAttribute("download", "Brian-Kamau-CV.pdf")
    expect(cv).toHaveTextContent(site.about.downloadCv)
    expect(cv).not.toHaveAttribute("target")
  })

  it("opens the owner's own CV in a new tab when data/site.json has cvUrl", () => {
    renderWithProviders(<About site={{ ...site, cvUrl: "https://drive.example.org/my-cv.pdf" }} experience={experience} />)
    const cv = screen.getByRole("link", { name: site.about.downloadCv })
    expect(cv).toHaveAttribute("href", "https://drive.example.org/my-cv.pdf")
    expect(cv).toHaveAttribute("target", "_blank")
    expect(cv.getAttribute("rel")).toContain("noopener")
    expect(cv).not.toHaveAttribute("download")
  })

  it("lists the three positions newest first, each with company, period (as machine-readable months) and description", () => {
    renderAbout()
    expect(screen.getByRole("heading", { name: site.about.experienceTitle })).toBeInTheDocument()
    const items = within(screen.getByRole("list", { name: "" })).getAllByRole("listitem")
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "Lead Developer",
      "Software Engineer",
      "Software Engineer Internship",
    ])
    experience.forEach((entry, index) => {
      expect(items[index]).toHaveTextContent(entry.company)
      expect(items[index]).toHaveTextContent(entry.description)
    })
    expect(items[0]).toHaveTextContent(`Apr 2025 – ${site.about.present}`)
    expect(items[1]).toHaveTextContent("Mar 2024 – Mar 2025")
    expect(Array.from(items[1].querySelectorAll("time"), (time) => time.getAttribute("datetime"))).toEqual(["2024-03", "2025-03"])
    expect(items[0].querySelectorAll("time")).toHaveLength(1)
  })

  it("writes the months in full where the language's site.json says so (Kiswahili: Aprili 2025 – sasa)", () => {
    renderWithProviders(<About site={{ ...site, language: "sw", months: "long", about: { ...site.about, present: "sasa" } }} experience={experience} />)
    const items = within(screen.getByRole("list", { name: "" })).getAllByRole("listitem")
    expect(items[0]).toHaveTextContent("Aprili 2025 – sasa")
    expect(items[1]).toHaveTextContent("Machi 2024 – Machi 2025")
  })

  it("puts the positions newest first whatever their order in the data: the one held, then by end, then by start", () => {
    const shuffled = [experience[2], experience[0], experience[1]]
    renderWithProviders(<About site={site} experience={shuffled} />)
    const items = within(screen.getByRole("list", { name: "" })).getAllByRole("listitem")
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual(["Lead Developer", "Software Engineer", "Software Engineer Internship"])
  })

  it("writes the months in the site's language, and the word for a position still held from the site's texts", () => {
    const text = copyOf(site.about)
    text.present = "aujourd’hui"
    renderWithProviders(<About site={{ ...site, language: "fr", about: text }} experience={experience} />)
    const items = within(screen.getByRole("list", { name: "" })).getAllByRole("listitem")
    expect(items[0]).toHaveTextContent(/^avr\. 2025 – aujourd’hui/)
    expect(items[1]).toHaveTextContent(/^mars 2024 – mars 2025/)
  })

  it("shows the texts of data/site.json, not texts of its own", () => {
    const text = copyOf(site.about)
    text.infoLabels = { location: "Based in", phone: "Call", email: "Write" }
    text.downloadCv = "Get my CV"
    text.experienceTitle = "Career"
    renderAbout(text)
    for (const label of ["Based in", "Call", "Write"]) expect(screen.getByText(label)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Get my CV (PDF, 39.9 kB)" })).toHaveAttribute("href", "/Brian-Kamau-CV.pdf")
    expect(screen.getByRole("heading", { name: "Career" })).toBeInTheDocument()
    for (const old of [site.about.downloadCv, site.about.experienceTitle, site.about.infoLabels.phone]) {
      expect(screen.queryByText(old)).not.toBeInTheDocument()
    }
  })

  it("reveals the intro when it scrolls into view, and keeps it revealed", () => {
    // Below the fold when the page starts (jsdom lays nothing out: the box is the test's).
    jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 2000, bottom: 2100, left: 0, right: 100, width: 100, height: 100, x: 0, y: 2000, toJSON() {} })
    renderAbout()
    const intro = screen.getByText(site.about.paragraphs[0]).closest<HTMLElement>(`[${REVEAL_STATE}]`)!
    expect(intro).toHaveAttribute(REVEAL_STATE, "waiting")
    act(() => setVisibleRatio(intro, 0.5))
    expect(intro).toHaveAttribute(REVEAL_STATE, "shown")
    act(() => setVisibleRatio(intro, 0))
    expect(intro).toHaveAttribute(REVEAL_STATE, "shown")
  })
})
