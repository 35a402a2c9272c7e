/**
 * The contact form's whole cycle in real Chromium, on Playwright's fake clock so the spec's
 * timings (1500 ms send, 5000 ms panel and toast) are checked to the millisecond, and the
 * proof that nothing the visitor typed leaves the browser.
 */
import type { Page } from "playwright-core"
import { siteUrl, useBrowser, visit, type Visit, DESKTOP_AND_PHONE } from "../support/browser/browser"
import { site } from "../support/browser/site-data"

jest.setTimeout(60_000)

const SEND_MS = 1500
const PANEL_MS = 5000
const TOAST_MS = 5000

const browser = useBrowser()

const MESSAGE = {
  "Full Name": "Achieng Otieno",
  "Email Address": "achieng@recruit.example",
  Subject: "Senior engineer role",
  "Your Message": "We are hiring a lead engineer in Nairobi and would love to talk.",
}

const form = (page: Page) => page.getByRole("form", { name: "Send a Message" })

async function fillForm(page: Page) {
  for (const [label, value] of Object.entries(MESSAGE)) await form(page).getByLabel(label).fill(value)
}

describe.each(DESKTOP_AND_PHONE)("contact on %s", (_name, context) => {
  let home: Visit
  beforeEach(async () => {
    home = await visit(browser(), "/#contact", { ...context, fakeClock: true })
  })
  afterEach(async () => {
    expect(home.problems).toEqual([])
    await home.close()
  })

  it("lists the contact details, with the maps link and working hours", async () => {
    const contact = home.page.locator("#contact")
    await expect(contact.getByRole("link", { name: site.email }).getAttribute("href")).resolves.toBe(`mailto:${site.email}`)
    await expect(contact.getByRole("link", { name: site.phone }).getAttribute("href")).resolves.toBe(`tel:${site.phone.replace(/\s/g, "")}`)
    const maps = contact.getByRole("link", { name: new RegExp(site.location) })
    await expect(maps.getAttribute("href")).resolves.toBe(site.mapsUrl)
    await expect(maps.getAttribute("target")).resolves.toBe("_blank")
    await expect(contact.getByText(site.workingHours).isVisible()).resolves.toBe(true)
    const social = contact.getByRole("list", { name: "Social links" }).getByRole("link")
    await expect(social.evaluateAll((links) => links.map((a) => a.getAttribute("aria-label")))).resolves.toEqual([
      "GitHub",
      "LinkedIn",
      "Twitter",
      "Email",
    ])
  })

  it("asks for four labelled, required fields, an email address and a six-row message", async () => {
    const { page } = home
    await expect(form(page).getByText("All fields required").isVisible()).resolves.toBe(true)
    for (const label of Object.keys(MESSAGE)) {
      await expect(form(page).getByLabel(label).getAttribute("required")).resolves.toBe("")
    }
    await expect(form(page).getByLabel("Email Address").getAttribute("type")).resolves.toBe("email")
    await expect(form(page).getByLabel("Your Message").evaluate((el) => [el.tagName, (el as HTMLTextAreaElement).rows])).resolves.toEqual(["TEXTAREA", 6])

    // The browser refuses an empty form and a malformed address: nothing starts sending.
    await form(page).getByRole("button", { name: "Send Message" }).click()
    await expect(form(page).getByLabel("Full Name").evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).resolves.toBe(true)
    await fillForm(page)
    await form(page).getByLabel("Email Address").fill("not-an-address")
    await form(page).getByRole("button", { name: "Send Message" }).click()
    await expect(form(page).getByLabel("Email Address").evaluate((el) => (el as HTMLInputElement).validity.typeMismatch)).resolves.toBe(true)
    await expect(page.getByText("Sending message...").filter({ visible: true }).count()).resolves.toBe(0)
  })

  it("sends for 1500 ms, shows the toast and the Message Sent! panel for 5000 ms, then an empty form; nothing is transmitted", async () => {
    const { page } = home
    await fillForm(page)
    await page.clock.pauseAt(Date.now() + 1000)
    const requestsBefore = home.requests.length
    await form(page).getByRole("button", { name: "Send Message" }).click()
    // A toast under the pointer (or holding the focus) waits: the visitor is reading it.
    await page.mouse.move(1, 1)

    const sending = form(page).getByRole("button", { name: "Sending message..." })
    await expect(sending.isDisabled()).resolves.toBe(true)
    await expect(form(page).getByLabel("Full Name").isDisabled()).resolves.toBe(true)
    await page.clock.runFor(SEND_MS - 10)
    await expect(sending.isVisible()).resolves.toBe(true)
    await page.clock.runFor(10)

    const panel = page.getByRole("status").filter({ hasText: "Message Sent!" })
    await panel.waitFor()
    await expect(panel.getByText("Thank you for reaching out. I'll review your message and get back to you as soon as possible.").isVisible()).resolves.toBe(true)
    const toast = page.getByRole("status").filter({ hasText: "Message sent successfully!" })
    await toast.waitFor()
    await expect(toast.getByText("Thank you for reaching out. I'll get back to you soon.").isVisible()).resolves.toBe(true)

    await page.clock.runFor(PANEL_MS - 10)
    await expect(panel.isVisible()).resolves.toBe(true)
    await expect(toast.isVisible()).resolves.toBe(true)
    // The panel and the toast both last 5000 ms.
    expect(PANEL_MS).toBe(TOAST_MS)
    await page.clock.runFor(10)
    await form(page).waitFor()
    for (const label of Object.keys(MESSAGE)) await expect(form(page).getByLabel(label).inputValue()).resolves.toBe("")
    // The toast's timer starts on its first animation frame after it mounts.
    await page.clock.runFor(100)
    await expect(toast.getAttribute("data-state")).resolves.toBe("closed")
    await page.clock.resume()
    await toast.waitFor({ state: "hidden" })

    // Nothing is sent: the only requests while it "sends" are the site's own code for the
    // toast, fetched by GET from the site's root (content-hashed chunks), which carry nothing.
    const during = home.requests.slice(requestsBefore)
    const ownChunk = new RegExp(`^GET ${siteUrl("/").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[\\w-]+-[0-9a-f]{20}\\.js$`)
    expect(during.filter((request) => !ownChunk.test(request))).toEqual([])
    for (const value of Object.values(MESSAGE)) expect(during.join("\n")).not.toContain(encodeURIComponent(value).slice(0, 12))
  })

  it("Send another message brings the form back at once", async () => {
    const { page } = home
    await fillForm(page)
    await page.clock.pauseAt(Date.now() + 1000)
    await form(page).getByRole("button", { name: "Send Message" }).click()
    await page.clock.runFor(SEND_MS)
    // Alt+T takes the keyboard to the notifications (and holds the toast open while there).
    await page.getByRole("status").filter({ hasText: "Message sent successfully!" }).waitFor()
    await page.keyboard.press("Alt+T")
    await expect(page.evaluate(() => !!document.activeElement?.closest("[data-scope='toast']"))).resolves.toBe(true)
    await page.getByRole("button", { name: "Send another message" }).click()
    await form(page).waitFor()
    await expect(form(page).getByLabel("Full Name").inputValue()).resolves.toBe("")
    await expect(form(page).getByRole("button", { name: "Send Message" }).isEnabled()).resolves.toBe(true)
  })
})

