/**
 * No click is lost: on a 4x slower CPU, a project filter, a skills tab, the phone menu
 * toggle and Send, clicked with the mouse right after load, each take effect; and every
 * control that needs the page's script ships disabled until the script has given it its
 * behaviour. How fast each responds (INP within 200 ms) is held by `npm run bench:interactions`:
 * a timed budget belongs to a benchmark, not to a test.
 */
import { clickRightAfterLoad, EARLY_INTERACTIONS } from "../../tools/early-interactions"
import { baseUrl, DESKTOP_CONTEXT, siteUrl, useBrowser } from "../support/browser/browser"
import { site } from "../support/browser/site-data"
import { SCRIPT_ONLY_ATTRIBUTE } from "../../src/islands/contract"

jest.setTimeout(90_000)

const browser = useBrowser()

describe("on a 4x slower CPU, a click right after load takes effect", () => {
  it.each(EARLY_INTERACTIONS.map((interaction) => [interaction.name, interaction] as const))("%s", async (_name, interaction) => {
    const { page, close } = await clickRightAfterLoad(browser(), baseUrl(), interaction)
    await expect(interaction.tookEffect(page)).resolves.toBe(true)
    await close()
  })
})

describe("no click is lost before the page's script runs", () => {
  it("ships every control that needs the script disabled, and the script enables each", async () => {
    const context = await browser().newContext(DESKTOP_CONTEXT)
    const page = await context.newPage()
    const html = await (await page.request.get(siteUrl("/"))).text()
    const scriptOnlyControls = html.match(new RegExp(`<button[^>]*${SCRIPT_ONLY_ATTRIBUTE}="[a-z-]+"[^>]*>`, "g")) ?? []
    // Filters, the projects toggle and empty-state reset, tabs, View all skills, the menu toggle, Send, back to top.
    expect(scriptOnlyControls.length).toBeGreaterThanOrEqual(site.projects.filters.length + site.skills.tabs.length + 4)
    for (const tag of scriptOnlyControls) expect(tag).toMatch(/\sdisabled(=""|\s|>)/)

    await page.goto(siteUrl("/"), { waitUntil: "load" })
    await expect(page.locator(`button[${SCRIPT_ONLY_ATTRIBUTE}]:disabled`).count()).resolves.toBe(0)
    await context.close()
  })
})
