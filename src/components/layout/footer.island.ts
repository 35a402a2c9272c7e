import { defineIsland, islandContract } from "../../islands/contract"
import { listen } from "../../islands/dom"

export const footerContract = islandContract({
  name: "footer",
  targets: { year: "one", scrollToTop: "one" },
})

/**
 * The footer: the copyright year from the visitor's clock (the HTML carries the build's),
 * and the back-to-top button. scrollTo without "behavior" follows the CSS scroll-behavior,
 * so reduced motion jumps instantly.
 */
export const footer = defineIsland(footerContract, (context) => {
  context.one("year").textContent = String(new Date().getFullYear())
  context.enableControls()
  return listen(context.one("scrollToTop"), "click", () => window.scrollTo({ top: 0 }))
})
