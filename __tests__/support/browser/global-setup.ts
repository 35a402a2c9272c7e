/**
 * Starts the static server on the sample's build once for the whole browser suite (the
 * template's browser tests expect the sample content, never the owner's); the tests find it
 * through E2E_BASE_URL. `npm test` builds it (`npm run build:variants`) before this runs. When
 * E2E_BASE_URL is already set (npm run test:hosts points it at `netlify serve` of a copy with
 * the sample content), the tests use that server.
 */
import { startStaticServer, type StaticServer } from "../../../tools/static-server"
import { samplePublicDir } from "./browser"

declare global {
  // eslint-disable-next-line no-var
  var __E2E_SERVER__: StaticServer | undefined
}

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return
  const server = await startStaticServer(samplePublicDir())
  globalThis.__E2E_SERVER__ = server
  process.env.E2E_BASE_URL = server.url
}
