/** Pure logic of scroll-driven state: the active nav entry and the progress bar. */

/** A section is active once its top is within this distance of the viewport top. */
export const ACTIVE_SECTION_DISTANCE = 150

/** Same-page jumps stop this far above a section (applied as CSS scroll-margin-top). */
export const SCROLL_OFFSET = 100

/**
 * On <html> while a page opened at a section's address (/#projects) loads: the pages' head
 * script writes it, the header island takes it away once it has put the visitor on the
 * section, and until then the browser's own jump there does not glide (src/theme/system.ts).
 */
export const LANDING_ATTRIBUTE = "data-landing"

/** The head script's part that writes LANDING_ATTRIBUTE (src/headers/head-script.ts): plain ES5, as it runs before anything else. */
export function landingScript(): string {
  return `if(location.hash)document.documentElement.setAttribute("${LANDING_ATTRIBUTE}","")`
}

export interface SectionPosition {
  id: string
  /** getBoundingClientRect().top: distance of the section's top from the viewport top. */
  top: number
}

/**
 * The last section, checked from the bottom up, whose top is within the detection distance
 * of the viewport top; the first id (home) when none is.
 */
export function activeSectionId(sections: readonly SectionPosition[], fallback = sections[0]?.id ?? "home"): string {
  for (let i = sections.length - 1; i >= 0; i -= 1) {
    if (sections[i].top <= ACTIVE_SECTION_DISTANCE) return sections[i].id
  }
  return fallback
}

/** How far down the page the visitor is, 0 to 100. */
export function scrollPercent(scrollTop: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight
  if (scrollable <= 0) return 0
  return Math.min(100, Math.max(0, (scrollTop / scrollable) * 100))
}
