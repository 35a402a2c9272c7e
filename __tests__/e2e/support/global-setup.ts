/**
 * Starts the static server on the built site once for the whole browser suite; the tests find
 * it through E2E_BASE_URL. `npm test` builds the site before this runs. When E2E_BASE_URL is
 * already set (npm run test:hosts points it at `netlify serve`), the tests use that server.
 */
import path from "path"
import { startStaticServer, type StaticServer } from "../../support/static-server"

declare global {
  // eslint-disable-next-line no-var
  var __E2E_SERVER__: StaticServer | undefined
}

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return
  const server = await startStaticServer(path.join(__dirname, "..", "..", "..", "public"))
  globalThis.__E2E_SERVER__ = server
  process.env.E2E_BASE_URL = server.url
}
