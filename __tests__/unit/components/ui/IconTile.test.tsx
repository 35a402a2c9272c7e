/** An icon on a tile: the icon's own <svg> is the tile, decorative, and React renders it without a warning. */
import React from "react"
import { screen } from "@testing-library/react"
import { IconTile } from "../../../../src/components/ui/IconTile"
import { LuCircleCheck } from "../../../../src/icons/template-icons"
import { renderWithProviders } from "../../../support/render-components"

describe("icon tile", () => {
  it("is the icon's <svg> alone, hidden from assistive technology, carrying the tile's look", () => {
    const consoleError = jest.spyOn(console, "error")
    renderWithProviders(
      <div data-testid="holder">
        <IconTile icon={LuCircleCheck} boxSize="16" rounded="full" />
      </div>
    )
    const shown = screen.getByTestId("holder").querySelectorAll(":scope > :not(style)")
    expect(Array.from(shown, (element) => element.tagName)).toEqual(["svg"])
    const tile = shown[0]
    expect(tile).toHaveAttribute("aria-hidden", "true")
    expect(tile.getAttribute("class")).toMatch(/\bcss-/)
    expect(tile.querySelector("path, circle, use")).not.toBeNull()
    // React's "Function components cannot be given refs", which asChild's ref on an icon component caused.
    expect(consoleError).not.toHaveBeenCalled()
    consoleError.mockRestore()
  })
})
