/** Debian's Chromium, the browser visitors use, as the benchmark starts it on these machines. */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium"

/**
 * The browser the tests drive: Debian's chromium-headless-shell, the same Blink and V8 as
 * Chromium without a browser window around the page (Playwright's own default for headless
 * tests). Chromium's headless mode still lays out and paints a tab strip and a toolbar for every
 * page a test opens, a third of what a test's visit of the home page costs in CPU
 * (docs/developing.md, "CI and its measured time").
 */
export const TEST_CHROME_PATH = process.env.TEST_CHROME_PATH ?? "/usr/bin/chromium-headless-shell"

/** Flags that work here: no sandbox as root, no calls home on a closed network. */
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]
