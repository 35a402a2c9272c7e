/** The fixed header: navigation with the active entry, Resume link, mobile menu, progress bar. */
import React from "react"
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Header } from "../../../../src/components/layout/Header"
import { renderWithProviders } from "../../../support/render-components"
import { layoutSite, navigation, navigationEntries, secondOwner, site } from "../../../support/sample-data"

const SECTION_IDS = navigation.map((entry) => entry.id)

/** The phone menu's link to the résumé the build wrote, by its name for screen readers. */
const DOWNLOAD_RESUME = `${site.header.downloadResume} (PDF, 21.9 kB)`

/** The home page's sections, each placed at a given distance from the viewport top. */
function Sections() {
  return (
    <main>
      {SECTION_IDS.map((id) => (
        <section key={id} id={id} />
      ))}
    </main>
  )
}

/** Where each section's top is, relative to the viewport top; jsdom has no layout. */
let sectionTops: Record<string, number> = {}
const realRect = Element.prototype.getBoundingClientRect

beforeEach(() => {
  sectionTops = { home: 64, about: 900, projects: 1800, skills: 2700, contact: 3600 }
  jest.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const top = sectionTops[this.id]
    if (top === undefined) return realRect.call(this)
    return { top, bottom: top + 800, left: 0, right: 1280, width: 1280, height: 800, x: 0, y: top, toJSON: () => ({}) }
  })
})

afterEach(() => jest.restoreAllMocks())

function placeSections(tops: Record<string, number>) {
  sectionTops = tops
}

function setPageGeometry(scrollY: number, scrollHeight: number, innerHeight: number) {
  Object.defineProperty(window, "scrollY", { value: scrollY, configurable: true })
  Object.defineProperty(window, "innerHeight", { value: innerHeight, configurable: true })
  Object.defineProperty(document.documentElement, "scrollHeight", { value: scrollHeight, configurable: true })
}

/** Scrolls: the page moves so that each section's top is at the given distance. */
function scrollTo(scrollY: number, tops: Record<string, number>) {
  placeSections(tops)
  setPageGeometry(scrollY, 5000, 1000)
  act(() => void fireEvent.scroll(window))
}

afterEach(() => setPageGeometry(0, 0, 768))

function renderHeader(isHome = true, headerSite = layoutSite) {
  const user = userEvent.setup()
  renderWithProviders(
    <>
      <Header alternates={[]} site={headerSite} navigation={navigationEntries} isHome={isHome} />
      {isHome && <Sections />}
    </>
  )
  return user
}

// jsdom applies no media queries: the desktop nav (shown from lg up) stays display:none and
// has no computed name, so it is found by its label; the browser tests cover the breakpoints.
const desktopNav = () => document.querySelector<HTMLElement>('nav[aria-label="Main"]')!
const desktopLinks = () => within(desktopNav()).getAllByRole("link", { hidden: true })
const currentEntries = () => desktopLinks().filter((link) => link.getAttribute("aria-current") === "location").map((l) => l.textContent)
const progressBar = () => screen.getByRole("progressbar", { name: "Page scroll progress" })

