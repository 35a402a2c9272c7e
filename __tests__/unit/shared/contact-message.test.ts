import schema from "../../../data/schemas/site.schema.json"
import {
  DELIVERY_MODES, formDelivery, NO_FORM,
  FIELD_LIMITS,
  looksAutomated,
  MAX_FILL_MS,
  MAX_REQUEST_BYTES,
  MIN_FILL_MS,
  ONE_LINE_FIELDS,
  ONE_LINE_PATTERN,
  validateMessage,
} from "../../../src/shared/contact-message"
import { MAILTO_BODY_LIMIT, mailtoHref } from "../../../src/shared/mailto"

const MESSAGE = { name: "Jane Wanjiku", email: "jane@company.com", subject: "Project inquiry", message: "Hello" }

describe("validateMessage", () => {
  it("accepts a message and trims what surrounds each field", () => {
    expect(validateMessage({ ...MESSAGE, name: "  Jane Wanjiku " })).toEqual({ ok: true, message: MESSAGE })
  })

  it("accepts the addresses <input type=email> accepts, and refuses the ones it refuses", () => {
    for (const email of ["a@b", "jane.o'neil+work@mail.co.ke", "x@sub-domain.example-host.com"]) {
      expect(validateMessage({ ...MESSAGE, email }).ok).toBe(true)
    }
    for (const email of ["a", "a@", "@b.com", "a@b..com", "a b@c.com", "a@-b.com", "jane@company.com>"]) {
      expect(validateMessage({ ...MESSAGE, email })).toEqual({ ok: false, errors: [{ field: "email", problem: "not-an-email" }] })
    }
  })

  it("counts length as the browser's maxlength does, in UTF-16 code units", () => {
    expect(validateMessage({ ...MESSAGE, message: "🙂".repeat(FIELD_LIMITS.message / 2) }).ok).toBe(true)
    expect(validateMessage({ ...MESSAGE, message: "🙂".repeat(FIELD_LIMITS.message / 2) + "x" }).ok).toBe(false)
  })

  it("allows line breaks in the message only, as LF whatever the browser submitted", () => {
    expect(validateMessage({ ...MESSAGE, message: "line 1\r\nline 2\rline 3" })).toEqual({ ok: true, message: { ...MESSAGE, message: "line 1\nline 2\nline 3" } })
    // A full message of line breaks, as maxlength counts them (one character each), though submitted as CRLF.
    expect(validateMessage({ ...MESSAGE, message: "a\r\n".repeat(FIELD_LIMITS.message / 2) }).ok).toBe(true)
    expect(validateMessage({ ...MESSAGE, subject: "a\rb" })).toEqual({ ok: false, errors: [{ field: "subject", problem: "not-one-line" }] })
    expect(validateMessage({ ...MESSAGE, subject: "a\u2028b" })).toEqual({ ok: false, errors: [{ field: "subject", problem: "not-one-line" }] })
  })

  it("takes one line of text in the name, e-mail and subject: no control, separator or bidirectional formatting character", () => {
    const refused = ["\u0000", "\t", "\u000B", "\u001F", "\u007F", "\u0080", "\u0085", "\u009F", "\u2028", "\u2029", "\u202A", "\u202D", "\u202E", "\u2066", "\u2069"]
    for (const field of ONE_LINE_FIELDS) {
      for (const character of refused) {
        const value = field === "email" ? `jane${character}@company.com` : `Jane${character}Doe`
        expect([field, character, validateMessage({ ...MESSAGE, [field]: value })]).toEqual([field, character, { ok: false, errors: [{ field, problem: "not-one-line" }] }])
      }
    }
    // Letters of any script, emoji, and the marks that only hint direction (LRM, RLM, ALM) are text.
    expect(validateMessage({ ...MESSAGE, name: "Achieng’ Otieno 王 محمد\u200F 🙂", subject: "Ré: ¿Qué tal?\u200E\u061C" }).ok).toBe(true)
    expect(validateMessage({ ...MESSAGE, message: "Tabs\tand\nlines\u2028stay in a message" }).ok).toBe(true)
  })

  it("names every field that fails, for a body of any shape", () => {
    expect(validateMessage(null)).toEqual({
      ok: false,
      errors: ["name", "email", "subject", "message"].map((field) => ({ field, problem: "missing" })),
    })
    expect(validateMessage({ ...MESSAGE, name: ["Jane"], email: 7 })).toEqual({
      ok: false,
      errors: [
        { field: "name", problem: "not-text" },
        { field: "email", problem: "not-text" },
      ],
    })
  })
})

