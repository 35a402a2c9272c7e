/** The achievements section: certifications, awards, talks and publications, newest first, read in the order they show. */
import React from "react"
import { screen, within } from "@testing-library/react"
import { Achievements } from "../../../../../src/components/sections/achievements/Achievements"
import { renderWithProviders } from "../../../../support/render-components"
import { achievements, copyOf, site } from "../../../../support/sample-data"

const TODAY = new Date("2026-11-26T12:00:00Z")
const TEXT = site.achievements

type Entry = Queries.AchievementCardFragment
const entry = (title: string, kind: string, date: string, extra: Partial<Entry> = {}): Entry => ({ kind, title, issuer: `${title} issuer`, date, expires: null, credentialId: null, url: null, ...extra })

function renderAchievements(entries: readonly Entry[] = achievements.map((a) => ({ expires: null, credentialId: null, url: null, ...a })), text = TEXT, language = site.language) {
  return renderWithProviders(<Achievements site={{ language, months: null, achievements: text }} achievements={entries} today={TODAY} />)
}

/** Each card's heading, in the DOM's order, which the list's and the screen's are. */
const titles = () => within(screen.getByRole("list")).getAllByRole("listitem").map((item) => within(item).getByRole("heading").textContent)

describe("achievements", () => {
  it("is a landmark named by its heading, with every entry newest first as one list", () => {
    renderAchievements()
    const region = screen.getByRole("region", { name: TEXT.title })
    expect(region).toHaveAttribute("id", "achievements")
    expect(titles()).toEqual([...achievements].sort((a, b) => b.date.localeCompare(a.date)).map((a) => a.title))
  })

  it("names each entry's kind from the site's texts, who gave it and when, as a machine-readable month", () => {
    renderAchievements([entry("Best paper", "award", "2023-04", { issuer: "KubeCon Europe" })])
    const card = screen.getByRole("listitem")
    expect(card).toHaveTextContent(TEXT.kinds.award)
    expect(card).toHaveTextContent("KubeCon Europe · Apr 2023")
    expect(card.querySelector("time")).toHaveAttribute("datetime", "2023-04")
  })

  it("gives a certification its credential ID and the month it is valid until", () => {
    renderAchievements([entry("CKA", "certification", "2024-03", { expires: "2027-03", credentialId: "LF-123" })])
    const card = screen.getByRole("listitem")
    expect(card).toHaveTextContent("Credential ID: LF-123")
    expect(card).toHaveTextContent("Valid until Mar 2027")
  })

  it("marks a certification past its expiry, where the owner shows the expired ones", () => {
    renderAchievements([entry("Scrum Master", "certification", "2021-05", { expires: "2024-05" })])
    const card = screen.getByRole("listitem")
    expect(card).toHaveTextContent("Expired May 2024")
    expect(card).not.toHaveTextContent("Valid until")
  })

  it("leaves the expired ones out where the owner chose so, and the whole section when none is left", () => {
    const text = copyOf(TEXT)
    text.showExpired = false
    const { unmount } = renderAchievements([entry("Scrum Master", "certification", "2021-05", { expires: "2024-05" }), entry("Talk", "talk", "2025-01")], text)
    expect(titles()).toEqual(["Talk"])
    unmount()
    renderAchievements([entry("Scrum Master", "certification", "2021-05", { expires: "2024-05" })], text)
    expect(screen.queryByRole("region")).not.toBeInTheDocument()
  })

  it("links an entry that has an address, named by the entry's title", () => {
    renderAchievements([entry("Operators at scale", "talk", "2024-02", { url: "https://example.org/talk" })])
    const link = screen.getByRole("link", { name: "View Operators at scale" })
    expect(link).toHaveAttribute("href", "https://example.org/talk")
    expect(link).toHaveTextContent(TEXT.link)
  })

  it("shows nothing without entries", () => {
    renderAchievements([])
    expect(screen.queryByRole("region")).not.toBeInTheDocument()
  })

  it("writes the months in the site's language", () => {
    renderAchievements([entry("Prix", "award", "2024-03")], TEXT, "fr")
    expect(screen.getByRole("listitem")).toHaveTextContent("mars 2024")
  })
})
