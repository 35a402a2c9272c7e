import { ALL_CATEGORIES, selectProjects } from "../lib/projects"
import { all, cleanupAll, enableControls, listen } from "./dom"
import { delayStyle } from "./reveal"
import type { Island } from "./types"

/** Seconds between project cards as they appear. */
export const PROJECT_CARD_STAGGER_S = 0.1

/** A card's reveal delay by its place among the shown cards: staggered along each row of three. */
export const cardRevealDelay = (position: number) => (position % 3) * PROJECT_CARD_STAGGER_S

/** The screen-reader announcement of how many cards show. */
export const showingText = (count: number) => (count === 1 ? "Showing 1 project" : `Showing ${count} projects`)

interface CardElement {
  element: HTMLElement
  category: string
  featured: boolean
}

/**
 * The projects gallery: every project is in the HTML (so it reads without JavaScript); the
 * filters and the featured/all toggle decide which cards show, with the same rules as the
 * server-rendered default (src/lib/projects.ts).
 */
export const projects: Island = (root) => {
  const cards: CardElement[] = all(root, "[data-project]").map((element) => ({
    element,
    category: element.dataset.category ?? "",
    featured: element.dataset.featured === "true",
  }))
  const filters = all<HTMLButtonElement>(root, "button[data-filter]")
  const toggle = root.querySelector<HTMLButtonElement>("button[data-projects-toggle]")
  const parts = {
    grid: root.querySelector<HTMLElement>("[data-projects-grid]"),
    empty: root.querySelector<HTMLElement>("[data-projects-empty]"),
    noneFeatured: root.querySelector<HTMLElement>("[data-projects-none-featured]"),
    toggleRow: root.querySelector<HTMLElement>("[data-projects-toggle-row]"),
    status: root.querySelector<HTMLElement>("[data-projects-status]"),
  }
  let category = filters.find((f) => f.getAttribute("aria-pressed") === "true")?.dataset.filter ?? ALL_CATEGORIES
  let showAll = toggle?.getAttribute("aria-expanded") === "true"

  const render = () => {
    const view = selectProjects(cards, category, showAll)
    const shown = new Set(view.visible)
    for (const card of cards) card.element.hidden = !shown.has(card)
    view.visible.forEach((card, index) => {
      const reveal = card.element.querySelector<HTMLElement>("[data-reveal]")
      if (reveal) reveal.style.transitionDelay = delayStyle(cardRevealDelay(index)) ?? ""
    })
    for (const filter of filters) filter.setAttribute("aria-pressed", String(filter.dataset.filter === category))
    if (parts.grid) parts.grid.hidden = view.visible.length === 0
    if (parts.empty) parts.empty.hidden = view.visible.length > 0
    if (parts.noneFeatured) parts.noneFeatured.hidden = view.hiddenCount === 0
    if (parts.toggleRow) parts.toggleRow.hidden = !view.showToggle
    if (toggle) {
      toggle.setAttribute("aria-expanded", String(showAll))
      toggle.textContent = (showAll ? toggle.dataset.labelExpanded : toggle.dataset.labelCollapsed) ?? ""
    }
    if (parts.status) parts.status.textContent = showingText(view.visible.length)
  }

  // Choosing a filter goes back to the featured-only view.
  const choose = (next: string) => {
    category = next
    showAll = false
    render()
  }

  enableControls(root)
  return cleanupAll([
    ...filters.map((filter) => listen(filter, "click", () => choose(filter.dataset.filter ?? ALL_CATEGORIES))),
    ...all(root, "button[data-projects-reset]").map((reset) => listen(reset, "click", () => choose(ALL_CATEGORIES))),
    ...(toggle
      ? [
          listen(toggle, "click", () => {
            showAll = !showAll
            render()
          }),
        ]
      : []),
  ])
}
