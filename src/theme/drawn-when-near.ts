import { ALL_LISTS_DRAWN_ATTRIBUTE } from "../lib/scroll"

/** A rough height of a card list on a phone, which the page counts until it draws the list. */
const UNDRAWN_HEIGHT = "1200px"

/**
 * Room around the list for what its cards paint outside it, which content-visibility's paint
 * containment would clip: a card's hover lift, focus ring and shadow, which falls 40 px below
 * (and the reveal's slide up from 20 px below). On the sides, no more than the page's narrowest
 * margin (16 px), or the list would reach past a phone's screen; the shadow is faint there.
 */
const PAINT_ROOM = { top: 16, sides: 16, bottom: 40 }
const paintRoom = (sign: 1 | -1) => [PAINT_ROOM.top, PAINT_ROOM.sides, PAINT_ROOM.bottom].map((px) => `${sign * px}px`).join(" ")

/**
 * The css of a long list of cards on the home page (the projects' grid, the skills' panel):
 * `content-visibility: auto`, so the browser styles, lays out and paints it only when it comes
 * near the screen, and the first paint and the work before it no longer grow with the content
 * (Lighthouse put most of the home page's main thread in style and layout). It stays in the
 * document, the accessibility tree and find-in-page, and print as before.
 *
 * Only the lists, not their sections: axe (Lighthouse's accessibility audit) finds the background
 * of text in an undrawn part wrongly (dequelabs/axe-core#2768), and reported the selected project
 * filter and a card's button as unreadable when whole sections waited; the cards in these lists
 * wait hidden for their reveal, which axe skips.
 *
 * Until a list is first drawn it counts as {@link UNDRAWN_HEIGHT} tall, from then on as tall as
 * it was (`auto`). A jump to a section below would aim at those estimates, so every list is
 * drawn once a same-page link makes a section :target (styled before the browser scrolls), and
 * when the header island marks the page: an address with a section, a reload, a return.
 */
export const drawnWhenNear = {
  // On screen only: printed, the lists break between pages as they always did.
  "@media screen": {
    [`html:not([${ALL_LISTS_DRAWN_ATTRIBUTE}], :has(:target)) &`]: {
      contentVisibility: "auto",
      containIntrinsicSize: `auto ${UNDRAWN_HEIGHT}`,
      // The room is padding given back by a negative margin: the cards lie where they would.
      padding: paintRoom(1),
      margin: paintRoom(-1),
    },
  },
} as const
