/**
 * "email" delivery end to end: the site built with data/site.json contact.delivery "email"
 * (npm run build:variants), served by `gatsby serve`, which runs /api/contact as the hosts'
 * adapters do, with the function sending to a local stand-in for Resend.
 */
import fs from "fs"
import http from "http"
import type { AddressInfo } from "net"
import path from "path"
import type { Page } from "playwright-core"
import { axeViolations } from "../support/browser/axe"
import { COLOR_SCHEMES, useBrowser, visit, DESKTOP_AND_PHONE } from "../support/browser/browser"
import { contactForm, expectFailureKeepsTheMessage, expectSent, fillMessage, MESSAGE, OWNER_EMAIL, send, site, waitLikeAPerson } from "../support/browser/contact-delivery"
import { fail, slow, startFakeResend, type FakeResend } from "../../tools/fake-resend"
import { BUILD_TIME_SECRET, serveVariant, variantDir, type ServedVariant } from "../../tools/site-variant"
import { CONTACT_FUNCTION_PATH, SENT_PAGE_PATH } from "../../src/shared/contact-message"

jest.setTimeout(90_000)

const browser = useBrowser()
let resend: FakeResend
let server: ServedVariant

beforeAll(async () => {
  resend = await startFakeResend()
  server = await serveVariant("email", { RESEND_API_KEY: "re_test_key", CONTACT_PROVIDER_URL: resend.url })
})
afterAll(async () => {
  await server?.close()
  await resend?.close()
})
beforeEach(() => resend.reset())

/**
 * Each visit comes from a visitor of its own, as the host's client-address header tells the
 * function (the one it reads outside Vercel), so the rate limit (5 per address) counts each apart.
 */
let visitors = 0
const asAnotherVisitor = () => ({ extraHTTPHeaders: { "x-nf-client-connection-ip": `198.51.100.${++visitors}` } })
const home = (options: Parameters<typeof visit>[2] = {}) => visit(browser(), "/#contact", { base: server.url, ...asAnotherVisitor(), ...options })
const functionUrl = () => new URL(CONTACT_FUNCTION_PATH, server.url).href
/** The one problem a failed send leaves: the function's error answer, which Chromium also logs. */
const expectOnlyTheFunctionsAnswer = (problems: string[], status: number) => {
  expect(problems).toHaveLength(2)
  expect(problems).toEqual(
    expect.arrayContaining([
      `HTTP ${status}: ${functionUrl()}`,
      expect.stringMatching(new RegExp(`^console error: Failed to load resource: .*status of ${status} .*/api/contact\\)$`)),
    ])
  )
}
/**
 * Holds the page's fake clock still from now on. The clock runs until the call reaches the page,
 * so the pause is asked for a moment just ahead of the page's time, and asked for again if a busy
 * machine got the call there after that moment (Playwright then refuses to go back in time).
 */
async function pauseTheClockNow(page: Page) {
  for (let attempt = 1; ; attempt++) {
    const justAhead = await page.evaluate(() => Date.now() + 5)
    try {
      return await page.clock.pauseAt(justAhead)
    } catch (error) {
      if (attempt === 5 || !String(error).includes("fast-forward to the past")) throw error
    }
  }
}
const failReplies = () => (resend.reply = () => fail(500))
/** The message as the owner's e-mail quotes it: every line marked "> ". */
const quoted = (text: string) => text.split("\n").map((line) => `> ${line}`).join("\n")

describe.each(DESKTOP_AND_PHONE)("with JavaScript, on %s", (_name, context) => {
  it("e-mails the message to the owner through the function, then shows the spec's toast and panel", async () => {
    const visited = await home(context)
    const { page } = visited
    await fillMessage(page)
    await waitLikeAPerson(page)
    await send(page)
    await expectSent(page)
    expect(resend.received).toHaveLength(1)
    const [{ body, headers }] = resend.received
    expect(headers.authorization).toBe("Bearer re_test_key")
    expect(body.to).toEqual([OWNER_EMAIL])
    expect(body.reply_to).toBe(MESSAGE.email)
    // Served on 127.0.0.1, not at data/site.json's siteUrl: the subject says where it came from.
    expect(body.subject).toBe(`[Preview ${new URL(server.url).host}] ${MESSAGE.subject}`)
    expect(body.text).toContain(quoted(MESSAGE.message))
    expect(visited.requests.filter((request) => request.startsWith("POST "))).toEqual([`POST ${functionUrl()}`])
    expect(visited.problems).toEqual([])
    await visited.close()
  })
})

