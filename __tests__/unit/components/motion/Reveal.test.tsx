/**
 * Reveal on scroll: shown in the HTML; once the page runs, what is below the fold waits until
 * 10 % of it enters view, then fades and slides in for good.
 */
import React from "react"
import { renderToString } from "react-dom/server"
import { act, screen } from "@testing-library/react"
import { Reveal, type RevealDirection } from "../../../../src/components/motion/Reveal"
import { renderWithProviders, wrapWithProviders } from "../../../support/render-components"
import { observedThresholds, setVisibleRatio } from "../../../support/setup-dom"
import { revealContract } from "../../../../src/components/motion/reveal.island"
import { REVEAL_DELAY_PROPERTY } from "../../../../src/shared/motion"

const REVEAL_STATE = revealContract.valueAttribute("state")

function renderReveal(props: { direction?: RevealDirection; delay?: number; as?: "div" | "li"; transition?: string } = {}) {
  const ui = <Reveal {...props}>Revealed content</Reveal>
  renderWithProviders(props.as === "li" ? <ul>{ui}</ul> : ui)
  return screen.getByText("Revealed content")
}

const style = (element: HTMLElement) => window.getComputedStyle(element)

function placeInViewport(top: number) {
  return jest
    .spyOn(HTMLElement.prototype, "getBoundingClientRect")
    .mockReturnValue({ top, bottom: top + 100, left: 0, right: 100, width: 100, height: 100, x: 0, y: top, toJSON() {} })
}

/** jsdom lays nothing out: unless a test places it, an element has no box, as one that is not shown. */
const placeBelowTheFold = () => placeInViewport(2000)

afterEach(() => jest.restoreAllMocks())

describe("reveal", () => {
  it("is visible in the server HTML: nothing waits for a script", () => {
    const html = renderToString(wrapWithProviders(<Reveal>Server content</Reveal>))
    expect(html).toContain(`${REVEAL_STATE}="shown"`)
    expect(html).toContain("Server content")
  })

  it("hides what is below the fold, 20 px down, and fades it in once 10 % of it is in view", () => {
    placeBelowTheFold()
    const element = renderReveal()
    expect(element).toHaveAttribute(REVEAL_STATE, "waiting")
    expect(style(element).opacity).toBe("0")
    expect(style(element).transform).toBe("translateY(20px)")
    expect(observedThresholds(element)).toEqual([0.1])

    act(() => setVisibleRatio(element, 0.05))
    expect(style(element).opacity).toBe("0")

    act(() => setVisibleRatio(element, 0.1))
    expect(element).toHaveAttribute(REVEAL_STATE, "shown")
    expect(style(element).opacity).toBe("1")
    expect(style(element).transform).toBe("none")
  })

  it("stays visible after leaving the view, and stops watching", () => {
    placeBelowTheFold()
    const element = renderReveal()
    act(() => setVisibleRatio(element, 1))
    act(() => setVisibleRatio(element, 0))
    expect(element).toHaveAttribute(REVEAL_STATE, "shown")
    expect(style(element).opacity).toBe("1")
    expect(observedThresholds(element)).toEqual([])
  })

  it("leaves what is already in view when the page starts as it is", () => {
    placeInViewport(200)
    const element = renderReveal()
    expect(element).toHaveAttribute(REVEAL_STATE, "shown")
    expect(style(element).opacity).toBe("1")
  })

  it("leaves what is not shown at all (no box: another tab, a collapsed project) as it is, and stops watching it", () => {
    const element = renderReveal()
    expect(element).toHaveAttribute(REVEAL_STATE, "shown")
    expect(observedThresholds(element)).toEqual([])
  })

  it("does not hide or animate anything for visitors who prefer reduced motion", () => {
    placeBelowTheFold()
    const matchMedia = window.matchMedia
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes("prefers-reduced-motion") })
    try {
      const element = renderReveal()
      expect(element).toHaveAttribute(REVEAL_STATE, "shown")
      expect(style(element).opacity).toBe("1")
    } finally {
      window.matchMedia = matchMedia
    }
  })

  it.each([
    ["up", "translateY(20px)"],
    ["down", "translateY(-20px)"],
    ["left", "translateX(20px)"],
    ["right", "translateX(-20px)"],
  ] as const)("enters from direction %s (%s)", (direction, transform) => {
    placeBelowTheFold()
    const element = renderReveal({ direction })
    expect(style(element).transform).toBe(transform)
  })

  it("hides at once: only the reveal is animated", () => {
    placeBelowTheFold()
    const element = renderReveal()
    expect(element).toHaveAttribute(REVEAL_STATE, "waiting")
    expect(style(element).transition).toBe("none")
  })

  it("fades over 0.6 s and slides over 0.5 s, after its stagger delay", () => {
    placeBelowTheFold()
    const element = renderReveal({ delay: 0.1 })
    act(() => setVisibleRatio(element, 0.5))
    expect(element).toHaveAttribute(REVEAL_STATE, "shown")
    expect(style(element).transition.replace(/,\s*/g, ", ")).toBe("opacity 0.6s ease-out, transform 0.5s ease-out")
    // The delay is a custom property, which a list item's may override (a project card's place).
    expect(style(element).transitionDelay).toBe(`var(${REVEAL_DELAY_PROPERTY}, 0s)`)
    expect(element.style.getPropertyValue(REVEAL_DELAY_PROPERTY)).toBe("0.10s")
  })

  it("keeps the element's own transition after the reveal's, at once rather than after the stagger delay", () => {
    placeBelowTheFold()
    const element = renderReveal({ delay: 0.1, transition: "border-color 0.3s" })
    act(() => setVisibleRatio(element, 0.5))
    expect(style(element).transition.replace(/,\s*/g, ", ")).toBe("opacity 0.6s ease-out, transform 0.5s ease-out, border-color 0.3s")
    expect(style(element).transitionDelay.replace(/,\s*/g, ", ")).toBe(`var(${REVEAL_DELAY_PROPERTY}, 0s), var(${REVEAL_DELAY_PROPERTY}, 0s), 0s`)
  })

  it("renders as a list item where asked", () => {
    const element = renderReveal({ as: "li" })
    expect(element.tagName).toBe("LI")
  })
})
