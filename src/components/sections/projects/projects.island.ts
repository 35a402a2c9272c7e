import { ALL_CATEGORIES, galleryPageView, galleryState, homeGalleryView } from "../../../shared/projects"
import { countText, type PluralForms } from "../../../shared/text"
import { delayStyle, REVEAL_DELAY_PROPERTY } from "../../../shared/motion"
import { defineIsland, islandContract } from "../../../islands/contract"
import { cleanupAll, listen } from "../../../islands/dom"
import { loadedMotion, loadMotion } from "../../motion/load-motion"

/** The projects gallery's contract: its cards and rows, the filters and the toggle between the short view and all. */
export const projectsContract = islandContract({
  name: "projects",
  targets: {
    card: "many",
    /** The gallery page's projects beyond its cards, each a compact row. */
    row: "many",
    filter: "many",
    grid: "one",
    /** The gallery page's block of rows: its heading, the toggle and the rows (none on the home page). */
    rows: "many",
    empty: "one",
    noneFeatured: "one",
    reset: "one",
    toggleRow: "one",
    toggle: "one",
    status: "one",
  },
  values: {
    /** On the root: the gallery shows all of its cards and has no toggle (the home page's featured cards beside its link to the gallery page). */
    showsAll: false,
    /** On the root: the gallery page, whose rows show with the toggle in "all" and with any other filter (galleryPageView). */
    rowsBehindToggle: false,
    /** On a card or a row: its project's category, and whether it shows in the short view (on the home page, a featured project; on the gallery page, a card). */
    category: "",
    shortView: false,
    /** On a filter button: the category it shows. */
    filter: ALL_CATEGORIES,
    /** On the toggle: its texts, collapsed (the short view) and expanded. */
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
 * The projects gallery: every card and row it carries is in the HTML (so it reads without
 * JavaScript); the filters and the toggle decide which show, by the same rules as the
 * server-rendered default (galleryState, src/shared/projects.ts). On the home page the toggle
 * shows the projects beyond the featured ones; beside a link to the gallery page (showsAll)
 * there is none. On the gallery page (rowsBehindToggle) it shows the rows beyond the cards in
 * "all", and any other filter shows every project of its category (galleryPageView).
 */
export const projects = defineIsland(projectsContract, (context) => {
  const { read } = context
  // galleryState reads a project's place in the short view as `featured`, which is what it is on the home page.
  const projectOf = (element: HTMLElement) => ({ element, category: read(element, "category"), featured: read(element, "shortView") })
  const cards = context.all("card").map(projectOf)
  const rows = context.all("row").map(projectOf)
  const projects = cards.concat(rows)
  const filters = context.all<HTMLButtonElement>("filter")
  const toggle = context.one<HTMLButtonElement>("toggle")
  const status = context.one("status")
  const statusForms = Object.fromEntries(Object.entries(STATUS_FORM_VALUES).map(([form, value]) => [form, read(status, value) || null])) as PluralForms
  const filterOf = (button: HTMLElement) => read(button, "filter")
  const pressed = filters.find((filter) => filter.getAttribute("aria-pressed") === "true")
  let category = pressed ? filterOf(pressed) : ALL_CATEGORIES
  const showsAll = read(context.root, "showsAll")
  const rowsBehindToggle = read(context.root, "rowsBehindToggle")
  let expanded = showsAll || toggle.getAttribute("aria-expanded") === "true"
  const view = () => (rowsBehindToggle ? galleryPageView(category, expanded) : homeGalleryView(showsAll, expanded))

  // Only the cards glide and fade in: the rows, up to a career's worth, appear as they are.
  const shownCards = () => cards.filter((card) => !card.element.hidden).map((card) => card.element)
  const render = () => {
    const motion = loadedMotion()
    const before = motion && motion.positions(shownCards())
    const { showAll, hasToggle } = view()
    const state = galleryState(projects, category, showAll, hasToggle)
    for (const project of projects) project.element.hidden = !state.isShown(project)
    for (const card of cards) card.element.style.setProperty(REVEAL_DELAY_PROPERTY, delayStyle(state.revealDelay(card)))
    for (const filter of filters) filter.setAttribute("aria-pressed", String(state.isPressed(filterOf(filter))))
    context.one("grid").hidden = state.listHidden(cards)
    for (const block of context.all("rows")) block.hidden = state.noneInCategory(rows)
    context.one("empty").hidden = state.emptyHidden
    context.one("noneFeatured").hidden = state.noneFeaturedHidden
    context.one("toggleRow").hidden = state.toggleHidden
    toggle.setAttribute("aria-expanded", String(state.expanded))
    toggle.textContent = read(toggle, state.toggleLabel === "expanded" ? "labelExpanded" : "labelCollapsed")
    status.textContent = countText(statusForms, state.shownCount, status.closest("[lang]")?.getAttribute("lang") ?? "")
    if (before) motion.glide(before, shownCards())
  }

  // Choosing a filter goes back to the short view (where there is one).
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
