/**
 * The bytes a page loads, the way Lighthouse's resource-summary counts them: every network
 * response, by Chromium's resource type, at its transfer size (encoded body plus response
 * headers). Pure functions, shared by the byte-budget browser test (which records the
 * responses with playwright-core) and the bench (which reads Lighthouse's own summary).
 */
import { KIB, RESOURCE_TYPES, type ByteBudget, type ResourceType } from "./budget-config"

export interface LoadedResource {
  url: string
  type: ResourceType
  /** Encoded body plus response headers, as Chromium reports them. */
  transferBytes: number
}

export interface TypeTotal {
  requests: number
  bytes: number
}

export type LoadedTotals = Record<ResourceType | "total", TypeTotal>

const LIGHTHOUSE_TYPE_OF: Record<string, ResourceType> = {
  stylesheet: "stylesheet",
  image: "image",
  media: "media",
  font: "font",
  script: "script",
  document: "document",
}

/** Chromium's resource type ("Script" in CDP, "script" in playwright) as Lighthouse groups it. */
export function lighthouseResourceType(chromiumType: string): ResourceType {
  return LIGHTHOUSE_TYPE_OF[chromiumType.toLowerCase()] ?? "other"
}

/**
 * Whether Lighthouse's summary counts the response: network requests only (no data:, blob:),
 * and not a favicon.ico of type other (headless Chromium does not ask for it).
 */
export function countedByLighthouse(url: string, type: ResourceType): boolean {
  if (!/^https?:/i.test(url)) return false
  return !(type === "other" && new URL(url).pathname.endsWith("/favicon.ico"))
}

export function emptyTotals(): LoadedTotals {
  const totals = {} as LoadedTotals
  for (const type of [...RESOURCE_TYPES, "total"] as const) totals[type] = { requests: 0, bytes: 0 }
  return totals
}

export function sumByType(resources: readonly LoadedResource[]): LoadedTotals {
  const totals = emptyTotals()
  for (const resource of resources) {
    for (const key of [resource.type, "total"] as const) {
      totals[key].requests += 1
      totals[key].bytes += resource.transferBytes
    }
  }
  return totals
}

export interface ByteBudgetBreach {
  page: string
  type: ResourceType
  measuredKib: number
  budgetKib: number
  /** The biggest responses of that type, biggest first (empty when only totals are known). */
  biggest: LoadedResource[]
}

/** Every resource type whose transfer exceeds the page's budget. */
export function checkByteBudget(
  page: string,
  totals: LoadedTotals,
  budget: ByteBudget,
  resources: readonly LoadedResource[] = []
): ByteBudgetBreach[] {
  return RESOURCE_TYPES.flatMap((type) => {
    const budgetKib = budget[`${type}Kb`]
    const measuredKib = totals[type].bytes / KIB
    if (budgetKib === undefined || measuredKib <= budgetKib) return []
    const biggest = resources
      .filter((resource) => resource.type === type)
      .sort((a, b) => b.transferBytes - a.transferBytes)
      .slice(0, 5)
    return [{ page, type, measuredKib, budgetKib, biggest }]
  })
}

const sitePath = (url: string) => url.replace(/^https?:\/\/[^/]+/, "")

export function describeBreach(breach: ByteBudgetBreach): string {
  const measured = `${breach.measuredKib.toFixed(2)} KiB (${Math.round(breach.measuredKib * KIB)} B)`
  const budget = `${breach.budgetKib} KiB (${Math.round(breach.budgetKib * KIB)} B)`
  const biggest = breach.biggest.map((resource) => `${sitePath(resource.url)} ${(resource.transferBytes / KIB).toFixed(1)} KiB`)
  return `${breach.page}: ${breach.type} ${measured} > budget ${budget}` + (biggest.length > 0 ? `; biggest: ${biggest.join(", ")}` : "")
}
