/**
 * The rules of some CSS that can style a document as the build wrote it: a rule is kept when a
 * selector of it matches an element there (css-select on htmlparser2's parse, with postcss for
 * the CSS), with two allowances for what may change before the stylesheet is in. A user action
 * (hover, focus, active) can come at any time, so a selector needs only the rest of it to match;
 * and the head script writes the visitor's theme choice and other marks on <html> before the
 * first paint, so the rules of those stay. A selector css-select cannot read is kept.
 * Keyframes, font faces and layer statements are kept as they are; an at-rule left with no
 * rules goes, a named layer's block but for its name.
 *
 * beasties finds critical CSS the same way, and was tried first: it takes every :is(), :not()
 * and :where() out of a selector before matching it, so it kept each state rule of the first
 * screen's controls (a disabled, expanded or pressed control's: about a tenth of that CSS, none
 * of which can apply before the scripts that set those states run), and it drops font faces and
 * layer statements, which the first screen needs.
 */
import postcss, { type AtRule } from "postcss"
import { parseDocument } from "htmlparser2"
import { selectAll, selectOne } from "css-select"
import { HEAD_SCRIPT_ATTRIBUTES } from "../../headers/head-script"

/** What a visitor can do to an element before the stylesheet is in: each counts as done. */
const USER_ACTION = /:(?:hover|focus-visible|focus-within|focus|active)(?![\w-])/g
/** Pseudo-elements are there when their element is. */
const PSEUDO_ELEMENT = /::?(?:before|after|placeholder|selection|backdrop|marker|-webkit-[\w-]+|-moz-[\w-]+)(?![\w-])/g
const WRITTEN_BY_HEAD_SCRIPT = new RegExp(String.raw`\[(?:${HEAD_SCRIPT_ATTRIBUTES.join("|")})[=\]]`)
const KEPT_WHOLE = /^(?:-\w+-)?keyframes$|^font-face$/

/** A filter of CSS texts by the markup, parsed once for all of them. */
export function rulesMatching(markup: string): (css: string) => string {
  const document = parseDocument(markup)
  // A template's markup is not shown until a script copies it into the page; htmlparser2 parses it as children.
  for (const template of selectAll("template", document)) template.children = []
  const known = new Map<string, boolean>()
  const matches = (selector: string): boolean => {
    if (WRITTEN_BY_HEAD_SCRIPT.test(selector)) return true
    const asMatched = selector.replace(PSEUDO_ELEMENT, "").replace(USER_ACTION, ":is(*)").trim() || "*"
    let found = known.get(asMatched)
    if (found === undefined) {
      try {
        found = selectOne(asMatched, document) !== null
      } catch {
        found = true
      }
      known.set(asMatched, found)
    }
    return found
  }
  return (css) => keptRules(css, matches)
}

function keptRules(css: string, matches: (selector: string) => boolean): string {
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && KEPT_WHOLE.test((rule.parent as AtRule).name)) return
    const kept = rule.selectors.filter(matches)
    if (kept.length === 0) rule.remove()
    else rule.selectors = kept
  })
  // Inner at-rules first, so that a layer whose one media rule went is emptied too. An emptied
  // named layer stays declared where it was: the order of the layers is the order they are first
  // declared in, which the stylesheet, coming later, cannot change.
  const emptied: AtRule[] = []
  root.walkAtRules((atRule) => {
    if (atRule.nodes !== undefined && !KEPT_WHOLE.test(atRule.name)) emptied.unshift(atRule)
  })
  for (const atRule of emptied) {
    if (atRule.nodes?.length !== 0) continue
    if (atRule.name === "layer" && atRule.params) atRule.replaceWith(postcss.atRule({ name: "layer", params: atRule.params }))
    else atRule.remove()
  }
  return root.toString()
}
