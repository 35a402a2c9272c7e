/**
 * @jest-environment node
 */
/**
 * /api/contact's answers (src/server/handle-contact.ts), with the e-mail really sent
 * over HTTP by sendWithResend to a local stand-in for Resend whose behaviour each test sets,
 * and the known attacks tried as an attacker would.
 */
import fs from "fs"
import http from "http"
import path from "path"
import { REPO_ROOT } from "../../../tools/repo-root"
import type { AddressInfo } from "net"
import { fail, slow, startFakeResend, type FakeResend } from "../../../tools/fake-resend"
import site from "../../fixtures/sites/sample/data/site.json"
import { addressBucket } from "../../../src/server/client-address"
import { handleContact, providerUrl, type ContactEnvironment, type ContactRequest } from "../../../src/server/handle-contact"
import { createRateLimiter, RATE_LIMIT } from "../../../src/server/rate-limit"
import { RESEND_API_URL, sendWithResend } from "../../../src/server/resend"
import { contactSettings, DEFAULT_SENDER } from "../../../src/server/settings"
import { loadLanguages } from "../../../src/build-time/content/read-content"
import { FIXTURE_SITES } from "../../../tools/fixture-sites"
import { FIELD_LIMITS, LANGUAGE_FIELD, MAX_REQUEST_BYTES, MIN_FILL_MS, SENT_PAGE_PATH } from "../../../src/shared/contact-message"

let resend: FakeResend
beforeAll(async () => {
  resend = await startFakeResend()
})
afterAll(() => resend.close())
beforeEach(() => resend.reset())
/** The e-mails Resend sent (a request it answered from its idempotency record is none). */
const received = () => resend.delivered

/** The sample's settings, as the build makes them from every language's content. */
const sites = loadLanguages(FIXTURE_SITES.sample).map(({ content }) => content.site)
const settings = { ...contactSettings(sites), delivery: "email" as const }
/** The Kiswahili site.json as the site reads it: its translation, with the default language's texts where it has none. */
const siteInKiswahili = sites[1]
const MESSAGE = { name: "Jane Wanjiku", email: "jane@company.com", subject: "Project inquiry", message: "We would like a mobile app.\nBudget: KES 400,000." }

function environment(overrides: Partial<ContactEnvironment> = {}, timeoutMs = 2000): ContactEnvironment & { logged: string[] } {
  const logged: string[] = []
  return {
    apiKey: "re_test_key",
    send: (email, idempotencyKey) => sendWithResend(email, { apiKey: "re_test_key", url: resend.url, timeoutMs, idempotencyKey }),
    limiter: createRateLimiter(),
    siteOrigins: ["https://briankamau.dev", "https://deploy-preview-7--brian.netlify.app"],
    now: Date.now,
    log: (line) => logged.push(line),
    logged,
    ...overrides,
  }
}

/** The island's request: JSON, with how long the form was open. */
const jsonRequest = (body: object, overrides: Partial<ContactRequest> = {}): ContactRequest => ({
  method: "POST",
  headers: { "content-type": "application/json", accept: "application/json", host: "briankamau.dev" },
  body: { "fill-ms": "12000", session: "0123456789abcdef0123456789abcdef", ...body },
  sender: "198.51.100.7",
  ...overrides,
})

/** A browser's own form post, without JavaScript: a navigation, as the browser says (Sec-Fetch-Mode, Sec-Fetch-Dest). */
const formRequest = (body: object, headers: Record<string, string> = {}): ContactRequest => ({
  method: "POST",
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    accept: "text/html,application/xhtml+xml",
    host: "briankamau.dev",
    "user-agent": "Mozilla/5.0 Test",
    "sec-fetch-mode": "navigate",
    "sec-fetch-dest": "document",
    ...headers,
  },
  body,
  sender: "198.51.100.8",
})

const parse = (body: string) => JSON.parse(body) as { ok?: true; error?: string; fields?: { field: string; problem: string }[] }

