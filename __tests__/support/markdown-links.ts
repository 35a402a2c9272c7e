/**
 * An offline checker of the links between the repository's Markdown pages, as GitHub renders
 * them: every relative link and image must name a file that exists, and every `#fragment` must
 * name a heading (or an `<a id>`/`<a name>`) of the page it points at. External addresses
 * (`https:`, `mailto:`...) are skipped: the tests run without a network.
 *
 * The reading is the libraries': markdown-it parses the pages (CommonMark with GitHub's tables,
 * so a link in a code span, a fenced or indented code block or an HTML comment is text, as on
 * GitHub), github-slugger makes the anchors (GitHub's own algorithm, repeated headings numbered)
 * and parse5 reads the HTML (`<a href>`, `<img src>`, `<a id|name>`). What is written here:
 *
 * - the line of each link: markdown-it gives lines to blocks only;
 * - setext headings (a text underlined with `=` or `-`) are refused, to be written as `## ...`:
 *   a line of `---` under a paragraph, meant as a rule, silently makes it a heading;
 * - a reference (`[text][label]`, `[label][]`) whose label has no definition is reported:
 *   markdown-it, as GitHub, leaves it as plain text, so nothing else would see it;
 * - a path in backticks that names a file or folder of the repository (`src/server/handle-contact.ts`,
 *   `data/schemas/`) must exist: what the docs name as the code's must be where they say. It
 *   looks like one when its first folder or file is at the repository's root and it has nothing
 *   of a placeholder (`data/<tag>/`, `site-*.css`) or of prose (spaces).
 */
import fs from "fs"
import path from "path"
import GithubSlugger from "github-slugger"
import MarkdownIt, { type Env, type Token } from "markdown-it"
import { parseFragment, type DefaultTreeAdapterMap } from "parse5"

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
  /** The anchors of the page's headings, in order. */
  headings: string[]
  /** The anchors written in HTML: `<a id>`, `<a name>`. */
  anchors: Set<string>
  links: FoundLink[]
  /** The text of each code span, with its line: the paths among them are checked. */
  codeSpans: { line: number; text: string }[]
  problems: LinkProblem[]
}

const md = new MarkdownIt({ html: true })
// Destinations as written: markdown-it would percent-encode them and drop unsafe schemes.
md.normalizeLink = (url) => url
md.validateLink = () => true
// Keep the reference definitions' tokens (with their lines): their destinations are checked too.
md.core.ruler.disable("strip_references")

/**
 * Where in its block's text each inline token begins, to give a link its line. markdown-it makes a
 * token while standing at its start (a link at its text, an image at its `!`, HTML at its `<`);
 * only the text between tokens (pushPending, not needed here) is made elsewhere.
 */
const offsets = new WeakMap<Token, number>()
md.inline.State = class extends md.inline.State {
  override push(type: string, tag: string, nesting: -1 | 0 | 1): Token {
    const token = super.push(type, tag, nesting)
    offsets.set(token, this.pos)
    return token
  }
}

/**
 * Run just before markdown-it's link rule, at each `[`: a `[text][label]` or `[label][]` whose
 * label is not defined becomes an `undefined_reference` token. The rule then declines, so the
 * text reads on as markdown-it reads it. Brackets and labels are found by markdown-it's own helper.
 */
md.inline.ruler.before("link", "undefined_reference", (state, silent) => {
  if (silent || state.src[state.pos] !== "[") return false
  const textEnd = md.helpers.parseLinkLabel(state, state.pos, true)
  if (textEnd < 0 || state.src[textEnd + 1] !== "[") return false
  const labelEnd = md.helpers.parseLinkLabel(state, textEnd + 1)
  if (labelEnd < 0) return false
  const label = state.src.slice(textEnd + 2, labelEnd) || state.src.slice(state.pos + 1, textEnd)
  if (!state.env.references?.[md.utils.normalizeReference(label)]) {
    state.push("undefined_reference", "", 0).content = label.trim().replace(/\s+/g, " ")
  }
  return false
})

