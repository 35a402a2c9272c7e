/** The downloads page's list of apps. */
import React from "react"
import { screen, within } from "@testing-library/react"
import { AppList } from "../../../src/components/sections/downloads/AppList"
import { renderWithProviders } from "./render"
import { apps } from "./data"

describe("app list", () => {
  it("shows each app with its name, description and a Download link to its file", () => {
    renderWithProviders(<AppList apps={apps} />)
    const items = screen.getAllByRole("listitem")
    expect(items).toHaveLength(2)
    apps.forEach((app, index) => {
      const item = within(items[index])
      expect(item.getByRole("heading", { name: app.name })).toBeInTheDocument()
      expect(item.getByText(app.description)).toBeInTheDocument()
      const link = item.getByRole("link", { name: `Download ${app.name}` })
      expect(link).toHaveTextContent("Download")
      expect(link).toHaveAttribute("href", app.filePath)
      expect(link).toHaveAttribute("download")
      expect(link).not.toHaveAttribute("target")
    })
  })

  it("links plain relative files: nothing leaves the site", () => {
    renderWithProviders(<AppList apps={apps} />)
    for (const link of screen.getAllByRole("link")) expect(link.getAttribute("href")).toMatch(/^\/[^/]/)
  })

  it("shows nothing but an empty list when there are no apps", () => {
    renderWithProviders(<AppList apps={[]} />)
    expect(screen.queryAllByRole("listitem")).toHaveLength(0)
  })
})
