/** The content's months as visitors and the PDFs read them, in the site's language, and their order. */
import { formatMonth, formatPeriod, latestFirst, monthOf, newestFirst } from "../../../src/shared/dates"

describe("a month", () => {
  it("is written in the site's language, short by default, long where the owner chose it for the language", () => {
    expect(formatMonth("2025-04", { language: "en-KE" })).toBe("Apr 2025")
    expect(formatMonth("2025-04", { language: "en-KE", months: "long" })).toBe("April 2025")
    expect(formatMonth("2025-04", { language: "sw", months: "long" })).toBe("Aprili 2025")
    expect(["2024-03", "2024-08", "2024-12"].map((month) => formatMonth(month, { language: "sw", months: "long" }))).toEqual(["Machi 2024", "Agosti 2024", "Desemba 2024"])
    expect(formatMonth("2024-03", { language: "fr" })).toBe("mars 2024")
  })

  it("stays its month in every time zone: January is not December of the year before", () => {
    expect(formatMonth("2025-01", { language: "en" })).toBe("Jan 2025")
    expect(formatMonth("2024-12", { language: "en" })).toBe("Dec 2024")
  })

  it("of a moment is taken in UTC", () => {
    expect(monthOf(new Date("2026-11-30T23:30:00Z"))).toBe("2026-11")
    expect(monthOf(new Date("2027-01-01T00:00:00Z"))).toBe("2027-01")
  })
})

describe("a period", () => {
  it("runs from its start to its end, or to the site's word for now", () => {
    expect(formatPeriod({ start: "2024-03", end: "2025-03" }, { language: "en-KE" }, "Present")).toBe("Mar 2024 – Mar 2025")
    expect(formatPeriod({ start: "2025-04" }, { language: "en-KE" }, "Present")).toBe("Apr 2025 – Present")
    expect(formatPeriod({ start: "2025-04", end: null }, { language: "sw", months: "long" }, "sasa")).toBe("Aprili 2025 – sasa")
  })
})

describe("newest first", () => {
  it("puts what goes on first, then the latest end, then the latest start", () => {
    const jobs = [
      { name: "old", start: "2019-01", end: "2020-06" },
      { name: "held since 2023", start: "2023-02" },
      { name: "ended 2022, started 2021", start: "2021-01", end: "2022-12" },
      { name: "held since 2024", start: "2024-05", end: null },
      { name: "ended 2022, started 2020", start: "2020-07", end: "2022-12" },
    ]
    expect(newestFirst(jobs).map((job) => job.name)).toEqual(["held since 2024", "held since 2023", "ended 2022, started 2021", "ended 2022, started 2020", "old"])
    expect(jobs[0].name).toBe("old")
  })

  it("orders single months the latest first, keeping ties in their order", () => {
    const entries = [
      { title: "a", date: "2023-11" },
      { title: "b", date: "2025-02" },
      { title: "c", date: "2023-11" },
    ]
    expect(latestFirst(entries).map((entry) => entry.title)).toEqual(["b", "a", "c"])
  })
})
