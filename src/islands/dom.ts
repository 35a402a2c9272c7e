/** Small DOM helpers shared by the islands. */

/** Every element under root matching the selector, as an array. */
export function all<E extends Element = HTMLElement>(root: ParentNode, selector: string): E[] {
  return Array.from(root.querySelectorAll<E>(selector))
}

/** Adds a listener and returns what removes it. */
export function listen<K extends keyof HTMLElementEventMap | keyof WindowEventMap>(
  target: HTMLElement | Document | Window,
  type: K,
  handler: (event: (HTMLElementEventMap & WindowEventMap)[K]) => void,
  options?: AddEventListenerOptions
): () => void {
  target.addEventListener(type, handler as EventListener, options)
  return () => target.removeEventListener(type, handler as EventListener, options)
}

/** Runs every cleanup function once. */
export function cleanupAll(cleanups: readonly (() => void)[]): () => void {
  return () => cleanups.forEach((cleanup) => cleanup())
}

/**
 * Controls that only work with a script are rendered disabled, so a click before the page's
 * script has started is never silently lost; the island enables them when it is ready.
 */
export function enableControls(root: ParentNode): void {
  for (const control of all<HTMLButtonElement>(root, "button[data-until-ready]")) {
    control.disabled = false
    control.removeAttribute("data-until-ready")
  }
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
}

/** Runs after the browser has painted what the current task changed. */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0))
}