describe("a valid message", () => {
  it("is e-mailed to the owner from the site's sender, with the visitor only in Reply-To, and answered 200", async () => {
    const response = await handleContact(jsonRequest(MESSAGE), settings, environment())
    expect([response.status, parse(response.body)]).toEqual([200, { ok: true }])
    expect(received()).toHaveLength(1)
    const [{ headers, body }] = received()
    expect(headers.authorization).toBe("Bearer re_test_key")
    expect(body.to).toEqual([site.email])
    expect(body.from).toBe(DEFAULT_SENDER)
    expect(body.reply_to).toBe(MESSAGE.email)
    expect(body.subject).toBe("[briankamau.dev] Project inquiry")
    expect(body.text.split("\n").slice(0, 2)).toEqual(["Reply to: jane@company.com", 'Name, as the visitor typed it: "Jane Wanjiku"'])
    expect(body.text).toContain("> We would like a mobile app.\n> Budget: KES 400,000.")
  })

  it("says in the subject when it was sent from a preview", async () => {
    const preview = jsonRequest(MESSAGE, { headers: { "content-type": "application/json", host: "deploy-preview-7--brian.netlify.app" } })
    await handleContact(preview, settings, environment())
    expect(received()[0].body.subject).toBe("[Preview deploy-preview-7--brian.netlify.app] Project inquiry")
  })

  it("writes no more of the request's Host into the subject than a host name", async () => {
    const hostile = jsonRequest(MESSAGE, { headers: { "content-type": "application/json", host: `evil.test\r\nBcc: x@y.test ${"x".repeat(500)}`, "x-forwarded-host": "briankamau.dev" } })
    await handleContact(hostile, settings, environment())
    expect(received()[0].body.subject).toBe("[Preview] Project inquiry")
  })

  it("takes no recipient, sender or header from the request", async () => {
    const hostile = { ...MESSAGE, to: "victim@elsewhere.test", from: "ceo@bank.test", cc: "a@b.test", bcc: "c@d.test", reply_to: "x@y.test", headers: { "X-Evil": "1" } }
    await handleContact(jsonRequest(hostile), settings, environment())
    expect(received()[0].body).toEqual({
      from: DEFAULT_SENDER,
      to: [site.email],
      reply_to: MESSAGE.email,
      subject: "[briankamau.dev] Project inquiry",
      text: expect.any(String),
    })
  })

  it("sent without JavaScript, is answered with a redirect to the sent page", async () => {
    const response = await handleContact(formRequest(MESSAGE), settings, environment())
    expect(response.status).toBe(303)
    expect(response.headers.Location).toBe(SENT_PAGE_PATH)
    expect(received()).toHaveLength(1)
  })

  it("written on another language's page, lands on that language's sent page, and the owner's e-mail says which language", async () => {
    // The sample's site is in English and Kiswahili.
    expect(settings.languages).toEqual(["en-KE", "sw"])
    const response = await handleContact(formRequest({ ...MESSAGE, [LANGUAGE_FIELD]: "sw" }), settings, environment())
    expect([response.status, response.headers.Location]).toEqual([303, "/sw/contact/sent"])
    expect((received()[0].body as { text: string }).text).toContain("Written on the site's Swahili (sw) pages")
  })

  it("names no other page than the site's own languages' (a language it does not have is the default one)", async () => {
    const response = await handleContact(formRequest({ ...MESSAGE, [LANGUAGE_FIELD]: "https://elsewhere.example" }), settings, environment())
    expect(response.headers.Location).toBe(SENT_PAGE_PATH)
    expect((received()[0].body as { text: string }).text).toContain("Written on the site's English (Kenya) (en-KE) pages")
  })
})

