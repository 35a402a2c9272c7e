/**
 * An island gives server-rendered markup its behaviour: it reads the state it needs from the
 * markup (data attributes, ARIA state), listens to the visitor and updates attributes and
 * text. It never re-renders the markup, so the design system is not needed in the browser.
 * Returns what detaches it again.
 */
export type Island = (root: HTMLElement) => () => void

/**
 * An island that starts all of its elements at once, so that it can read the layout of all
 * of them before it changes any.
 */
export type IslandGroup = (roots: readonly HTMLElement[]) => () => void
