import { activeSectionId, scrollPercent } from "../../shared/scroll"
import { LANDING_ATTRIBUTE } from "../../shared/landing"
import { defineIsland, islandContract, type Cleanup, type ContextOf } from "../../islands/contract"
import { cleanupAll, copyOfTemplate, listen } from "../../islands/dom"
import { startIslands } from "../../islands/start"
import { themeSwitch } from "./theme-switch.island"

/**
 * The fixed header's contract: its navigation entries, the progress bar and the phone menu. A
 * built page carries the phone menu in a <template> (menuMarkup) until it is first opened: it has
 * no menu until then.
 */
export const headerContract = islandContract({
  name: "header",
  targets: { navLink: "many", progress: "one", progressFill: "one", menuToggle: "one", menuMarkup: "one", menu: "many" },
  values: {
    /** On the root, true on the home page: the entries lead to its sections, which it follows. */
    followSections: false,
    /** On an entry: the id of the section it leads to. */
    section: "",
    /** On the menu toggle: its name, closed and open. */
    labelOpen: "",
    labelClose: "",
  },
})

type HeaderContext = ContextOf<typeof headerContract>

/**
 * The fixed header: a visit to a section's address lands on it at once, the active
 * navigation entry and the progress bar follow the scroll (measured once per animation
 * frame, from the first scroll on), and the phone menu opens and closes.
 */
export const header = defineIsland(headerContract, (context) => {
  // From here on, same-page links glide (src/shared/landing.ts); first, so that nothing below
  // can keep them from it.
  document.documentElement.removeAttribute(LANDING_ATTRIBUTE)
  context.enableControls()
  const followsSections = context.read(context.root, "followSections")
  if (followsSections) landOnAddressedSection()
  const scroll = followScroll(context, followsSections)
  return cleanupAll([scroll.stop, phoneMenu(context, scroll.markEntries)])
})

/**
 * A visitor who opens /#projects (a shared link, the back button) is put on the section at
 * once. Left to the browser, the page's `scroll-behavior: smooth` (meant for clicks on
 * same-page links) made the arrival a glide from the top, often after the load event, that
 * lasted most of a second, with every control sliding under the pointer. The section's
 * scroll-margin-top still stops it 100 px below the top; the browser's own jump at load then
 * has nowhere to go, and one made before cannot glide (src/shared/landing.ts).
 */
export function landOnAddressedSection(): void {
  let id = window.location.hash.slice(1)
  try {
    id = decodeURIComponent(id)
  } catch {
    // A malformed escape: the id as written.
  }
  const section = id ? document.getElementById(id) : null
  section?.scrollIntoView({ behavior: "instant", block: "start" })
}

/** What follows the scroll: its stop, and what marks the active entry among entries just added (the phone menu's). */
interface ScrollFollower {
  stop: Cleanup
  markEntries: () => void
}

function followScroll(context: HeaderContext, followsSections: boolean): ScrollFollower {
  const sectionOf = (link: HTMLElement) => context.read(link, "section")
  // On other pages the entries lead back home: nothing to follow.
  const sectionIds = followsSections ? Array.from(new Set(context.all("navLink").map(sectionOf))) : []
  const progressBar = context.one("progress")
  const progressFill = context.one("progressFill")
  let frame = 0
  let shown = { activeId: "", progress: -1 }

  const measure = () => {
    frame = 0
    // The sections are the page's, outside the header: the one place an island reads beyond its root.
    const sections = sectionIds.flatMap((id) => {
      const element = document.getElementById(id)
      return element ? [{ id, top: element.getBoundingClientRect().top }] : []
    })
    const activeId = sectionIds.length ? activeSectionId(sections, sectionIds[0]) : ""
    const { scrollHeight } = document.documentElement
    const progress = Math.round(scrollPercent(window.scrollY, scrollHeight, window.innerHeight))
    if (activeId !== shown.activeId) {
      for (const link of context.all("navLink")) {
        if (sectionOf(link) === activeId) link.setAttribute("aria-current", "location")
        else link.removeAttribute("aria-current")
      }
    }
    if (progress !== shown.progress) {
      progressBar.setAttribute("aria-valuenow", String(progress))
      progressFill.style.transform = `scaleX(${progress / 100})`
    }
    shown = { activeId, progress }
  }
  const schedule = () => {
    if (!frame) frame = window.requestAnimationFrame(measure)
  }
  // Nothing is measured or followed until the first scroll: the HTML marks the first entry and an
  // empty bar, right for a page at its top however tall it is or grows, and a page that starts
  // elsewhere (an address with a section, scroll restored) fires a scroll event. Read at
  // start-up, the positions forced a layout of the whole page before its first paint; and a
  // listener called in the first frames (a resize, the observer's first report) ties the first
  // paint to this script. From the first scroll on, the bar also follows the window's size and
  // the page's height, which changes without a scroll (a filter shows more projects, the
  // projects' "View all" opens).
  const pageHeight = new ResizeObserver(schedule)
  let followingSize = false
  const onScroll = () => {
    if (!followingSize) {
      followingSize = true
      pageHeight.observe(document.documentElement)
      window.addEventListener("resize", schedule)
    }
    schedule()
  }
  return {
    stop: cleanupAll([
      listen(window, "scroll", onScroll, { passive: true }),
      () => {
        pageHeight.disconnect()
        window.removeEventListener("resize", schedule)
        if (frame) window.cancelAnimationFrame(frame)
      },
    ]),
    // The added entries carry the HTML's mark, right for a page at its top: measured again, every
    // entry is marked for where the page is now.
    markEntries: () => {
      if (!followsSections) return
      shown = { activeId: "", progress: shown.progress }
      schedule()
    },
  }
}

/**
 * The phone menu opens and closes. Its markup is put in the page when it is first opened, its
 * theme switch started with it.
 */
function phoneMenu(context: HeaderContext, onEntriesAdded: () => void): () => void {
  const toggle = context.one<HTMLButtonElement>("menuToggle")
  const cleanups: Cleanup[] = []
  let menu: HTMLElement | undefined
  // What any menu needs, whether React rendered it (develop, tests) or the template's copy was just put in the page.
  const adopt = (element: HTMLElement) => {
    menu = element
    cleanups.push(listen(element, "click", closeOnChoice))
    toggle.setAttribute("aria-controls", element.id)
    return element
  }
  const addMenu = () => {
    const markup = context.one<HTMLTemplateElement>("menuMarkup")
    markup.after(copyOfTemplate(markup))
    const added = adopt(context.all("menu")[0])
    cleanups.push(startIslands(added, MENU_ISLANDS))
    onEntriesAdded()
    return added
  }
  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open))
    toggle.setAttribute("aria-label", context.read(toggle, open ? "labelClose" : "labelOpen"))
    const shown = menu ?? addMenu()
    shown.hidden = !open
  }
  // Choosing an entry (or the resume link) closes the menu.
  const closeOnChoice = (event: MouseEvent) => {
    if ((event.target as Element).closest("a")) setOpen(false)
  }
  const rendered = context.all("menu")[0]
  if (rendered) adopt(rendered)
  return cleanupAll([listen(toggle, "click", () => setOpen(toggle.getAttribute("aria-expanded") !== "true")), () => cleanupAll(cleanups)()])
}

/** The islands inside the phone menu's markup, started when it is put in the page. */
const MENU_ISLANDS = new Map([[themeSwitch.name, themeSwitch]])
