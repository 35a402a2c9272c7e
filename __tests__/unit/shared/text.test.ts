import { countText, displayUrl, fillIn, plural } from "../../../src/shared/text"

describe("fillIn", () => {
  it("replaces each {placeholder} by its value", () => {
    expect(fillIn("Download {name}", { name: "PesaTrack" })).toBe("Download PesaTrack")
    expect(fillIn("{title}: {title}", { title: "A" })).toBe("A: A")
  })

  it("takes values literally, even with $ or braces in them", () => {
    expect(fillIn("Code of {title}", { title: "$& {name} $1" })).toBe("Code of $& {name} $1")
  })

  it("leaves a placeholder it has no value for as written", () => {
    expect(fillIn("Download {nmae}", { name: "PesaTrack" })).toBe("Download {nmae}")
    expect(fillIn("Try {constructor}", {})).toBe("Try {constructor}")
  })

  it("leaves a text without placeholders alone", () => {
    expect(fillIn("Download", { name: "PesaTrack" })).toBe("Download")
  })
})

describe("plural", () => {
  it("writes the noun as it is for one, with an s for none or more", () => {
    expect([0, 1, 2].map((count) => plural(count, "warning"))).toEqual(["0 warnings", "1 warning", "2 warnings"])
  })
})

describe("countText", () => {
  const english = { one: "Showing {count} project", other: "Showing {count} projects" }

  it("takes the form the language's plural rules pick, and writes the count as the language writes numbers", () => {
    expect([0, 1, 2, 1200].map((count) => countText(english, count, "en"))).toEqual(["Showing 0 projects", "Showing 1 project", "Showing 2 projects", "Showing 1,200 projects"])
    const kiswahili = { one: "Inaonyesha mradi {count}", other: "Inaonyesha miradi {count}" }
    expect([1, 3].map((count) => countText(kiswahili, count, "sw"))).toEqual(["Inaonyesha mradi 1", "Inaonyesha miradi 3"])
    expect(countText({ other: "{count}" }, 1200, "de")).toBe("1.200")
  })

  it("gives a language of more forms each of its own, and the rest \"other\"", () => {
    const arabic = { zero: "لا مشاريع", one: "مشروع واحد", two: "مشروعان", few: "{count} مشاريع", many: "{count} مشروعًا", other: "{count} مشروع" }
    // Which digits Arabic is written in depends on the ICU version; the forms do not.
    const anyDigits = (text: string) => text.replace(/[0-9\u0660-\u0669]+/g, "N")
    expect([0, 1, 2, 3, 11, 100].map((count) => anyDigits(countText(arabic, count, "ar")))).toEqual(["لا مشاريع", "مشروع واحد", "مشروعان", "N مشاريع", "N مشروعًا", "N مشروع"])
    expect(countText({ one: "{count} project", other: "{count} projects" }, 3, "pl")).toBe("3 projects")
  })

  it("falls back to the browser's language for an element outside any lang", () => {
    expect(countText(english, 2, "")).toMatch(/^Showing 2 projects?$/)
  })
})

describe("displayUrl", () => {
  it("writes an address as a printed page shows it: no scheme, no www., no trailing slash", () => {
    expect(displayUrl("https://www.linkedin.com/in/jane/")).toBe("linkedin.com/in/jane")
    expect(displayUrl("https://github.com/jane/soko-store")).toBe("github.com/jane/soko-store")
    expect(displayUrl("http://localhost:9000/")).toBe("localhost:9000")
  })

  it("writes an e-mail or phone link as the address or number alone", () => {
    expect(displayUrl("mailto:jane@example.com")).toBe("jane@example.com")
    expect(displayUrl("tel:+254712345678")).toBe("+254712345678")
  })
})
