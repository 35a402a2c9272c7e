/** The contact section: info entries, social links, the way back to projects, and the form. */
import React from "react"
import { act, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { COPY_RESULT_SHOWN_MS } from "../../../../../src/components/ui/copy-text.island"
import { Contact } from "../../../../../src/components/sections/contact/Contact"
import { renderWithProviders } from "../../../../support/render-components"
import { copyOf, secondOwner, site } from "../../../../support/sample-data"

const labels = site.contact.infoLabels

function renderContact(text = site.contact) {
  return renderWithProviders(<Contact site={{ ...site, contact: text }} />)
}

describe("contact section, for an owner without phone, map or working hours (the second owner)", () => {
  it("lists the e-mail address and the location as text, and nothing left empty", () => {
    renderWithProviders(<Contact site={secondOwner.site} />)
    const { infoLabels } = secondOwner.site.contact
    const info = screen.getAllByRole("list").find((list) => within(list).queryByText(infoLabels.location))!
    const entries = within(info).getAllByRole("listitem")
    expect(entries.map((entry) => entry.textContent?.replace(/Copy.*$/, ""))).toEqual([
      `${infoLabels.email}${secondOwner.site.email}`,
      `${infoLabels.location}${secondOwner.site.location}`,
    ])
    expect(within(entries[1]).queryByRole("link")).not.toBeInTheDocument()
    expect(screen.queryByText(infoLabels.phone)).not.toBeInTheDocument()
    expect(screen.queryByText(infoLabels.workingHours)).not.toBeInTheDocument()
  })

  it("offers the one social link the owner has", () => {
    renderWithProviders(<Contact site={secondOwner.site} />)
    const social = screen.getByRole("list", { name: "Social links" })
    expect(within(social).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([`mailto:${secondOwner.site.email}`])
  })
})

describe("contact section", () => {
  it("is the contact landmark, named by its heading", () => {
    renderContact()
    expect(screen.getByRole("region", { name: "Get In Touch" })).toHaveAttribute("id", "contact")
  })

  it("lists Email, Phone, Location with a maps link, and the working hours", () => {
    renderContact()
    expect(screen.getByRole("heading", { name: site.contact.infoTitle })).toBeInTheDocument()
    const info = screen.getAllByRole("list").find((list) => within(list).queryByText(labels.workingHours))!
    const entries = within(info).getAllByRole("listitem")
    expect(entries).toHaveLength(4)
    expect(entries[0]).toHaveTextContent(`${labels.email}${site.email}`)
    expect(within(entries[0]).getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    expect(entries[1]).toHaveTextContent(`${labels.phone}${site.phone}`)
    expect(within(entries[1]).getByRole("link", { name: site.phone })).toHaveAttribute("href", "tel:+254712345678")
    expect(entries[2]).toHaveTextContent(`${labels.location}Nairobi, Kenya`)
    const map = within(entries[2]).getByRole("link", { name: "Nairobi, Kenya (map, opens in a new tab)" })
    expect(map).toHaveAttribute("href", site.mapsUrl)
    expect(map).toHaveAttribute("target", "_blank")
    expect(entries[3]).toHaveTextContent(`${labels.workingHours}Mon - Fri, 9AM - 5PM EAT`)
  })

  it("shows the social links and a link back to the projects", () => {
    renderContact()
    expect(screen.getByText(site.contact.socialTitle)).toBeInTheDocument()
    const social = screen.getByRole("list", { name: "Social links" })
    expect(within(social).getAllByRole("link").map((link) => link.getAttribute("aria-label"))).toEqual([
      "GitHub",
      "LinkedIn",
      "Twitter",
      "Email",
    ])
    const projects = screen.getByRole("link", { name: site.contact.projectsLink })
    expect(projects).toHaveAttribute("href", "#projects")
    expect(projects.closest("p")).toHaveTextContent(`${site.contact.projectsPrompt} ${site.contact.projectsLink}`)
  })

  it("shows only the owner's details and links when they chose no form, and no link to a projects section they left out", () => {
    // As the data layer gives the texts of a site without a form: none.
    const withoutForm = { ...site.contact, delivery: "none", form: null, sent: null, toasts: null, sendHelp: null }
    renderWithProviders(<Contact site={{ ...site, sections: ["hero", "about", "contact"], contact: withoutForm }} />)
    const region = screen.getByRole("region", { name: site.contact.title })
    expect(within(region).queryByRole("form")).not.toBeInTheDocument()
    expect(region.querySelectorAll("input, textarea, button[type=submit]")).toHaveLength(0)
    expect(within(region).getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    expect(within(within(region).getByRole("list", { name: "Social links" })).getAllByRole("link")).toHaveLength(site.socialLinks.length)
    expect(within(region).queryByRole("link", { name: site.contact.projectsLink })).not.toBeInTheDocument()
  })

  it("holds the message form", () => {
    renderContact()
    expect(screen.getByRole("form", { name: site.contact.form.title })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: site.contact.form.submit })).toBeInTheDocument()
  })

  it("shows the texts of data/site.json, not texts of its own", () => {
    const text = copyOf(site.contact)
    text.infoTitle = "Reach me"
    text.infoLabels = { email: "Mail", phone: "Mobile", location: "City", workingHours: "Office hours" }
    text.socialTitle = "Elsewhere"
    text.projectsPrompt = "Curious?"
    text.projectsLink = "See the projects"
    text.form.title = "Write to me"
    renderContact(text)
    expect(screen.getByRole("heading", { name: "Reach me" })).toBeInTheDocument()
    const entries = within(screen.getAllByRole("list").find((list) => within(list).queryByText("Office hours"))!).getAllByRole(
      "listitem"
    )
    expect(entries.map((entry) => entry.querySelector("p")?.textContent)).toEqual(["Mail", "Mobile", "City", "Office hours"])
    expect(screen.getByText("Elsewhere")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "See the projects" }).closest("p")).toHaveTextContent("Curious? See the projects")
    expect(screen.getByRole("form", { name: "Write to me" })).toBeInTheDocument()
    for (const old of [site.contact.infoTitle, labels.workingHours, site.contact.socialTitle, site.contact.form.title]) {
      expect(screen.queryByText(old)).not.toBeInTheDocument()
    }
  })
})

