import { activeSectionId, scrollPercent } from "../lib/scroll"
import { all, cleanupAll, enableControls, listen } from "./dom"
import type { Island } from "./types"

/**
 * The fixed header: a visit to a section's address lands on it at once, the active
 * navigation entry and the progress bar follow the scroll (measured once per animation
 * frame), and the phone menu opens and closes.
 */
export const header: Island = (root) => {
  enableControls(root)
  if (root.dataset.followSections !== undefined) landOnAddressedSection()
  return cleanupAll([followScroll(root), phoneMenu(root)])
}

/**
 * A visitor who opens /#projects (a shared link, the back button) is put on the section at
 * once. Left to the browser, the page's `scroll-behavior: smooth` (meant for clicks on
 * same-page links) made the arrival a glide from the top that began after the load event and
 * lasted most of a second, with every control sliding under the pointer. The section's
 * scroll-margin-top still stops it 100 px below the top; the browser's own jump at load then
 * has nowhere to go.
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

function followScroll(root: HTMLElement): () => void {
  const links = all<HTMLAnchorElement>(root, "a[data-nav-link]")
  // On other pages the entries lead back home: nothing to follow.
  const sectionIds = root.dataset.followSections !== undefined ? [...new Set(links.map((link) => link.dataset.navLink ?? ""))] : []
  const progressBar = root.querySelector<HTMLElement>("[data-scroll-progress]")
  const progressFill = progressBar?.querySelector<HTMLElement>("[data-scroll-progress-fill]")
  let frame = 0
  let shown = { activeId: "", progress: -1 }

  const measure = () => {
    frame = 0
    const sections = sectionIds.flatMap((id) => {
      const element = document.getElementById(id)
      return element ? [{ id, top: element.getBoundingClientRect().top }] : []
    })
    const activeId = sectionIds.length ? activeSectionId(sections, sectionIds[0]) : ""
    const { scrollHeight } = document.documentElement
    const progress = Math.round(scrollPercent(window.scrollY, scrollHeight, window.innerHeight))
    if (activeId !== shown.activeId) {
      for (const link of links) {
        if (link.dataset.navLink === activeId) link.setAttribute("aria-current", "location")
        else link.removeAttribute("aria-current")
      }
    }
    if (progress !== shown.progress && progressBar && progressFill) {
      progressBar.setAttribute("aria-valuenow", String(progress))
      progressFill.style.transform = `scaleX(${progress / 100})`
    }
    shown = { activeId, progress }
  }
  const schedule = () => {
    if (!frame) frame = window.requestAnimationFrame(measure)
  }
  // The first measure waits for the frame too: read at start-up, the positions would force a
  // layout of the whole page inside the islands' start-up task.
  schedule()
  return cleanupAll([
    listen(window, "scroll", schedule, { passive: true }),
    listen(window, "resize", schedule),
    () => {
      if (frame) window.cancelAnimationFrame(frame)
    },
  ])
}

function phoneMenu(root: HTMLElement): () => void {
  const toggle = root.querySelector<HTMLButtonElement>("button[data-menu-toggle]")
  const menu = toggle ? document.getElementById(toggle.getAttribute("aria-controls") ?? "") : null
  if (!toggle || !menu) return () => {}

  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open))
    toggle.setAttribute("aria-label", (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? "")
    menu.hidden = !open
  }
  // Choosing an entry (or the resume link) closes the menu.
  const closeOnChoice = (event: MouseEvent) => {
    if ((event.target as Element).closest("a")) setOpen(false)
  }
  return cleanupAll([
    listen(toggle, "click", () => setOpen(toggle.getAttribute("aria-expanded") !== "true")),
    listen(menu, "click", closeOnChoice),
  ])
}
