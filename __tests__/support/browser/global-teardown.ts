/** Stops the static server started by global-setup.ts, whatever the tests did. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.__E2E_SERVER__?.close()
  globalThis.__E2E_SERVER__ = undefined
}