describe("copying the e-mail address", () => {
  const COPY = site.contact.copyEmail

  /** The browser's clipboard, which accepts or refuses what is written to it. */
  function clipboard(accepts: boolean) {
    const writeText = jest.fn(async () => {
      if (!accepts) throw new DOMException("Write permission denied.", "NotAllowedError")
    })
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } })
    return writeText
  }
  const status = () => within(screen.getByRole("link", { name: site.email }).closest("li")!).getByRole("status")

  afterEach(() => {
    jest.useRealTimers()
    window.getSelection()?.removeAllRanges()
  })

  it("copies the address and says so, visibly and to screen readers, for a moment", async () => {
    jest.useFakeTimers()
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderContact()
    const writeText = clipboard(true)
    const button = screen.getByRole("button", { name: COPY.label })
    expect(button).toHaveTextContent(COPY.button)
    expect(button).toBeEnabled()
    expect(status()).toHaveTextContent("")
    await user.click(button)
    expect(writeText).toHaveBeenCalledWith(site.email)
    expect(status()).toHaveTextContent(COPY.copied)
    await act(async () => void jest.advanceTimersByTime(COPY_RESULT_SHOWN_MS))
    expect(status()).toHaveTextContent("")
  })

  it("selects the address for the visitor to copy where the clipboard is refused", async () => {
    const user = userEvent.setup()
    renderContact()
    clipboard(false)
    await user.click(screen.getByRole("button", { name: COPY.label }))
    expect(status()).toHaveTextContent(COPY.selected)
    expect(window.getSelection()?.toString()).toBe(site.email)
  })
})
