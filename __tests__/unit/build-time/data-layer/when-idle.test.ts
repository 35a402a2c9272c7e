/** @jest-environment node */
/** Work a save sets off in `gatsby develop` waits until Gatsby's own work after the save is done. */
import { whenIdle } from "../../../../src/build-time/data-layer/when-idle"

/** Keeps the event loop about 90 % busy for `ms`, as Gatsby running queries does. */
function keepBusy(ms: number): Promise<void> {
  const end = Date.now() + ms
  return new Promise((resolve) => {
    const spin = () => {
      const until = Date.now() + 9
      while (Date.now() < until && Date.now() < end);
      if (Date.now() < end) setTimeout(spin, 1)
      else resolve()
    }
    spin()
  })
}

test("resolves soon on an idle process", async () => {
  const started = Date.now()
  await whenIdle()
  expect(Date.now() - started).toBeLessThan(2_000)
})

test("waits while the process is busy, and resolves after", async () => {
  let idleAt = 0
  const waiting = whenIdle().then(() => (idleAt = Date.now()))
  await keepBusy(2_000)
  const busyEnded = Date.now()
  await waiting
  expect(idleAt).toBeGreaterThanOrEqual(busyEnded)
})
