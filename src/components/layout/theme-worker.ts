/**
 * The theme worker: a service worker registered only once a visitor chooses light or dark
 * (src/components/layout/theme-switch.island.ts), and unregistered when they go back to the system's setting.
 * It writes the choice into each page's <html> as the page arrives, so the first paint is
 * already in the chosen theme: the Content-Security-Policy allows no inline script, and a
 * script in <head> would block every visitor's first paint for the few who chose. Built by
 * gatsby-node as /theme-worker.js (src/build-time/bundles/islands-entry.ts).
 */
import { THEME_CACHE, THEME_CACHE_KEY, parseThemeChoice, themedPageResponse, type ThemeChoice } from "../../shared/theme-choice"

// The few parts of the service worker scope used here (the project's types are the DOM's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  request: Request
  respondWith(response: Promise<Response>): void
}
interface ServiceWorkerScope {
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void
  skipWaiting(): Promise<void>
  clients: { claim(): Promise<void> }
}
// The worker's global as the few parts of it used here: the project's types are the DOM's, whose `self` is a window.
declare const self: ServiceWorkerScope
const worker = self

async function storedChoice(): Promise<ThemeChoice> {
  const stored = await caches.match(THEME_CACHE_KEY, { cacheName: THEME_CACHE })
  return parseThemeChoice(stored ? await stored.text() : undefined)
}

// A new choice takes effect on the next page the visitor opens, without waiting for tabs to close.
worker.addEventListener("install", (event) => event.waitUntil(worker.skipWaiting()))
worker.addEventListener("activate", (event) => event.waitUntil(worker.clients.claim()))

worker.addEventListener("fetch", (event) => {
  const { request } = event
  if (request.mode !== "navigate" || request.method !== "GET") return
  event.respondWith(
    Promise.all([fetch(request), storedChoice().catch((): ThemeChoice => "system")]).then(([response, choice]) =>
      themedPageResponse(response, choice)
    )
  )
})
