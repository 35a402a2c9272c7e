/** How the island sends a message in "email" and "netlify" delivery (sections/contact/deliver.ts). */
import { deliver } from "../../src/components/sections/contact/deliver"
import { SEND_TIMEOUT_MS } from "../../src/lib/contact-form"
import { MIN_FILL_MS } from "../../src/lib/contact-message"

const FIELDS = { name: "Jane Wanjiku", email: "jane@company.com", subject: "Hi", message: "Line 1\nLine 2", "bot-field": "" }

let fetchMock: jest.Mock
beforeEach(() => {
  fetchMock = jest.fn(async () => ({ ok: true, status: 200 }))
  globalThis.fetch = fetchMock as unknown as typeof fetch
})
afterEach(() => jest.useRealTimers())

const request = () => fetchMock.mock.calls[0] as [string, RequestInit]

describe("deliver", () => {
  it('"email": posts JSON to the form\'s action with the fill time, asking for JSON back', async () => {
    await deliver("email", "/api/contact", FIELDS, 4321.4)
    const [url, init] = request()
    expect([url, init.method, init.headers]).toEqual(["/api/contact", "POST", { "Content-Type": "application/json", Accept: "application/json" }])
    expect(JSON.parse(init.body as string)).toEqual({ ...FIELDS, "fill-ms": "4321" })
  })

  it('"netlify": posts the form urlencoded, form-name and all, to the page it names', async () => {
    await deliver("netlify", "/contact/sent", { "form-name": "contact", ...FIELDS }, 5000)
    const [url, init] = request()
    expect([url, init.headers]).toEqual(["/contact/sent", { "Content-Type": "application/x-www-form-urlencoded" }])
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual({ "form-name": "contact", ...FIELDS, "fill-ms": "5000" })
  })

  it("rejects on any answer but success, so the island keeps the text and offers the mailto: link", async () => {
    for (const status of [400, 404, 413, 429, 500, 502, 504]) {
      fetchMock.mockResolvedValueOnce({ ok: false, status })
      await expect(deliver("email", "/api/contact", FIELDS, 5000)).rejects.toThrow(`HTTP ${status}`)
    }
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"))
    await expect(deliver("email", "/api/contact", FIELDS, 5000)).rejects.toThrow("Failed to fetch")
  })

  it(`gives up after ${SEND_TIMEOUT_MS} ms without an answer`, async () => {
    jest.useFakeTimers()
    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))))
    )
    const sending = deliver("email", "/api/contact", FIELDS, 5000)
    const outcome = expect(sending).rejects.toThrow("aborted")
    jest.advanceTimersByTime(SEND_TIMEOUT_MS - 1)
    await Promise.resolve()
    expect((request()[1].signal as AbortSignal).aborted).toBe(false)
    jest.advanceTimersByTime(1)
    await outcome
  })

  it("sends nothing for a filled honeypot or a send sooner than a person could", async () => {
    await expect(deliver("netlify", "/contact/sent", { ...FIELDS, "bot-field": "x" }, 9000)).rejects.toThrow("honeypot")
    await expect(deliver("email", "/api/contact", FIELDS, MIN_FILL_MS - 1)).rejects.toThrow("too-fast")
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
