/** Pure logic of the projects gallery: which cards show and when the toggle appears. */

export const ALL_CATEGORIES = "all"

/** Cards beyond this count make the toggle worth showing even when nothing is hidden. */
export const TOGGLE_MIN_VISIBLE = 3

export interface FilterableProject {
  category: string
  /** Whether it shows in the short view, before the toggle: on the home page, a featured project. */
  featured: boolean
}

export interface ProjectsView<P extends FilterableProject> {
  /** The projects to show, in data order. */
  visible: P[]
  /** Projects of the chosen category that the short view hides. */
  hiddenCount: number
  /**
   * Whether the toggle ("View All Projects" / "Show Featured Projects" on the home page) is
   * rendered: the category has projects the short view hides, or more than three cards show.
   */
  showToggle: boolean
}

/** Whether a project shows in the gallery's short view: on the home page, a featured one. */
const isFeatured = (project: FilterableProject) => project.featured

export function selectProjects<P extends FilterableProject>(
  projects: readonly P[],
  category: string,
  showAll: boolean,
  inShortView: (project: P) => boolean = isFeatured
): ProjectsView<P> {
  const inCategory = category === ALL_CATEGORIES ? projects.slice() : projects.filter((p) => p.category === category)
  const visible = showAll ? inCategory : inCategory.filter(inShortView)
  const hiddenCount = inCategory.length - visible.length
  // Judged on the category, not on the current view: once expanded, the toggle must stay
  // so the visitor can collapse again (it would vanish from Mobile and Backend otherwise).
  const hideable = inCategory.some((p) => !inShortView(p))
  return {
    visible,
    hiddenCount,
    showToggle: hideable || visible.length > TOGGLE_MIN_VISIBLE,
  }
}

export const MAX_VISIBLE_TECHNOLOGIES = 3

/** The first tags shown on a card and how many more there are ("+N"). */
export function splitTechnologies(technologies: readonly string[], max = MAX_VISIBLE_TECHNOLOGIES) {
  return { shown: technologies.slice(0, max), moreCount: Math.max(0, technologies.length - max) }
}

/** Seconds between project cards as they appear. */
export const PROJECT_CARD_STAGGER_S = 0.1

/** A card's reveal delay by its place among the shown cards: staggered along each row of three. */
export const cardRevealDelay = (position: number) => (Math.max(position, 0) % 3) * PROJECT_CARD_STAGGER_S

/**
 * Everything the gallery shows for a category and the toggle's state: the server-rendered
 * default (Projects.tsx) and every view the projects island renders come from here, so the two
 * cannot disagree.
 */
export function galleryState<P extends FilterableProject>(projects: readonly P[], category: string, showAll: boolean, hasToggle = true, inShortView: (project: P) => boolean = isFeatured) {
  const view = selectProjects(projects, category, showAll, inShortView)
  // A gallery that shows all of its cards (the home page's featured ones beside the gallery page's link, a category of the gallery page) has no toggle.
  view.showToggle &&= hasToggle
  // Object.assign, not a spread: the islands bundle would carry Babel's object-spread helper.
  return Object.assign(view, {
    category,
    expanded: showAll,
    isShown: (project: P) => view.visible.includes(project),
    revealDelay: (project: P) => cardRevealDelay(view.visible.indexOf(project)),
    isPressed: (filter: string) => filter === category,
    /** Whether none of these projects (the gallery's cards) shows: their list is hidden. */
    listHidden: (list: readonly P[]) => !list.some((project) => view.visible.includes(project)),
    /** Whether none of these projects (the gallery page's rows) is in the chosen category, shown or behind the toggle: their block is hidden. */
    noneInCategory: (list: readonly P[]) => !list.some((project) => category === ALL_CATEGORIES || project.category === category),
    emptyHidden: view.visible.length > 0,
    noneFeaturedHidden: view.hiddenCount === 0,
    toggleHidden: !view.showToggle,
    /** Which of the toggle's two labels it shows. */
    toggleLabel: showAll ? ("expanded" as const) : ("collapsed" as const),
    /** How many cards show, which a screen reader hears (data/site.json labels.showingProjects). */
    shownCount: view.visible.length,
  })
}

/**
 * The filters worth a button: "All" and each category that has a project. A filter with
 * nothing in it could only ever show "No projects found", so an owner whose projects leave a
 * category out gets no button for it (and one appears with the first such project).
 */
export function filtersWithProjects<F extends { category: string }>(filters: readonly F[], projects: readonly FilterableProject[]): F[] {
  return filters.filter((filter) => filter.category === ALL_CATEGORIES || projects.some((project) => project.category === filter.category))
}

/** A category's name for visitors: its filter's label, else the category itself in capitals. */
export const categoryLabel = (filters: readonly { category: string; label: string }[], category: string): string =>
  filters.find((filter) => filter.category === category)?.label ?? category.toUpperCase()

/**
 * The gallery page's title: the label of the filter that shows every project ("All Projects"),
 * which every language already words; the section's own title speaks of the featured ones.
 */
export const galleryPageTitle = (filters: readonly { category: string; label: string }[]): string => categoryLabel(filters, ALL_CATEGORIES)

/**
 * The most project cards a page carries. Up to this many, `/` holds every project (the
 * featured ones shown, the rest behind the toggle, as the spec has it). Beyond, `/` holds only
 * the featured ones (at most this many) and links to the gallery page, which holds them all:
 * this many as cards, the rest as compact rows. A page then weighs about the same with 13
 * projects as with 100 (docs/design-decisions.md, "The home page does not grow with the projects").
 */
export const PROJECT_CARDS_MAX = 12

/** Whether these projects are too many for the home page alone: they then get the gallery page. */
export const hasGalleryPage = (projects: readonly unknown[]): boolean => projects.length > PROJECT_CARDS_MAX

/**
 * The projects the home page carries: all of them up to PROJECT_CARDS_MAX; beyond, the featured
 * ones (the first projects when the owner features none), at most PROJECT_CARDS_MAX.
 */
export function homeGalleryProjects<P extends FilterableProject>(projects: readonly P[]): readonly P[] {
  if (!hasGalleryPage(projects)) return projects
  const featured = projects.filter((project) => project.featured)
  return (featured.length > 0 ? featured : projects).slice(0, PROJECT_CARDS_MAX)
}

/**
 * The home page's view: the featured projects, the rest behind the toggle (the spec's gallery);
 * beside the link to the gallery page, the featured ones all shown, with no toggle.
 */
export const homeGalleryView = (linksToPage: boolean, expanded: boolean) => ({ showAll: linksToPage || expanded, hasToggle: !linksToPage })

/**
 * The gallery page's view of a category. In "all": the cards, and the rows behind the toggle,
 * so the page's first load styles and lays out no more than the home page's gallery. A
 * category shows every project it has, cards and rows, with no toggle: one category is short.
 */
export const galleryPageView = (category: string, expanded: boolean) => ({ showAll: expanded || category !== ALL_CATEGORIES, hasToggle: category === ALL_CATEGORIES })

/** The gallery page's projects, in data order: the first PROJECT_CARDS_MAX as cards, the rest as compact rows. */
export function galleryPageParts<P>(projects: readonly P[]): { cards: readonly P[]; rows: readonly P[] } {
  return { cards: projects.slice(0, PROJECT_CARDS_MAX), rows: projects.slice(PROJECT_CARDS_MAX) }
}
