import { parseThemeChoice, themeChoiceScript } from "../../../src/shared/theme-choice"

describe("parseThemeChoice", () => {
  it("keeps the three choices and reads anything else as the system's setting", () => {
    expect(parseThemeChoice("light")).toBe("light")
    expect(parseThemeChoice("dark")).toBe("dark")
    expect(parseThemeChoice("system")).toBe("system")
    for (const other of [null, undefined, "", "Light", "sepia", 1, {}]) expect(parseThemeChoice(other)).toBe("system")
  })
})

/**
 * The head script run as a page runs it, on a localStorage that holds `stored` (or throws, as
 * where storage is turned off); what it wrote on <html>.
 */
function runHeadScript(stored: string | null | Error): Record<string, string> {
  const root = document.documentElement
  root.removeAttribute("data-theme")
  localStorage.clear()
  if (typeof stored === "string") localStorage.setItem("theme", stored)
  const storage = stored instanceof Error ? new Proxy(localStorage, { get: () => { throw stored } }) : localStorage
  new Function("localStorage", "document", themeChoiceScript())(storage, document)
  return Object.fromEntries(root.getAttributeNames().map((name) => [name, root.getAttribute(name) as string]))
}

describe("themeChoiceScript", () => {
  it("writes a stored Light or Dark on <html>", () => {
    expect(runHeadScript("light")).toEqual({ "data-theme": "light" })
    expect(runHeadScript("dark")).toEqual({ "data-theme": "dark" })
  })

  it("leaves the system's setting for nothing stored, System, a value it does not know, and storage turned off", () => {
    for (const stored of [null, "system", "sepia", '"><script>', new Error("SecurityError")]) expect(runHeadScript(stored)).toEqual({})
  })

  it("is plain script, short enough for every page", () => {
    const script = themeChoiceScript()
    // No arrow functions, block-scoped declarations or template literals.
    for (const modern of ["=>", "let ", "const ", String.fromCharCode(96)]) expect(script).not.toContain(modern)
    expect(script.length).toBeLessThan(160)
  })
})
