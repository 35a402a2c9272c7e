/**
 * @jest-environment node
 */
// Node's own Response, streams and TextEncoder, as the theme worker has them.
import { parseThemeChoice, themedPageResponse, themeDocumentStream, withThemeAttribute } from "../../../src/shared/theme-choice"

const PAGE = '<!DOCTYPE html><html lang="en-KE"><head><title>Brian Kamau — Nairobi</title></head><body><p>Karibu ✓</p></body></html>'

async function read(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text()
}

/** The page as a byte stream cut into chunks of `size` bytes (cuts fall inside characters too). */
function chunked(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  let offset = 0
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(offset, offset + size))
      offset += size
    },
  })
}

describe("parseThemeChoice", () => {
  it("keeps the three choices and reads anything else as the system's setting", () => {
    expect(parseThemeChoice("light")).toBe("light")
    expect(parseThemeChoice("dark")).toBe("dark")
    expect(parseThemeChoice("system")).toBe("system")
    for (const other of [null, undefined, "", "Light", "sepia", 1, {}]) expect(parseThemeChoice(other)).toBe("system")
  })
})

describe("withThemeAttribute", () => {
  it("sets data-theme on the <html> tag and leaves the rest of the page as it was", () => {
    expect(withThemeAttribute(PAGE, "light")).toBe(PAGE.replace('<html lang="en-KE">', '<html lang="en-KE" data-theme="light">'))
  })

  it("replaces a data-theme already there, and removes it for the system's setting", () => {
    const themed = '<!DOCTYPE html><html data-theme="dark" lang="en-KE"><body></body></html>'
    expect(withThemeAttribute(themed, "light")).toBe('<!DOCTYPE html><html lang="en-KE" data-theme="light"><body></body></html>')
    expect(withThemeAttribute(themed, "system")).toBe('<!DOCTYPE html><html lang="en-KE"><body></body></html>')
  })

  it("waits for more when the <html> tag has not all arrived", () => {
    expect(withThemeAttribute('<!DOCTYPE html><html lang="en', "dark")).toBeUndefined()
  })
})

describe("themeDocumentStream", () => {
  it.each([1, 3, 7, 64, 4096])("writes the choice into a page that arrives in %i-byte chunks, keeping every other byte", async (size) => {
    expect(await read(themeDocumentStream(chunked(PAGE, size), "dark"))).toBe(withThemeAttribute(PAGE, "dark"))
  })

  it("passes a body without an <html> tag through unchanged", async () => {
    const text = "no markup here ✓".repeat(400)
    expect(await read(themeDocumentStream(chunked(text, 100), "light"))).toBe(text)
  })
})

describe("themedPageResponse", () => {
  const page = (body: string, headers: Record<string, string> = {}) =>
    new Response(body, { status: 404, statusText: "Not Found", headers: { "content-type": "text/html; charset=utf-8", ...headers } })

  it("answers a page with the choice written in, its status and headers kept (the CSP above all)", async () => {
    const csp = "default-src 'self'; script-src 'self'"
    const response = await themedPageResponse(page(PAGE, { "content-security-policy": csp, "content-length": String(PAGE.length) }), "light")
    expect(response.status).toBe(404)
    expect(response.statusText).toBe("Not Found")
    expect(response.headers.get("content-security-policy")).toBe(csp)
    // The length of the page as sent no longer holds.
    expect(response.headers.get("content-length")).toBeNull()
    expect(await response.text()).toContain('<html lang="en-KE" data-theme="light">')
  })

  it("hands back the very response for the system's setting and for anything that is not a page", async () => {
    const original = page(PAGE)
    expect(await themedPageResponse(original, "system")).toBe(original)
    const download = new Response("PK…", { headers: { "content-type": "application/vnd.android.package-archive" } })
    expect(await themedPageResponse(download, "dark")).toBe(download)
    const noBody = new Response(null, { status: 304, headers: { "content-type": "text/html" } })
    expect(await themedPageResponse(noBody, "dark")).toBe(noBody)
  })
})
