/**
 * The text and page count of a PDF that Chromium printed (Skia's PDF writer), for the print
 * test. Enough of PDF for what Skia writes: plain indirect objects (PDF 1.4, no object
 * streams), Flate-compressed streams, a page tree, fonts with a ToUnicode CMap (Type 3 for
 * variable fonts such as Inter, Type 0 for others), text shown with Tj/TJ/'/", and form
 * XObjects (transparency groups) that hold text of their own. Not a general PDF reader: a
 * library such as pdfjs-dist would be, and would replace this where a dependency is welcome.
 */
import zlib from "zlib"

interface PdfObject {
  /** The object's text before any stream (its dictionary), as latin1. */
  dict: string
  /** The stream's bytes, decompressed; undefined for an object without a stream. */
  stream?: Buffer
}

export interface PdfText {
  /** One entry a page, in page order: its text, each text object (BT…ET) on a line of its own. */
  pages: string[]
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString("latin1")
  const objects = new Map<number, PdfObject>()
  const header = /(?<![\d])(\d+) 0 obj\b/g
  let match: RegExpExecArray | null
  while ((match = header.exec(text))) {
    const start = match.index + match[0].length
    const end = text.indexOf("endobj", start)
    if (end < 0) break
    const body = text.slice(start, end)
    const streamAt = body.search(/\bstream\r?\n/)
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body })
    } else {
      const dict = body.slice(0, streamAt)
      const dataStart = start + streamAt + body.slice(streamAt).match(/^stream\r?\n/)![0].length
      const dataEnd = text.lastIndexOf("endstream", end)
      let data = pdf.subarray(dataStart, dataEnd)
      if (/\/FlateDecode/.test(dict)) data = zlib.inflateSync(data, { finishFlush: zlib.constants.Z_SYNC_FLUSH })
      objects.set(Number(match[1]), { dict, stream: data })
    }
    header.lastIndex = end
  }
  return objects
}

/** The text of a `<< … >>` dictionary value at `key` (a reference, a name, or a nested dictionary). */
function dictValue(dict: string, key: string): string | undefined {
  const at = dict.search(new RegExp(`/${key}(?![A-Za-z0-9])`))
  if (at < 0) return undefined
  let rest = dict.slice(at + key.length + 1).trimStart()
  if (rest.startsWith("<<")) {
    let depth = 0
    for (let i = 0; i < rest.length - 1; i++) {
      if (rest.startsWith("<<", i)) {
        depth++
        i++
      } else if (rest.startsWith(">>", i)) {
        depth--
        i++
        if (depth === 0) return rest.slice(0, i + 1)
      }
    }
    return rest
  }
  if (rest.startsWith("[")) return rest.slice(0, rest.indexOf("]") + 1)
  rest = rest.split(/[\r\n]|\/(?=[A-Za-z])|>>/)[0]
  return rest.trim()
}

const refOf = (value: string | undefined) => {
  const match = value?.match(/^(\d+) 0 R/)
  return match ? Number(match[1]) : undefined
}

/** name -> object number, from a resource dictionary such as `<</F4 4 0 R /F5 5 0 R>>`. */
function namedRefs(value: string | undefined): Map<string, number> {
  const refs = new Map<string, number>()
  for (const match of (value ?? "").matchAll(/\/([^\s/<>[\]()]+)\s+(\d+) 0 R/g)) refs.set(match[1], Number(match[2]))
  return refs
}

interface ToUnicode {
  bytes: number
  map: Map<number, string>
}

const utf16 = (hex: string) => {
  let out = ""
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16))
  return out
}

