/**
 * Browser APIs jsdom lacks and the components use: IntersectionObserver (controllable, so a
 * test can scroll an element into view), ResizeObserver, matchMedia, scrollTo and
 * Element.scrollIntoView. Imported by render.tsx, so every component test gets them.
 */
import { installDomPolyfills } from "./dom-polyfills"

interface ObserverRecord {
  callback: IntersectionObserverCallback
  observer: IntersectionObserver
  threshold: number
  /** Whether each observed element is currently past the threshold. */
  targets: Map<Element, boolean>
}

const observers = new Set<ObserverRecord>()

class TestIntersectionObserver implements IntersectionObserver {
  readonly root: Element | Document | null
  readonly rootMargin: string
  readonly thresholds: readonly number[]
  private record: ObserverRecord

  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.root = options.root ?? null
    this.rootMargin = options.rootMargin ?? "0px"
    const threshold = options.threshold ?? 0
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold as number]
    this.record = { callback, observer: this, threshold: this.thresholds[0], targets: new Map() }
    observers.add(this.record)
  }

  /**
   * Like a browser, reports the element's place at once (a browser does at its next frame):
   * intersecting when its box overlaps the viewport. jsdom lays nothing out, so an element has
   * no box unless a test gives it one (getBoundingClientRect).
   */
  observe(target: Element) {
    const rect = target.getBoundingClientRect()
    const hasBox = rect.width > 0 || rect.height > 0
    const overlaps = hasBox && rect.bottom > 0 && rect.top < window.innerHeight
    const ratio = overlaps ? Math.min(1, (Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0)) / rect.height) : 0
    this.record.targets.set(target, overlaps && ratio >= this.record.threshold)
    this.record.callback([intersectionEntry(target, overlaps, ratio)], this)
  }

  unobserve(target: Element) {
    this.record.targets.delete(target)
  }

  disconnect() {
    this.record.targets.clear()
    observers.delete(this.record)
  }

  takeRecords(): IntersectionObserverEntry[] {
    return []
  }
}

function intersectionEntry(target: Element, isIntersecting: boolean, intersectionRatio: number): IntersectionObserverEntry {
  const rect = target.getBoundingClientRect()
  return { target, isIntersecting, intersectionRatio, boundingClientRect: rect, intersectionRect: rect, rootBounds: null, time: performance.now() } as IntersectionObserverEntry
}

/**
 * Tells every observer watching `element` that `ratio` (0 to 1) of it is now in the
 * viewport. Like a browser, an observer hears only when its threshold is crossed.
 */
export function setVisibleRatio(element: Element, ratio: number): void {
  for (const record of Array.from(observers)) {
    if (!record.targets.has(element)) continue
    const intersecting = ratio > 0 && ratio >= record.threshold
    if (record.targets.get(element) === intersecting) continue
    record.targets.set(element, intersecting)
    record.callback([intersectionEntry(element, intersecting, ratio)], record.observer)
  }
}

/** The thresholds of the observers currently watching `element`. */
export function observedThresholds(element: Element): number[] {
  return Array.from(observers)
    .filter((record) => record.targets.has(element))
    .map((record) => record.threshold)
}

Object.defineProperty(window, "IntersectionObserver", { value: TestIntersectionObserver, writable: true, configurable: true })
installDomPolyfills()
