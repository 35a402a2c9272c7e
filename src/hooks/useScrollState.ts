import { useEffect, useState } from "react"
import { activeSectionId, scrollPercent } from "../lib/scroll"

export interface ScrollState {
  activeId: string
  progress: number
}

/**
 * Follows the page scroll once per animation frame: the active section (of the given ids,
 * in page order) and the scroll progress in percent.
 */
export function useScrollState(sectionIds: readonly string[]): ScrollState {
  const [state, setState] = useState<ScrollState>({ activeId: sectionIds[0] ?? "home", progress: 0 })
  const idsKey = sectionIds.join(",")

  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      const root = document.documentElement
      const sections = sectionIds.flatMap((id) => {
        const element = document.getElementById(id)
        return element ? [{ id, top: element.getBoundingClientRect().top }] : []
      })
      const next = {
        activeId: activeSectionId(sections, sectionIds[0]),
        progress: Math.round(scrollPercent(window.scrollY, root.scrollHeight, window.innerHeight)),
      }
      setState((prev) => (prev.activeId === next.activeId && prev.progress === next.progress ? prev : next))
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener("scroll", schedule, { passive: true })
    window.addEventListener("resize", schedule)
    return () => {
      window.removeEventListener("scroll", schedule)
      window.removeEventListener("resize", schedule)
      if (frame) window.cancelAnimationFrame(frame)
    }
    // idsKey stands for sectionIds: a new array with the same ids must not re-subscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idsKey])

  return state
}
