/** The footer: copyright year from the current date, Contact Me, back to top, social links. */
import React from "react"
import { act, screen, within } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import { hydrateRoot } from "react-dom/client"
import userEvent from "@testing-library/user-event"
import { Footer } from "../../../../src/components/layout/Footer"
import { renderWithProviders, wrapWithProviders } from "../../../support/render-components"
import { layoutSite, site } from "../../../support/sample-data"

afterEach(() => jest.useRealTimers())

describe("footer", () => {
  it("takes the copyright year from the visitor's clock", () => {
    jest.useFakeTimers({ now: new Date("2031-06-15T12:00:00Z") })
    renderWithProviders(<Footer site={layoutSite} isHome buildYear={2026} hasDownloads hasContact />)
    expect(screen.getByRole("contentinfo")).toHaveTextContent(`© 2031 ${site.name}. ${site.footer.rightsReserved}`)
  })

  it("writes the build year into the HTML and hydrates it without a mismatch in a later year", async () => {
    const footer = <Footer site={layoutSite} isHome buildYear={2026} hasDownloads hasContact />
    const container = document.createElement("div")
    container.innerHTML = renderToString(wrapWithProviders(footer))
    expect(container).toHaveTextContent(`© 2026 ${site.name}.`)
    document.body.appendChild(container)
    jest.useFakeTimers({ now: new Date("2031-01-01T00:00:01Z") })
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    await act(async () => {
      hydrateRoot(container, wrapWithProviders(footer))
    })
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    expect(container).toHaveTextContent(`© 2031 ${site.name}.`)
    container.remove()
  })

  it("scrolls back to the top", async () => {
    const user = userEvent.setup()
    renderWithProviders(<Footer site={layoutSite} isHome buildYear={2026} hasDownloads hasContact />)
    const scrollTo = window.scrollTo as jest.Mock
    scrollTo.mockClear()
    await user.click(screen.getByRole("button", { name: site.footer.backToTop }))
    expect(scrollTo).toHaveBeenCalledTimes(1)
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))
  })

  it("links Contact Me to the contact section, on the home page and from elsewhere", () => {
    const { unmount } = renderWithProviders(<Footer site={layoutSite} isHome buildYear={2026} hasDownloads hasContact />)
    expect(screen.getByRole("link", { name: site.footer.contactMe })).toHaveAttribute("href", "#contact")
    unmount()
    renderWithProviders(<Footer site={layoutSite} isHome={false} buildYear={2026} hasDownloads hasContact />)
    expect(screen.getByRole("link", { name: site.footer.contactMe })).toHaveAttribute("href", "/#contact")
  })

  it("shows the texts of data/site.json, not texts of its own", () => {
    jest.useFakeTimers({ now: new Date("2031-06-15T12:00:00Z") })
    const changed = { ...layoutSite, footer: { rightsReserved: "Some rights reserved.", contactMe: "Say hello", backToTop: "Up", downloads: "My apps" } }
    renderWithProviders(<Footer site={changed} isHome buildYear={2026} hasDownloads hasContact />)
    expect(screen.getByRole("contentinfo")).toHaveTextContent(`© 2031 ${site.name}. Some rights reserved.`)
    expect(screen.getByRole("link", { name: "Say hello" })).toHaveAttribute("href", "#contact")
    expect(screen.getByRole("button", { name: "Up" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "My apps" })).toHaveAttribute("href", "/downloads")
    expect(screen.queryByText(site.footer.contactMe)).not.toBeInTheDocument()
  })

  it("shows the owner's social links", () => {
    renderWithProviders(<Footer site={layoutSite} isHome buildYear={2026} hasDownloads hasContact />)
    const list = within(screen.getByRole("contentinfo")).getByRole("list", { name: "Social links" })
    expect(within(list).getAllByRole("link").map((link) => link.getAttribute("aria-label"))).toEqual(
      site.socialLinks.map((link) => link.label)
    )
  })

  it("leaves out the link to /downloads on a site without apps, which has no such page", () => {
    renderWithProviders(<Footer site={layoutSite} isHome buildYear={2026} hasDownloads={false} hasContact />)
    expect(screen.queryByRole("link", { name: layoutSite.footer.downloads })).not.toBeInTheDocument()
  })

  it("leaves out Contact Me on a site whose home page has no contact section", () => {
    renderWithProviders(<Footer site={layoutSite} isHome buildYear={2026} hasDownloads hasContact={false} />)
    expect(screen.queryByRole("link", { name: site.footer.contactMe })).not.toBeInTheDocument()
    expect(screen.getByRole("button", { name: site.footer.backToTop })).toBeInTheDocument()
  })
})