describe("with JavaScript, when sending fails", () => {
  it("Resend down: the error toast, every field as typed, and a mailto: link with the message", async () => {
    failReplies()
    const visited = await home()
    await fillMessage(visited.page)
    await waitLikeAPerson(visited.page)
    await send(visited.page)
    await expectFailureKeepsTheMessage(visited.page)
    expect(resend.received).toHaveLength(1)
    expectOnlyTheFunctionsAnswer(visited.problems, 502)
    await visited.close()
  })

  it("the connection lost after the visitor started: the error toast and the mailto: link all the same", async () => {
    const visited = await home()
    const { page } = visited
    await fillMessage(page)
    await waitLikeAPerson(page)
    await page.context().setOffline(true)
    await send(page)
    await expectFailureKeepsTheMessage(page)
    expect(resend.received).toHaveLength(0)
    // The one problem: the request that could not leave (Chromium logs it too).
    expect([...visited.problems].sort()).toEqual([
      `console error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED (${functionUrl()})`,
      `request failed: ${functionUrl()} (net::ERR_INTERNET_DISCONNECTED)`,
    ])
    await visited.close()
  })

  it("sent sooner than a person could (a script): the island sends nothing, and the visitor still has the mailto: link", async () => {
    const visited = await home({ fakeClock: true })
    // The island times the fill on the page's clock: held still while the fields are filled and
    // sent, the send comes sooner than a person could make it however slow the machine is, where
    // real time let a busy machine's fill pass the 3 s a person needs.
    await pauseTheClockNow(visited.page)
    await fillMessage(visited.page)
    await send(visited.page)
    await visited.page.clock.resume()
    await expectFailureKeepsTheMessage(visited.page)
    expect(visited.requests.filter((request) => request.startsWith("POST "))).toEqual([])
    expect(resend.received).toHaveLength(0)
    expect(visited.problems).toEqual([])
    await visited.close()
  })

  it("sends once, however often Send is pressed while sending", async () => {
    resend.reply = () => slow(1500)
    const visited = await home()
    await fillMessage(visited.page)
    await waitLikeAPerson(visited.page)
    await contactForm(visited.page).evaluate((form: HTMLFormElement) => {
      form.requestSubmit()
      form.requestSubmit()
      form.requestSubmit()
    })
    await expectSent(visited.page)
    expect(resend.received).toHaveLength(1)
    expect(visited.requests.filter((request) => request.startsWith("POST "))).toHaveLength(1)
    await visited.close()
  })
})

describe("a message the provider may have taken", () => {
  it("Resend answering after the function stopped waiting: the visitor is told it may have arrived; Send again sends nothing new and shows it sent", async () => {
    // The function waits 6 s for Resend (SEND_TIMEOUT_MS - 4 s); this Resend takes the
    // e-mail at once and answers at 7 s.
    resend.reply = () => slow(7000)
    const visited = await home()
    const { page } = visited
    await fillMessage(page)
    await waitLikeAPerson(page)
    const firstSent = Date.now()
    await send(page)
    await page.getByText(site.contact.sendHelp.mayHaveArrived).first().waitFor()
    // The toast and the alert under the form both say it, and neither says it couldn't be sent.
    await expect(page.getByText(site.contact.sendHelp.mayHaveArrived).count()).resolves.toBe(2)
    await expect(page.getByText(site.contact.toasts.failure.description).count()).resolves.toBe(0)
    await expect(contactForm(page).getByRole("link", { name: OWNER_EMAIL }).isVisible()).resolves.toBe(true)
    expect(resend.delivered).toHaveLength(1)

    // The visitor sends again once Resend has answered the first: the same key, answered from
    // Resend's record, and no second e-mail.
    await page.waitForTimeout(Math.max(0, firstSent + 7500 - Date.now()))
    await send(page)
    await expectSent(page)
    expect(resend.received).toHaveLength(2)
    expect(resend.received[1].headers["idempotency-key"]).toBe(resend.received[0].headers["idempotency-key"])
    expect(resend.delivered).toHaveLength(1)
    expectOnlyTheFunctionsAnswer(visited.problems, 504)
    await visited.close()
  })
})

