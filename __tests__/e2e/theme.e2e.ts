/**
 * Light and dark themes: the page follows the system's setting without a script;
 * the header's switch applies a choice at once and keeps it across pages and visits; every
 * page after a choice, a reload made at once included, has it on <html> before its body is
 * parsed (the head script writes it), so nothing waits for the page's own script and nothing
 * flashes; back to System, nothing of the choice is left in the browser. The CSP stays as it is.
 */
import type { BrowserContext, Page } from "playwright-core"
import { CONTENT_SECURITY_POLICY } from "../../src/headers/policy"
import { COLOR_SCHEMES, DESKTOP_CONTEXT, PHONE_CONTEXT, siteUrl, useBrowser, visit } from "../support/browser/browser"
import { site } from "../support/browser/site-data"
import { themeSwitchContract } from "../../src/components/layout/theme-switch.island"
import { contrast } from "../support/contrast"

jest.setTimeout(90_000)

const browser = useBrowser()
const { theme: words } = site.header

/** The page background, the theme attribute and the color-scheme form controls get. */
const look = (page: Page) =>
  page.evaluate(() => ({
    background: getComputedStyle(document.documentElement).backgroundColor,
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
    attribute: document.documentElement.getAttribute("data-theme"),
  }))

const DARK = { background: "rgb(11, 17, 32)", colorScheme: "dark" }
const LIGHT = { background: "rgb(248, 250, 252)", colorScheme: "light" }

const bar = (page: Page) => page.getByRole("banner").getByRole("group", { name: words.label }).first()
/** The pressed choice of each theme switch in the page: the bar's, and the phone menu's once the menu has been opened. */
const pressed = (page: Page) =>
  page
    .locator(`${themeSwitchContract.targetSelector("choice")}[aria-pressed=true]`)
    .evaluateAll((buttons, attribute) => buttons.map((b) => b.getAttribute(attribute)), themeSwitchContract.valueAttribute("choice"))

/** What the browser keeps of the site: service workers, caches, the stored choice. */
const kept = (page: Page) =>
  page.evaluate(async () => ({
    registrations: (await navigator.serviceWorker.getRegistrations()).length,
    caches: await caches.keys(),
    stored: localStorage.getItem("theme"),
  }))

/** Notes, on every page the context opens, the theme on <html> when the parser first reaches <body>: before any paint. */
const noteThemeAtBody = (context: BrowserContext) =>
  context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return
      observer.disconnect()
      document.documentElement.dataset.themeAtBody = document.documentElement.getAttribute("data-theme") ?? "none"
    })
    observer.observe(document, { childList: true, subtree: true })
  })
const themeAtBody = (page: Page) => page.evaluate(() => document.documentElement.dataset.themeAtBody)

describe("the system's setting", () => {
  it.each([
    ["dark", DARK],
    ["light", LIGHT],
  ] as const)("%s: the page, its form controls and the browser bar follow it, with no script and no choice stored", async (scheme, expected) => {
    const home = await visit(browser(), "/", { colorScheme: scheme, javaScriptEnabled: false })
    expect(await look(home.page)).toEqual({ ...expected, attribute: null })
    const barColor = await home.page.evaluate(() =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find((meta) => matchMedia(meta.media).matches)?.content
    )
    expect(barColor?.toLowerCase()).toBe(scheme === "dark" ? "#0b1120" : "#f8fafc")
    await home.close()
  })

  it.each(COLOR_SCHEMES)("%s: each field of the contact form stands out from its card at 3:1 or more (WCAG 1.4.11)", async (scheme) => {
    const home = await visit(browser(), "/#contact", { colorScheme: scheme })
    const form = home.page.getByRole("form", { name: site.contact.form.title })
    const fields = await form.locator("input, textarea").evaluateAll((elements) =>
      elements.map((field) => {
        // The card: the nearest ancestor with a background of its own.
        let card = field.parentElement as HTMLElement
        while (getComputedStyle(card).backgroundColor === "rgba(0, 0, 0, 0)") card = card.parentElement as HTMLElement
        return { name: field.getAttribute("name"), border: getComputedStyle(field).borderTopColor, card: getComputedStyle(card).backgroundColor }
      })
    )
    expect(fields.map((field) => field.name)).toEqual(["name", "email", "subject", "message"])
    for (const field of fields) expect([field.name, contrast(field.border, field.card) >= 3]).toEqual([field.name, true])
    await home.close()
  })

  it("without JavaScript the switch, which cannot work, is not shown", async () => {
    const home = await visit(browser(), "/", { javaScriptEnabled: false })
    expect(await home.page.locator(themeSwitchContract.targetSelector("choice")).evaluateAll((buttons) => buttons.filter((b) => b.getClientRects().length > 0).length)).toBe(0)
    await home.close()
  })
})

