/**
 * Where a JSON file breaks and why, in words the owner understands.
 *
 * JSON.parse decides whether a file is valid; this module only explains a failure. Node's (22)
 * messages give no position for many mistakes ("Unexpected token ']', ... is not valid JSON")
 * and none says "trailing comma", so a small strict scanner walks the text to find the first
 * mistake, its offset and its kind.
 */

export type JsonMistake =
  | "trailing-comma"
  | "missing-comma"
  | "missing-colon"
  | "unquoted-key"
  | "unquoted-text"
  | "single-quote"
  | "curly-quote"
  | "comment"
  | "line-break-in-text"
  | "unclosed-text"
  | "ends-early"
  | "extra-text"
  | "byte-order-mark"
  | "bad-number"
  | "unexpected"

export interface JsonSyntaxError {
  kind: JsonMistake
  /** Index in the text where the owner should look. */
  offset: number
  /** 1-based. */
  line: number
  /** 1-based, in characters. */
  column: number
}

class Found extends Error {
  constructor(
    readonly kind: JsonMistake,
    readonly offset: number
  ) {
    super(kind)
  }
}

const WHITESPACE = new Set([" ", "\t", "\n", "\r"])
const CURLY_QUOTES = new Set(["\u201c", "\u201d", "\u2018", "\u2019", "\u201e", "\u00ab", "\u00bb"])

/** The first syntax mistake in `text`, or undefined if it is valid JSON. */
export function findJsonMistake(text: string): { kind: JsonMistake; offset: number } | undefined {
  let i = 0
  /** End of the last complete value: where a missing comma belongs. */
  let lastValueEnd = 0

  const skip = () => {
    while (i < text.length && WHITESPACE.has(text[i])) i++
  }

  /** What is wrong with the character at `i`, where a value or a field name was expected. */
  const unexpected = (wanted: "value" | "key"): Found => {
    const ch = text[i]
    if (i >= text.length) return new Found("ends-early", text.length)
    if (ch === "'") return new Found("single-quote", i)
    if (CURLY_QUOTES.has(ch)) return new Found("curly-quote", i)
    if (ch === "/" && (text[i + 1] === "/" || text[i + 1] === "*")) return new Found("comment", i)
    if (ch === "\ufeff" && i === 0) return new Found("byte-order-mark", 0)
    if (/[\p{L}_$]/u.test(ch)) return new Found(wanted === "key" ? "unquoted-key" : "unquoted-text", i)
    return new Found("unexpected", i)
  }

  /** After a value inside an object or array: anything but `,` or the closing bracket. */
  const afterValue = (): Found => {
    const ch = text[i]
    if (i >= text.length) return new Found("ends-early", text.length)
    if (ch === "/" && (text[i + 1] === "/" || text[i + 1] === "*")) return new Found("comment", i)
    if (ch === '"' || ch === "{" || ch === "[" || ch === "'" || CURLY_QUOTES.has(ch) || /[-\d\p{L}_$]/u.test(ch)) {
      return new Found("missing-comma", lastValueEnd)
    }
    return new Found("unexpected", i)
  }

  const string = () => {
    const start = i
    i++
    while (i < text.length) {
      const ch = text[i]
      if (ch === '"') {
        i++
        return
      }
      if (ch === "\n" || ch === "\r") throw new Found("line-break-in-text", i)
      if (ch < " ") throw new Found("unexpected", i)
      if (ch === "\\") {
        const next = text[i + 1]
        if (next === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6
        else if (next !== undefined && '"\\/bfnrt'.includes(next)) i += 2
        else throw new Found("unexpected", i)
        continue
      }
      i++
    }
    throw new Found("unclosed-text", start)
  }

  const number = () => {
    const start = i
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i))
    if (!match || match[0] === "-") throw new Found("bad-number", start)
    i += match[0].length
    if (/[\w.%]/.test(text[i] ?? "")) throw new Found("bad-number", start)
  }

  const word = () => {
    const match = /^[\p{L}\p{N}_$]+/u.exec(text.slice(i))
    if (match && ["true", "false", "null"].includes(match[0])) {
      i += match[0].length
      return
    }
    throw new Found("unquoted-text", i)
  }

  const list = (close: "]" | "}") => {
    i++
    skip()
    if (text[i] === close) {
      i++
      return
    }
    for (;;) {
      skip()
      if (close === "}") {
        if (text[i] !== '"') throw unexpected("key")
        string()
        skip()
        if (text[i] !== ":") throw i >= text.length ? new Found("ends-early", i) : new Found("missing-colon", i)
        i++
      }
      value()
      lastValueEnd = i
      skip()
      if (text[i] === close) {
        i++
        return
      }
      if (text[i] !== ",") throw afterValue()
      const comma = i
      i++
      skip()
      if (text[i] === "]" || text[i] === "}") throw new Found("trailing-comma", comma)
    }
  }

  function value(): void {
    skip()
    const ch = text[i]
    if (ch === "{") list("}")
    else if (ch === "[") list("]")
    else if (ch === '"') string()
    else if (ch === "-" || (ch >= "0" && ch <= "9")) number()
    else if (ch !== undefined && /[a-z]/.test(ch)) word()
    else throw unexpected("value")
  }

  try {
    if (text.startsWith("\ufeff")) throw new Found("byte-order-mark", 0)
    value()
    lastValueEnd = i
    skip()
    if (i < text.length) {
      if (text[i] === "/" && (text[i + 1] === "/" || text[i + 1] === "*")) throw new Found("comment", i)
      throw new Found("extra-text", i)
    }
    return undefined
  } catch (error) {
    if (error instanceof Found) return { kind: error.kind, offset: error.offset }
    throw error
  }
}

