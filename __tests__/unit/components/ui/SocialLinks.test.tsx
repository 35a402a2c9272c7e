/** Icon-only social links: accessible names, new tabs, and tooltips (700 ms open, 300 ms skip). */
import React from "react"
import { act, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { SocialLinks } from "../../../../src/components/ui/SocialLinks"
import { renderWithProviders } from "../../../support/render-components"
import { site, withDrawnIcons } from "../../../support/sample-data"

function renderLinks() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  renderWithProviders(<SocialLinks links={site.socialLinks} label="Social links" />)
  return user
}

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms))

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  // Let any skip window of the previous test run out: tooltips share it.
  advance(1000)
  jest.useRealTimers()
})

describe("social links", () => {
  it("names the list and each icon-only link by its label", () => {
    renderLinks()
    const list = screen.getByRole("list", { name: "Social links" })
    expect(list).toBeInTheDocument()
    expect(screen.getAllByRole("link").map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")])).toEqual(
      site.socialLinks.map((link) => [link.label, link.href])
    )
    for (const link of site.socialLinks) {
      const element = screen.getByRole("link", { name: link.label })
      expect(element.querySelector("svg")).toHaveAttribute("aria-hidden", "true")
    }
  })

  it("opens web profiles in a new tab with rel=noopener, and the email link in place", () => {
    renderLinks()
    for (const name of ["GitHub", "LinkedIn", "Twitter"]) {
      const link = screen.getByRole("link", { name })
      expect(link).toHaveAttribute("target", "_blank")
      expect(link.getAttribute("rel")).toContain("noopener")
    }
    const email = screen.getByRole("link", { name: "Email" })
    expect(email.getAttribute("href")).toMatch(/^mailto:/)
    expect(email).not.toHaveAttribute("target")
    expect(email).not.toHaveAttribute("rel")
  })

  it("says each link to a profile of the owner's is theirs (rel=me, which Mastodon checks), and no placeholder home page", () => {
    const links = withDrawnIcons([
      { icon: "mastodon", href: "https://mastodon.social/@someone", label: "Mastodon" },
      { icon: "x", href: "https://x.com/", label: "X" },
      { icon: "email", href: "mailto:someone@example.org", label: "Email" },
    ])
    renderWithProviders(<SocialLinks links={links} label="Social links" />)
    expect(screen.getByRole("link", { name: "Mastodon" }).getAttribute("rel")!.split(" ").sort()).toEqual(["me", "noopener", "noreferrer"])
    expect(screen.getByRole("link", { name: "X" }).getAttribute("rel")!.split(" ")).not.toContain("me")
    expect(screen.getByRole("link", { name: "Email" })).not.toHaveAttribute("rel")
  })

  it("draws each brand's icon in the link's own colour, named by the link and hidden from screen readers", () => {
    const links = withDrawnIcons([{ icon: "bluesky", href: "https://bsky.app/profile/someone", label: "Bluesky" }])
    renderWithProviders(<SocialLinks links={links} label="Social links" />)
    const svg = screen.getByRole("link", { name: "Bluesky" }).querySelector("svg")!
    expect(svg).toHaveAttribute("aria-hidden", "true")
    expect(svg).toHaveAttribute("fill", "currentColor")
    expect(Array.from(svg.querySelectorAll("[fill]"), (shape) => shape.getAttribute("fill")).filter((fill) => fill !== "currentColor" && fill !== "none")).toEqual([])
  })
})

describe("tooltips", () => {
  it("shows the label 700 ms after the pointer arrives, and hides it when it leaves", async () => {
    const user = renderLinks()
    await user.hover(screen.getByRole("link", { name: "GitHub" }))
    advance(699)
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
    advance(1)
    expect(screen.getByRole("tooltip")).toHaveTextContent("GitHub")
    await user.unhover(screen.getByRole("link", { name: "GitHub" }))
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
  })

  it("does not open when the pointer passes by in under 700 ms", async () => {
    const user = renderLinks()
    await user.hover(screen.getByRole("link", { name: "GitHub" }))
    advance(400)
    await user.unhover(screen.getByRole("link", { name: "GitHub" }))
    advance(1000)
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
  })

  it("opens the next one at once within 300 ms of one closing, and with the delay after", async () => {
    const user = renderLinks()
    await user.hover(screen.getByRole("link", { name: "GitHub" }))
    advance(700)
    await user.unhover(screen.getByRole("link", { name: "GitHub" }))
    advance(200)
    await user.hover(screen.getByRole("link", { name: "LinkedIn" }))
    expect(screen.getByRole("tooltip")).toHaveTextContent("LinkedIn")
    await user.unhover(screen.getByRole("link", { name: "LinkedIn" }))

    advance(400)
    await user.hover(screen.getByRole("link", { name: "Twitter" }))
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
    advance(700)
    expect(screen.getByRole("tooltip")).toHaveTextContent("Twitter")
  })

  it("shows on keyboard focus and closes on Escape", async () => {
    const user = renderLinks()
    await user.tab()
    expect(screen.getByRole("link", { name: "GitHub" })).toHaveFocus()
    advance(700)
    expect(screen.getByRole("tooltip")).toHaveTextContent("GitHub")
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
  })

  it("closes when the focus moves away", async () => {
    const user = renderLinks()
    await user.tab()
    advance(700)
    expect(screen.getByRole("tooltip")).toHaveTextContent("GitHub")
    await user.tab()
    // Within the skip window, the next link's label shows at once.
    expect(screen.getAllByRole("tooltip")).toHaveLength(1)
    expect(screen.getByRole("tooltip")).toHaveTextContent("LinkedIn")
  })
})
