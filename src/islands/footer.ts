import { all, cleanupAll, enableControls, listen } from "./dom"
import type { Island } from "./types"

/**
 * The footer: the copyright year from the visitor's clock (the HTML carries the build's),
 * and the back-to-top button. scrollTo without "behavior" follows the CSS scroll-behavior,
 * so reduced motion jumps instantly.
 */
export const footer: Island = (root) => {
  const year = root.querySelector<HTMLElement>("[data-current-year]")
  if (year) year.textContent = String(new Date().getFullYear())
  enableControls(root)
  return cleanupAll(all(root, "button[data-scroll-to-top]").map((button) => listen(button, "click", () => window.scrollTo({ top: 0 }))))
}
