/** The footer: copyright year from the current date, Contact Me, back to top, social links. */
import React from "react"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Footer } from "../../../src/components/layout/Footer"
import { renderWithProviders } from "./render"
import { layoutSite, site } from "./data"

afterEach(() => jest.useRealTimers())

describe("footer", () => {
  it("takes the copyright year from the current date", () => {
    jest.useFakeTimers({ now: new Date("2031-06-15T12:00:00Z") })
    renderWithProviders(<Footer site={layoutSite} isHome />)
    expect(screen.getByRole("contentinfo")).toHaveTextContent(`© 2031 ${site.name}. All rights reserved.`)
  })

  it("uses the date it is given", () => {
    renderWithProviders(<Footer site={layoutSite} isHome now={new Date("2026-11-22T08:00:00Z")} />)
    expect(screen.getByText(`© 2026 ${site.name}. All rights reserved.`)).toBeInTheDocument()
  })

  it("scrolls back to the top", async () => {
    const user = userEvent.setup()
    renderWithProviders(<Footer site={layoutSite} isHome />)
    const scrollTo = window.scrollTo as jest.Mock
    scrollTo.mockClear()
    await user.click(screen.getByRole("button", { name: "Back to top" }))
    expect(scrollTo).toHaveBeenCalledTimes(1)
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))
  })

  it("links Contact Me to the contact section, on the home page and from elsewhere", () => {
    const { unmount } = renderWithProviders(<Footer site={layoutSite} isHome />)
    expect(screen.getByRole("link", { name: "Contact Me" })).toHaveAttribute("href", "#contact")
    unmount()
    renderWithProviders(<Footer site={layoutSite} isHome={false} />)
    expect(screen.getByRole("link", { name: "Contact Me" })).toHaveAttribute("href", "/#contact")
  })

  it("shows the owner's social links", () => {
    renderWithProviders(<Footer site={layoutSite} isHome />)
    const list = within(screen.getByRole("contentinfo")).getByRole("list", { name: "Social links" })
    expect(within(list).getAllByRole("link").map((link) => link.getAttribute("aria-label"))).toEqual(
      site.socialLinks.map((link) => link.label)
    )
  })
})
