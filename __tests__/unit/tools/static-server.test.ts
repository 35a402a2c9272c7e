/** @jest-environment node */
/** The static server the browser tests and the benches serve built sites with answers a repeat request as the hosts do. */
import fs from "fs"
import os from "os"
import path from "path"
import { startStaticServer, type StaticServer } from "../../../tools/static-server"

let dir: string
let server: StaticServer

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-"))
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Home</title>")
  fs.writeFileSync(path.join(dir, "404.html"), "<!doctype html><title>Not found</title>")
  fs.writeFileSync(path.join(dir, "_headers"), "/*\n  Cache-Control: public, max-age=0, must-revalidate\n")
  server = await startStaticServer(dir)
})

afterEach(async () => {
  await server.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

test("gives every file an ETag, and answers a request naming it with 304 and no body while the file is unchanged", async () => {
  const first = await fetch(`${server.url}/`)
  const etag = first.headers.get("etag")
  expect(first.status).toBe(200)
  expect(etag).toMatch(/^W\/"[0-9a-f]{12}"$/)
  expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate")

  const again = await fetch(`${server.url}/`, { headers: { "If-None-Match": etag! } })
  expect(again.status).toBe(304)
  expect(await again.text()).toBe("")

  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Home, edited</title>")
  const changed = await fetch(`${server.url}/`, { headers: { "If-None-Match": etag! } })
  expect(changed.status).toBe(200)
  expect(changed.headers.get("etag")).not.toBe(etag)
  expect(await changed.text()).toContain("edited")
})

test("never answers a missing page with 304, even when its 404 page is unchanged", async () => {
  const missing = await fetch(`${server.url}/no-such-page`)
  expect(missing.status).toBe(404)
  const etag = missing.headers.get("etag")
  expect(etag).toBeTruthy()
  const again = await fetch(`${server.url}/no-such-page`, { headers: { "If-None-Match": etag! } })
  expect(again.status).toBe(404)
})
