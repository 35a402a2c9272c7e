/** The contact section: info entries, social links, the way back to projects, and the form. */
import React from "react"
import { screen, within } from "@testing-library/react"
import { Contact } from "../../../src/components/sections/contact/Contact"
import { renderWithProviders } from "./render"
import { site } from "./data"

function renderContact() {
  return renderWithProviders(
    <Contact
      title={site.contact.title}
      subtitle={site.contact.subtitle}
      email={site.email}
      phone={site.phone}
      location={site.location}
      mapsUrl={site.mapsUrl}
      workingHours={site.workingHours}
      socialLinks={site.socialLinks}
    />
  )
}

describe("contact section", () => {
  it("is the contact landmark, named by its heading", () => {
    renderContact()
    expect(screen.getByRole("region", { name: "Get In Touch" })).toHaveAttribute("id", "contact")
  })

  it("lists Email, Phone, Location with a maps link, and the working hours", () => {
    renderContact()
    const info = screen.getAllByRole("list").find((list) => within(list).queryByText("Working Hours"))!
    const entries = within(info).getAllByRole("listitem")
    expect(entries).toHaveLength(4)
    expect(entries[0]).toHaveTextContent(`Email${site.email}`)
    expect(within(entries[0]).getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    expect(entries[1]).toHaveTextContent(`Phone${site.phone}`)
    expect(within(entries[1]).getByRole("link", { name: site.phone })).toHaveAttribute("href", "tel:+254712345678")
    expect(entries[2]).toHaveTextContent("LocationNairobi, Kenya")
    const map = within(entries[2]).getByRole("link", { name: "Nairobi, Kenya (map, opens in a new tab)" })
    expect(map).toHaveAttribute("href", site.mapsUrl)
    expect(map).toHaveAttribute("target", "_blank")
    expect(entries[3]).toHaveTextContent("Working HoursMon - Fri, 9AM - 5PM EAT")
  })

  it("shows the social links and a link back to the projects", () => {
    renderContact()
    const social = screen.getByRole("list", { name: "Social links" })
    expect(within(social).getAllByRole("link").map((link) => link.getAttribute("aria-label"))).toEqual([
      "GitHub",
      "LinkedIn",
      "Twitter",
      "Email",
    ])
    expect(screen.getByRole("link", { name: "Browse my projects" })).toHaveAttribute("href", "#projects")
  })

  it("holds the message form", () => {
    renderContact()
    expect(screen.getByRole("form", { name: "Send a Message" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Send Message" })).toBeInTheDocument()
  })
})
