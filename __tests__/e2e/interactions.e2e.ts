/**
 * Interactions stay instant on a slow phone: with the CPU throttled 4x, a project filter, a
 * skills tab, the phone menu toggle and Send, used within the first second after load,
 * each paint their response within 200 ms (INP, from the browser's Event Timing entries).
 * A control that needs the page's script is disabled in the HTML until the script has
 * given it its behaviour, so a click can never be lost: it waits, or it takes effect.
 */
import type { BrowserContextOptions, Locator, Page } from "playwright-core"
import { DESKTOP_CONTEXT, PHONE_CONTEXT, siteUrl, useBrowser } from "./support/browser"
import { site } from "./support/site-data"

jest.setTimeout(90_000)

const browser = useBrowser()

const CPU_SLOWDOWN = 4
const INP_BUDGET_MS = 200
const FIRST_SECOND_MS = 1000

/** Records the duration of every interaction (Event Timing entries with an interactionId). */
function recordInteractions() {
  const durations: number[] = []
  Object.assign(window, { __interactionDurations: durations })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) durations.push(entry.duration)
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

async function slowPhonePage(options: BrowserContextOptions): Promise<{ page: Page; loadedAt: number; close: () => Promise<void> }> {
  const context = await browser().newContext(options)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
  await page.addInitScript(recordInteractions)
  await page.goto(siteUrl("/"), { waitUntil: "load" })
  return { page, loadedAt: Date.now(), close: () => context.close() }
}

/** The slowest interaction so far, once the browser has reported it (after the next paint). */
async function inp(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))))
  return page.evaluate(() => Math.max(0, ...(window as unknown as { __interactionDurations: number[] }).__interactionDurations))
}

async function clickEarly(page: Page, loadedAt: number, control: Locator): Promise<void> {
  await control.click()
  expect(Date.now() - loadedAt).toBeLessThan(FIRST_SECOND_MS + 1000)
}

describe(`with the CPU ${CPU_SLOWDOWN}x slower, the first second after load`, () => {
  it("a project filter responds within 200 ms", async () => {
    const { page, loadedAt, close } = await slowPhonePage(DESKTOP_CONTEXT)
    const filter = page.getByRole("group", { name: "Filter projects by category" }).getByRole("button", { name: "Web Development" })
    await clickEarly(page, loadedAt, filter)
    await expect(filter.getAttribute("aria-pressed")).resolves.toBe("true")
    expect(await inp(page)).toBeLessThanOrEqual(INP_BUDGET_MS)
    await close()
  })

  it("a skills tab responds within 200 ms", async () => {
    const { page, loadedAt, close } = await slowPhonePage(DESKTOP_CONTEXT)
    const tab = page.getByRole("tab", { name: "Databases" })
    await clickEarly(page, loadedAt, tab)
    await expect(tab.getAttribute("aria-selected")).resolves.toBe("true")
    expect(await inp(page)).toBeLessThanOrEqual(INP_BUDGET_MS)
    await close()
  })

  it("the phone menu toggle responds within 200 ms", async () => {
    const { page, loadedAt, close } = await slowPhonePage(PHONE_CONTEXT)
    const toggle = page.getByRole("button", { name: "Open menu" })
    await clickEarly(page, loadedAt, toggle)
    await expect(page.getByRole("navigation", { name: "Mobile" }).isVisible()).resolves.toBe(true)
    expect(await inp(page)).toBeLessThanOrEqual(INP_BUDGET_MS)
    await close()
  })

  it("Send responds within 200 ms", async () => {
    const { page, loadedAt, close } = await slowPhonePage(DESKTOP_CONTEXT)
    const form = page.getByRole("form", { name: site.contact.form.title })
    const { fields } = site.contact.form
    await form.getByLabel(fields.name.label).fill("Jane Wanjiku")
    await form.getByLabel(fields.email.label).fill("jane@company.com")
    await form.getByLabel(fields.subject.label).fill("Project inquiry")
    await form.getByLabel(fields.message.label).fill("We would like a mobile app.")
    await clickEarly(page, loadedAt, form.getByRole("button", { name: site.contact.form.submit }))
    await expect(form.getByRole("button", { name: site.contact.form.sending }).isDisabled()).resolves.toBe(true)
    expect(await inp(page)).toBeLessThanOrEqual(INP_BUDGET_MS)
    await close()
  })
})

describe("no click is lost before the page's script runs", () => {
  it("ships every control that needs the script disabled, and the script enables each", async () => {
    const context = await browser().newContext(DESKTOP_CONTEXT)
    const page = await context.newPage()
    const response = await page.request.get(siteUrl("/"))
    const html = await response.text()
    const untilReady = html.match(/<button[^>]*data-until-ready[^>]*>/g) ?? []
    // Filters, the projects toggle and empty-state reset, tabs, View all skills, the menu toggle, Send, back to top.
    expect(untilReady.length).toBeGreaterThanOrEqual(site.projects.filters.length + site.skills.tabs.length + 4)
    for (const tag of untilReady) expect(tag).toMatch(/\sdisabled(=""|\s|>)/)

    await page.goto(siteUrl("/"), { waitUntil: "load" })
    await expect(page.locator("button[data-until-ready]").count()).resolves.toBe(0)
    await expect(page.locator("button[data-filter]:disabled, [role=tab]:disabled").count()).resolves.toBe(0)
    await context.close()
  })
})
