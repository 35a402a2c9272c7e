/**
 * What the theme switch tells the theme worker (src/components/layout/theme-worker.ts), which writes the visitor's
 * choice into the next pages before they are parsed: the choice, in the Cache API, and the
 * worker's registration. Back to "system", the worker and its cache go: nothing of the
 * visitor's stays behind that the page does not need.
 */
import { THEME_CACHE, THEME_CACHE_KEY, THEME_WORKER_URL, type ThemeChoice } from "../../shared/theme-choice"

export async function updateWorker(choice: ThemeChoice): Promise<void> {
  if (!("serviceWorker" in navigator) || typeof caches === "undefined") return
  if (choice === "system") {
    await caches.delete(THEME_CACHE)
    const registrations = await navigator.serviceWorker.getRegistrations()
    await Promise.all(
      registrations
        .filter((registration) => (registration.active ?? registration.installing ?? registration.waiting)?.scriptURL.endsWith(THEME_WORKER_URL))
        .map((registration) => registration.unregister())
    )
    return
  }
  const cache = await caches.open(THEME_CACHE)
  await cache.put(THEME_CACHE_KEY, new Response(choice))
  await navigator.serviceWorker.register(THEME_WORKER_URL)
}
