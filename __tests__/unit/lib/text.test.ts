import { fillIn } from "../../../src/lib/text"

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