describe("looksAutomated", () => {
  const fromScript = { fillTimeRequired: true }
  const withoutScript = { fillTimeRequired: false }

  it("catches a filled honeypot, whatever it holds, and a send sooner than the minimum fill time", () => {
    expect(looksAutomated({ honeypot: "x", fillMs: "60000" }, fromScript)).toBe("honeypot")
    expect(looksAutomated({ honeypot: ["", "x"], fillMs: "60000" }, fromScript)).toBe("honeypot")
    expect(looksAutomated({ honeypot: "", fillMs: String(MIN_FILL_MS - 1) }, fromScript)).toBe("too-fast")
    expect(looksAutomated({ fillMs: "soon" }, fromScript)).toBe("bad-fill-time")
    expect(looksAutomated({ honeypot: "", fillMs: String(MIN_FILL_MS) }, fromScript)).toBeUndefined()
  })

  it("takes a fill time only as the page's script writes it: the decimal digits of whole milliseconds, up to 30 days", () => {
    for (const fillMs of ["0x1388", "5e3", ["5000"], 5000, "99999999999", String(MAX_FILL_MS + 1), "5000.5", "-5000", "+5000", " 5000", "5000 ", "５０００", "Infinity", "NaN"]) {
      expect([fillMs, looksAutomated({ honeypot: "", fillMs }, fromScript)]).toEqual([fillMs, "bad-fill-time"])
      expect([fillMs, looksAutomated({ honeypot: "", fillMs }, withoutScript)]).toEqual([fillMs, "bad-fill-time"])
    }
    expect(looksAutomated({ honeypot: "", fillMs: String(MAX_FILL_MS) }, fromScript)).toBeUndefined()
    expect(looksAutomated({ honeypot: "", fillMs: "0" }, fromScript)).toBe("too-fast")
  })

  it("needs the fill time from the page's script, and lets a browser's own post (which cannot measure it) through without", () => {
    expect(looksAutomated({ honeypot: "" }, fromScript)).toBe("too-fast")
    expect(looksAutomated({ honeypot: "" }, withoutScript)).toBeUndefined()
    expect(looksAutomated({ honeypot: "", fillMs: "" }, withoutScript)).toBeUndefined()
    expect(looksAutomated({ honeypot: "", fillMs: "12" }, withoutScript)).toBe("too-fast")
  })
})

describe("mailtoHref", () => {
  it("fills in the subject and the message, spaces as %20 and a typed + kept", () => {
    const href = mailtoHref("brian@kamau.dev", { subject: "C++ & Go", message: "Line 1\nLine 2" })
    expect(href).toBe("mailto:brian@kamau.dev?subject=C%2B%2B%20%26%20Go&body=Line%201%0ALine%202")
    expect(mailtoHref("brian@kamau.dev", { subject: "", message: "" })).toBe("mailto:brian@kamau.dev")
  })

  it(`carries a long message up to ${MAILTO_BODY_LIMIT} characters, then "…", as mail programs cut long links`, () => {
    const href = mailtoHref("brian@kamau.dev", { subject: "S", message: "a".repeat(MAILTO_BODY_LIMIT) + "b".repeat(3000) })
    expect(new URL(href).searchParams.get("body")).toBe(`${"a".repeat(MAILTO_BODY_LIMIT)}…`)
  })
})

describe("one source for the rules", () => {
  it("the one-line rule is the form's pattern attribute as browsers compile it (anchored, v flag), and the server's test", () => {
    const browser = new RegExp(`^(?:${ONE_LINE_PATTERN})$`, "v")
    for (const value of ["Jane Wanjiku", "jane@company.com", "Ré: 王 🙂", "a\tb", "a\u0085b", "a\u202Eb", "a\u2069b", "a\u2028b", "a\u007Fb"]) {
      const server = validateMessage({ ...MESSAGE, name: value })
      expect([value, browser.test(value)]).toEqual([value, server.ok])
    }
  })

  it("a site has a form, delivered its owner's way, only when it shows the contact section and chose a delivery", () => {
    const site = (delivery: string, sections?: string[]) => ({ sections, contact: { delivery } })
    expect(formDelivery(site("email"))).toBe("email")
    expect(formDelivery(site("netlify", ["hero", "contact"]))).toBe("netlify")
    expect(formDelivery(site(NO_FORM))).toBeUndefined()
    expect(formDelivery(site("simulated", ["hero", "about"]))).toBeUndefined()
  })

  it("the schema offers exactly the delivery modes the site knows, and no form at all", () => {
    expect(schema.properties.contact.properties.delivery.enum).toEqual([...DELIVERY_MODES, NO_FORM])
  })

  it("a message at every limit fits in the largest request the function reads, form-encoded", () => {
    const longest = Object.fromEntries(Object.entries(FIELD_LIMITS).map(([field, limit]) => [field, "€".repeat(limit)]))
    expect(Buffer.byteLength(new URLSearchParams(longest).toString())).toBeLessThanOrEqual(MAX_REQUEST_BYTES)
  })
})
