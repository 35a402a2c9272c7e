/**
 * A small, offline checker of the links between the repository's Markdown pages, as GitHub
 * renders them: every relative link and image must name a file that exists, and every
 * `#fragment` must name a heading (or an `<a id>`/`<a name>`) of the page it points at.
 * External addresses (`https:`, `mailto:`...) are skipped: the tests run without a network.
 *
 * Why not a library: no Markdown parser is among the project's dependencies, the link checkers
 * that know GitHub's anchors (linkinator, remark-validate-links) are ES modules with a dozen
 * dependencies each, and linkinator also starts a local web server. The pages here use a plain
 * subset of GitHub Markdown, which this reads line by line:
 *
 * - fenced code blocks (``` or ~~~) and code spans (over the lines of a paragraph too) are
 *   skipped: a link written as code is text;
 * - HTML comments are skipped;
 * - headings are ATX headings (`## Title`). A setext heading (a line under a text, made of `=`
 *   or `-` only) is reported as a problem to rewrite with `#`, so no heading goes unseen;
 * - links are inline links and images (`[text](dest)`, `![alt](dest)`, nested alike), reference
 *   definitions (`[label]: dest`), full and collapsed references (`[text][label]`, `[label][]`,
 *   whose label must be defined), and `href`/`src` of HTML `<a>` and `<img>` tags;
 * - indented code blocks are not recognised (use fences), so a link inside one is checked.
 *
 * Anything this misreads makes the test fail, never pass: it can only find a link too many.
 */
import fs from "fs"
import path from "path"

export interface LinkProblem {
  file: string
  line: number
  message: string
}

interface FoundLink {
  line: number
  destination: string
  image: boolean
}

interface ParsedPage {
  headings: string[]
  anchors: Set<string>
  links: FoundLink[]
  problems: LinkProblem[]
}

// ---------------------------------------------------------------------------------------------
// GitHub's heading anchors (github-slugger, which GitHub's own renderer matches)
// ---------------------------------------------------------------------------------------------

/**
 * The Unicode general categories github-slugger removes: other numbers, every punctuation but
 * connector punctuation (`_`) and the ASCII hyphen, every symbol, controls, format characters,
 * private use, unassigned code points and separators but the ASCII space. Alphabetic characters
 * stay even where a category above lists them.
 */
const REMOVED = /[\p{No}\p{Ps}\p{Pe}\p{Pi}\p{Pf}\p{Po}\p{Pd}\p{S}\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Z}]/u
const ALPHABETIC = /\p{Alphabetic}/u

/** The slug of one heading's text, before duplicates are numbered: lower case, removed characters gone, each space a hyphen. */
export function githubSlug(text: string): string {
  let slug = ""
  for (const char of text.toLowerCase()) {
    if (char === " ") slug += "-"
    else if (char === "-" || !REMOVED.test(char) || ALPHABETIC.test(char)) slug += char
  }
  return slug
}

/** The anchors of a page's headings, in order: a repeated slug gets `-1`, `-2`... as on GitHub. */
export function headingAnchors(headingTexts: readonly string[]): string[] {
  const occurrences = new Map<string, number>()
  return headingTexts.map((text) => {
    const base = githubSlug(text)
    let slug = base
    while (occurrences.has(slug)) {
      const count = (occurrences.get(base) ?? 0) + 1
      occurrences.set(base, count)
      slug = `${base}-${count}`
    }
    occurrences.set(slug, 0)
    return slug
  })
}

/**
 * A heading's text as GitHub renders it (the anchor is made from that text, not from the
 * Markdown): code spans keep their content, links keep their text, HTML tags and images go,
 * emphasis markers go (an `_` inside a word is a letter, as in `snake_case`), and backslash
 * escapes give the character they escape.
 */
export function headingText(markdown: string): string {
  const parts: string[] = []
  let rest = markdown
  // Code spans first: what is inside them is literal.
  const codeSpan = /(`+)([\s\S]*?[^`])\1(?!`)/
  for (let match = codeSpan.exec(rest); match; match = codeSpan.exec(rest)) {
    parts.push(inlineText(rest.slice(0, match.index)), match[2].trim())
    rest = rest.slice(match.index + match[0].length)
  }
  parts.push(inlineText(rest))
  return parts.join("").trim()
}

function inlineText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "") // images: no text in the heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1") // inline links: their text
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, "$1") // reference links: their text
    .replace(/<[^>]+>/g, "") // HTML tags
    .replace(/\*+/g, "") // emphasis with *
    .replace(/(^|[^\p{L}\p{N}])_+|_+(?=[^\p{L}\p{N}]|$)/gu, "$1") // emphasis with _, not snake_case
    .replace(/\\([!-/:-@[-`{-~])/g, "$1") // backslash escapes
}

