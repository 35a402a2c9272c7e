/**
 * What a page shows where its script cannot run: without JavaScript, and in print. Content
 * that the interactive view hides (the projects beyond the featured ones, the skill
 * categories behind their tabs) is marked showWithoutScript and shows; what needs the script
 * (filters, tabs, toggles, Send: the islands' scriptOnlyControl, and scriptOnly markup such as
 * a live status) goes. The CSS entry animations (entryAnimation: nav entries, the letters of
 * the name) start transparent: without JavaScript, and for those who prefer reduced motion,
 * they show at once.
 *
 * The rules sit in a cascade layer declared before Chakra's (gatsby-ssr puts this style
 * first): an !important rule of the first layer beats the reset's
 * `[hidden] { display: none !important }`.
 */
import { SCRIPT_ONLY_ATTRIBUTE } from "../islands/contract"

export const SHOW_WITHOUT_SCRIPT_ATTRIBUTE = "data-nojs-show"
const ENTRY_ANIMATION_ATTRIBUTE = "data-motion"

/** Props of content the interactive view may hide that shows where the script cannot run. */
export const showWithoutScript = { [SHOW_WITHOUT_SCRIPT_ATTRIBUTE]: "" } as const

/** The same, for content laid out as a grid of its own (a skill card): it shows as one. */
export const showGridWithoutScript = { [SHOW_WITHOUT_SCRIPT_ATTRIBUTE]: "grid" } as const

/**
 * Props of an element whose CSS entry animation starts it transparent, delaySeconds after the
 * page's start (written as short as CSS reads it, 0.1s rather than 0.10s: a page has dozens).
 */
export const entryAnimation = (delaySeconds: number) =>
  ({ [ENTRY_ANIMATION_ATTRIBUTE]: "", style: { animationDelay: `${Number(delaySeconds.toFixed(2))}s` } }) as const

/** The selector of elements animated in by CSS, for rules that must show them at once (print). */
export const ENTRY_ANIMATION_SELECTOR = `[${ENTRY_ANIMATION_ATTRIBUTE}]`

export const WITHOUT_SCRIPT_CSS = [
  "@layer without-script{",
  "@media (scripting:none),print{",
  `[hidden][${SHOW_WITHOUT_SCRIPT_ATTRIBUTE}=""]{display:block!important}`,
  `[hidden][${SHOW_WITHOUT_SCRIPT_ATTRIBUTE}=grid]{display:grid!important}`,
  `[${SCRIPT_ONLY_ATTRIBUTE}]{display:none!important}`,
  "}",
  `@media (scripting:none),(prefers-reduced-motion:reduce){${ENTRY_ANIMATION_SELECTOR}{opacity:1!important;transform:none!important}}`,
  "}",
].join("")
