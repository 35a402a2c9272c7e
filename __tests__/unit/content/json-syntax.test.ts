/** @jest-environment node */
/**
 * A JSON syntax error must say where (line and column, with the line and a caret) and what to
 * do, in words the owner understands. Node's own message ("Unexpected token ']'") gives neither.
 */
import { codeFrame, findJsonMistake, formatJsonSyntaxError, lineAndColumn, parseJson } from "../../../src/content/json-syntax"

/** The mistake's kind and the text from its position on, which shows where the caret goes. */
function mistake(text: string) {
  const found = findJsonMistake(text)
  return found && { kind: found.kind, at: text.slice(found.offset, found.offset + 6) }
}

describe("findJsonMistake", () => {
  it.each([
    ["trailing comma in an object: points at the comma", '{"a": 1,\n}', "trailing-comma", ",\n}"],
    ["trailing comma in a list", '["a", "b", ]', "trailing-comma", ", ]"],
    ["missing comma between fields: points where it belongs", '{"a": 1\n "b": 2}', "missing-comma", '\n "b":'],
    ["missing comma between entries of a list", '[{"a": 1}\n{"a": 2}]', "missing-comma", '\n{"a":'],
    ["unquoted field name", "{title: 1}", "unquoted-key", "title:"],
    ["single quotes", "{'title': 1}", "single-quote", "'title"],
    ["single-quoted value", "{\"title\": 'x'}", "single-quote", "'x'}"],
    ["curly quotes from a word processor", '{"title": “x”}', "curly-quote", "“x”}"],
    ["missing colon", '{"title" "x"}', "missing-colon", '"x"}'],
    ["unquoted text", '{"title": Soko}', "unquoted-text", "Soko}"],
    ["True in capitals", '{"featured": True}', "unquoted-text", "True}"],
    ["comment", '{"a": 1 // note\n}', "comment", "// not"],
    ["line break inside a text", '{"a": "one\ntwo"}', "line-break-in-text", "\ntwo\"}"],
    ["text without its closing quote", '{"a": "one}', "unclosed-text", '"one}'],
    ["missing closing bracket", '[{"a": 1}', "ends-early", ""],
    ["one closing bracket too many", '{"a": 1}}', "extra-text", "}"],
    ["a unit after a number", '{"level": 90%}', "bad-number", "90%}"],
    ["byte order mark", '\ufeff{"a": 1}', "byte-order-mark", '\ufeff{"a":'],
  ])("finds a %s", (_name, text, kind, at) => {
    expect(() => JSON.parse(text)).toThrow()
    expect(mistake(text)).toEqual({ kind, at })
  })

  it("finds nothing in valid JSON, escapes and nesting included", () => {
    const text = JSON.stringify({ a: [1, -2.5e3, true, null, { b: 'q"\\\n\u00e9' }], c: "" }, null, 2)
    expect(findJsonMistake(text)).toBeUndefined()
  })
})

describe("the message", () => {
  it("gives line and column counted from 1", () => {
    expect(lineAndColumn("ab\ncd", 0)).toEqual({ line: 1, column: 1 })
    expect(lineAndColumn("ab\ncd", 4)).toEqual({ line: 2, column: 2 })
  })

  it("shows the line with a caret under the column, keeping tabs so it lines up", () => {
    expect(codeFrame('{\n\t"a": 1,\n}', 2, 8)).toBe('  2 | \t"a": 1,\n    | \t      ^')
  })

  it("cuts a very long line around the column", () => {
    const line = `[${'"x", '.repeat(50)}Z${', "x"'.repeat(50)}]`
    const frame = codeFrame(line, 1, line.indexOf("Z") + 1).split("\n")
    expect(frame[0].length).toBeLessThan(120)
    expect(frame[0]).toMatch(/^ {2}1 \| ….*…$/)
    expect(frame[0][frame[1].indexOf("^")]).toBe("Z")
  })

  it("reads: file, line, column, hint, then the line and the caret (a trailing comma in projects.json)", () => {
    const text = '[\n  {\n    "id": 1,\n    "featured": true,\n  },\n]\n'
    const parsed = parseJson(text)
    if (parsed.ok) throw new Error("expected a syntax error")
    expect(formatJsonSyntaxError("data/projects.json", text, parsed.error)).toBe(
      "data/projects.json: is not valid JSON: line 4, column 21: there is a comma after the last entry of a list or the last field of a { }. Remove this comma.\n" +
        '  4 |     "featured": true,\n' +
        "    |                     ^"
    )
  })

  it.each([
    ['{"a": 1 "b": 2}', "a comma is missing"],
    ["{a: 1}", 'field names need double quotes. Write "title": rather than title:.'],
    ["{'a': 1}", "use double quotes (\") around texts and field names, not single quotes (')."],
  ])("explains %p in plain words", (text, hint) => {
    const parsed = parseJson(text)
    if (parsed.ok) throw new Error("expected a syntax error")
    expect(formatJsonSyntaxError("data/site.json", text, parsed.error)).toContain(hint)
  })

  it("parses valid JSON as JSON.parse does", () => {
    expect(parseJson('{"a": [1, "x"]}')).toEqual({ ok: true, data: { a: [1, "x"] } })
  })
})
