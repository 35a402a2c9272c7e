/** Debian's Chromium, as the browser tests and the benchmark start it on these machines. */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium"

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
