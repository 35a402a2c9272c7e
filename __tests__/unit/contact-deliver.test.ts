/**
 * What the page's delivery module (src/components/sections/contact/deliver.ts) tells the form
 * about a send: sent, not sent, or "may have arrived", and the session it sends for the
 * function's idempotency key. fetch is the test's.
 */
import { deliver } from "../../src/components/sections/contact/deliver"
import type { NotSent } from "../../src/lib/contact-form"

const FIELDS = { name: "Jane Wanjiku", email: "jane@company.com", subject: "Project inquiry", message: "Hello", "bot-field": "" }
const FILL_MS = 9000

let fetchMock: jest.Mock
beforeEach(() => {
  fetchMock = jest.fn()
  Object.assign(window, { fetch: fetchMock })
})
afterEach(() => jest.restoreAllMocks())

/** The part of a fetch Response the module reads (jsdom has no Response). */
const answer = (status: number, body: object | string) => {
  const text = typeof body === "string" ? body : JSON.stringify(body)
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => JSON.parse(text) })
}
/** The NotSent a send rejects with. */
const failureOf = (promise: Promise<void>) => promise.then(() => undefined, (error: NotSent) => error)
/** A message of its own per test: "may have arrived" is remembered per message. */
let messages = 0
const message = () => ({ ...FIELDS, message: `Hello ${++messages}` })

describe("e-mail delivery", () => {
  it("sends the page's session with every message, the same each time", async () => {
    answer(200, { ok: true })
    answer(200, { ok: true })
    const fields = message()
    await deliver("email", "/api/contact", fields, FILL_MS)
    await deliver("email", "/api/contact", fields, FILL_MS)
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body as string))
    expect(bodies[0].session).toMatch(/^[0-9a-f]{32}$/)
    expect(bodies[1].session).toBe(bodies[0].session)
    expect(bodies[0]["fill-ms"]).toBe("9000")
  })

  it("the function saying Resend may have taken it (504 provider-uncertain): may have arrived", async () => {
    answer(504, { error: "provider-uncertain" })
    await expect(failureOf(deliver("email", "/api/contact", message(), FILL_MS))).resolves.toMatchObject({ mayHaveArrived: true })
  })

  it.each([
    [502, { error: "provider-failed" }],
    [429, { error: "too-many" }],
    [400, { error: "invalid" }],
    [503, { error: "not-configured" }],
  ])("the function's %i %p: not sent", async (status, body) => {
    answer(status, body)
    await expect(failureOf(deliver("email", "/api/contact", message(), FILL_MS))).resolves.toMatchObject({ mayHaveArrived: false })
  })

  it("the host's own error page (no error code) on a server error: may have arrived; on a 404: not sent", async () => {
    answer(502, "<html>Function timed out</html>")
    await expect(failureOf(deliver("email", "/api/contact", message(), FILL_MS))).resolves.toMatchObject({ mayHaveArrived: true })
    answer(404, "<html>Not found</html>")
    await expect(failureOf(deliver("email", "/api/contact", message(), FILL_MS))).resolves.toMatchObject({ mayHaveArrived: false })
  })

  it("the connection lost on the way: may have arrived; offline, nothing left: not sent", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"))
    await expect(failureOf(deliver("email", "/api/contact", message(), FILL_MS))).resolves.toMatchObject({ mayHaveArrived: true })
    jest.spyOn(navigator, "onLine", "get").mockReturnValue(false)
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"))
    await expect(failureOf(deliver("email", "/api/contact", message(), FILL_MS))).resolves.toMatchObject({ mayHaveArrived: false })
  })

  it("a message that may have arrived stays so until it is sent: a later refusal (429) of it does not say it was not", async () => {
    const fields = message()
    answer(504, { error: "provider-uncertain" })
    await failureOf(deliver("email", "/api/contact", fields, FILL_MS))
    answer(429, { error: "too-many" })
    await expect(failureOf(deliver("email", "/api/contact", fields, FILL_MS))).resolves.toMatchObject({ mayHaveArrived: true })
    answer(200, { ok: true })
    await deliver("email", "/api/contact", fields, FILL_MS)
    answer(429, { error: "too-many" })
    await expect(failureOf(deliver("email", "/api/contact", fields, FILL_MS))).resolves.toMatchObject({ mayHaveArrived: false })
  })

  it("too soon after the form started: nothing sent at all", async () => {
    await expect(failureOf(deliver("email", "/api/contact", message(), 1200))).resolves.toMatchObject({ mayHaveArrived: false })
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe("Netlify Forms delivery", () => {
  it("sends no session, and Netlify's own error answer is a refusal", async () => {
    answer(500, "<html>Error</html>")
    await expect(failureOf(deliver("netlify", "/contact/sent", message(), FILL_MS))).resolves.toMatchObject({ mayHaveArrived: false })
    expect(new URLSearchParams(fetchMock.mock.calls[0][1].body as string).has("session")).toBe(false)
  })
})