describe("a message the form would not have let through", () => {
  it.each([
    ["name", "missing", { name: undefined }],
    ["name", "missing", { name: "   " }],
    ["name", "too-long", { name: "J".repeat(FIELD_LIMITS.name + 1) }],
    ["name", "not-one-line", { name: "Jane\r\nBcc: everyone@example.org" }],
    ["email", "missing", { email: "" }],
    ["email", "not-an-email", { email: "jane at company" }],
    ["email", "not-one-line", { email: "jane@company.com\nBcc: x@y.test" }],
    ["email", "too-long", { email: `${"j".repeat(250)}@company.com` }],
    ["subject", "missing", { subject: undefined }],
    ["subject", "not-one-line", { subject: "Hi\nBcc: x@y.test" }],
    ["subject", "too-long", { subject: "S".repeat(FIELD_LIMITS.subject + 1) }],
    ["message", "missing", { message: "" }],
    ["message", "too-long", { message: "m".repeat(FIELD_LIMITS.message + 1) }],
    ["message", "not-text", { message: { nested: "object" } }],
  ])("%s %s: 400 naming the field, and nothing sent", async (field, problem, change) => {
    const response = await handleContact(jsonRequest({ ...MESSAGE, ...change }), settings, environment())
    expect(response.status).toBe(400)
    expect(parse(response.body)).toEqual({ error: "invalid", fields: [{ field, problem }] })
    expect(received()).toHaveLength(0)
  })

  it("takes a message at every limit exactly", async () => {
    const longest = { name: "N".repeat(FIELD_LIMITS.name), email: `${"j".repeat(FIELD_LIMITS.email - 12)}@company.com`, subject: "S".repeat(FIELD_LIMITS.subject), message: "m".repeat(FIELD_LIMITS.message) }
    const response = await handleContact(jsonRequest(longest), settings, environment())
    expect(response.status).toBe(200)
  })

  it("without JavaScript, gets a page that says what to check and shows the visitor's text back", async () => {
    const response = await handleContact(formRequest({ ...MESSAGE, email: "jane at company", message: "<script>alert(1)</script> & more" }), settings, environment())
    expect(response.status).toBe(400)
    expect(response.headers["Content-Type"]).toBe("text/html; charset=utf-8")
    expect(response.headers["Content-Security-Policy"]).toContain("default-src 'self'")
    expect(response.body).toContain(`<h1>${site.contact.toasts.failure.title}</h1>`)
    expect(response.body).toContain(`${site.contact.sendHelp.checkFields} ${site.contact.form.fields.email.label}`)
    expect(response.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</textarea>")
    expect(response.body).not.toContain("<script>")
    expect(response.body).toContain(`href="mailto:${site.email}?subject=Project%20inquiry&amp;body=%3Cscript%3Ealert%281%29%3C%2Fscript%3E%20%26%20more"`)
    expect(response.body).toContain('<a href="/#contact">')
  })

  it("without JavaScript, from a page in another language, gets that page in its language, linking back to its form", async () => {
    const response = await handleContact(formRequest({ ...MESSAGE, email: "jane at company", [LANGUAGE_FIELD]: "sw" }), settings, environment())
    expect(response.status).toBe(400)
    expect(response.body).toMatch(/<html lang="sw" dir="ltr">/)
    expect(response.body).toContain(`<h1>${siteInKiswahili.contact.toasts!.failure.title}</h1>`)
    expect(response.body).toContain(`${siteInKiswahili.contact.sendHelp!.checkFields} ${siteInKiswahili.contact.form!.fields.email.label}`)
    expect(response.body).toContain(`<a href="/sw/#contact">${siteInKiswahili.contact.sendHelp!.backToForm}</a>`)
    // What the translation leaves out is the default language's.
    expect(response.body).toContain(`>${site.email}</a>`)
  })
})

describe("robots and abuse", () => {
  it("a filled-in honeypot: 400, nothing sent", async () => {
    const response = await handleContact(jsonRequest({ ...MESSAGE, "bot-field": "http://spam.test" }), settings, environment())
    expect([response.status, parse(response.body).error]).toEqual([400, "automated"])
    expect(received()).toHaveLength(0)
  })

  it("a honeypot sent twice (a list): 400, nothing sent", async () => {
    const response = await handleContact(jsonRequest({ ...MESSAGE, "bot-field": ["", "spam"] }), settings, environment())
    expect([response.status, parse(response.body).error]).toEqual([400, "automated"])
    expect(received()).toHaveLength(0)
  })

  it("JSON without the fill time the page's script always sends: 400; the browser's own post needs none", async () => {
    const { "fill-ms": _omitted, ...withoutFillTime } = jsonRequest(MESSAGE).body as Record<string, string>
    const response = await handleContact(jsonRequest({}, { body: withoutFillTime }), settings, environment())
    expect([response.status, parse(response.body).error]).toEqual([400, "automated"])
    expect((await handleContact(formRequest(MESSAGE), settings, environment())).status).toBe(303)
  })

  it("a urlencoded post without a fill time that is no browser's form navigation (no Sec-Fetch-Mode: navigate): a robot's, 400, nothing sent", async () => {
    for (const mode of [undefined, "cors", "no-cors", "same-origin"]) {
      const post = formRequest(MESSAGE)
      const headers = { ...post.headers, "sec-fetch-mode": mode, "sec-fetch-dest": mode ? "empty" : undefined }
      const response = await handleContact({ ...post, headers }, settings, environment())
      expect([mode, response.status, response.headers["Content-Type"]]).toEqual([mode, 400, "text/html; charset=utf-8"])
    }
    const asJson = { ...formRequest(MESSAGE), headers: { "content-type": "application/x-www-form-urlencoded" } }
    const refused = await handleContact(asJson, settings, environment())
    expect([refused.status, parse(refused.body).error]).toEqual([400, "automated"])
    expect(received()).toHaveLength(0)
    // With a fill time the page's script would have sent, such a post is judged like the island's.
    const timed = await handleContact({ ...asJson, body: { ...MESSAGE, "fill-ms": "9000" } }, settings, environment())
    expect([timed.status, parse(timed.body)]).toEqual([200, { ok: true }])
  })

  it("a urlencoded post without a fill time that the browser says is its form navigation (Sec-Fetch-Mode: navigate): sent", async () => {
    const response = await handleContact(formRequest(MESSAGE, { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" }), settings, environment())
    expect([response.status, response.headers.Location]).toEqual([303, SENT_PAGE_PATH])
    expect(received()).toHaveLength(1)
  })

  it("a multipart body, which the form never sends: 400", async () => {
    const multipart = jsonRequest(MESSAGE, { headers: { "content-type": "multipart/form-data; boundary=x" } })
    const response = await handleContact(multipart, settings, environment())
    expect([response.status, parse(response.body).error]).toEqual([400, "unsupported-type"])
  })

  it(`sent sooner than ${MIN_FILL_MS} ms after the form started: 400, nothing sent`, async () => {
    const response = await handleContact(jsonRequest({ ...MESSAGE, "fill-ms": String(MIN_FILL_MS - 1) }), settings, environment())
    expect([response.status, parse(response.body).error]).toEqual([400, "automated"])
    const justInTime = await handleContact(jsonRequest({ ...MESSAGE, "fill-ms": String(MIN_FILL_MS) }), settings, environment())
    expect(justInTime.status).toBe(200)
  })

  it("a request over the size limit: 413", async () => {
    const big = jsonRequest({ ...MESSAGE, padding: "x".repeat(MAX_REQUEST_BYTES) }, {})
    const response = await handleContact(big, settings, environment())
    expect([response.status, parse(response.body).error]).toEqual([413, "too-large"])
    const declared = jsonRequest(MESSAGE, { headers: { "content-type": "application/json", "content-length": String(MAX_REQUEST_BYTES + 1) } })
    expect((await handleContact(declared, settings, environment())).status).toBe(413)
    expect(received()).toHaveLength(0)
  })

  it.each(["GET", "PUT", "DELETE", "OPTIONS"])("%s: 405, allowing POST", async (method) => {
    const response = await handleContact(jsonRequest(MESSAGE, { method }), settings, environment())
    expect([response.status, response.headers.Allow, parse(response.body).error]).toEqual([405, "POST", "method-not-allowed"])
  })

  it("a body that is neither JSON nor a form: 400", async () => {
    const response = await handleContact(jsonRequest(MESSAGE, { headers: { "content-type": "text/plain" } }), settings, environment())
    expect([response.status, parse(response.body).error]).toEqual([400, "unsupported-type"])
  })

  it("a sixth message from one address within 10 minutes: 429 with Retry-After; other addresses go on", async () => {
    const env = environment()
    const numbered = (i: number) => jsonRequest({ ...MESSAGE, message: `Message ${i}` })
    for (let i = 0; i < 5; i++) expect((await handleContact(numbered(i), settings, env)).status).toBe(200)
    const sixth = await handleContact(numbered(5), settings, env)
    expect([sixth.status, parse(sixth.body).error]).toEqual([429, "too-many"])
    expect(Number(sixth.headers["Retry-After"])).toBeGreaterThan(500)
    expect((await handleContact(jsonRequest(MESSAGE, { sender: "203.0.113.9" }), settings, env)).status).toBe(200)
    expect(received()).toHaveLength(6)
  })

  it("counts only messages that would go out: refused requests use up nothing", async () => {
    const env = environment()
    for (let i = 0; i < 8; i++) expect((await handleContact(jsonRequest({ ...MESSAGE, email: "nope" }), settings, env)).status).toBe(400)
    expect((await handleContact(jsonRequest(MESSAGE), settings, env)).status).toBe(200)
  })
})

describe("when the message cannot go out", () => {
  it("Resend down (nothing listening): 502, nothing can have gone out, and the owner's log says why", async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve))
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/emails`
    await new Promise((resolve) => closed.close(resolve))
    const env = environment({ send: (email, idempotencyKey) => sendWithResend(email, { apiKey: "k", url, timeoutMs: 2000, idempotencyKey }) })
    const response = await handleContact(jsonRequest(MESSAGE), settings, env)
    expect([response.status, parse(response.body).error]).toEqual([502, "provider-failed"])
    expect(env.logged).toEqual(["/api/contact: Resend did not take the message (unreachable, ECONNREFUSED)."])
  })

  it("Resend too slow: 504 once the function stops waiting, saying it may have gone out (it did)", async () => {
    resend.reply = () => slow(1500)
    const env = environment({}, 300)
    const response = await handleContact(jsonRequest(MESSAGE), settings, env)
    expect([response.status, parse(response.body).error]).toEqual([504, "provider-uncertain"])
    expect(received()).toHaveLength(1)
    expect(env.logged).toEqual([
      "/api/contact: Resend may have sent the message (uncertain, no answer in time); the visitor is told it may have arrived, and a retry will not send it twice.",
    ])
  })

  it.each([
    [403, "provider-refused"],
    [422, "provider-refused"],
    [500, "provider-failed"],
    [503, "provider-failed"],
  ])("Resend answering %i: 502 %s", async (status, error) => {
    resend.reply = () => ({ status, body: '{"message":"no"}' })
    const env = environment()
    const response = await handleContact(jsonRequest(MESSAGE), settings, env)
    expect([response.status, parse(response.body).error]).toEqual([502, error])
    expect(env.logged[0]).toContain(`HTTP ${status}`)
  })

  it("no RESEND_API_KEY on the host: 503, nothing sent, and the owner's log names the variable", async () => {
    const env = environment({ apiKey: undefined })
    const response = await handleContact(jsonRequest(MESSAGE), settings, env)
    expect([response.status, parse(response.body).error]).toEqual([503, "not-configured"])
    expect(env.logged[0]).toContain("RESEND_API_KEY is not set")
    expect(received()).toHaveLength(0)
  })

  it("no RESEND_API_KEY: the refusals spend none of the rate limit, so the first message after the key is set goes out", async () => {
    const limiter = createRateLimiter({ ...RATE_LIMIT, perSender: 1, total: 1 })
    for (const subject of ["First", "Second", "Third"]) {
      const response = await handleContact(jsonRequest({ ...MESSAGE, subject }), settings, environment({ apiKey: undefined, limiter }))
      expect([subject, response.status, parse(response.body).error]).toEqual([subject, 503, "not-configured"])
    }
    const withKey = await handleContact(jsonRequest(MESSAGE), settings, environment({ limiter }))
    expect([withKey.status, parse(withKey.body)]).toEqual([200, { ok: true }])
    expect(received()).toHaveLength(1)
  })

  it("without JavaScript, a failure gets the page with every field as typed and the mailto: link", async () => {
    resend.reply = () => fail(500)
    const response = await handleContact(formRequest(MESSAGE), settings, environment())
    expect(response.status).toBe(502)
    for (const value of [MESSAGE.name, MESSAGE.email, MESSAGE.subject, MESSAGE.message]) expect(response.body).toContain(`>${value}</textarea>`)
    expect(response.body).toContain(`>${site.email}</a>`)
  })

  it(`in "simulated" or "netlify" delivery the function sends nothing: 404`, async () => {
    for (const delivery of ["simulated", "netlify"] as const) {
      const response = await handleContact(jsonRequest(MESSAGE), { ...settings, delivery }, environment())
      expect([response.status, parse(response.body).error]).toEqual([404, "not-enabled"])
    }
    expect(received()).toHaveLength(0)
  })
})

describe("where the e-mail goes out", () => {
  it("is Resend, unless a test names a loopback stand-in", () => {
    expect(providerUrl({})).toBe(RESEND_API_URL)
    expect(providerUrl({ CONTACT_PROVIDER_URL: "http://127.0.0.1:4010/emails" })).toBe("http://127.0.0.1:4010/emails")
    expect(providerUrl({ CONTACT_PROVIDER_URL: "http://localhost:4010/emails" })).toBe("http://localhost:4010/emails")
    for (const elsewhere of ["https://collector.test/emails", "http://10.0.0.5/emails", "http://127.0.0.1.nip.io/emails", "not a url"]) {
      expect(providerUrl({ CONTACT_PROVIDER_URL: elsewhere })).toBe(RESEND_API_URL)
    }
  })
})

/** A form post as a browser sends it from a page at `origin`, with the Fetch metadata it adds. */
const postedFrom = (origin: string, secFetchSite: string, body: object = MESSAGE): ContactRequest => ({
  ...formRequest(body, { origin, "sec-fetch-site": secFetchSite }),
})

describe("only the site's own pages can send", () => {
  it("a form another site's page posts (Origin evil.test, Sec-Fetch-Site cross-site): 403, a page of the site without the posted text, nothing sent", async () => {
    const forged = postedFrom("https://evil.test", "cross-site", { ...MESSAGE, message: "Click https://evil.test/prize" })
    const response = await handleContact(forged, settings, environment())
    expect(response.status).toBe(403)
    expect(response.headers["Content-Type"]).toBe("text/html; charset=utf-8")
    expect(response.body).toContain(`<h1>${site.contact.toasts.failure.title}</h1>`)
    expect(response.body).toContain('<a href="/#contact">')
    expect(response.body).not.toContain("evil.test")
    expect(response.body).not.toContain("<textarea")
    expect(received()).toHaveLength(0)
  })

  it("a script's request from another site's page: 403 JSON", async () => {
    const response = await handleContact(jsonRequest(MESSAGE, { headers: { "content-type": "application/json", host: "briankamau.dev", origin: "https://evil.test" } }), settings, environment())
    expect([response.status, parse(response.body)]).toEqual([403, { error: "cross-site" }])
    expect(received()).toHaveLength(0)
  })

  it.each([
    ["Sec-Fetch-Site cross-site without an Origin", { "sec-fetch-site": "cross-site" }],
    ['Origin "null" (a sandboxed frame, a file)', { origin: "null" }],
    ["an Origin that is no address", { origin: "not a url" }],
    ["a sibling site (same-site, another host)", { origin: "https://blog.briankamau.dev", "sec-fetch-site": "same-site" }],
    ["the right host on another port", { origin: "https://briankamau.dev:8443" }],
  ])("%s: 403, nothing sent", async (_name, headers) => {
    const response = await handleContact(formRequest(MESSAGE, headers), settings, environment())
    expect(response.status).toBe(403)
    expect(received()).toHaveLength(0)
  })

  it.each([
    ["neither header (a browser that sends none, or a direct post)", {}],
    ["the production page (Origin https://briankamau.dev, same-origin)", { origin: "https://briankamau.dev", "sec-fetch-site": "same-origin" }],
    ["the page at the address the request went to (Origin naming its Host)", { origin: "http://127.0.0.1:9000", host: "127.0.0.1:9000", "sec-fetch-site": "same-origin" }],
    ["the preview's own page, the request reaching another host name", { origin: "https://deploy-preview-7--brian.netlify.app", host: "brian.netlify.app" }],
  ])("%s: sent", async (_name, headers) => {
    const response = await handleContact(formRequest(MESSAGE, headers), settings, environment())
    expect(response.status).toBe(303)
    expect(received()).toHaveLength(1)
  })
})

describe("a flood is bounded", () => {
  const numbered = (i: number, overrides: Partial<ContactRequest> = {}) => jsonRequest({ ...MESSAGE, message: `Message ${i}` }, overrides)

  it("seven messages from seven addresses of one IPv6 /64: five sent, then 429", async () => {
    const env = environment()
    const statuses: number[] = []
    for (let i = 1; i <= 7; i++) {
      const response = await handleContact(numbered(i, { sender: addressBucket(`2001:db8:aa:bb::${i.toString(16)}`) }), settings, env)
      statuses.push(response.status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
    expect(received()).toHaveLength(5)
    // The next /64 is another sender.
    expect((await handleContact(numbered(8, { sender: addressBucket("2001:db8:aa:bc::1") }), settings, env)).status).toBe(200)
  })

  it(`a cap on everything one running copy sends: the ${RATE_LIMIT.total + 1}th message in 10 minutes, from a new address, gets 429; the owner's log says so once`, async () => {
    const env = environment()
    for (let i = 0; i < RATE_LIMIT.total; i++) {
      expect((await handleContact(numbered(i, { sender: `203.0.113.${i + 1}` }), settings, env)).status).toBe(200)
    }
    const over = await handleContact(numbered(100, { sender: "198.51.100.200" }), settings, env)
    expect([over.status, parse(over.body).error]).toEqual([429, "too-many"])
    expect(Number(over.headers["Retry-After"])).toBeGreaterThan(500)
    expect((await handleContact(numbered(101, { sender: "198.51.100.201" }), settings, env)).status).toBe(429)
    const capLines = env.logged.filter((line) => line.includes("refuses more (429)"))
    expect(capLines).toHaveLength(1)
    // It points the owner at the guide's section on what else stops a flood, which is there.
    const [, guide, section] = /(docs\/[\w-]+\.md), "([^"]+)"/.exec(capLines[0]) ?? []
    expect(guide).toBe("docs/contact-form.md")
    expect(fs.readFileSync(path.join(REPO_ROOT, guide), "utf8")).toContain(`### ${section}\n`)
    expect(received()).toHaveLength(RATE_LIMIT.total)
    // A retry of a message already let through is no new e-mail: it still gets its answer.
    const retry = await handleContact(numbered(0, { sender: "203.0.113.1" }), settings, env)
    expect(retry.status).toBe(200)
    expect(received()).toHaveLength(RATE_LIMIT.total)
  })

  it("no address from the host: no bucket strangers share, only the cap on everyone", async () => {
    const env = environment()
    for (let i = 0; i < RATE_LIMIT.perSender + 2; i++) {
      expect((await handleContact(numbered(i, { sender: undefined }), settings, env)).status).toBe(200)
    }
  })

  it.each([
    ["hexadecimal", "0x1388"],
    ["an exponent", "5e3"],
    ["a list", ["5000"]],
    ["a JSON number", 5000],
    ["more than 30 days", "99999999999"],
    ["a fraction", "5000.5"],
    ["a sign", "+5000"],
    ["spaces", " 5000"],
  ])("a fill time written as %s (%p): 400, nothing sent", async (_name, fillMs) => {
    const response = await handleContact(jsonRequest({ ...MESSAGE, "fill-ms": fillMs }), settings, environment())
    expect([response.status, parse(response.body).error]).toEqual([400, "automated"])
    const post = await handleContact(formRequest({ ...MESSAGE, "fill-ms": fillMs }), settings, environment())
    expect(post.status).toBe(400)
    expect(received()).toHaveLength(0)
  })
})

