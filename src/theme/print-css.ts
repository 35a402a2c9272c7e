/**
 * How the pages print: black on white, on A4 or Letter, without their controls; the home page
 * as a CV, the gallery page as the CV's rows of projects, /downloads with each package's
 * address written out in place of its QR code. The page's own markup is printed as it is,
 * styled by these rules alone; no script runs for it.
 *
 * - Gone: the header and its menu, the footer, buttons, filters and tabs (script-only, hidden
 *   by the without-script rules, which also show every project and every skill category),
 *   the form, toasts, tooltips, the spotlight, QR codes, decorative shapes and icons.
 * - Written out: each external link's address after its text (a project's Code and Live Demo,
 *   the map), the social links as "GitHub: https://…" (their icons go), e-mail and phone as
 *   the text they already are.
 * - Shown: the job title and every technology of a project (print-only markup,
 *   `hidden` and printAs("show")), each skill's level as "95%" with a thin bar, content a CSS
 *   animation holds transparent (the reveal hides only on screen: src/components/motion/Reveal.tsx).
 * - Kept whole: a card, an experience entry, a skill row is never cut by a page break; a
 *   heading stays with what follows it.
 *
 * The rules name elements by landmark, role or element, or by the markers the markup carries
 * (printAs, ./print-markers.ts); never by test ids, the design system's class names or DOM
 * depth.
 *
 * The rules are !important in a cascade layer that gatsby-ssr places before Chakra's (after
 * the without-script layer): an !important declaration of an earlier layer beats Chakra's
 * layered and unlayered (style prop) declarations, and the reset's `[hidden]` rule.
 */
import { printed } from "./print-markers"
import { ENTRY_ANIMATION_SELECTOR } from "./without-script"

export const PRINT_LAYER = "print"

const p = printed

/** Every page: black on white, no controls, links written out. */
const pageRules = [
  "@page{margin:14mm 13mm 15mm}",

  // Black on white, flat: no backgrounds (images stay), shadows, blur or motion.
  "html{font-size:12px!important;color-scheme:light!important}",
  "html,body{background:#fff!important}",
  "*,*::before,*::after{color:#000!important;background:transparent!important;box-shadow:none!important;text-shadow:none!important;backdrop-filter:none!important;border-color:#c8c8c8!important;animation:none!important;transition:none!important}",
  `${ENTRY_ANIMATION_SELECTOR}{opacity:1!important;transform:none!important}`,

  // The interactive UI: controls, and links styled as buttons unless their place writes them out.
  `${p("hide")},${p("button")},[role=tooltip],form,button,input,textarea,select{display:none!important}`,
  `[hidden]${p("show")}{display:block!important}`,
  // Links within the page lead nowhere on paper; nor does a sentence that is only one.
  "p:has(> a[href^='#']){display:none!important}",
  // Decorative shapes (heading bar, timeline dots, badge dots) and icons with their tiles.
  "[aria-hidden=true]:empty,svg[aria-hidden=true],div:has(> svg[aria-hidden=true]:only-child){display:none!important}",

  // The page is one column of sections, each starting where the last ends.
  "main{padding-top:0!important;min-height:0!important}",
  "main section{padding-block:0!important;margin-bottom:2.5rem!important;min-height:0!important;overflow:visible!important}",
  "main section>div{padding-inline:0!important;padding-block:0!important;max-width:none!important}",
  `${p("section-heading")}{break-after:avoid;margin-bottom:1.5rem!important}`,
  // The heading's bar and the timeline's dots are decoration, as the icons are.
  `${p("section-heading")}>::after,${p("timeline")}>li::before{display:none!important}`,
  "h1,h2,h3,h4{break-after:avoid}",

  // External links name their address.
  "a{text-decoration:none!important;overflow-wrap:anywhere!important;white-space:normal!important}",
  `main a[href^='http']:not(${p("button")})::after{content:' (' attr(href) ')'}`,
  // A heading that links to a page of its own (a project card's title) is a heading on paper.
  "main :is(h1,h2,h3) a{display:contents!important}",
  // A project's Code and Live Demo, on the home page's cards and on its own page: "Code: https://…".
  `${p("project-links")}{display:block!important;padding-top:0!important}`,
  `${p("project-links")} ${p("button")}{display:block!important;height:auto!important;min-width:0!important;padding:0!important;border:0!important;font-weight:400!important;text-align:start!important}`,
  `${p("project-links")} ${p("button")}::after{content:': ' attr(href)}`,

  // Lists: an entry is never cut by a page break.
  "main ol>li,main ul>li{break-inside:avoid}",

  // The gallery's cards, on the home page and the gallery page: each as a row with a thumbnail,
  // full description, all technologies, links (a card a page wide held one a sheet). The
  // gallery page's own rows beyond its cards print as they are, links written out alike.
  `${p("projects")}{display:block!important}`,
  `${p("project")}{break-inside:avoid;margin-bottom:1.25rem!important}`,
  `${p("project")} article{display:grid!important;grid-template-columns:11rem 1fr!important;gap:1.25rem!important;border-width:0 0 1px!important;border-radius:0!important;padding-bottom:1.25rem!important;height:auto!important}`,
  `${p("project-image")}{aspect-ratio:auto!important;overflow:visible!important;border-radius:.25rem}`,
  `${p("project-image")}>:first-child{display:block;aspect-ratio:16/10;height:auto!important}`,
  `${p("project-image")}::after{display:none!important}`,
  `${p("project-badges")}{position:static!important;justify-content:flex-start!important;padding-top:.5rem!important}`,
  `${p("project-body")}{padding:0!important;gap:.4rem!important}`,
  `${p("project")} ${p("tag")}{border:1px solid #c8c8c8!important;padding-inline:.35rem!important}`,
  `${p("project-description")}{display:block!important;-webkit-line-clamp:none!important;overflow:visible!important}`,
  `${p("project")} ul{padding-top:0!important}`,
]

