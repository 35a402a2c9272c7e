/**
 * Each page's first screen painted from the document alone: the CSS of what comes before the
 * end of the first screen (src/shared/first-screen.ts) is inline in the head, and the site's
 * stylesheet is linked in the body right after it (./page-css.ts). A browser paints what comes
 * before the link without waiting for the stylesheet, and shows the rest once it is in
 * (docs/design-decisions.md).
 *
 * Chosen in two steps. First from the page's own CSS blocks: a component's class block (emotion
 * writes one per distinct style, keyed by its class name) styles only that component's
 * elements, so the first screen takes the blocks of the classes its elements carry, leaving out
 * elements hidden until a script shows them and templates' markup (no script runs before the
 * stylesheet is in), and every block that is not a class (reset, tokens, global styles, font
 * faces, without-script rules). Then, of those, only the rules that can style the first screen
 * as the build wrote it (./matching-rules.ts): a state rule (an open menu's, a pressed
 * button's) waits for the stylesheet with the scripts that set the state. The font faces are
 * kept whole, and the print layer's name stands in its rules' place, so that the layers keep
 * their order. Design tokens with one value are written in place (./constant-tokens.ts), and
 * custom properties pruned to what the first screen reads, in both themes.
 */
import { PRINT_LAYER } from "../../theme/print-css"
import { FONT_FACES_BLOCK_KEY, PRINT_BLOCK_KEY, type CssBlock } from "./css-blocks"
import { withConstantTokens } from "./constant-tokens"
import { rulesMatching } from "./matching-rules"
import { usedCss } from "./used-css"

/** The classes a page's elements carry: all of them, and those of what its first screen shows. */
export interface PageClasses {
  onPage: ReadonlySet<string>
  shownFirst: ReadonlySet<string>
}

/** The first-screen CSS of a page whose elements carry these classes and whose first screen's markup is `firstScreenMarkup`. */
export function firstScreenCss(blocks: readonly CssBlock[], { onPage, shownFirst }: PageClasses, firstScreenMarkup: string): string {
  const matching = rulesMatching(firstScreenMarkup)
  const needed = blocks.flatMap(([key, css]): string[] => {
    if (key === PRINT_BLOCK_KEY) return [`@layer ${PRINT_LAYER};`]
    if (key === FONT_FACES_BLOCK_KEY) return [css]
    if (onPage.has(key) && !shownFirst.has(key)) return []
    return [matching(css)]
  })
  return usedCss([["first-screen", withConstantTokens(needed.join("\n"), firstScreenMarkup)]], [firstScreenMarkup])
}
