/** The hero: availability, greeting and name, tagline, buttons, social links, spotlight. */
import React from "react"
import { fireEvent, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Hero } from "../../../../../src/components/sections/hero/Hero"
import { renderWithProviders } from "../../../../support/render-components"
import { site } from "../../../../support/sample-data"
import { spotlightContract } from "../../../../../src/components/sections/hero/spotlight.island"

const VISIBLE = spotlightContract.valueAttribute("visible")

function renderHero(text = site.hero) {
  const user = userEvent.setup()
  renderWithProviders(<Hero site={{ ...site, hero: text }} />)
  const section = document.getElementById("home")!
  return { user, section }
}

const spotlight = () => document.querySelector<HTMLElement>(`[${spotlightContract.targetAttribute}="light"]`)!

describe("hero", () => {
  it("is the home landmark, named by the one h1 with the greeting and the owner's name", () => {
    const { section } = renderHero()
    const name = `${site.greeting} ${site.name}`
    expect(screen.getByRole("heading", { level: 1 })).toHaveAccessibleName(name)
    expect(screen.getByRole("region", { name })).toBe(section)
  })

  it("animates the name letter by letter, 0.05 s apart, while screen readers hear it once", () => {
    renderHero()
    const letters = Array.from(document.querySelectorAll<HTMLElement>("h1 [aria-hidden='true'] > span"))
    expect(letters.map((letter) => letter.textContent).join("")).toBe(site.name)
    letters.forEach((letter, index) => expect(parseFloat(letter.style.animationDelay)).toBeCloseTo(index * 0.05, 5))
    expect(screen.getAllByText(site.name)).toHaveLength(1)
  })

  it("carries the job title for print only, and marks the greeting as not printed", () => {
    renderHero()
    const jobTitle = screen.getByText(site.jobTitle)
    expect(jobTitle).not.toBeVisible()
    expect(jobTitle).toHaveAttribute("data-print", "show")
    expect(screen.getByText(site.greeting)).toHaveAttribute("data-print", "hide")
  })

  it("shows the availability badge and the tagline", () => {
    renderHero()
    expect(screen.getByText("Available for new opportunities")).toBeInTheDocument()
    expect(screen.getByText(site.tagline)).toBeInTheDocument()
    expect(site.tagline).toMatch(/software engineer specializing in full-stack development/)
  })

  it("links Explore My Projects, Get In Touch and Scroll to their sections", () => {
    renderHero()
    expect(screen.getByRole("link", { name: site.hero.exploreProjects })).toHaveAttribute("href", "#projects")
    expect(screen.getByRole("link", { name: site.hero.getInTouch })).toHaveAttribute("href", "#contact")
    expect(screen.getByRole("link", { name: site.hero.scroll })).toHaveAttribute("href", "#about")
  })

  it("shows the buttons' texts of data/site.json, not texts of its own", () => {
    renderHero({ exploreProjects: "See my work", getInTouch: "Write to me", scroll: "Read on" })
    expect(screen.getByRole("link", { name: "See my work" })).toHaveAttribute("href", "#projects")
    expect(screen.getByRole("link", { name: "Write to me" })).toHaveAttribute("href", "#contact")
    expect(screen.getByRole("link", { name: "Read on" })).toHaveAttribute("href", "#about")
    for (const old of Object.values(site.hero)) expect(screen.queryByText(old)).not.toBeInTheDocument()
  })

  it("shows the GitHub, LinkedIn, Twitter and Email links", () => {
    renderHero()
    for (const label of ["GitHub", "LinkedIn", "Twitter", "Email"]) {
      expect(screen.getByRole("link", { name: label })).toBeInTheDocument()
    }
  })

  it("shows the spotlight only while the pointer is over the hero", async () => {
    const { user, section } = renderHero()
    expect(spotlight()).toHaveAttribute(VISIBLE, "false")
    await user.hover(section)
    expect(spotlight()).toHaveAttribute(VISIBLE, "true")
    await user.unhover(section)
    expect(spotlight()).toHaveAttribute(VISIBLE, "false")
  })

  it("moves the spotlight to the pointer", () => {
    const { section } = renderHero()
    section.getBoundingClientRect = () => ({ top: 64, left: 10, bottom: 800, right: 1290, width: 1280, height: 736, x: 10, y: 64, toJSON: () => ({}) })
    fireEvent.mouseEnter(section)
    fireEvent.mouseMove(section, { clientX: 310, clientY: 264 })
    expect(section.style.getPropertyValue("--spot-x")).toBe("300px")
    expect(section.style.getPropertyValue("--spot-y")).toBe("200px")
  })
})
