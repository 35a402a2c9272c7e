/**
 * Renders a component the way the site does: inside the site's Chakra provider.
 *
 * The component tests run twice (package.json's jest projects "unit" and "built-page"):
 * - as `gatsby develop` runs the site: React renders the component in the browser and each
 *   interactive part attaches its own island (useIsland);
 * - as the built site runs: React renders the component to static markup, React is gone, and
 *   src/islands/start.ts starts the islands on that markup, as on a built page. A markup/island
 *   mismatch (a missing target, a React event handler that no built page runs) fails here in
 *   seconds. An island's console error (a missing element, a start that threw) fails the test.
 *   (Reveal.test.tsx runs only the first way: its assertions read the CSS the design system
 *   writes, which jsdom gets only from React in the browser; the browser tests check the
 *   built pages' CSS.)
 */
import "./setup-dom"
import React from "react"
import { renderToString } from "react-dom/server"
import { render, type RenderOptions } from "@testing-library/react"
import { SiteProvider } from "../../src/components/providers/SiteProvider"
import { startIslands } from "../../src/islands/start"
import { islands, type IslandName } from "../../src/browser/islands"
import type { Island } from "../../src/islands/contract"

declare const __RENDER_MODE__: "develop" | "built" | undefined

/** How this run renders components: "built" in the built-page jest project. */
export const RENDER_MODE = typeof __RENDER_MODE__ === "string" ? __RENDER_MODE__ : "develop"

interface SiteRenderOptions extends Omit<RenderOptions, "wrapper"> {
  /**
   * Islands to start instead of the registry's, as a test replaces one (how a message is sent).
   * Built pages only: where React renders, the component attaches its own island, so a test
   * passes the same replacement as a prop too (ContactForm's send).
   */
  islands?: Partial<Record<IslandName, Island>>
}

const builtPages: (() => void)[] = []
afterEach(() => builtPages.splice(0).forEach((remove) => remove()))

/** Static markup with its islands started, React absent: what a built page is. */
function renderBuilt(ui: React.ReactElement, replaced: Partial<Record<IslandName, Island>> = {}) {
  const container = document.body.appendChild(document.createElement("div"))
  container.innerHTML = renderToString(wrapWithProviders(ui))
  const errors: unknown[][] = []
  const consoleError = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(args))
  const stop = startIslands(container, new Map([...islands, ...Object.entries(replaced)]))
  consoleError.mockRestore()
  const unmount = () => {
    stop()
    container.remove()
  }
  builtPages.push(unmount)
  if (errors.length) throw new Error(`The islands reported errors on the built markup:\n${errors.map((args) => args.join(" ")).join("\n")}`)
  return { container, unmount }
}

export function renderWithProviders(ui: React.ReactElement, { islands: replaced, ...options }: SiteRenderOptions = {}) {
  if (RENDER_MODE === "built") return renderBuilt(ui, replaced)
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