describe("navigation", () => {
  it("lists the five entries as same-page anchors, each with an icon", () => {
    renderHeader()
    expect(screen.getByRole("banner")).toBeInTheDocument()
    expect(desktopLinks().map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "#home"],
      ["About", "#about"],
      ["Projects", "#projects"],
      ["Skills", "#skills"],
      ["Contact", "#contact"],
    ])
    for (const link of desktopLinks()) expect(link.querySelector("svg[aria-hidden='true']")).not.toBeNull()
  })

  it("leads back to the home page's sections from another page, with no current entry", () => {
    renderHeader(false)
    expect(desktopLinks().map((link) => link.getAttribute("href"))).toEqual(SECTION_IDS.map((id) => `/#${id}`))
    expect(currentEntries()).toEqual([])
    expect(screen.getByRole("link", { name: site.name })).toHaveAttribute("href", "/")
  })

  it("shows the owner's name linking home and says they are available, beside the name and in the phone menu", async () => {
    const user = renderHeader()
    expect(screen.getByRole("link", { name: site.name })).toHaveAttribute("href", "#home")
    const badges = screen.getAllByText("Available for new projects")
    expect(badges).toHaveLength(2)
    expect(badges[0].closest("nav")).toBeNull()
    expect(badges[1].closest("nav")).toHaveAttribute("aria-label", "Mobile")
    await user.click(screen.getByRole("button", { name: "Open menu" }))
    expect(within(screen.getByRole("navigation", { name: "Mobile" })).getByText("Available for new projects")).toBeVisible()
  })

  it("links the résumé the build wrote: it downloads under the owner's name, and its name says it is a PDF and how large", () => {
    renderHeader()
    // Desktop only (display:none in jsdom, see above).
    const resume = screen.getByText(site.header.resume).closest("a")!
    expect(resume).toHaveAttribute("href", "/Brian-Kamau-Resume.pdf")
    expect(resume).toHaveAttribute("download", "Brian-Kamau-Resume.pdf")
    expect(resume).toHaveAttribute("aria-label", "Resume (PDF, 21.9 kB)")
    expect(resume).not.toHaveAttribute("target")
  })

  it("opens the owner's own résumé in a new tab when data/site.json has resumeUrl", () => {
    renderHeader(true, { ...layoutSite, resumeUrl: "https://drive.example.org/my-resume.pdf" })
    const resume = screen.getByText(site.header.resume).closest("a")!
    expect(resume).toHaveAttribute("href", "https://drive.example.org/my-resume.pdf")
    expect(resume).toHaveAttribute("target", "_blank")
    expect(resume.getAttribute("rel")).toContain("noopener")
    expect(resume).not.toHaveAttribute("download")
    expect(resume).not.toHaveAttribute("aria-label")
  })
})

describe("an owner without a résumé of their own (the second owner)", () => {
  it("links the one built from their content, in the bar and the phone menu", async () => {
    const user = renderHeader(true, secondOwner.layoutSite)
    expect(screen.getByText(secondOwner.site.header.resume).closest("a")).toHaveAttribute("download", "Łucja-Ødegård-Wiśniewska-Resume.pdf")
    await user.click(screen.getByRole("button", { name: "Open menu" }))
    const mobile = screen.getByRole("navigation", { name: "Mobile" })
    expect(within(mobile).getByRole("link", { name: `${secondOwner.site.header.downloadResume} (PDF, 21.9 kB)` })).toHaveAttribute("href", "/Lucja-Odegard-Wisniewska-Resume.pdf")
    expect(screen.queryAllByRole("link", { hidden: true }).filter((link) => link.getAttribute("target") === "_blank")).toEqual([])
  })
})

describe("texts", () => {
  it("shows the Resume links' texts of data/site.json, not texts of its own", async () => {
    const changed = { ...layoutSite, header: { ...layoutSite.header, resume: "CV", downloadResume: "Get my CV" }, pdf: { linkLabel: "{text} ({size}, PDF file)" } }
    const user = renderHeader(true, changed)
    expect(screen.getByText("CV").closest("a")).toHaveAttribute("aria-label", "CV (21.9 kB, PDF file)")
    expect(screen.queryByText(site.header.resume)).not.toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Open menu" }))
    const mobile = screen.getByRole("navigation", { name: "Mobile" })
    expect(within(mobile).getByRole("link", { name: "Get my CV (21.9 kB, PDF file)" })).toHaveAttribute("href", "/Brian-Kamau-Resume.pdf")
    expect(within(mobile).queryByRole("link", { name: new RegExp(`^${site.header.downloadResume}`) })).not.toBeInTheDocument()
  })
})