describe("never sent twice, never lost", () => {
  it("carries an Idempotency-Key made of the message and the page's session: the same for a retry, another for another visitor or message", async () => {
    const env = environment()
    await handleContact(jsonRequest(MESSAGE), settings, env)
    await handleContact(jsonRequest(MESSAGE), settings, env)
    await handleContact(jsonRequest({ ...MESSAGE, session: "fedcba9876543210fedcba9876543210" }), settings, env)
    await handleContact(jsonRequest({ ...MESSAGE, subject: "Another inquiry" }), settings, env)
    const keys = resend.received.map((request) => request.headers["idempotency-key"])
    expect(keys[0]).toMatch(/^contact-form\/[0-9a-f]{64}$/)
    expect(keys[1]).toBe(keys[0])
    expect(new Set(keys).size).toBe(3)
    // The retry was answered from Resend's record: three e-mails for four requests.
    expect(received()).toHaveLength(3)
  })

  it("Resend answering after the function stopped waiting: 504 'may have arrived'; the retry gets 200 and the owner one e-mail", async () => {
    resend.reply = () => slow(600)
    const env = environment({}, 200)
    const first = await handleContact(jsonRequest(MESSAGE), settings, env)
    expect([first.status, parse(first.body).error]).toEqual([504, "provider-uncertain"])
    // Retried while Resend is still sending the first: still not known, still not sent twice.
    const early = await handleContact(jsonRequest(MESSAGE), settings, env)
    expect([early.status, parse(early.body).error]).toEqual([504, "provider-uncertain"])
    await new Promise((resolve) => setTimeout(resolve, 700))
    const retry = await handleContact(jsonRequest(MESSAGE), settings, env)
    expect([retry.status, parse(retry.body)]).toEqual([200, { ok: true }])
    expect(resend.received).toHaveLength(3)
    expect(received()).toHaveLength(1)
  })

  it("the connection broken after Resend took the message: 504 'may have arrived', not 'couldn't be sent'", async () => {
    resend.reply = () => ({ status: 200, hangUp: true })
    const response = await handleContact(jsonRequest(MESSAGE), settings, environment())
    expect([response.status, parse(response.body).error]).toEqual([504, "provider-uncertain"])
    expect(received()).toHaveLength(1)
  })

  it("without JavaScript: the page says the message may have arrived, and the same browser's retry sends nothing new", async () => {
    resend.reply = () => slow(500)
    const env = environment({}, 200)
    const first = await handleContact(formRequest(MESSAGE), settings, env)
    expect(first.status).toBe(504)
    expect(first.body).toContain(`<p>${site.contact.sendHelp.mayHaveArrived}</p>`)
    expect(first.body).not.toContain(site.contact.toasts.failure.description.replace(/'/g, "&#39;"))
    expect(first.body).toContain(`>${MESSAGE.message}</textarea>`)
    await new Promise((resolve) => setTimeout(resolve, 600))
    const retry = await handleContact(formRequest(MESSAGE), settings, env)
    expect([retry.status, retry.headers.Location]).toEqual([303, SENT_PAGE_PATH])
    expect(received()).toHaveLength(1)
    // Another browser on the same network sending the same words is another visitor.
    await handleContact(formRequest(MESSAGE, { "user-agent": "Another browser" }), settings, env)
    expect(received()).toHaveLength(2)
  })

  it("Resend's key record honoured as Resend documents it: a failed send frees the key for the retry", async () => {
    resend.reply = (_email, count) => (count === 1 ? fail(503) : { status: 200 })
    const env = environment()
    expect((await handleContact(jsonRequest(MESSAGE), settings, env)).status).toBe(502)
    expect((await handleContact(jsonRequest(MESSAGE), settings, env)).status).toBe(200)
    expect(received()).toHaveLength(1)
  })
})

describe("one-line fields are one line of text", () => {
  const CHARACTERS: [string, string][] = [
    ["NEL (U+0085) before a Bcc header", "\u0085Bcc: x@y.test"],
    ["vertical tab", "\u000B"],
    ["form feed", "\u000C"],
    ["NUL", "\u0000"],
    ["ESC", "\u001B[31m"],
    ["tab", "\t"],
    ["DEL", "\u007F"],
    ["a C1 control (U+009B)", "\u009B"],
    ["line separator", "\u2028"],
    ["paragraph separator", "\u2029"],
    ["right-to-left override", "\u202E"],
    ["left-to-right embedding", "\u202A"],
    ["pop directional formatting", "\u202C"],
    ["first-strong isolate", "\u2068"],
    ["pop directional isolate", "\u2069"],
  ]
  const FIELDS = [
    ["name", (c: string) => ({ name: `Jane${c}Wanjiku` })],
    ["email", (c: string) => ({ email: `jane${c}@company.com` })],
    ["subject", (c: string) => ({ subject: `Project${c}inquiry` })],
  ] as const

  it.each(FIELDS.flatMap(([field, change]) => CHARACTERS.map(([name, character]) => [field, name, change(character)] as const)))(
    "%s with %s: 400 naming the field, nothing sent",
    async (field, _name, change) => {
      const response = await handleContact(jsonRequest({ ...MESSAGE, ...change }), settings, environment())
      expect(response.status).toBe(400)
      expect(parse(response.body).fields).toEqual([{ field, problem: "not-one-line" }])
      expect(received()).toHaveLength(0)
    }
  )

  it("the message itself keeps its line breaks and tabs", async () => {
    const response = await handleContact(jsonRequest({ ...MESSAGE, message: "Line 1\n\tIndented\r\nLine 3" }), settings, environment())
    expect(response.status).toBe(200)
  })
})

describe("the e-mail reads honestly", () => {
  const text = async (message: Partial<typeof MESSAGE>) => {
    await handleContact(jsonRequest({ ...MESSAGE, ...message }), settings, environment())
    return received()[0].body.text
  }

  it("the reply address first, then the name marked as the visitor's, then their message quoted", async () => {
    const body = await text({ name: "Jane <ceo@bank.test>" })
    expect(body.split("\n").slice(0, 2)).toEqual(["Reply to: jane@company.com", 'Name, as the visitor typed it: "Jane <ceo@bank.test>"'])
  })

  it("a signature written into the message cannot pass for the site's own footer", async () => {
    const forged = `Hello\n\n-- \nSent with the contact form of ${site.siteUrl}/. Replying answers ceo@bank.test\u2028-- \u2029Brian`
    const body = await text({ message: forged })
    const [, visitor, footer] = /^[\s\S]*?\n\n([\s\S]*)\n\n-- \n([^\n]*)$/.exec(body) ?? []
    expect(footer).toBe(`Sent with the contact form of ${site.siteUrl}/. Replying answers jane@company.com, the address the visitor typed; nobody checked that it is theirs.`)
    const quoted = visitor.split("\n").slice(2)
    expect(quoted).toEqual(["> Hello", ">", "> -- ", `> Sent with the contact form of ${site.siteUrl}/. Replying answers ceo@bank.test`, "> -- ", "> Brian"])
    // Every line a mail program shows, outside the quote, is the site's.
    expect(body.split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/).filter((line) => line.startsWith("-- "))).toEqual(["-- "])
  })
})
