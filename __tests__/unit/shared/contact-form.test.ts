/** The contact form's state machine and its simulated send. */
import {
  contactFormReducer,
  initialFormStatus,
  readMessage,
  SEND_SIMULATION_MS,
  SEND_TIMEOUT_MS,
  settleWithin,
  simulateSend,
  SUCCESS_PANEL_MS,
  type ContactFormEvent,
  type FormStatus,
} from "../../../src/shared/contact-form"

const run = (events: ContactFormEvent["type"][], start: FormStatus = initialFormStatus) =>
  events.reduce<FormStatus>((status, type) => contactFormReducer(status, { type } as ContactFormEvent), start)

describe("contactFormReducer", () => {
  it("starts idle", () => {
    expect(initialFormStatus).toBe("idle")
  })

  it("goes idle → submitting → sent → idle", () => {
    expect(run(["submit"])).toBe("submitting")
    expect(run(["submit", "sent"])).toBe("sent")
    expect(run(["submit", "sent", "reset"])).toBe("idle")
  })

  it("returns to idle after a failed send", () => {
    expect(run(["submit", "failed"])).toBe("idle")
  })

  it("ignores a second submit while one is in flight or shown as sent", () => {
    expect(run(["submit", "submit"])).toBe("submitting")
    expect(run(["submit", "sent", "submit"])).toBe("sent")
  })

  it("ignores results and resets that do not belong to the current state", () => {
    expect(run(["sent"])).toBe("idle")
    expect(run(["failed"])).toBe("idle")
    expect(run(["reset"])).toBe("idle")
    expect(run(["submit", "reset"])).toBe("submitting")
    expect(run(["submit", "sent", "failed"])).toBe("sent")
    expect(run(["submit", "sent", "sent"])).toBe("sent")
  })

  it("leaves the state alone on an unknown event", () => {
    expect(contactFormReducer("submitting", { type: "other" } as unknown as ContactFormEvent)).toBe("submitting")
  })
})

describe("simulateSend", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("waits the spec's 1500 ms, then resolves", async () => {
    expect(SEND_SIMULATION_MS).toBe(1500)
    const done = jest.fn()
    void simulateSend({ name: "a", email: "a@b.c", subject: "s", message: "m" }).then(done)
    await jest.advanceTimersByTimeAsync(1499)
    expect(done).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(done).toHaveBeenCalledTimes(1)
  })

  it("transmits nothing", async () => {
    const fetchSpy = jest.fn()
    const xhrOpen = jest.spyOn(XMLHttpRequest.prototype, "open")
    const beacon = jest.fn()
    Object.assign(window, { fetch: fetchSpy })
    Object.assign(navigator, { sendBeacon: beacon })
    const sent = simulateSend({ name: "a", email: "a@b.c", subject: "s", message: "m" })
    await jest.advanceTimersByTimeAsync(SEND_SIMULATION_MS)
    await sent
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(xhrOpen).not.toHaveBeenCalled()
    expect(beacon).not.toHaveBeenCalled()
    xhrOpen.mockRestore()
  })

  it("shows the success panel for the spec's 5000 ms", () => {
    expect(SUCCESS_PANEL_MS).toBe(5000)
  })
})

describe("settleWithin: the one time limit of a send", () => {
  afterEach(() => jest.useRealTimers())

  it("gives what the send gives, in time, and leaves its signal alone", async () => {
    let signal: AbortSignal | undefined
    await expect(settleWithin(async (given) => ((signal = given), "sent"), SEND_TIMEOUT_MS)).resolves.toBe("sent")
    expect(signal?.aborted).toBe(false)
  })

  it(`stops waiting after ${SEND_TIMEOUT_MS} ms: may have arrived, and the send's signal is aborted, which stops its request`, async () => {
    jest.useFakeTimers()
    let signal: AbortSignal | undefined
    const waiting = settleWithin((given) => ((signal = given), new Promise<never>(() => undefined)), SEND_TIMEOUT_MS)
    const outcome = expect(waiting).rejects.toMatchObject({ mayHaveArrived: true })
    jest.advanceTimersByTime(SEND_TIMEOUT_MS - 1)
    expect(signal?.aborted).toBe(false)
    jest.advanceTimersByTime(1)
    await outcome
    expect(signal?.aborted).toBe(true)
  })
})

describe("readMessage", () => {
  it("reads the four fields by name, empty when missing", () => {
    const form = document.createElement("form")
    form.innerHTML = `
      <input name="name" value="Jane Wanjiku" />
      <input name="email" value="jane@company.com" />
      <textarea name="message">Hello there</textarea>
      <input name="extra" value="ignored" />`
    expect(readMessage(form)).toEqual({ name: "Jane Wanjiku", email: "jane@company.com", subject: "", message: "Hello there" })
  })
})
