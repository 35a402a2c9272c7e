/** The downloads page's list of apps. */
import React from "react"
import { screen, within } from "@testing-library/react"
import { AppList } from "../../../src/components/sections/downloads/AppList"
import { renderWithProviders } from "./render"
import { apps, site } from "./data"

const text = site.downloads

describe("app list", () => {
  it("shows each app with its name, description and a Download link to its file", () => {
    renderWithProviders(<AppList apps={apps} text={text} />)
    const items = screen.getAllByRole("listitem")
    expect(items).toHaveLength(2)
    apps.forEach((app, index) => {
      const item = within(items[index])
      expect(item.getByRole("heading", { name: app.name })).toBeInTheDocument()
      expect(item.getByText(app.description)).toBeInTheDocument()
      // "Download {name}": the accessible name starts with the visible text, with the app's name.
      const link = item.getByRole("link", { name: text.downloadLabel.replace("{name}", app.name) })
      expect(link).toHaveAccessibleName(`${text.download} ${app.name}`)
      expect(link).toHaveTextContent(text.download)
      expect(link).toHaveAttribute("href", app.filePath)
      expect(link).toHaveAttribute("download")
      expect(link).not.toHaveAttribute("target")
    })
  })

  it("links plain relative files: nothing leaves the site", () => {
    renderWithProviders(<AppList apps={apps} text={text} />)
    for (const link of screen.getAllByRole("link")) expect(link.getAttribute("href")).toMatch(/^\/[^/]/)
  })

  it("shows the button's text and accessible name of data/site.json, not texts of its own", () => {
    renderWithProviders(<AppList apps={apps} text={{ download: "Install", downloadLabel: "Install {name} on Android" }} />)
    for (const app of apps) {
      const link = screen.getByRole("link", { name: `Install ${app.name} on Android` })
      expect(link).toHaveTextContent("Install")
      expect(link).not.toHaveTextContent(text.download)
    }
  })

  it("shows nothing but an empty list when there are no apps", () => {
    renderWithProviders(<AppList apps={[]} text={text} />)
    expect(screen.queryAllByRole("listitem")).toHaveLength(0)
  })
})
