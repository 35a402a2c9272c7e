import { netlifyLanguageRedirects, prefersLanguage, withLanguageRoutes, withNetlifyFirstVisitRule } from "../../../src/build-time/pages/language-routes"
import { VISITED_COOKIE, VISITED_COOKIE_HEADER } from "../../../src/headers/policy"
import { localizedPath, nativeLanguageName, pageAlternates, textDirection, unlocalizedPath } from "../../../src/shared/languages"

const site = { language: "en-KE", otherLanguages: ["sw", "pt-BR"] }

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

describe("the hosts' rules for languages", () => {

  it("gives Netlify each language's 404, and the forced redirect of / only when the owner turns it on", () => {
    expect(netlifyLanguageRedirects(site)).toEqual([
      { fromPath: "/sw/*", toPath: "/sw/404.html", statusCode: 404 },
      { fromPath: "/pt-br/*", toPath: "/pt-br/404.html", statusCode: 404 },
    ])
    expect(netlifyLanguageRedirects({ ...site, redirectByLanguage: true }).filter((redirect) => redirect.statusCode === 302)).toEqual([
      { fromPath: "/", toPath: "/sw", statusCode: 302, force: true, conditions: { language: ["sw"] } },
      { fromPath: "/", toPath: "/pt-br", statusCode: 302, force: true, conditions: { language: ["pt-BR"] } },
    ])
  })

  it("spares a browser that has been here on Netlify: its rule goes first, once, and only when the redirect is on", () => {
    const adapters = "# @netlify/plugin-gatsby redirects start\n/  /sw  302!  Language=sw\n# @netlify/plugin-gatsby redirects end\n"
    const once = withNetlifyFirstVisitRule(adapters, { ...site, redirectByLanguage: true })
    expect(once.split("\n")[0]).toBe(`/  /index.html  200!  Cookie=${VISITED_COOKIE}`)
    expect(withNetlifyFirstVisitRule(once, { ...site, redirectByLanguage: true })).toBe(once)
    expect(withNetlifyFirstVisitRule(adapters, site)).toBe(adapters)
    expect(withNetlifyFirstVisitRule(adapters, { language: "en", redirectByLanguage: true })).toBe(adapters)
  })

  it("redirects on Vercel only a browser without the mark of a visit, which every page then gives", () => {
    const routes = withLanguageRoutes([], { ...site, redirectByLanguage: true })
    for (const redirect of routes.filter((route) => route.status === 302)) expect(redirect.missing).toEqual([{ type: "cookie", key: VISITED_COOKIE }])
    const marking = routes.filter((route) => route.headers?.["Set-Cookie"])
    expect(marking).toEqual([{ src: expect.any(String), headers: { "Set-Cookie": VISITED_COOKIE_HEADER }, continue: true }])
    const marks = (path: string) => new RegExp(marking[0].src!).test(path)
    expect(["/", "/sw", "/sw/projects/pesatrack", "/404.html"].map(marks)).toEqual([true, true, true, true])
    expect(["/og-image.png", "/app-270a9223a757dc3d8084.js", "/sw/Brian-Kamau-Wasifu-mfupi.pdf"].map(marks)).toEqual([false, false, false])
  })

  it("matches the language Accept-Language names first", () => {
    const sw = new RegExp(prefersLanguage("sw"))
    expect(["sw", "sw-KE,en;q=0.8", " sw ;q=1"].map((header) => sw.test(header))).toEqual([true, true, true])
    expect(["en,sw;q=0.9", "swb", ""].map((header) => sw.test(header))).toEqual([false, false, false])
  })

  it("tells two regions of one language apart on Vercel, and sends the base language to the first of them", () => {
    const routes = withLanguageRoutes([], { language: "en", otherLanguages: ["pt-BR", "pt-PT"], redirectByLanguage: true })
    const redirectFor = (header: string) => routes.find((route) => route.has && new RegExp(route.has[0].value).test(header))?.headers?.Location
    expect(["pt-PT,pt;q=0.9", "pt-BR", "pt", "pt-AO", "en-GB,pt-PT;q=0.5"].map(redirectFor)).toEqual(["/pt-pt", "/pt-br", "/pt-br", "/pt-br", undefined])
  })

  it("adds Vercel's redirect once, first, whatever config.json a build left, and nothing when it is off", () => {
    const builder = [{ src: "^/a/$", status: 308 }, { handle: "error" }, { status: 404, src: "^(?!/api).*$", dest: "404.html" }]
    const once = withLanguageRoutes(builder, { ...site, redirectByLanguage: true })
    expect(withLanguageRoutes(once, { ...site, redirectByLanguage: true })).toEqual(once)
    // pt-BR exactly, then each base language.
    expect(once.slice(0, 3).map((route) => route.headers?.Location)).toEqual(["/pt-br", "/sw", "/pt-br"])
    expect(withLanguageRoutes(builder, site).filter((route) => route.status === 302)).toEqual([])
  })

  it("answers a miss under each language's prefix on Vercel with that language's 404 page, before the builder's own, once", () => {
    const builder = [{ src: "^/a/$", status: 308 }, { handle: "error" }, { status: 404, src: "^(?!/api).*$", dest: "404.html" }]
    const routes = withLanguageRoutes(builder, site)
    expect(withLanguageRoutes(routes, site)).toEqual(routes)
    const errorPhase = routes.slice(routes.findIndex((route) => route.handle === "error") + 1)
    const notFoundFor = (path: string) => errorPhase.find((route) => new RegExp(route.src!).test(path))?.dest
    expect(["/sw/no/such/page", "/sw", "/pt-br/x", "/swahili-notes", "/no/such/page"].map(notFoundFor)).toEqual(["/sw/404.html", "/sw/404.html", "/pt-br/404.html", "404.html", "404.html"])
    expect(withLanguageRoutes([], site).slice(0, 1)).toEqual([{ handle: "error" }])
    expect(withLanguageRoutes(builder, { language: "en" })).toEqual(builder)
  })
})
