import { localizedPath, nativeLanguageName, pageAlternates, textDirection, unlocalizedPath } from "../../../src/shared/languages"

const site = { language: "en-KE", languages: ["en-KE", "sw", "pt-BR"] }

describe("a page's address in each language", () => {
  it("keeps the default language's addresses and puts the others under their prefix", () => {
    expect(localizedPath("/", "en-KE", "en-KE")).toBe("/")
    expect(localizedPath("/", "sw", "en-KE")).toBe("/sw")
    expect(localizedPath("/#projects", "sw", "en-KE")).toBe("/sw#projects")
    expect(localizedPath("/projects/pesatrack", "pt-BR", "en-KE")).toBe("/pt-br/projects/pesatrack")
  })

  it("finds the page and its language from an address in any language", () => {
    expect(unlocalizedPath("/sw/projects/pesatrack", site)).toEqual({ path: "/projects/pesatrack", language: "sw" })
    expect(unlocalizedPath("/sw", site)).toEqual({ path: "/", language: "sw" })
    expect(unlocalizedPath("/swahili-notes", site)).toEqual({ path: "/swahili-notes", language: "en-KE" })
  })

  it("names the same page in every language, and none in a site of one", () => {
    expect(pageAlternates("/sw/downloads", site)).toEqual([
      { language: "en-KE", path: "/downloads" },
      { language: "sw", path: "/sw/downloads" },
      { language: "pt-BR", path: "/pt-br/downloads" },
    ])
    expect(pageAlternates("/downloads", { language: "en" })).toEqual([])
  })
})

describe("what a language is", () => {
  it("names each language in itself", () => {
    expect(nativeLanguageName("sw")).toBe("Kiswahili")
    expect(nativeLanguageName("en-KE")).toBe("English")
    expect(nativeLanguageName("fr")).toBe("Français")
  })

  it("writes Arabic, Hebrew, Persian and Urdu right to left", () => {
    expect(["ar", "he", "fa", "ur", "ar-EG"].map(textDirection)).toEqual(["rtl", "rtl", "rtl", "rtl", "rtl"])
    expect(["en-KE", "sw", "ja"].map(textDirection)).toEqual(["ltr", "ltr", "ltr"])
  })
})
