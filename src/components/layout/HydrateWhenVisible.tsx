import React, { Suspense } from "react"

/** How close to the viewport a section must come before its JavaScript takes over. */
const HYDRATION_MARGIN = "300px"

const visible = new Set<string>()
const waiting = new Map<string, Promise<void>>()

function nearViewport(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: HYDRATION_MARGIN }
    )
    observer.observe(element)
  })
}

/**
 * Suspends while the server-rendered section is still far from the viewport. React 18 then
 * keeps the server HTML of the boundary as it is and hydrates it later; a click or key
 * press inside it hydrates it at once and is replayed.
 */
function Gate({ id, children }: { id: string; children: React.ReactNode }) {
  const serverRendered = typeof document !== "undefined" ? document.getElementById(id) : null
  if (serverRendered && !visible.has(id) && typeof IntersectionObserver !== "undefined") {
    let promise = waiting.get(id)
    if (!promise) {
      promise = nearViewport(serverRendered).then(() => {
        visible.add(id)
      })
      waiting.set(id, promise)
    }
    throw promise
  }
  return <>{children}</>
}

/**
 * Hydrates a below-the-fold section only when the visitor scrolls near it, so the first
 * load does not spend its main thread on sections nobody sees yet. The HTML, and so every
 * word of the section, is there from the start, with or without JavaScript.
 *
 * `id` is the id of the section's root element, as rendered on the server.
 */
export function HydrateWhenVisible({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  )
}
