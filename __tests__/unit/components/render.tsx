/** Renders a component the way the site does: inside the site's Chakra provider. */
import "./setup-dom"
import React from "react"
import { render, type RenderOptions } from "@testing-library/react"
import { SiteProvider } from "../../../src/components/providers/SiteProvider"

export function renderWithProviders(ui: React.ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  return render(ui, { wrapper: SiteProvider, ...options })
}

/** The element wrapped the way the site wraps it, for server rendering and hydration tests. */
export function wrapWithProviders(ui: React.ReactElement) {
  return <SiteProvider>{ui}</SiteProvider>
}

/**
 * What a visitor does not see of the server-rendered markup: parts the islands keep hidden
 * (the sent panel, empty states, other tabs) and template content. Pass as a query's
 * `ignore` option where a test asks what is shown.
 */
export const NOT_SHOWN = "[hidden], [hidden] *, template, template *, script, style"