// ---------------------------------------------------------------------------------------------
// Reading a page
// ---------------------------------------------------------------------------------------------

/**
 * Blanks out code spans, keeping every other character (newlines included) where it was, so
 * nothing in them reads as a link. A code span may run over several lines of one paragraph, never
 * over a blank line; a backtick left unmatched is a literal backtick, as in CommonMark.
 */
function blankCodeSpans(text: string): string {
  return text.replace(/(?<!`)(`+)(?!`)((?:(?!\n[ \t]*\n)[\s\S])*?[^`])\1(?!`)/g, (span) => span.replace(/[^\n]/g, " "))
}

/** The destination written after `](` at `start`: `<...>` or a run without spaces, its parentheses balanced. */
function readDestination(text: string, start: number): string | undefined {
  let index = start
  while (text[index] === " ") index++
  if (text[index] === "<") {
    const end = text.indexOf(">", index)
    return end < 0 ? undefined : text.slice(index + 1, end)
  }
  let depth = 0
  let destination = ""
  for (; index < text.length; index++) {
    const char = text[index]
    if (char === "\\" && index + 1 < text.length) {
      destination += text[++index]
      continue
    }
    if (/\s/.test(char)) break
    if (char === "(") depth++
    if (char === ")") {
      if (depth === 0) break
      depth--
    }
    destination += char
  }
  return destination
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/
const REFERENCE_DEFINITION = /^ {0,3}\[([^\]]+)\]:[ \t]*(<[^>]*>|\S+)/
/** Lines after which a line of `-` is a table row, a list's rule or a thematic break, never a setext heading. */
const NOT_PARAGRAPH = /^ {0,3}(?:[-*+]\s|\d+[.)]\s|#|>|\||$)/

export function parsePage(file: string, markdown: string): ParsedPage {
  const page: ParsedPage = { headings: [], anchors: new Set(), links: [], problems: [] }
  const lines = markdown.split(/\r?\n/)

  // First pass: what is not Markdown text at all. Fenced code (up to the closing fence: same
  // character, at least as long) and HTML comments become blank, line numbers unchanged.
  const visible: string[] = []
  let fence: string | undefined
  let inComment = false
  for (const raw of lines) {
    const fenceMatch = FENCE.exec(raw)
    if (fence !== undefined) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length && raw.trim() === fenceMatch[1]) fence = undefined
      visible.push("")
      continue
    }
    if (fenceMatch && !inComment) {
      fence = fenceMatch[1]
      visible.push("")
      continue
    }
    let line = ""
    let rest = raw
    while (rest !== "") {
      if (inComment) {
        const end = rest.indexOf("-->")
        if (end < 0) {
          line += " ".repeat(rest.length)
          rest = ""
        } else {
          line += " ".repeat(end + 3)
          rest = rest.slice(end + 3)
          inComment = false
        }
      } else {
        const start = rest.indexOf("<!--")
        if (start < 0) {
          line += rest
          rest = ""
        } else {
          line += rest.slice(0, start)
          rest = rest.slice(start)
          inComment = true
        }
      }
    }
    visible.push(line)
  }
  // Code spans, which may run over the lines of a paragraph.
  const withoutCode = blankCodeSpans(visible.join("\n")).split("\n")

  // Second pass: headings, anchors and links, line by line.
  const headingTexts: string[] = []
  const definitions = new Set<string>()
  const references: { line: number; label: string }[] = []
  visible.forEach((line, index) => {
    const lineNumber = index + 1
    const text = withoutCode[index]
    const previous = index > 0 ? visible[index - 1] : ""

    const heading = ATX_HEADING.exec(line)
    if (heading) {
      headingTexts.push(headingText(heading[2] ?? ""))
    } else if (SETEXT_UNDERLINE.test(line) && previous.trim() !== "" && !NOT_PARAGRAPH.test(previous)) {
      page.problems.push({
        file,
        line: lineNumber,
        message: `"${previous.trim()}" is a setext heading (underlined): write it as an ATX heading ("## ...") so its anchor is checked`,
      })
    }

    const definition = REFERENCE_DEFINITION.exec(text)
    if (definition) {
      definitions.add(normaliseLabel(definition[1]))
      page.links.push({ line: lineNumber, destination: definition[2].replace(/^<|>$/g, ""), image: false })
      return
    }

    // Inline links and images: every `](` not escaped starts a destination.
    for (let at = text.indexOf("]("); at >= 0; at = text.indexOf("](", at + 2)) {
      if (text[at - 1] === "\\") continue
      const destination = readDestination(text, at + 2)
      if (destination === undefined || destination === "") continue
      const opening = text.lastIndexOf("[", at)
      page.links.push({ line: lineNumber, destination, image: opening > 0 && text[opening - 1] === "!" })
    }
    // Full and collapsed references: [text][label], [label][].
    for (const match of text.matchAll(/\[([^\]]*)\]\[([^\]]*)\]/g)) {
      references.push({ line: lineNumber, label: normaliseLabel(match[2] || match[1]) })
    }
    // HTML: <a href>, <img src>, and the anchors <a id> / <a name>.
    for (const tag of text.matchAll(/<(a|img)\b[^>]*>/gi)) {
      for (const attribute of tag[0].matchAll(/\s(href|src|id|name)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
        const value = attribute[2] ?? attribute[3]
        const name = attribute[1].toLowerCase()
        if (name === "id" || name === "name") page.anchors.add(value)
        else page.links.push({ line: lineNumber, destination: value, image: tag[1].toLowerCase() === "img" })
      }
    }
  })

  for (const reference of references) {
    if (!definitions.has(reference.label)) {
      page.problems.push({ file, line: reference.line, message: `the reference [${reference.label}] has no definition ("[${reference.label}]: address")` })
    }
  }
  page.headings = headingAnchors(headingTexts)
  return page
}

function normaliseLabel(label: string): string {
  return label.trim().replace(/\s+/g, " ").toLowerCase()
}

// ---------------------------------------------------------------------------------------------
// Checking the links of a set of pages
// ---------------------------------------------------------------------------------------------

/** Any scheme (`https:`, `mailto:`, `tel:`...) or a protocol-relative `//host`: not a file of the repository. */
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i
/** GitHub's line anchors on a file that is not Markdown: `#L12`, `#L12-L20`. */
const LINE_ANCHOR = /^L\d+(?:-L\d+)?$/

/**
 * Checks every link of `files` (paths relative to `root`). A link may point at any file of the
 * repository; when it has a fragment and points at a Markdown file, that file's headings are read
 * too, whether or not it is among `files`.
 */
export function checkMarkdownLinks(root: string, files: readonly string[]): LinkProblem[] {
  const pages = new Map<string, ParsedPage>()
  const pageOf = (file: string): ParsedPage => {
    let page = pages.get(file)
    if (!page) {
      page = parsePage(file, fs.readFileSync(path.join(root, file), "utf8"))
      pages.set(file, page)
    }
    return page
  }

  const problems: LinkProblem[] = []
  for (const file of files) {
    const page = pageOf(file)
    problems.push(...page.problems)
    for (const link of page.links) {
      const problem = checkLink(root, file, link, pageOf)
      if (problem) problems.push({ file, line: link.line, message: problem })
    }
  }
  return problems
}

function checkLink(root: string, from: string, link: FoundLink, pageOf: (file: string) => ParsedPage): string | undefined {
  const { destination } = link
  if (EXTERNAL.test(destination)) return undefined
  const hashAt = destination.indexOf("#")
  const pathPart = (hashAt < 0 ? destination : destination.slice(0, hashAt)).replace(/\?.*$/, "")
  const fragment = hashAt < 0 ? undefined : safeDecode(destination.slice(hashAt + 1))

  let target = from
  if (pathPart !== "") {
    const decoded = safeDecode(pathPart)
    // On GitHub a link starting with / starts at the repository's root; others at the page's folder.
    target = path.posix.normalize(decoded.startsWith("/") ? decoded.slice(1) : path.posix.join(path.posix.dirname(from), decoded))
    if (target.startsWith("../") || target === "..") return `${destination}: points outside the repository`
    const absolute = path.join(root, target)
    if (!fs.existsSync(absolute)) return `${destination}: ${target} does not exist`
    const isFile = fs.statSync(absolute).isFile()
    if (link.image && !isFile) return `${destination}: the image ${target} is not a file`
    if (!isFile) return fragment === undefined ? undefined : `${destination}: ${target} is a folder, which has no #${fragment}`
  }
  if (fragment === undefined || fragment === "") return undefined

  if (!/\.md$/i.test(target)) {
    return LINE_ANCHOR.test(fragment) ? undefined : `${destination}: #${fragment} is not a line anchor (#L12) of ${target}`
  }
  const page = pageOf(target)
  if (page.headings.includes(fragment) || page.anchors.has(fragment)) return undefined
  const near = page.headings.filter((anchor) => anchor.includes(fragment) || fragment.includes(anchor))
  return `${destination}: ${target} has no heading whose anchor is #${fragment}` + (near.length > 0 ? ` (did you mean #${near.join(", #")}?)` : "")
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The Markdown pages under `dir` (relative to `root`), recursively, as paths relative to `root`. */
export function markdownFilesUnder(root: string, dir: string): string[] {
  const found: string[] = []
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name)
      if (entry.isDirectory()) walk(child)
      else if (/\.md$/i.test(entry.name)) found.push(child)
    }
  }
  walk(dir)
  return found.sort()
}
