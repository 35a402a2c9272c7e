/** Reveal on scroll: hidden until 10 % of it first enters view, then visible for good. */
import React from "react"
import { act, screen } from "@testing-library/react"
import { Reveal, type RevealDirection } from "../../../src/components/motion/Reveal"
import { renderWithProviders } from "./render"
import { observedThresholds, setVisibleRatio } from "./setup-dom"

function renderReveal(props: { direction?: RevealDirection; delay?: number; as?: "div" | "li" } = {}) {
  const ui = <Reveal {...props}>Revealed content</Reveal>
  renderWithProviders(props.as === "li" ? <ul>{ui}</ul> : ui)
  return screen.getByText("Revealed content")
}

const style = (element: HTMLElement) => window.getComputedStyle(element)

describe("reveal", () => {
  it("starts hidden, 20 px below, and fades in once 10 % of it is in view", () => {
    const element = renderReveal()
    expect(style(element).opacity).toBe("0")
    expect(style(element).transform).toBe("translateY(20px)")
    expect(observedThresholds(element)).toEqual([0.1])

    act(() => setVisibleRatio(element, 0.05))
    expect(element).not.toHaveAttribute("data-revealed")
    expect(style(element).opacity).toBe("0")

    act(() => setVisibleRatio(element, 0.1))
    expect(element).toHaveAttribute("data-revealed")
    expect(style(element).opacity).toBe("1")
    expect(style(element).transform).toBe("none")
  })

  it("stays visible after leaving the view, and stops watching", () => {
    const element = renderReveal()
    act(() => setVisibleRatio(element, 1))
    act(() => setVisibleRatio(element, 0))
    expect(element).toHaveAttribute("data-revealed")
    expect(style(element).opacity).toBe("1")
    expect(observedThresholds(element)).toEqual([])
  })

  it.each([
    ["up", "translateY(20px)"],
    ["down", "translateY(-20px)"],
    ["left", "translateX(20px)"],
    ["right", "translateX(-20px)"],
  ] as const)("enters from direction %s (%s)", (direction, transform) => {
    const element = renderReveal({ direction })
    expect(style(element).transform).toBe(transform)
  })

  it("fades over 0.6 s and slides over 0.5 s, after its stagger delay", () => {
    const element = renderReveal({ delay: 0.1 })
    expect(style(element).transition.replace(/,\s*/g, ", ")).toBe("opacity 0.6s ease-out, transform 0.5s ease-out")
    expect(element.style.transitionDelay).toBe("0.10s")
  })

  it("renders as a list item where asked", () => {
    const element = renderReveal({ as: "li" })
    expect(element.tagName).toBe("LI")
  })

  it("marks itself for the no-JavaScript and reduced-motion overrides", () => {
    expect(renderReveal()).toHaveAttribute("data-motion")
  })
})