/** The home page, printed as a CV: every section laid out for paper. */
const cvRules = [
  // Hero: the name (as one word, not letters), job title, tagline and links.
  "#home{display:block!important;margin-bottom:2rem!important}",
  "#home-heading{font-size:2.75rem!important}",
  `h1 [aria-hidden=true]:has(${ENTRY_ANIMATION_SELECTOR}){display:none!important}`,
  `h1 span:has(+ [aria-hidden=true] ${ENTRY_ANIMATION_SELECTOR}){position:static!important;width:auto!important;height:auto!important;margin:0!important;overflow:visible!important;clip:auto!important;white-space:normal!important}`,
  `#home ${p("show")}{font-size:1.5rem!important;font-weight:600!important}`,

  // Social links as text: the label, then the address (e-mail is written out elsewhere).
  `${p("social-links")}{display:flex!important;flex-wrap:wrap!important;justify-content:center!important;gap:.25rem 1.5rem!important}`,
  `${p("social-links")} a{display:inline!important;width:auto!important;height:auto!important;min-width:0!important;padding:0!important;border:0!important;font-size:1rem!important}`,
  `${p("social-links")} a::after{content:attr(aria-label) ': ' attr(href)}`,
  `${p("social-links")} li:has(a[href^='mailto:']){display:none!important}`,

  // About and contact: facts as compact lines.
  `${p("info-cards")}{grid-template-columns:repeat(3,minmax(0,1fr))!important}`,
  "#contact ul{display:grid!important;grid-template-columns:repeat(2,minmax(0,1fr))!important;gap:.75rem!important}",

  // Skills: every category under its heading (the without-script rules show them, the skills
  // section lays them out category by category), three columns of "Name  95%" rows with a thin
  // black bar.
  "[role=tabpanel]{display:grid!important;grid-template-columns:repeat(3,minmax(0,1fr))!important;gap:.5rem 1.75rem!important;margin-bottom:1.5rem!important;break-inside:auto}",
  "[role=tabpanel]>h3{margin:1rem 0 .5rem!important}",
  "[role=tabpanel]>h3:first-child{margin-top:0!important}",
  `${p("skill")}{display:grid!important;grid-template-columns:1fr auto!important;align-items:baseline!important;gap:.15rem .5rem!important;padding:0!important;border:0!important;border-radius:0!important}`,
  `${p("skill")}>*{grid-column:auto!important;margin:0!important}`,
  // The bar gives way to its parts: its level beside the name, its track and fill under both.
  "[role=progressbar]{display:contents!important}",
  "[role=progressbar]::before,[role=progressbar]::after{height:3px!important;print-color-adjust:exact;-webkit-print-color-adjust:exact}",
  "[role=progressbar]::before{background:#ddd!important}",
  "[role=progressbar]::after{background:#000!important}",
]

const printLayer = (rules: readonly string[]) => `@layer ${PRINT_LAYER}{@media print{${rules.join("")}}}`

/** The print rules of every page, as gatsby-ssr puts them in its <head>. */
export const PRINT_CSS = printLayer(pageRules)

/** The home page's own, after PRINT_CSS: it prints as a CV. */
export const CV_PRINT_CSS = printLayer(cvRules)
