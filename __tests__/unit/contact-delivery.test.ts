/**
 * @jest-environment node
 */
/**
 * /api/contact's answers (src/contact-delivery/handle-contact.ts), with the e-mail really sent
 * over HTTP by sendWithResend to a local stand-in for Resend whose behaviour each test sets.
 */
import http from "http"
import type { AddressInfo } from "net"
import { startFakeResend, type FakeResend } from "../support/fake-resend"
import site from "../fixtures/sites/sample/data/site.json"
import { handleContact, providerUrl, type ContactEnvironment, type ContactRequest } from "../../src/contact-delivery/handle-contact"
import { createRateLimiter } from "../../src/contact-delivery/rate-limit"
import { RESEND_API_URL, sendWithResend } from "../../src/contact-delivery/resend"
import { contactSettings, DEFAULT_SENDER } from "../../src/contact-delivery/settings"
import { FIELD_LIMITS, MAX_REQUEST_BYTES, MIN_FILL_MS, SENT_PAGE_PATH } from "../../src/lib/contact-message"

let resend: FakeResend
beforeAll(async () => {
  resend = await startFakeResend()
})
afterAll(() => resend.close())
beforeEach(() => resend.reset())
const received = () => resend.received

const settings = { ...contactSettings(site), delivery: "email" as const }
const MESSAGE = { name: "Jane Wanjiku", email: "jane@company.com", subject: "Project inquiry", message: "We would like a mobile app.\nBudget: KES 400,000." }

function environment(overrides: Partial<ContactEnvironment> = {}, timeoutMs = 2000): ContactEnvironment & { logged: string[] } {
  const logged: string[] = []
  return {
    apiKey: "re_test_key",
    send: (email) => sendWithResend(email, { apiKey: "re_test_key", url: resend.url, timeoutMs }),
    limiter: createRateLimiter(),
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
  body: { "fill-ms": "12000", ...body },
  clientAddress: "198.51.100.7",
  ...overrides,
})

/** A browser's own form post, without JavaScript. */
const formRequest = (body: object): ContactRequest => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html,application/xhtml+xml", host: "briankamau.dev" },
  body,
  clientAddress: "198.51.100.8",
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
    expect(body.text).toContain(MESSAGE.message)
    expect(body.text).toContain("Jane Wanjiku <jane@company.com>")
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
})

describe("a message the form would not have let through", () => {
  it.each([
    ["name", "missing", { name: undefined }],
    ["name", "missing", { name: "   " }],
    ["name", "too-long", { name: "J".repeat(FIELD_LIMITS.name + 1) }],
    ["name", "line-break", { name: "Jane\r\nBcc: everyone@example.org" }],
    ["email", "missing", { email: "" }],
    ["email", "not-an-email", { email: "jane at company" }],
    ["email", "line-break", { email: "jane@company.com\nBcc: x@y.test" }],
    ["email", "too-long", { email: `${"j".repeat(250)}@company.com` }],
    ["subject", "missing", { subject: undefined }],
    ["subject", "line-break", { subject: "Hi\nBcc: x@y.test" }],
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

  it("a sixth request from one address within 10 minutes: 429 with Retry-After; other addresses go on", async () => {
    const env = environment()
    for (let i = 0; i < 5; i++) expect((await handleContact(jsonRequest(MESSAGE), settings, env)).status).toBe(200)
    const sixth = await handleContact(jsonRequest(MESSAGE), settings, env)
    expect([sixth.status, parse(sixth.body).error]).toEqual([429, "too-many"])
    expect(Number(sixth.headers["Retry-After"])).toBeGreaterThan(500)
    expect((await handleContact(jsonRequest(MESSAGE, { clientAddress: "203.0.113.9" }), settings, env)).status).toBe(200)
    expect(received()).toHaveLength(6)
  })

  it("counts only messages that would go out: refused requests use up nothing", async () => {
    const env = environment()
    for (let i = 0; i < 8; i++) expect((await handleContact(jsonRequest({ ...MESSAGE, email: "nope" }), settings, env)).status).toBe(400)
    expect((await handleContact(jsonRequest(MESSAGE), settings, env)).status).toBe(200)
  })
})

describe("when the message cannot go out", () => {
  it("Resend down (nothing listening): 502, and the owner's log says why", async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve))
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/emails`
    await new Promise((resolve) => closed.close(resolve))
    const env = environment({ send: (email) => sendWithResend(email, { apiKey: "k", url, timeoutMs: 2000 }) })
    const response = await handleContact(jsonRequest(MESSAGE), settings, env)
    expect([response.status, parse(response.body).error]).toEqual([502, "provider-failed"])
    expect(env.logged).toEqual(["/api/contact: Resend did not take the message (unreachable)."])
  })

  it("Resend too slow: 504 once the function stops waiting", async () => {
    resend.reply = (res) => setTimeout(() => res.writeHead(200).end("{}"), 1500)
    const response = await handleContact(jsonRequest(MESSAGE), settings, environment({}, 300))
    expect([response.status, parse(response.body).error]).toEqual([504, "provider-timeout"])
  })

  it.each([
    [403, "provider-refused"],
    [422, "provider-refused"],
    [500, "provider-failed"],
    [503, "provider-failed"],
  ])("Resend answering %i: 502 %s", async (status, error) => {
    resend.reply = (res) => res.writeHead(status, { "Content-Type": "application/json" }).end('{"message":"no"}')
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

  it("without JavaScript, a failure gets the page with every field as typed and the mailto: link", async () => {
    resend.reply = (res) => res.writeHead(500).end()
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
