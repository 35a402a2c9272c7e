/**
 * The visitor's theme choice: light, dark, or the system's setting (the default, which CSS
 * follows with prefers-color-scheme and needs no script). A choice other than "system" is
 * remembered in localStorage for the switch and in the Cache API for the theme worker
 * (src/components/layout/theme-worker.ts), which writes it into every page's <html> before the browser parses it,
 * so a returning visitor's page opens in the chosen theme and no inline script is needed.
 * Where the worker does not answer (a hard reload, a browser that refuses it), the page's
 * island applies the choice once it runs.
 */

export const THEME_CHOICES = ["light", "dark", "system"] as const
export type ThemeChoice = (typeof THEME_CHOICES)[number]

/** The localStorage key the switch reads. */
export const THEME_STORAGE_KEY = "theme"
/** Where the theme worker finds the choice: a cache of its own, one entry. */
export const THEME_CACHE = "theme-choice"
export const THEME_CACHE_KEY = "/__theme-choice"
/** The worker's script, served at the site's root so that it may control every page. */
export const THEME_WORKER_URL = "/theme-worker.js"
/** The attribute on <html> that overrides the system's setting. */
export const THEME_ATTRIBUTE = "data-theme"

/** Anything stored that is not a known choice (nothing, an old value, junk) means "system". */
export function parseThemeChoice(value: unknown): ThemeChoice {
  return THEME_CHOICES.includes(value as ThemeChoice) ? (value as ThemeChoice) : "system"
}

/** The value of data-theme for a choice; "system" has none. */
export function themeAttributeFor(choice: ThemeChoice): "light" | "dark" | undefined {
  return choice === "system" ? undefined : choice
}

const HTML_START_TAG = /<html\b([^>]*)>/i
// Pure: the islands bundle, which imports this file for the choices, leaves it out.
const THEME_ATTRIBUTE_IN_TAG = /*#__PURE__*/ new RegExp(String.raw`\s${THEME_ATTRIBUTE}\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)`, "i")

/**
 * The document's markup with data-theme set on its <html> start tag for the choice (an
 * attribute already there is replaced, "system" removes it). Returns undefined while the
 * markup does not yet hold the whole start tag, so a stream can wait for more.
 */
export function withThemeAttribute(markup: string, choice: ThemeChoice): string | undefined {
  const tag = HTML_START_TAG.exec(markup)
  if (!tag) return undefined
  const value = themeAttributeFor(choice)
  const attributes = tag[1].replace(THEME_ATTRIBUTE_IN_TAG, "")
  const replacement = `<html${attributes}${value ? ` ${THEME_ATTRIBUTE}="${value}"` : ""}>`
  return markup.slice(0, tag.index) + replacement + markup.slice(tag.index + tag[0].length)
}

/** No page has more than this before its <html> tag (doctype, a comment): past it, give up. */
const MAX_PREFIX = 4096

/**
 * A byte stream of a document with data-theme set on its <html> tag: it holds back only the
 * first bytes, up to the end of that tag, and passes everything after as it arrives, so the
 * browser still parses the page while it downloads.
 */
export function themeDocumentStream(body: ReadableStream<Uint8Array>, choice: ThemeChoice): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let held = new Uint8Array(0)
  let passing = false

  /** Sends the held bytes, the <html> tag rewritten if it is all there; false if it is not yet. */
  const release = (controller: TransformStreamDefaultController<Uint8Array>, force: boolean): boolean => {
    // The tag is ASCII, so decoding a prefix that ends inside a multi-byte character is safe:
    // only the bytes up to the tag's end are re-encoded, the rest go out as they came.
    const text = new TextDecoder().decode(held)
    const tag = HTML_START_TAG.exec(text)
    if (tag) {
      const tagEnd = tag.index + tag[0].length
      const head = withThemeAttribute(text.slice(0, tagEnd), choice) as string
      controller.enqueue(encoder.encode(head))
      controller.enqueue(held.subarray(encoder.encode(text.slice(0, tagEnd)).length))
    } else if (force || held.length > MAX_PREFIX) {
      controller.enqueue(held)
    } else {
      return false
    }
    passing = true
    return true
  }

  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (passing) {
          controller.enqueue(chunk)
          return
        }
        const joined = new Uint8Array(held.length + chunk.length)
        joined.set(held)
        joined.set(chunk, held.length)
        held = joined
        release(controller, false)
      },
      flush(controller) {
        if (!passing) release(controller, true)
      },
    })
  )
}

/**
 * The theme worker's answer to a page request: the page as the network sent it, with the
 * stored choice written into its <html> tag. Anything that is not an HTML page (a redirect,
 * a download, an error without a body) and every page while the choice is "system" passes
 * through untouched.
 */
export async function themedPageResponse(response: Response, choice: ThemeChoice): Promise<Response> {
  const type = response.headers.get("content-type") ?? ""
  if (choice === "system" || !response.body || !/^text\/html\b/i.test(type)) return response
  const headers = new Headers(response.headers)
  // The body the worker hands on is decoded and a few bytes longer.
  headers.delete("content-encoding")
  headers.delete("content-length")
  return new Response(themeDocumentStream(response.body, choice), { status: response.status, statusText: response.statusText, headers })
}
