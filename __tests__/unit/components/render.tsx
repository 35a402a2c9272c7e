/** Renders a component the way the site does: inside the site's Chakra provider. */
import "./setup-dom"
import React from "react"
import { render, type RenderOptions } from "@testing-library/react"
import { SiteProvider } from "../../../src/components/providers/SiteProvider"

export function renderWithProviders(ui: React.ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  return render(ui, { wrapper: SiteProvider, ...options })
}