export function parsePage(file: string, markdown: string): ParsedPage {
  const page: ParsedPage = { headings: [], anchors: new Set(), links: [], codeSpans: [], problems: [] }
  const env: Env = {}
  const tokens = md.parse(markdown, env)
  const slugger = new GithubSlugger()
  const definitions = new Set<string>()
  let firstLine = 1 // of the innermost block with a line (a table's cells have none, their row has)

  tokens.forEach((token, index) => {
    if (token.map) firstLine = token.map[0] + 1
    if (token.type === "heading_open") {
      const inline = tokens[index + 1]
      // The anchor is made from the heading as rendered: code and link texts kept, markup and HTML gone.
      const text = inline.children!.filter((child) => ["text", "text_special", "code_inline"].includes(child.type))
      page.headings.push(slugger.slug(text.map((child) => child.content).join("")))
      if (token.markup === "=" || token.markup === "-") {
        page.problems.push({
          file,
          line: token.map![1],
          message: `"${inline.content.replace(/\n/g, " ")}" is a setext heading (underlined): write it as an ATX heading ("## ...") so its anchor is checked`,
        })
      }
    } else if (token.type === "reference_definition") {
      // Checked once, where it is written (its uses are skipped below); GitHub ignores a repeated label.
      const label = String(token.meta!.label)
      if (!definitions.has(label)) page.links.push({ line: firstLine, destination: env.references![label].href, image: false })
      definitions.add(label)
    } else if (token.type === "html_block") {
      readHtml(page, token.content, firstLine)
    } else if (token.type === "inline") {
      for (const child of token.children!) {
        const line = firstLine + (token.content.slice(0, offsets.get(child)).match(/\n/g)?.length ?? 0)
        const reference = child.meta?.label !== undefined
        if (child.type === "link_open" && !reference) page.links.push({ line, destination: String(child.attrGet("href")), image: false })
        if (child.type === "image" && !reference) page.links.push({ line, destination: String(child.attrGet("src")), image: true })
        if (child.type === "html_inline") readHtml(page, child.content, line)
        if (child.type === "code_inline") page.codeSpans.push({ line, text: child.content })
        if (child.type === "undefined_reference") {
          page.problems.push({ file, line, message: `the reference [${child.content}] has no definition ("[${child.content}]: address")` })
        }
      }
    }
  })
  return page
}

/** The links (`<a href>`, `<img src>`) and anchors (`<a id>`, `<a name>`) of a piece of HTML starting at `firstLine`. */
function readHtml(page: ParsedPage, html: string, firstLine: number): void {
  const visit = (node: DefaultTreeAdapterMap["parentNode"] | DefaultTreeAdapterMap["childNode"]) => {
    if ("tagName" in node && (node.tagName === "a" || node.tagName === "img")) {
      const line = firstLine + node.sourceCodeLocation!.startLine - 1
      for (const { name, value } of node.attrs) {
        if (name === "id" || name === "name") page.anchors.add(value)
        if (name === (node.tagName === "a" ? "href" : "src")) page.links.push({ line, destination: value, image: node.tagName === "img" })
      }
    }
    if ("childNodes" in node) node.childNodes.forEach(visit)
  }
  visit(parseFragment(html, { sourceCodeLocationInfo: true }))
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
    for (const { line, text } of page.codeSpans) {
      if (looksLikeRepositoryPath(root, text) && !fs.existsSync(path.join(root, text))) problems.push({ file, line, message: `\`${text}\` names a file of the repository that does not exist` })
    }
  }
  return problems
}

/** The folders .gitignore names (public/, reports/...): what a build or a test writes there is no file of the repository. */
function ignoredFolders(root: string): Set<string> {
  const file = path.join(root, ".gitignore")
  const lines = fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n") : []
  return new Set(lines.map((line) => line.trim().replace(/^\//, "").replace(/\/$/, "")).filter((line) => line && !line.startsWith("#") && !line.startsWith("!")))
}

/** A code span that names a file or folder of the repository: a path from one of the root's own entries, with no placeholder in it. */
function looksLikeRepositoryPath(root: string, text: string): boolean {
  if (!/^[\w.@-]+(\/[\w.@-]+)*\/?$/.test(text) || !/[/.]/.test(text)) return false
  const first = text.split("/")[0]
  return first !== "." && first !== ".." && !ignoredFolders(root).has(first) && fs.existsSync(path.join(root, first))
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
  const names = fs.readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
  return names.filter((name) => /\.md$/i.test(name)).map((name) => path.posix.join(dir, name)).sort()
}
