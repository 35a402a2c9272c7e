/** What the browser tests of real delivery ("email" and "netlify" variants) share. */
import type { Page } from "playwright-core"
import site from "../../fixtures/sites/sample/data/site.json"
import { MIN_FILL_MS } from "../../../src/shared/contact-message"
import { VARIANT_OWNER_EMAIL } from "../../../tools/site-variant"

export { site }
/** The owner's address in the variants these tests run against. */
export const OWNER_EMAIL = VARIANT_OWNER_EMAIL

export const MESSAGE = {
  name: "Achieng Otieno",
  email: "achieng@recruit.co.ke",
  subject: "Senior engineer role",
  message: "We are hiring a lead engineer in Nairobi.\nCould we talk this week?",
}

const { fields } = site.contact.form

export const contactForm = (page: Page) => page.getByRole("form", { name: site.contact.form.title })

export async function fillMessage(page: Page, message = MESSAGE): Promise<void> {
  const form = contactForm(page)
  await form.getByLabel(fields.name.label).fill(message.name)
  await form.getByLabel(fields.email.label).fill(message.email)
  await form.getByLabel(fields.subject.label).fill(message.subject)
  await form.getByLabel(fields.message.label).fill(message.message)
}

/** What the four fields hold now. */
export async function fieldValues(page: Page): Promise<typeof MESSAGE> {
  const form = contactForm(page)
  return {
    name: await form.getByLabel(fields.name.label).inputValue(),
    email: await form.getByLabel(fields.email.label).inputValue(),
    subject: await form.getByLabel(fields.subject.label).inputValue(),
    message: await form.getByLabel(fields.message.label).inputValue(),
  }
}

/** A person takes longer than the minimum fill time; the tests wait it out before Send. */
export const waitLikeAPerson = (page: Page) => page.waitForTimeout(MIN_FILL_MS + 200)

export const send = (page: Page) => contactForm(page).getByRole("button", { name: site.contact.form.submit }).click()

/** The failure toast, the fields as typed and the owner's address offered with the message in it. */
export async function expectFailureKeepsTheMessage(page: Page): Promise<void> {
  await page.getByText(site.contact.toasts.failure.title).first().waitFor()
  await expect(page.getByText(site.contact.toasts.failure.description).first().isVisible()).resolves.toBe(true)
  await expect(fieldValues(page)).resolves.toEqual(MESSAGE)
  const mailto = contactForm(page).getByRole("link", { name: OWNER_EMAIL })
  await expect(mailto.isVisible()).resolves.toBe(true)
  const href = new URL((await mailto.getAttribute("href")) as string)
  expect([href.protocol, href.pathname, href.searchParams.get("subject"), href.searchParams.get("body")]).toEqual([
    "mailto:",
    OWNER_EMAIL,
    MESSAGE.subject,
    MESSAGE.message,
  ])
  await expect(contactForm(page).getByRole("button", { name: site.contact.form.submit }).isEnabled()).resolves.toBe(true)
}

/** Success as the spec describes it: the toast, then the Message Sent! panel. */
export async function expectSent(page: Page): Promise<void> {
  await page.getByText(site.contact.toasts.success.title).first().waitFor()
  await expect(page.getByRole("heading", { name: site.contact.sent.title }).isVisible()).resolves.toBe(true)
}
