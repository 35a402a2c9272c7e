/** axe-core on the page as it is now: every violation of any impact, one readable line per element. */
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "playwright-core"
import { COLOR_SCHEMES, settle, type ColorScheme } from "./browser"

type Violation = { rule: string; impact: string | null | undefined; help: string; nodes: string[] }

export async function axeViolations(page: Page): Promise<Violation[]> {
  // Run in the page itself (legacy mode), violations alone in detail: the default mode finishes
  // each run in a blank page of its own, which made a scan 2-3x as long (a project page 1.1-1.3 s
  // against 0.4). The site's pages have no frames for that mode to reach into.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] }).analyze()
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join(" ")}`),
  }))
}

/**
 * axe's violations in each of the system's color schemes, on the page as it is (scrolled
 * through, a menu open): the scheme is switched in place and the colors' transitions waited
 * out, which finds what loading the page again in each scheme finds, in half the visits.
 */
export async function axeViolationsInEachScheme(page: Page): Promise<Record<ColorScheme, Violation[]>> {
  const found = {} as Record<ColorScheme, Violation[]>
  for (const colorScheme of COLOR_SCHEMES) {
    await page.emulateMedia({ colorScheme })
    await settle(page)
    found[colorScheme] = await axeViolations(page)
  }
  return found
}

/** What axeViolationsInEachScheme returns for a page with nothing to report (a scheme missing here is a type error). */
export const NO_VIOLATION_IN_ANY_SCHEME: Record<ColorScheme, Violation[]> = { dark: [], light: [] }
