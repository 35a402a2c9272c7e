/** Browser APIs jsdom lacks that the site uses: IntersectionObserver, matchMedia, ResizeObserver, scrollTo. */

/** matchMedia as a browser answers it where no media query matches (no reduced motion, no dark scheme). */
export const noMediaMatches = (query: string): MediaQueryList =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList

export function installDomPolyfills(): void {
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
  Object.assign(window, {
    IntersectionObserver: (window as any).IntersectionObserver ?? NoopObserver,
    ResizeObserver: (window as any).ResizeObserver ?? NoopObserver,
  })
  window.matchMedia = noMediaMatches
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo
  Element.prototype.scrollIntoView = jest.fn()
}
