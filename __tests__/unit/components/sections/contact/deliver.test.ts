/**
 * How the island sends a message in "email" and "netlify" delivery (sections/contact/deliver.ts),
 * and what it tells the form about a send: sent, not sent, or "may have arrived".
 */
import { deliver } from "../../../../../src/components/sections/contact/deliver"
import type { NotSent } from "../../../../../src/shared/contact-form"
import { MIN_FILL_MS } from "../../../../../src/shared/contact-message"

const FIELDS = { name: "Jane Wanjiku", email: "jane@company.com", subject: "Hi", message: "Line 1\nLine 2", "bot-field": "" }

let fetchMock: jest.Mock
beforeEach(() => {
  fetchMock = jest.fn(async () => ({ ok: true, status: 200 }))
  globalThis.fetch = fetchMock as unknown as typeof fetch
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const request = () => fetchMock.mock.calls[0] as [string, RequestInit]

describe("deliver", () => {
  it('"email": posts JSON to the form\'s action with the fill time, asking for JSON back', async () => {
    await deliver("email", "/api/contact", FIELDS, 4321.4)
    const [url, init] = request()
    expect([url, init.method, init.headers]).toEqual(["/api/contact", "POST", { "Content-Type": "application/json", Accept: "application/json" }])
    expect(JSON.parse(init.body as string)).toEqual({ ...FIELDS, "fill-ms": "4321", session: expect.stringMatching(/^[0-9a-f]{32}$/) })
  })

  it('"netlify": posts the form urlencoded, form-name and all, to the page it names', async () => {
    await deliver("netlify", "/contact/sent", { "form-name": "contact", ...FIELDS }, 5000)
    const [url, init] = request()
    expect([url, init.headers]).toEqual(["/contact/sent", { "Content-Type": "application/x-www-form-urlencoded" }])
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual({ "form-name": "contact", ...FIELDS, "fill-ms": "5000" })
  })

  it("rejects on any answer but success, so the island keeps the text and offers the mailto: link", async () => {
    for (const status of [400, 404, 413, 429, 500, 502, 504]) {
      fetchMock.mockResolvedValueOnce({ ok: false, status, json: async () => ({ error: "some-error" }) })
      await expect(deliver("email", "/api/contact", FIELDS, 5000)).rejects.toThrow(`HTTP ${status}`)
    }
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"))
    await expect(deliver("email", "/api/contact", FIELDS, 5000)).rejects.toThrow("Failed to fetch")
  })

  it("stops its request when the island stops waiting (the signal it is given aborted): may have arrived, and a later refusal of it says so too", async () => {
    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))))
    )
    const fields = { ...FIELDS, message: "Waited for" }
    const controller = new AbortController()
    const sending = deliver("email", "/api/contact", fields, 5000, controller.signal)
    const outcome = expect(sending).rejects.toMatchObject({ message: expect.stringContaining("aborted"), mayHaveArrived: true })
    await Promise.resolve()
    expect((request()[1].signal as AbortSignal).aborted).toBe(false)
    controller.abort()
    await outcome
    fetchMock.mockResolvedValueOnce({ ok: false, status: 429, json: async () => ({ error: "too-many" }) })
    await expect(deliver("email", "/api/contact", fields, 5000)).rejects.toMatchObject({ mayHaveArrived: true })
  })

  it("sends nothing once the island has stopped waiting before this module loaded", async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(deliver("email", "/api/contact", { ...FIELDS, message: "Too late" }, 5000, controller.signal)).rejects.toMatchObject({ mayHaveArrived: false })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("sends nothing for a filled honeypot or a send sooner than a person could", async () => {
    await expect(deliver("netlify", "/contact/sent", { ...FIELDS, "bot-field": "x" }, 9000)).rejects.toThrow("honeypot")
    await expect(deliver("email", "/api/contact", FIELDS, MIN_FILL_MS - 1)).rejects.toThrow("too-fast")
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

const FILL_MS = 9000

/** An answer, as the part of a fetch Response the module reads (jsdom has no Response). */
const answer = (status: number, body: object | string) => {
  const text = typeof body === "string" ? body : JSON.stringify(body)
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => JSON.parse(text) })
}
/** The NotSent a send rejects with. */
const failureOf = (promise: Promise<void>) => promise.then(() => undefined, (error: NotSent) => error)
/** A message of its own per test: "may have arrived" is remembered per message. */
let messages = 0
const message = () => ({ ...FIELDS, message: `Hello ${++messages}` })

describe('what a send tells the form in "email" delivery', () => {
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

describe('what a send tells the form in "netlify" delivery', () => {
  it("sends no session, and Netlify's own error answer is a refusal", async () => {
    answer(500, "<html>Error</html>")
    await expect(failureOf(deliver("netlify", "/contact/sent", message(), FILL_MS))).resolves.toMatchObject({ mayHaveArrived: false })
    expect(new URLSearchParams(fetchMock.mock.calls[0][1].body as string).has("session")).toBe(false)
  })
})
