import type { Cleanup } from "./contract"

/** Small DOM helpers shared by the islands. */

type EventMap = HTMLElementEventMap & WindowEventMap

/** Adds a listener and returns what removes it. */
export function listen<K extends keyof EventMap>(
  target: EventTarget,
  type: K,
  handler: (event: EventMap[K]) => void,
  options?: AddEventListenerOptions
): () => void
/** An event of the site's own (a CustomEvent). */
export function listen(target: EventTarget, type: string, handler: (event: Event) => void, options?: AddEventListenerOptions): () => void
export function listen(target: EventTarget, type: string, handler: (event: Event) => void, options?: AddEventListenerOptions): () => void {
  target.addEventListener(type, handler, options)
  return () => target.removeEventListener(type, handler, options)
}

/**
 * One cleanup for many, given one by one or in lists. (Lists rather than spreads: spreading an
 * array costs the islands bundle Babel's iterator helper, a tenth of its size.)
 */
export function cleanupAll(cleanups: readonly (Cleanup | readonly Cleanup[])[]): Cleanup {
  return () => cleanups.flat().forEach((cleanup) => cleanup())
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
}

/**
 * Runs once the document is parsed: at once if it is, else at DOMContentLoaded. The islands
 * script loads async, so on a slow connection it may arrive while the parser is still at work.
 */
export function whenParsed(document: Document, run: () => void): void {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run, { once: true })
  else run()
}

/** Runs after the browser has painted what the current task changed. */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0))
}

/**
 * A copy of a <template>'s markup, to put in the page. Parsed HTML puts a template's children in
 * its content; React in the browser (develop, tests) appends them to the element itself.
 */
export function copyOfTemplate(template: HTMLTemplateElement): DocumentFragment {
  const copy = document.createDocumentFragment()
  const markup = template.content.firstChild ? template.content : template
  markup.childNodes.forEach((node) => copy.append(node.cloneNode(true)))
  return copy
}