describe("copying the e-mail address in Chromium", () => {
  it("puts the address on the clipboard and says Copied; where the clipboard is refused, selects it", async () => {
    const words = site.contact.copyEmail
    const home = await visit(browser(), "/#contact", { permissions: ["clipboard-read", "clipboard-write"] })
    const details = home.page.getByRole("listitem").filter({ has: home.page.getByRole("link", { name: site.email }) })
    await details.getByRole("button", { name: words.label }).click()
    // The clipboard answers after the click: wait for the words (they stay 2.5 s).
    await details.getByRole("status").filter({ hasText: words.copied }).waitFor()
    await expect(home.page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(site.email)
    expect(home.problems).toEqual([])
    await home.close()

    const refused = await visit(browser(), "/#contact")
    await refused.page.evaluate(() => Object.defineProperty(navigator.clipboard, "writeText", { value: () => Promise.reject(new DOMException("denied", "NotAllowedError")) }))
    const refusedDetails = refused.page.getByRole("listitem").filter({ has: refused.page.getByRole("link", { name: site.email }) })
    await refusedDetails.getByRole("button", { name: words.label }).click()
    await refusedDetails.getByRole("status").filter({ hasText: words.selected }).waitFor()
    await expect(refused.page.evaluate(() => window.getSelection()?.toString())).resolves.toBe(site.email)
    expect(refused.problems).toEqual([])
    await refused.close()
  })
})