function parseCMap(cmap: string): ToUnicode {
  const space = cmap.match(/begincodespacerange\s*<([0-9A-Fa-f]+)>/)
  const bytes = space ? space[1].length / 2 : 2
  const map = new Map<number, string>()
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g)) map.set(parseInt(pair[1], 16), utf16(pair[2]))
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]*>|\[[^\]]*\])/g)) {
      const low = parseInt(range[1], 16)
      const high = parseInt(range[2], 16)
      if (range[3].startsWith("[")) {
        const targets = [...range[3].matchAll(/<([0-9A-Fa-f]*)>/g)].map((m) => utf16(m[1]))
        for (let code = low; code <= high; code++) map.set(code, targets[code - low] ?? "")
      } else {
        const first = range[3].slice(1, -1)
        const last = parseInt(first.slice(-4), 16)
        for (let code = low; code <= high; code++) {
          map.set(code, utf16(first.slice(0, -4)) + String.fromCharCode(last + code - low))
        }
      }
    }
  }
  return { bytes, map }
}

type Token = { kind: "op"; value: string } | { kind: "string"; value: Buffer } | { kind: "array"; value: Token[] } | { kind: "other" }

/** Content-stream tokens; strings as bytes, arrays nested, operators as words. */
function tokenize(content: Buffer): Token[] {
  const text = content.toString("latin1")
  const root: Token[] = []
  const stack: Token[][] = [root]
  const push = (token: Token) => stack[stack.length - 1].push(token)
  let i = 0
  while (i < text.length) {
    const c = text[i]
    if (/\s/.test(c)) {
      i++
    } else if (c === "%") {
      while (i < text.length && text[i] !== "\n" && text[i] !== "\r") i++
    } else if (c === "<" && text[i + 1] === "<") {
      push({ kind: "other" })
      i += 2
    } else if (c === ">" && text[i + 1] === ">") {
      i += 2
    } else if (c === "<") {
      const end = text.indexOf(">", i)
      const hex = text.slice(i + 1, end).replace(/\s+/g, "")
      push({ kind: "string", value: Buffer.from(hex.length % 2 ? `${hex}0` : hex, "hex") })
      i = end + 1
    } else if (c === "(") {
      const bytes: number[] = []
      let depth = 1
      i++
      while (i < text.length && depth > 0) {
        const ch = text[i]
        if (ch === "\\") {
          const next = text[i + 1]
          const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 }
          if (next in escapes) {
            bytes.push(escapes[next])
            i += 2
          } else if (/[0-7]/.test(next)) {
            const octal = text.slice(i + 1, i + 4).match(/^[0-7]{1,3}/)![0]
            bytes.push(parseInt(octal, 8) & 0xff)
            i += 1 + octal.length
          } else {
            if (next !== "\n" && next !== "\r") bytes.push(next.charCodeAt(0))
            i += 2
          }
        } else {
          if (ch === "(") depth++
          if (ch === ")") depth--
          if (depth > 0) bytes.push(ch.charCodeAt(0))
          i++
        }
      }
      push({ kind: "string", value: Buffer.from(bytes) })
    } else if (c === "[") {
      const array: Token = { kind: "array", value: [] }
      push(array)
      stack.push(array.value as Token[])
      i++
    } else if (c === "]") {
      if (stack.length > 1) stack.pop()
      i++
    } else {
      const word = text.slice(i).match(/^[^\s<>[\]()/%{}]+|^\/[^\s<>[\]()/%{}]*|^./)![0]
      i += word.length
      if (/^[A-Za-z'"*]/.test(word) && !/^(true|false|null)$/.test(word)) push({ kind: "op", value: word })
      else push({ kind: word.startsWith("/") ? "op" : "other", value: word } as Token)
    }
  }
  return root
}

export function pdfText(pdf: Buffer): PdfText {
  const objects = readObjects(pdf)
  const fonts = new Map<number, ToUnicode>()
  const fontOf = (ref: number): ToUnicode => {
    let font = fonts.get(ref)
    if (!font) {
      const dict = objects.get(ref)?.dict ?? ""
      const cmapRef = refOf(dictValue(dict, "ToUnicode"))
      const stream = cmapRef === undefined ? undefined : objects.get(cmapRef)?.stream
      font = stream ? parseCMap(stream.toString("latin1")) : { bytes: 1, map: new Map() }
      fonts.set(ref, font)
    }
    return font
  }
  const resolve = (value: string | undefined) => {
    const ref = refOf(value)
    return ref === undefined ? value : objects.get(ref)?.dict
  }

  /** The text of a content stream, with its resources (fonts, form XObjects). */
  const textOf = (content: Buffer, resources: string | undefined, depth = 0): string => {
    const fontRefs = namedRefs(resolve(dictValue(resources ?? "", "Font")))
    const xobjects = namedRefs(resolve(dictValue(resources ?? "", "XObject")))
    let font: ToUnicode = { bytes: 1, map: new Map() }
    let out = ""
    let operands: Token[] = []
    const show = (bytes: Buffer) => {
      for (let i = 0; i + font.bytes <= bytes.length; i += font.bytes) {
        out += font.map.get(bytes.readUIntBE(i, font.bytes)) ?? ""
      }
    }
    for (const token of tokenize(content)) {
      if (token.kind !== "op" || token.value.startsWith("/")) {
        operands.push(token)
        continue
      }
      const op = token.value
      if (op === "BT") out += "\n"
      else if (op === "Tf") {
        const name = operands.find((o): o is { kind: "op"; value: string } => o.kind === "op" && o.value.startsWith("/"))
        const ref = name && fontRefs.get(name.value.slice(1))
        if (ref !== undefined) font = fontOf(ref)
      } else if (op === "Tj" || op === "'" || op === '"') {
        const string = operands.filter((o) => o.kind === "string").pop()
        if (string?.kind === "string") show(string.value)
      } else if (op === "TJ") {
        const array = operands.filter((o) => o.kind === "array").pop()
        if (array?.kind === "array") for (const part of array.value) if (part.kind === "string") show(part.value)
      } else if (op === "Do" && depth < 8) {
        const name = operands.find((o): o is { kind: "op"; value: string } => o.kind === "op" && o.value.startsWith("/"))
        const ref = name && xobjects.get(name.value.slice(1))
        const xobject = ref === undefined ? undefined : objects.get(ref)
        if (xobject?.stream && /\/Subtype\s*\/Form/.test(xobject.dict)) {
          out += textOf(xobject.stream, resolve(dictValue(xobject.dict, "Resources")) ?? resources, depth + 1)
        }
      }
      operands = []
    }
    return out
  }

  const catalog = [...objects.values()].find((object) => /\/Type\s*\/Catalog/.test(object.dict))
  const pageRefs: number[] = []
  const walk = (ref: number | undefined, seen = new Set<number>()) => {
    if (ref === undefined || seen.has(ref)) return
    seen.add(ref)
    const dict = objects.get(ref)?.dict ?? ""
    if (/\/Type\s*\/Pages/.test(dict)) {
      for (const kid of (dictValue(dict, "Kids") ?? "").matchAll(/(\d+) 0 R/g)) walk(Number(kid[1]), seen)
    } else if (/\/Type\s*\/Page\b/.test(dict)) pageRefs.push(ref)
  }
  walk(refOf(dictValue(catalog?.dict ?? "", "Pages")))

  const pages = pageRefs.map((ref) => {
    const dict = objects.get(ref)!.dict
    const resources = resolve(dictValue(dict, "Resources"))
    const contents = dictValue(dict, "Contents") ?? ""
    return [...contents.matchAll(/(\d+) 0 R/g)]
      .map((match) => objects.get(Number(match[1]))?.stream)
      .filter((stream): stream is Buffer => !!stream)
      .map((stream) => textOf(stream, resources))
      .join("\n")
  })
  return { pages }
}

/** Text as a reader sees it: runs of white space (line ends included) as one space. */
export const readable = (text: string) => text.replace(/\s+/g, " ").trim()