describe("active entry follows scrolling", () => {
  it("is Home by default", () => {
    renderHeader()
    expect(currentEntries()).toEqual(["Home"])
  })

  it("is the last section whose top is within 150 px of the viewport top", async () => {
    renderHeader()
    scrollTo(1900, { home: -1900, about: -1000, projects: 140, skills: 900, contact: 1800 })
    await waitFor(() => expect(currentEntries()).toEqual(["Projects"]))

    scrollTo(1750, { home: -1750, about: -850, projects: 290, skills: 1050, contact: 1950 })
    await waitFor(() => expect(currentEntries()).toEqual(["About"]))

    scrollTo(4000, { home: -4000, about: -3100, projects: -2000, skills: -900, contact: 100 })
    await waitFor(() => expect(currentEntries()).toEqual(["Contact"]))

    scrollTo(0, { home: 64, about: 900, projects: 1800, skills: 2700, contact: 3600 })
    await waitFor(() => expect(currentEntries()).toEqual(["Home"]))
  })

  it("marks the same entry in the mobile menu", async () => {
    const user = renderHeader()
    await user.click(screen.getByRole("button", { name: "Open menu" }))
    scrollTo(2500, { home: -2500, about: -1600, projects: -500, skills: 50, contact: 1000 })
    const mobile = screen.getByRole("navigation", { name: "Mobile" })
    await waitFor(() => expect(within(mobile).getByRole("link", { name: /Skills/ })).toHaveAttribute("aria-current", "location"))
    expect(within(mobile).getByRole("link", { name: /Home/ })).not.toHaveAttribute("aria-current")
  })
})

describe("scroll progress bar", () => {
  it("shows the scroll position as a percentage", async () => {
    renderHeader()
    expect(progressBar()).toHaveAttribute("aria-valuenow", "0")
    expect(progressBar()).toHaveAttribute("aria-valuemin", "0")
    expect(progressBar()).toHaveAttribute("aria-valuemax", "100")

    scrollTo(1000, { home: -1000, about: -100, projects: 800, skills: 1700, contact: 2600 })
    // 1000 px of 5000 - 1000 scrollable.
    await waitFor(() => expect(progressBar()).toHaveAttribute("aria-valuenow", "25"))
    expect((progressBar().firstElementChild as HTMLElement).style.transform).toBe("scaleX(0.25)")

    scrollTo(4000, { home: -4000, about: -3100, projects: -2000, skills: -900, contact: 100 })
    await waitFor(() => expect(progressBar()).toHaveAttribute("aria-valuenow", "100"))
  })

  it("follows the page's height from the first scroll on, as it grows without a scroll", async () => {
    // The page's height, as a ResizeObserver on the document would report it.
    const watched: { callback: ResizeObserverCallback; targets: Element[] }[] = []
    const RealResizeObserver = window.ResizeObserver
    window.ResizeObserver = class implements ResizeObserver {
      private record: { callback: ResizeObserverCallback; targets: Element[] }
      constructor(callback: ResizeObserverCallback) {
        this.record = { callback, targets: [] }
        watched.push(this.record)
      }
      observe(target: Element) {
        this.record.targets.push(target)
      }
      unobserve() {}
      disconnect() {
        this.record.targets = []
      }
    }
    const pageHeightChanged = () =>
      act(() => {
        for (const { callback, targets } of watched) if (targets.includes(document.documentElement)) callback([], {} as ResizeObserver)
      })
    try {
      renderHeader()
      // Before any scroll the page is at its top, where its height changes nothing: it is not watched.
      expect(watched.flatMap((record) => record.targets)).toEqual([])

      scrollTo(4000, { home: -4000, about: -3100, projects: -2000, skills: -900, contact: 100 })
      await waitFor(() => expect(progressBar()).toHaveAttribute("aria-valuenow", "100"))
      // More projects shown, and the page grew to 9000 px with no scroll: 4000 of 8000.
      setPageGeometry(4000, 9000, 1000)
      pageHeightChanged()
      await waitFor(() => expect(progressBar()).toHaveAttribute("aria-valuenow", "50"))
    } finally {
      window.ResizeObserver = RealResizeObserver
    }
  })
})

