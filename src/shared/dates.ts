/**
 * The months of the content (YYYY-MM: a position's start and end, an achievement's date) as a
 * visitor reads them, in the page's language, by the platform's Intl ("Apr 2025" in English,
 * "Apr 2025" or "Aprili 2025" in Kiswahili, as the owner chose for the language), and their order. The
 * page, its print and the résumé and CV all write them from here.
 */

/** A month of the content, YYYY-MM. */
export type Month = string

/** The month of a moment, YYYY-MM (in UTC): "this month", for the rules that look at today. */
export const monthOf = (date: Date): Month => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`

/** The first day of the month, in UTC, so that no time zone moves it into another month. */
const dayOf = (month: Month): Date => {
  const [year, index] = month.split("-").map(Number)
  return new Date(Date.UTC(year, index - 1, 1))
}

/** How a language writes its months: its tag, and the owner's choice for it (data/site.json "months"). */
export interface MonthWriting {
  language: string
  /** "short" ("Apr 2025", the default) or "long" ("April 2025"); the data layer gives the schema's enum as text. */
  months?: "short" | "long" | (string & {}) | null
}

/** "Apr 2025" or "April 2025", "Aprili 2025" in Kiswahili written long: the platform's words. */
export const formatMonth = (month: Month, { language, months }: MonthWriting): string =>
  new Intl.DateTimeFormat(language, { month: months === "long" ? "long" : "short", year: "numeric", timeZone: "UTC" }).format(dayOf(month))

export interface Period {
  start: Month
  /** None while it goes on. */
  end?: Month | null
}

/** "Apr 2025 – Present", "Mar 2024 – Mar 2025": `present` is the site's own word for a period that goes on. */
export const formatPeriod = ({ start, end }: Period, writing: MonthWriting, present: string): string =>
  `${formatMonth(start, writing)} – ${end ? formatMonth(end, writing) : present}`

/** Newest first: what goes on before what has ended, then the latest end, then the latest start. */
export function newestFirst<T extends Period>(periods: readonly T[]): T[] {
  const last = (period: Period) => period.end || "9999-12"
  return [...periods].sort((a, b) => last(b).localeCompare(last(a)) || b.start.localeCompare(a.start))
}

/** Newest first, by a single month (an achievement's date). */
export const latestFirst = <T extends { date: Month }>(entries: readonly T[]): T[] => [...entries].sort((a, b) => b.date.localeCompare(a.date))
