/**
 * The home page's sections, which the owner chooses and orders (data/site.json "sections"):
 * what is left out is on no page, in no navigation, in no print and in neither PDF.
 */

/** Every section, in the order a site without "sections" shows them. */
export const SECTIONS = ["hero", "about", "projects", "skills", "achievements", "contact"] as const
export type SectionName = (typeof SECTIONS)[number]

const isSectionName = (name: string): name is SectionName => (SECTIONS as readonly string[]).includes(name)

/** The sections a site shows, in its order. */
export const sectionsOf = (site: { sections?: readonly string[] | null }): readonly SectionName[] => (site.sections ?? SECTIONS).filter(isSectionName)

/** The anchor a section's navigation entry leads to: the hero's is "home". */
export const anchorOf = (section: SectionName): string => (section === "hero" ? "home" : section)

/** The navigation entries (each naming its section's anchor, as its jsonId) of the sections a site shows, in the sections' order. */
export function navigationFor<E extends { jsonId: string }>(entries: readonly E[], sections: readonly SectionName[]): E[] {
  return sections.flatMap((section) => entries.filter((entry) => entry.jsonId === anchorOf(section)))
}
