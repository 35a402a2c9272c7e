/**
 * The owner's pass, the header bar in every language, at every width from the tablet's to a wide
 * screen: the owner's name, that they are available (from tablets up), the links, the language
 * switch, the theme switch and the résumé each stand on their own, none over another and all
 * within the screen, whatever the length of the owner's words. A language whose words are too
 * long for the bar shows here first.
 */
import { visit } from "../support/browser/browser"
import { sitesUnderTest, useServedSite } from "../support/sites"
import { languagesOf, localizedPath } from "../../src/shared/languages"

jest.setTimeout(120_000)

const WIDTHS = [768, 1024, 1180, 1280, 1440, 1920]

interface Box {
  name: string
  left: number
  right: number
  top: number
  bottom: number
}

describe.each(sitesUnderTest())("$name", (site) => {
  const served = useServedSite(site)
  const languages = languagesOf(site.content.site)

  it.each(languages)("keeps the bar's parts apart and on the screen, in %s", async (language) => {
    const problems: string[] = []
    for (const width of WIDTHS) {
      const visited = await visit(served.browser(), localizedPath("/", language, languages[0]), { base: served.url(), viewport: { width, height: 800 }, reducedMotion: "reduce" })
      const boxes = await visited.page.locator("header").first().evaluate((header) => {
        const shown = (element: Element) => {
          const box = element.getBoundingClientRect()
          return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden"
        }
        const bar = header.querySelector("nav")?.parentElement ?? header
        // The bar's parts: each child of its row, and each link of its navigation.
        const parts = [...bar.children].flatMap((child) => (child.tagName === "NAV" ? [...child.querySelectorAll("li")] : [...child.children]))
        return parts.filter(shown).map((part) => {
          const box = part.getBoundingClientRect()
          return { name: (part.textContent || part.getAttribute("aria-label") || part.tagName).trim().slice(0, 30), left: box.left, right: box.right, top: box.top, bottom: box.bottom }
        })
      })
      await visited.close()
      const overlaps = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5
      for (const [index, box] of boxes.entries()) {
        if (box.left < 0 || box.right > width) problems.push(`${width}px: "${box.name}" runs off the screen (${Math.round(box.left)}-${Math.round(box.right)})`)
        for (const other of boxes.slice(index + 1)) if (overlaps(box, other)) problems.push(`${width}px: "${box.name}" lies over "${other.name}"`)
      }
    }
    expect(problems).toEqual([])
  })
})
