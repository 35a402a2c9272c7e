/**
 * "The page has stopped loading": no request of it in flight for 500 ms, as Playwright's own
 * "networkidle" means. Its own can be lost for good when a page's last requests start and end
 * before DOMContentLoaded (microsoft/playwright#42598): a visit then waited its 30 s and failed
 * with every request answered, 3 times in one run of the browser tests. This counts the page's
 * requests itself, from the events Playwright reports for them.
 */
import type { Page, Request } from "playwright-core"

const QUIET_MS = 500
const TIMEOUT_MS = 30_000

export interface NetworkWatch {
  /** Resolves once no request has been in flight for `quietMs` (500 ms by default); fails after 30 s, naming what is still loading. */
  idle(quietMs?: number): Promise<void>
}

/** Starts counting the page's requests: call it before the navigation or click whose loading is to be waited for. */
export function watchNetwork(page: Page): NetworkWatch {
  const inFlight = new Set<Request>()
  let lastChange = Date.now()
  const started = (request: Request) => {
    inFlight.add(request)
    lastChange = Date.now()
  }
  const ended = (request: Request) => {
    inFlight.delete(request)
    lastChange = Date.now()
  }
  page.on("request", started)
  page.on("requestfinished", ended)
  page.on("requestfailed", ended)

  return {
    async idle(quietMs = QUIET_MS) {
      const deadline = Date.now() + TIMEOUT_MS
      for (;;) {
        const quietFor = Date.now() - lastChange
        if (inFlight.size === 0 && quietFor >= quietMs) return
        if (page.isClosed()) throw new Error("The page closed while it was still loading.")
        if (Date.now() > deadline) {
          throw new Error(`The page was still loading after ${TIMEOUT_MS / 1000} s: ${[...inFlight].map((request) => request.url()).join(", ")}`)
        }
        await new Promise((resolve) => setTimeout(resolve, inFlight.size === 0 ? quietMs - quietFor : 50))
      }
    },
  }
}
