/** Browser APIs jsdom lacks that the site uses: IntersectionObserver, matchMedia, ResizeObserver, scrollTo. */
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
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
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
  }
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo
  Element.prototype.scrollIntoView = jest.fn()
}
