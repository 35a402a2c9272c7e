import { performance } from "perf_hooks"

/**
 * How long a look at the event loop lasts, and how busy it may be to count as quiet. Longer than
 * the half second `gatsby develop` waits for more changes before it rebuilds, so the first look
 * sees the rebuild start.
 */
const WINDOW_MS = 600
/** A process busy for longer (a long image job) gets the work anyway: the owner's check is never lost. */
const MAX_WAIT_MS = 15_000
const QUIET_UTILIZATION = 0.2

/**
 * Resolves once this process's event loop has been mostly idle for a moment, measured by Node's
 * event-loop utilization. In `gatsby develop`, work that can wait (checking the content again,
 * writing the résumé and CV) waits so: it runs on Gatsby's one thread, and started at once it
 * delayed the page's update after a save by seconds at fifty projects.
 */
export async function whenIdle(): Promise<void> {
  const giveUpAt = Date.now() + MAX_WAIT_MS
  let before = performance.eventLoopUtilization()
  while (Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS))
    const now = performance.eventLoopUtilization()
    if (performance.eventLoopUtilization(now, before).utilization < QUIET_UTILIZATION) return
    before = now
  }
}