describe("the switch", () => {
  let context: BrowserContext
  let page: Page
  beforeEach(async () => {
    context = await browser().newContext({ ...DESKTOP_CONTEXT, colorScheme: "dark" })
    page = await context.newPage()
    await page.goto(siteUrl("/"), { waitUntil: "load" })
  })
  afterEach(() => context.close())

  it("offers Light, Dark and System, System pressed for a first visit", async () => {
    const buttons = bar(page).getByRole("button")
    expect(await buttons.evaluateAll((all) => all.map((b) => b.getAttribute("aria-label")))).toEqual([words.light, words.dark, words.system])
    expect(await pressed(page)).toEqual(["system"])
  })

  it("applies a choice at once and keeps it on the next visit and on the other pages", async () => {
    await bar(page).getByRole("button", { name: words.light }).click()
    expect(await look(page)).toEqual({ ...LIGHT, attribute: "light" })
    expect(await pressed(page)).toEqual(["light"])

    await page.reload({ waitUntil: "load" })
    expect(await look(page)).toEqual({ ...LIGHT, attribute: "light" })
    expect(await pressed(page)).toEqual(["light"])

    await page.goto(siteUrl("/downloads"), { waitUntil: "load" })
    expect(await look(page)).toEqual({ ...LIGHT, attribute: "light" })
    await page.goto(siteUrl("/no-such-page"), { waitUntil: "load" })
    expect(await look(page)).toEqual({ ...LIGHT, attribute: "light" })
  })

  it("works from the keyboard: Tab to a choice, Enter or Space chooses it", async () => {
    await bar(page).getByRole("button", { name: words.light }).focus()
    await page.keyboard.press("Enter")
    expect(await look(page)).toEqual({ ...LIGHT, attribute: "light" })
    await page.keyboard.press("Tab")
    await expect(bar(page).getByRole("button", { name: words.dark }).evaluate((b) => b === document.activeElement)).resolves.toBe(true)
    await page.keyboard.press("Space")
    expect(await look(page)).toEqual({ ...DARK, attribute: "dark" })
    expect(await pressed(page)).toEqual(["dark"])
  })

  it("overrides the system's setting either way", async () => {
    await context.close()
    context = await browser().newContext({ ...DESKTOP_CONTEXT, colorScheme: "light" })
    page = await context.newPage()
    await page.goto(siteUrl("/"), { waitUntil: "load" })
    expect(await look(page)).toEqual({ ...LIGHT, attribute: null })
    await bar(page).getByRole("button", { name: words.dark }).click()
    expect(await look(page)).toEqual({ ...DARK, attribute: "dark" })
  })

  it("a reload right after a choice, and every page after it, is in the chosen theme before its body is parsed, with no script of the page's own, under the same CSP", async () => {
    await noteThemeAtBody(context)
    const problems: string[] = []
    page.on("console", (message) => message.type() === "error" && !/islands-|ERR_FAILED/.test(message.text()) && problems.push(message.text()))
    for (const [name, expected] of [
      [words.light, { ...LIGHT, attribute: "light" }],
      [words.dark, { ...DARK, attribute: "dark" }],
      [words.light, { ...LIGHT, attribute: "light" }],
    ] as const) {
      await bar(page).getByRole("button", { name }).click()
      // At once, and with the page's own script held back: what the visitor sees first is what the head script wrote.
      await context.route(/\/islands-[^/]*\.js$/, (route) => route.abort())
      const response = await page.reload({ waitUntil: "load" })
      expect(response?.headers()["content-security-policy"]).toBe(CONTENT_SECURITY_POLICY)
      expect(await page.locator(themeSwitchContract.targetSelector("choice")).first().isDisabled()).toBe(true)
      expect(await themeAtBody(page)).toBe(expected.attribute)
      expect(await look(page)).toEqual(expected)
      await context.unroute(/\/islands-[^/]*\.js$/)
      await page.reload({ waitUntil: "load" })
    }
    expect(problems).toEqual([])
    const notFound = await page.goto(siteUrl("/no-such-page"), { waitUntil: "load" })
    expect(notFound?.status()).toBe(404)
    expect(await themeAtBody(page)).toBe("light")
    // Nothing but the choice itself is kept.
    expect(await kept(page)).toEqual({ registrations: 0, caches: [], stored: "light" })
  })

  it("back to System, the page follows the system again and nothing of the choice stays in the browser", async () => {
    await bar(page).getByRole("button", { name: words.dark }).click()
    expect(await kept(page)).toEqual({ registrations: 0, caches: [], stored: "dark" })

    await bar(page).getByRole("button", { name: words.system }).click()
    expect(await look(page)).toEqual({ ...DARK, attribute: null })
    expect(await kept(page)).toEqual({ registrations: 0, caches: [], stored: null })

    await page.emulateMedia({ colorScheme: "light" })
    await page.reload({ waitUntil: "load" })
    expect(await look(page)).toEqual({ ...LIGHT, attribute: null })
    expect(await pressed(page)).toEqual(["system"])
  })
})

describe("on a phone", () => {
  it("the switch is in the menu, with its choices named", async () => {
    const home = await visit(browser(), "/", { ...PHONE_CONTEXT, colorScheme: "dark" })
    await home.page.getByRole("button", { name: "Open menu" }).click()
    const menu = home.page.getByRole("navigation", { name: "Mobile" })
    await menu.getByRole("group", { name: words.label }).getByRole("button", { name: words.light }).click()
    expect(await look(home.page)).toEqual({ ...LIGHT, attribute: "light" })
    // The bar's switch (the wide screens') shows it too.
    expect(await pressed(home.page)).toEqual(["light", "light"])
    // The menu is put in the page when first opened: on the next page, it opens on the choice made.
    await home.page.reload({ waitUntil: "load" })
    expect(await pressed(home.page)).toEqual(["light"])
    await home.page.getByRole("button", { name: "Open menu" }).click()
    expect(await pressed(home.page)).toEqual(["light", "light"])
    expect(home.problems).toEqual([])
    await home.close()
  })
})
