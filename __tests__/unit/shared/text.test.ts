import { displayUrl, fillIn, plural } from "../../../src/shared/text"

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