describe("another site's page", () => {
  /** A page of another site (localhost is another site than 127.0.0.1) that makes its visitors' browsers post to the function. */
  let evil: http.Server
  let evilUrl: string
  beforeAll(async () => {
    evil = http.createServer((req, res) => {
      const action = functionUrl()
      const fields = Object.entries({ ...MESSAGE, message: "You won a prize: https://evil.test/claim" })
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
        .join("")
      const script =
        req.url === "/fetch"
          ? `fetch(${JSON.stringify(action)}, { method: "POST", mode: "no-cors", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(new FormData(document.forms[0])) })`
          : "document.forms[0].submit()"
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
      res.end(`<!DOCTYPE html><html lang="en"><title>Prize</title><form method="post" action="${action}">${fields}</form><script>${script}</script></html>`)
    })
    await new Promise<void>((resolve) => evil.listen(0, "127.0.0.1", resolve))
    evilUrl = `http://localhost:${(evil.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => evil.close(resolve)))

  it("posting the form (as a browser without the site's script would): 403 and a page of the site without the posted text; nothing sent", async () => {
    const visited = await visit(browser(), "/", { base: evilUrl, ...asAnotherVisitor() })
    const { page } = visited
    await page.waitForURL(functionUrl())
    expect(visited.problems).toContain(`HTTP 403: ${functionUrl()}`)
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(site.contact.toasts.failure.title)
    await expect(page.getByRole("link", { name: site.contact.sendHelp.backToForm }).getAttribute("href")).resolves.toBe("/#contact")
    await expect(page.content()).resolves.not.toContain("evil.test")
    expect(resend.received).toHaveLength(0)
    await visited.close()
  })

  it("a script's request (no-cors, urlencoded: no preflight): 403, nothing sent", async () => {
    const visited = await visit(browser(), "/fetch", { base: evilUrl, ...asAnotherVisitor() })
    expect(visited.problems).toContain(`HTTP 403: ${functionUrl()}`)
    expect(resend.received).toHaveLength(0)
    await visited.close()
  })
})

describe("one-line fields", () => {
  it("the browser refuses a subject with a right-to-left override before anything is sent, in the owner's words", async () => {
    const visited = await home()
    const { page } = visited
    await fillMessage(page, { ...MESSAGE, subject: "Invoice \u202Efdp.exe" })
    await waitLikeAPerson(page)
    await send(page)
    const subject = contactForm(page).getByLabel(site.contact.form.fields.subject.label)
    await expect(subject.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).resolves.toBe(true)
    await expect(subject.evaluate((input: HTMLInputElement) => input.validationMessage)).resolves.toBe(site.contact.sendHelp.oneLine)
    expect(visited.requests.filter((request) => request.startsWith("POST "))).toEqual([])
    expect(resend.received).toHaveLength(0)
    await visited.close()
  })
})

describe("without JavaScript", () => {
  it("the browser posts the form to the function and lands on the sent page", async () => {
    const visited = await home({ javaScriptEnabled: false })
    const { page } = visited
    await fillMessage(page)
    // gatsby serve adds a slash to a folder's path; Netlify and Vercel serve /contact/sent as it is.
    await Promise.all([page.waitForURL((url) => url.pathname.replace(/\/$/, "") === SENT_PAGE_PATH), send(page)])
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(site.contact.sent.title)
    await expect(page.getByText(site.contact.sent.message).isVisible()).resolves.toBe(true)
    await expect(page.getByRole("link", { name: site.contact.sendHelp.backToSite }).getAttribute("href")).resolves.toBe("/")
    expect(resend.delivered.map((email) => [email.body.reply_to, email.body.text.includes(quoted(MESSAGE.message))])).toEqual([[MESSAGE.email, true]])
    await visited.close()
  })

  it("a failure answers with a page that shows the visitor's text back, the mailto: link and the way back", async () => {
    failReplies()
    const visited = await home({ javaScriptEnabled: false })
    const { page } = visited
    await fillMessage(page)
    const [response] = await Promise.all([page.waitForResponse(functionUrl()), send(page)])
    expect(response.status()).toBe(502)
    await page.waitForLoadState()
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(site.contact.toasts.failure.title)
    for (const [field, value] of Object.entries(MESSAGE)) {
      const label = site.contact.form.fields[field as keyof typeof MESSAGE].label
      await expect(page.getByLabel(label).inputValue()).resolves.toBe(value)
    }
    const mailto = new URL((await page.getByRole("link", { name: OWNER_EMAIL }).getAttribute("href")) as string)
    expect([mailto.searchParams.get("subject"), mailto.searchParams.get("body")]).toEqual([MESSAGE.subject, MESSAGE.message])
    await expect(page.getByRole("link", { name: site.contact.sendHelp.backToForm }).getAttribute("href")).resolves.toBe("/#contact")
    await visited.close()
  })
})

describe("the pages a message lands on", () => {
  it.each(COLOR_SCHEMES)("pass axe in the %s theme: the sent page and the not-sent page", async (colorScheme) => {
    const sent = await visit(browser(), SENT_PAGE_PATH, { base: server.url, colorScheme, ...asAnotherVisitor() })
    // Colours are judged once the page's transitions have ended (axe read one mid-way, once).
    await sent.page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"))
    expect(await axeViolations(sent.page)).toEqual([])
    expect(sent.problems).toEqual([])
    // A form posted by the browser itself, as without JavaScript, to reach the not-sent page.
    failReplies()
    await sent.page.evaluate(
      ({ action, fields }) => {
        const form = document.createElement("form")
        form.method = "post"
        form.action = action
        for (const [name, value] of Object.entries(fields)) {
          const input = document.createElement("input")
          input.name = name
          input.value = value
          form.append(input)
        }
        document.body.append(form)
        form.submit()
      },
      { action: CONTACT_FUNCTION_PATH, fields: MESSAGE }
    )
    await sent.page.waitForURL(functionUrl())
    await expect(sent.page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(site.contact.toasts.failure.title)
    expect(await axeViolations(sent.page)).toEqual([])
    await sent.close()
  })
})

describe("the key", () => {
  /** Every file under a folder whose text contains `needle`. */
  const filesContaining = (dir: string, needle: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
      if (!entry.isFile()) return []
      const file = path.join(entry.parentPath, entry.name)
      return fs.readFileSync(file).includes(needle) ? [file] : []
    })

  it("set in the build's environment, reaches neither the published files nor the built function", () => {
    const dir = variantDir("email")
    expect(fs.readFileSync(path.join(dir, "public", "index.html"), "utf8")).toContain(`action="${CONTACT_FUNCTION_PATH}"`)
    expect(filesContaining(path.join(dir, "public"), BUILD_TIME_SECRET)).toEqual([])
    const functions = path.join(dir, ".cache", "functions")
    expect(fs.readdirSync(functions, { recursive: true })).toContain(path.join("contact", "index.js"))
    expect(filesContaining(functions, BUILD_TIME_SECRET)).toEqual([])
  })
})

describe("what the function answers a script", () => {
  it("403 JSON to a request naming another site's page as its Origin", async () => {
    const forged = await fetch(functionUrl(), {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.test", "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify({ ...MESSAGE, "fill-ms": "9000" }),
    })
    expect([forged.status, await forged.json()]).toEqual([403, { error: "cross-site" }])
    expect(resend.received).toHaveLength(0)
  })

  it("405 to GET, 413 to a body over its limit, JSON the island reads", async () => {
    const get = await fetch(functionUrl())
    expect([get.status, get.headers.get("allow"), await get.json()]).toEqual([405, "POST", { error: "method-not-allowed" }])
    const big = await fetch(functionUrl(), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...MESSAGE, message: "x".repeat(90_000) }),
    })
    expect([big.status, await big.json()]).toEqual([413, { error: "too-large" }])
    const invalid = await fetch(functionUrl(), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...MESSAGE, email: "not an address", "fill-ms": "9000" }),
    })
    expect([invalid.status, await invalid.json()]).toEqual([400, { error: "invalid", fields: [{ field: "email", problem: "not-an-email" }] }])
    expect(resend.received).toHaveLength(0)
  })
})
