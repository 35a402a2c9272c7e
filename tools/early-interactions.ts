/**
 * The four interactions held to 200 ms (INP) on a 4x slower CPU: a project filter,
 * a skills tab, the phone menu toggle and Send, each clicked with the mouse right after the
 * load event. Shared by the browser test (does each take effect?) and the interactions
 * benchmark (how long does each take?): a timed budget belongs to a benchmark, since the
 * same build measures 144-168 ms on a quiet machine and 250-440 ms on a busy one.
 */
import type { Browser, BrowserContextOptions, Locator, Page } from "playwright-core"
import siteJson from "../__tests__/fixtures/sites/sample/data/site.json"

export const CPU_SLOWDOWN = 4

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/** Records in the page each interaction's duration (Event Timing) and when the first pointer went down. */
function recordInteractions() {
  const record = { durations: [] as number[], firstPointerDownAt: NaN }
  Object.assign(window, { __interactions: record })
  addEventListener("pointerdown", (event) => (record.firstPointerDownAt ||= event.timeStamp), { capture: true })
  new PerformanceObserver((list) => {
    // interactionId is newer than TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (entry.interactionId) record.durations.push(entry.duration)
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

export interface Interactions {
  /** The slowest interaction, ms (0 when none took 16 ms, the least the browser reports). */
  inp: number
  /** How long after the load event the pointer went down, ms. */
  clickedAfterLoad: number
}

export async function readInteractions(page: Page): Promise<Interactions> {
  // Event Timing entries arrive after the next paint.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))))
  return page.evaluate(() => {
    const { durations, firstPointerDownAt }: { durations: number[]; firstPointerDownAt: number } = Reflect.get(window, "__interactions")
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[]
    return { inp: Math.max(0, ...durations), clickedAfterLoad: firstPointerDownAt - navigation.loadEventEnd }
  })
}

export interface EarlyInteraction {
  name: string
  context: BrowserContextOptions
  /** Where the page opens, as a visitor following a link to that section would. */
  hash: string
  control: (page: Page) => Locator
  /** What the visitor did before the click (Send needs a filled form). */
  before?: (page: Page) => Promise<void>
  /** Resolves once the click has taken effect. */
  tookEffect: (page: Page) => Promise<boolean>
}

const { form } = siteJson.contact
const contactForm = (page: Page) => page.getByRole("form", { name: form.title })

export const EARLY_INTERACTIONS: EarlyInteraction[] = [
  {
    name: "project filter",
    context: DESKTOP,
    hash: "#projects",
    control: (page) => page.getByRole("group", { name: "Filter projects by category" }).getByRole("button", { name: "Web Development" }),
    tookEffect: async (page) =>
      (await page.getByRole("group", { name: "Filter projects by category" }).getByRole("button", { name: "Web Development" }).getAttribute("aria-pressed")) === "true",
  },
  {
    name: "skills tab",
    context: DESKTOP,
    hash: "#skills",
    control: (page) => page.getByRole("tab", { name: "Databases" }),
    tookEffect: async (page) => (await page.getByRole("tab", { name: "Databases" }).getAttribute("aria-selected")) === "true",
  },
  {
    name: "phone menu toggle",
    context: PHONE,
    hash: "",
    control: (page) => page.getByRole("button", { name: "Open menu" }),
    tookEffect: (page) => page.getByRole("navigation", { name: "Mobile" }).isVisible(),
  },
  {
    name: "Send",
    context: DESKTOP,
    hash: "#contact",
    control: (page) => contactForm(page).getByRole("button", { name: form.submit }),
    // Typed in as the page loaded, as a quick visitor (or the browser's autofill) would; the
    // form is taller than the viewport, so the visitor has it in view.
    before: async (page) => {
      await contactForm(page).evaluate((element: HTMLFormElement) => {
        const values: Record<string, string> = { name: "Jane Wanjiku", email: "jane@company.com", subject: "Hello", message: "An app, please." }
        for (const [name, value] of Object.entries(values)) (element.elements.namedItem(name) as HTMLInputElement).value = value
        element.querySelector("button[type=submit]")?.scrollIntoView({ block: "center", behavior: "instant" })
      })
    },
    tookEffect: (page) => contactForm(page).getByRole("button", { name: form.sending }).isDisabled(),
  },
]

/**
 * Opens the page on a 4x slower CPU and clicks the control with the mouse as soon as the load
 * event has fired, without Playwright's waiting for it to be enabled and stable.
 */
export async function clickRightAfterLoad(browser: Browser, baseUrl: string, interaction: EarlyInteraction) {
  const context = await browser.newContext(interaction.context)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
  await page.addInitScript(recordInteractions)
  await page.goto(new URL(`/${interaction.hash}`, baseUrl).href, { waitUntil: "load" })
  await interaction.before?.(page)
  const box = await interaction.control(page).boundingBox()
  if (!box) throw new Error(`The ${interaction.name} is not on the page.`)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  return { page, close: () => context.close() }
}