/** 1-based line and column of an offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset)
  const line = before.split("\n").length
  const column = offset - (before.lastIndexOf("\n") + 1) + 1
  return { line, column }
}

const HINTS: Record<JsonMistake, string> = {
  "trailing-comma": "there is a comma after the last entry of a list or the last field of a { }. Remove this comma.",
  "missing-comma": 'a comma is missing between two entries or two fields. Add a comma here, at the end of the value.',
  "missing-colon": 'a colon is missing between a field name and its value. Write it as "field": value.',
  "unquoted-key": 'field names need double quotes. Write "title": rather than title:.',
  "unquoted-text": 'texts need double quotes, like "this". Only numbers and the words true, false and null (in small letters) go without quotes.',
  "single-quote": "use double quotes (\") around texts and field names, not single quotes (').",
  "curly-quote": 'this is a curly quote, as word processors type them. JSON needs the straight double quote ("): retype it in a code editor.',
  comment: "JSON does not allow comments. Remove the text starting with // or /*.",
  "line-break-in-text": 'a text must end on the line it starts on. Close it with " before the line break (write \\n for a line break inside a text).',
  "unclosed-text": 'this text has no closing double quote (").',
  "ends-early": "the file ends too early: a closing }, ] or \" is missing (every { needs a }, every [ a ]).",
  "extra-text": "there is more after the end of the data: perhaps one } or ] too many, or a [ missing at the start.",
  "byte-order-mark": 'the file starts with an invisible "byte order mark". Save it as "UTF-8" rather than "UTF-8 with BOM".',
  "bad-number": "this number is not written the way JSON wants: digits only, with a dot for decimals (1.5), no leading zeros, no units.",
  unexpected: "this character is not allowed here. Check the punctuation just before it.",
}

export const jsonMistakeHint = (kind: JsonMistake): string => HINTS[kind]

const MAX_SHOWN = 100

/**
 * The offending line with a caret under the column, like a compiler's code frame:
 * `  19 |   },` over `     |   ^`. Long lines (minified JSON) are cut around the column.
 */
export function codeFrame(text: string, line: number, column: number): string {
  let source = text.split(/\r?\n/)[line - 1] ?? ""
  let caretAt = column - 1
  if (source.length > MAX_SHOWN) {
    const start = Math.max(0, caretAt - MAX_SHOWN / 2)
    const cut = source.slice(start, start + MAX_SHOWN)
    source = `${start > 0 ? "…" : ""}${cut}${start + MAX_SHOWN < source.length ? "…" : ""}`
    caretAt = caretAt - start + (start > 0 ? 1 : 0)
  }
  const gutter = String(line)
  // Tabs stay tabs so the caret lines up however wide the terminal draws them.
  const padding = source.slice(0, caretAt).replace(/[^\t]/g, " ")
  return [`  ${gutter} | ${source}`, `  ${" ".repeat(gutter.length)} | ${padding}^`].join("\n")
}

export type ParsedJson = { ok: true; data: unknown } | { ok: false; error: JsonSyntaxError }

/** JSON.parse, and on failure the first mistake with its line and column. */
export function parseJson(text: string): ParsedJson {
  try {
    return { ok: true, data: JSON.parse(text) }
  } catch (parseError) {
    const found = findJsonMistake(text)
    // Should not happen; if the scanner misses what JSON.parse caught, use Node's position.
    const position = /position (\d+)/.exec((parseError as Error).message)
    const kind = found?.kind ?? "unexpected"
    const offset = found?.offset ?? (position ? Number(position[1]) : 0)
    return { ok: false, error: { kind, offset, ...lineAndColumn(text, offset) } }
  }
}

/**
 * The whole message: `data/projects.json: is not valid JSON: line 19, column 3: <hint>`,
 * then the line with the caret.
 */
export function formatJsonSyntaxError(file: string, text: string, error: JsonSyntaxError): string {
  return (
    `${file}: is not valid JSON: line ${error.line}, column ${error.column}: ${jsonMistakeHint(error.kind)}\n` +
    codeFrame(text, error.line, error.column)
  )
}
