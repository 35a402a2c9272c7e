/** Pure logic of scroll-driven state: the active nav entry and the progress bar. */

/** A section is active once its top is within this distance of the viewport top. */
export const ACTIVE_SECTION_DISTANCE = 150

/** Same-page jumps stop this far above a section (applied as CSS scroll-margin-top). */
export const SCROLL_OFFSET = 100

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
