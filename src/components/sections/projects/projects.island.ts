import { ALL_CATEGORIES, galleryState } from "../../../shared/projects"
import { countText, type PluralForms } from "../../../shared/text"
import { delayStyle, REVEAL_DELAY_PROPERTY } from "../../../shared/motion"
import { defineIsland, islandContract } from "../../../islands/contract"
import { cleanupAll, listen } from "../../../islands/dom"
import { loadedMotion, loadMotion } from "../../motion/load-motion"

/** The projects gallery's contract: its cards, the filters and the featured/all toggle. */
export const projectsContract = islandContract({
  name: "projects",
  targets: {
    card: "many",
    filter: "many",
    grid: "one",
    empty: "one",
    noneFeatured: "one",
    reset: "one",
    toggleRow: "one",
    toggle: "one",
    status: "one",
  },
  values: {
    /** On the root: the gallery shows all of its cards and has no toggle (the gallery page, or the home page's featured cards beside its link to that page). */
    showsAll: false,
    /** On a card: its project's category and whether it is featured. */
    category: "",
    featured: false,
    /** On a filter button: the category it shows. */
    filter: ALL_CATEGORIES,
    /** On the toggle: its texts, collapsed (featured only) and expanded. */
    labelCollapsed: "",
    labelExpanded: "",
    /** On the status: its text in each plural form (data/site.json labels.showingProjects); absent where the data has none. */
    statusZero: "",
    statusOne: "",
    statusTwo: "",
    statusFew: "",
    statusMany: "",
    statusOther: "",
  },
})

/** Which value of the status carries which plural form. */
export const STATUS_FORM_VALUES = { zero: "statusZero", one: "statusOne", two: "statusTwo", few: "statusFew", many: "statusMany", other: "statusOther" } as const

/**
 * The projects gallery: every card it carries is in the HTML (so it reads without JavaScript);
 * the filters and the featured/all toggle decide which cards show, by the same rules as the
 * server-rendered default (galleryState, src/shared/projects.ts). A gallery that shows all of
 * its cards (showsAll: the gallery page, or the home page's featured ones beside its link to
 * it) has no toggle, and a filter shows every card of its category.
 */
export const projects = defineIsland(projectsContract, (context) => {
  const { read } = context
  const cards = context.all("card").map((element) => ({
    element,
    category: read(element, "category"),
    featured: read(element, "featured"),
  }))
  const filters = context.all<HTMLButtonElement>("filter")
  const toggle = context.one<HTMLButtonElement>("toggle")
  const status = context.one("status")
  const statusForms = Object.fromEntries(Object.entries(STATUS_FORM_VALUES).map(([form, value]) => [form, read(status, value) || null])) as PluralForms
  const filterOf = (button: HTMLElement) => read(button, "filter")
  const pressed = filters.find((filter) => filter.getAttribute("aria-pressed") === "true")
  let category = pressed ? filterOf(pressed) : ALL_CATEGORIES
  const showsAll = read(context.root, "showsAll")
  let expanded = showsAll || toggle.getAttribute("aria-expanded") === "true"

  const shownCards = () => cards.filter((card) => !card.element.hidden).map((card) => card.element)
  const render = () => {
    const motion = loadedMotion()
    const before = motion && motion.positions(shownCards())
    const state = galleryState(cards, category, expanded, !showsAll)
    for (const card of cards) {
      card.element.hidden = !state.isShown(card)
      card.element.style.setProperty(REVEAL_DELAY_PROPERTY, delayStyle(state.revealDelay(card)))
    }
    for (const filter of filters) filter.setAttribute("aria-pressed", String(state.isPressed(filterOf(filter))))
    context.one("grid").hidden = state.gridHidden
    context.one("empty").hidden = state.emptyHidden
    context.one("noneFeatured").hidden = state.noneFeaturedHidden
    context.one("toggleRow").hidden = state.toggleHidden
    toggle.setAttribute("aria-expanded", String(state.expanded))
    toggle.textContent = read(toggle, state.toggleLabel === "expanded" ? "labelExpanded" : "labelCollapsed")
    status.textContent = countText(statusForms, state.shownCount, status.closest("[lang]")?.getAttribute("lang") ?? "")
    if (before) motion.glide(before, shownCards())
  }

  // Choosing a filter goes back to the featured-only view (where there is one).
  const choose = (next: string) => {
    category = next
    expanded = showsAll
    render()
  }

  context.enableControls()
  return cleanupAll([
    // The cards' motion loads when the pointer or the focus comes to the gallery's controls.
    listen(context.root, "pointerover", loadMotion),
    listen(context.root, "focusin", loadMotion),
    filters.map((filter) => listen(filter, "click", () => choose(filterOf(filter)))),
    listen(context.one("reset"), "click", () => choose(ALL_CATEGORIES)),
    listen(toggle, "click", () => {
      expanded = !expanded
      render()
    }),
  ])
})
