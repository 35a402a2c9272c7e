/** Pure logic of the projects gallery: which cards show and when the toggle appears. */

export const ALL_CATEGORIES = "all"

/** Cards beyond this count make the toggle worth showing even when nothing is hidden. */
export const TOGGLE_MIN_VISIBLE = 3

export interface FilterableProject {
  category: string
  featured: boolean
}

export interface ProjectsView<P extends FilterableProject> {
  /** The cards to render, in data order. */
  visible: P[]
  /** Projects of the chosen category that the featured-only view hides. */
  hiddenCount: number
  /**
   * Whether the "View All Projects" / "Show Featured Projects" toggle is rendered: the
   * category has projects the featured-only view hides, or more than three cards show.
   */
  showToggle: boolean
}

export function selectProjects<P extends FilterableProject>(
  projects: readonly P[],
  category: string,
  showAll: boolean
): ProjectsView<P> {
  const inCategory = category === ALL_CATEGORIES ? projects.slice() : projects.filter((p) => p.category === category)
  const visible = showAll ? inCategory : inCategory.filter((p) => p.featured)
  const hiddenCount = inCategory.length - visible.length
  // Judged on the category, not on the current view: once expanded, the toggle must stay
  // so the visitor can collapse again (it would vanish from Mobile and Backend otherwise).
  const hideable = inCategory.some((p) => !p.featured)
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
export function galleryState<P extends FilterableProject>(projects: readonly P[], category: string, showAll: boolean, hasToggle = true) {
  const view = selectProjects(projects, category, showAll)
  // A gallery that always shows all of its cards (the gallery page, the home page's featured ones beside it) has no toggle.
  view.showToggle &&= hasToggle
  // Object.assign, not a spread: the islands bundle would carry Babel's object-spread helper.
  return Object.assign(view, {
    category,
    expanded: showAll,
    isShown: (project: P) => view.visible.includes(project),
    revealDelay: (project: P) => cardRevealDelay(view.visible.indexOf(project)),
    isPressed: (filter: string) => filter === category,
    gridHidden: view.visible.length === 0,
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
 * The most projects the home page's gallery carries. Up to this many, `/` holds every project
 * (the featured ones shown, the rest behind the toggle, as the spec has it). Beyond, `/` holds
 * only the featured ones (at most this many) and links to the gallery page, which holds them
 * all: the home page then weighs the same with 13 projects as with 100.
 */
export const HOME_GALLERY_MAX = 12

/** Whether these projects are too many for the home page alone: they then get the gallery page. */
export const hasGalleryPage = (projects: readonly unknown[]): boolean => projects.length > HOME_GALLERY_MAX

/**
 * The projects the home page carries: all of them up to HOME_GALLERY_MAX; beyond, the featured
 * ones (the first projects when the owner features none), at most HOME_GALLERY_MAX.
 */
export function homeGalleryProjects<P extends FilterableProject>(projects: readonly P[]): readonly P[] {
  if (!hasGalleryPage(projects)) return projects
  const featured = projects.filter((project) => project.featured)
  return (featured.length > 0 ? featured : projects).slice(0, HOME_GALLERY_MAX)
}
