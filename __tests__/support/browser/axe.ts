/** axe-core on the page as it is now: every violation of any impact, one readable line per element. */
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "playwright-core"

export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join(" ")}`),
  }))
}
