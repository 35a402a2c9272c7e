/**
 * Where a page's first screen ends: the last element carrying this attribute ends what a phone
 * or a desktop shows before any scrolling (the hero; a project's title, image, technologies and
 * facts). The build inlines the CSS of everything up to its end into the page and links the
 * site's stylesheet right after it (src/build-time/css/first-screen-css.ts), so the first
 * screen is painted from the document alone. A page without one is all first screen.
 */
export const FIRST_SCREEN_ENDS_ATTRIBUTE = "data-first-screen-ends"

/** Props marking an element as part of the first screen, and all that comes before it. */
export const endsFirstScreen = { [FIRST_SCREEN_ENDS_ATTRIBUTE]: "" } as const