describe("mobile menu", () => {
  it("is closed at first, and the toggle says so", () => {
    renderHeader()
    const toggle = screen.getByRole("button", { name: "Open menu" })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument()
    expect(screen.queryByRole("link", { name: DOWNLOAD_RESUME })).not.toBeInTheDocument()
  })

  it("opens on the toggle, with each entry's caption and Download Resume", async () => {
    const user = renderHeader()
    await user.click(screen.getByRole("button", { name: "Open menu" }))
    const toggle = screen.getByRole("button", { name: "Close menu" })
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    const mobile = screen.getByRole("navigation", { name: "Mobile" })
    expect(toggle).toHaveAttribute("aria-controls", mobile.id)
    const entries = within(mobile).getAllByRole("link").slice(0, 5)
    expect(entries.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["HomeWelcome", "#home"],
      ["AboutMy story", "#about"],
      ["ProjectsMy work", "#projects"],
      ["SkillsMy expertise", "#skills"],
      ["ContactGet in touch", "#contact"],
    ])
    const resume = within(mobile).getByRole("link", { name: DOWNLOAD_RESUME })
    expect(resume).toHaveAttribute("href", "/Brian-Kamau-Resume.pdf")
    expect(resume).toHaveAttribute("download", "Brian-Kamau-Resume.pdf")
  })

  it("closes after an entry is chosen", async () => {
    const user = renderHeader()
    await user.click(screen.getByRole("button", { name: "Open menu" }))
    await user.click(within(screen.getByRole("navigation", { name: "Mobile" })).getByRole("link", { name: /My work/ }))
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false")
  })

  it("closes after Download Resume, and on the toggle again", async () => {
    const user = renderHeader()
    await user.click(screen.getByRole("button", { name: "Open menu" }))
    // jsdom cannot download: the link's own action is left out, the menu's is what is tested.
    const download = (event: Event) => event.preventDefault()
    window.addEventListener("click", download)
    await user.click(screen.getByRole("link", { name: DOWNLOAD_RESUME }))
    window.removeEventListener("click", download)
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument()

    await user.click(screen.getByRole("button", { name: "Open menu" }))
    await user.click(screen.getByRole("button", { name: "Close menu" }))
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument()
  })

  it("works from the keyboard", async () => {
    const user = renderHeader()
    screen.getByRole("button", { name: "Open menu" }).focus()
    await user.keyboard("{Enter}")
    expect(screen.getByRole("navigation", { name: "Mobile" })).toBeInTheDocument()
    await user.tab()
    expect(screen.getByRole("link", { name: /Welcome/ })).toHaveFocus()
    await user.keyboard("{Enter}")
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument()
  })
})

describe("theme switch", () => {
  afterEach(() => {
    localStorage.clear()
    document.documentElement.removeAttribute("data-theme")
  })

  // Hidden by jsdom's missing media queries (the bar's) or the closed menu: found by label.
  const switches = () => Array.from(document.querySelectorAll<HTMLElement>('[role="group"][aria-label="Theme"]'))
  const pressedChoices = () => switches().map((group) => within(group).getAllByRole("button", { hidden: true, pressed: true }).map((b) => b.textContent || b.getAttribute("aria-label")))

  it("is in the bar (icons named Light, Dark, System) and in the phone menu (icons with their names), System pressed", () => {
    renderHeader()
    const [bar, menu] = switches()
    expect(desktopNav().parentElement?.contains(bar)).toBe(true)
    expect(within(bar).getAllByRole("button", { hidden: true }).map((b) => b.getAttribute("aria-label"))).toEqual(["Light", "Dark", "System"])
    expect(menu.closest("nav")).toHaveAttribute("aria-label", "Mobile")
    expect(within(menu).getAllByRole("button", { hidden: true }).map((b) => b.textContent)).toEqual(["Light", "Dark", "System"])
    expect(pressedChoices()).toEqual([["System"], ["System"]])
  })

  it("takes its words from data/site.json", () => {
    const changed = { ...layoutSite, header: { ...layoutSite.header, theme: { label: "Mandhari", light: "Mwanga", dark: "Giza", system: "Mfumo" } } }
    renderHeader(true, changed)
    const groups = Array.from(document.querySelectorAll<HTMLElement>('[role="group"][aria-label="Mandhari"]'))
    expect(groups).toHaveLength(2)
    for (const group of groups) {
      expect(within(group).getAllByRole("button", { hidden: true, name: /^(Mwanga|Giza|Mfumo)$/ })).toHaveLength(3)
    }
  })

  it("applies a choice made in the phone menu to the page and shows it in both switches", async () => {
    const user = renderHeader()
    await user.click(screen.getByRole("button", { name: "Open menu" }))
    await user.click(within(screen.getByRole("navigation", { name: "Mobile" })).getByRole("button", { name: "Light" }))
    expect(document.documentElement).toHaveAttribute("data-theme", "light")
    expect(pressedChoices()).toEqual([["Light"], ["Light"]])
  })
})
