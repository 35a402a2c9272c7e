/** The downloads page's list of apps: what each file says of itself, its link and its QR code. */
import React from "react"
import { screen, within } from "@testing-library/react"
import { AppList } from "../../../../../src/components/sections/downloads/AppList"
import { formatSize } from "../../../../../src/shared/format-size"
import { fillIn } from "../../../../../src/shared/text"
import { renderWithProviders } from "../../../../support/render-components"
import { appsWithFacts, copyOf, site } from "../../../../support/sample-data"

const text = site.downloads
const SITE_URL = "https://owner.example"

describe("app list", () => {
  it("shows each app with its name, description, facts and a Download link to its file, named with the app and its size", () => {
    renderWithProviders(<AppList apps={appsWithFacts} text={text} siteUrl={SITE_URL} writing={{ language: "en" }} />)
    const items = screen.getAllByRole("listitem")
    expect(items).toHaveLength(appsWithFacts.length)
    appsWithFacts.forEach((app, index) => {
      const item = within(items[index])
      const size = formatSize(app.apk.sizeBytes)
      expect(item.getByRole("heading", { name: app.name })).toBeInTheDocument()
      expect(item.getByText(app.description)).toBeInTheDocument()
      expect(item.getByText(`Version ${app.apk.versionName} · Android 8.0 or newer · ${size}`)).toBeInTheDocument()
      const link = item.getByRole("link", { name: `${text.download} ${app.name} (${size})` })
      expect(link).toHaveTextContent(text.download)
      expect(link).toHaveAttribute("href", app.filePath)
      expect(link).toHaveAttribute("download")
      expect(link).not.toHaveAttribute("target")
    })
  })

  it("shows the package, the file's SHA-256 and the signing certificate's SHA-256 in full, each with a Copy button", () => {
    renderWithProviders(<AppList apps={appsWithFacts} text={text} siteUrl={SITE_URL} writing={{ language: "en" }} />)
    const [first] = appsWithFacts
    const item = within(screen.getAllByRole("listitem")[0])
    expect(item.getByText(first.apk.packageName)).toBeInTheDocument()
    expect(item.getByText(first.apk.sha256)).toBeInTheDocument()
    expect(item.getByText(first.apk.signer!.certificateSha256)).toBeInTheDocument()
    expect(item.getByRole("button", { name: `Copy SHA-256 of the file (${first.name})` })).toBeInTheDocument()
    expect(item.getByRole("button", { name: `Copy SHA-256 of the signing certificate (${first.name})` })).toBeInTheDocument()
  })

  it("says where a file is not signed, and shows the release date and what's new where the data has them", () => {
    const [first, second] = appsWithFacts
    const apps = [
      { ...first, releaseDate: "2026-11-12", whatsNew: "Budgets carry over to the next month." },
      { ...second, apk: { ...second.apk, signer: null } },
    ]
    renderWithProviders(<AppList apps={apps} text={text} siteUrl={SITE_URL} writing={{ language: "en" }} />)
    const [one, two] = screen.getAllByRole("listitem").map((item) => within(item))
    expect(one.getByText("Released November 12, 2026")).toBeInTheDocument()
    expect(one.getByRole("heading", { name: text.facts.whatsNew })).toBeInTheDocument()
    expect(one.getByText("Budgets carry over to the next month.")).toBeInTheDocument()
    expect(two.getByText(text.facts.unsigned)).toBeInTheDocument()
    expect(two.queryByRole("heading", { name: text.facts.whatsNew })).not.toBeInTheDocument()
  })

  it("draws a QR code of each file's absolute address, named by it, and writes the address out for print", () => {
    renderWithProviders(<AppList apps={appsWithFacts} text={text} siteUrl={SITE_URL} writing={{ language: "en" }} />)
    for (const app of appsWithFacts) {
      const address = `${SITE_URL}${app.filePath}`
      const qr = screen.getByRole("img", { name: fillIn(text.qr.label, { url: address, name: app.name }) })
      expect(qr.tagName.toLowerCase()).toBe("svg")
      expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M\d+ \d+h\d+(m\d+ 0h\d+|M\d+ \d+h\d+)+$/)
      expect(screen.getByText(address)).toHaveAttribute("hidden")
    }
  })

  it("links plain relative files: nothing leaves the site", () => {
    renderWithProviders(<AppList apps={appsWithFacts} text={text} siteUrl={SITE_URL} writing={{ language: "en" }} />)
    for (const link of screen.getAllByRole("link")) expect(link.getAttribute("href")).toMatch(/^\/[^/]/)
  })

  it("shows the texts of data/site.json, not texts of its own", () => {
    const changed = copyOf(text)
    changed.download = "Install"
    changed.downloadLabel = "Install {name} on Android, {size}"
    changed.facts.version = "Release {version}"
    renderWithProviders(<AppList apps={appsWithFacts} text={changed} siteUrl={SITE_URL} writing={{ language: "en" }} />)
    for (const app of appsWithFacts) {
      const link = screen.getByRole("link", { name: `Install ${app.name} on Android, ${formatSize(app.apk.sizeBytes)}` })
      expect(link).toHaveTextContent("Install")
      expect(link).not.toHaveTextContent(text.download)
      expect(screen.getByText(new RegExp(`^Release ${app.apk.versionName} ·`))).toBeInTheDocument()
    }
  })

  it("shows nothing but an empty list when there are no apps", () => {
    renderWithProviders(<AppList apps={[]} text={text} siteUrl={SITE_URL} writing={{ language: "en" }} />)
    expect(screen.queryAllByRole("listitem")).toHaveLength(0)
  })
})
