/**
 * The kinds of element the built pages hold, and which of them a selector may match: what the
 * stylesheet's merge (./repeated-rules.ts) reads to tell that two rules never style one element.
 * A kind is an element's name, id and classes; a selector is read loosened to what scripts and
 * visitors change (its last compound, without states, attributes and pseudo-elements), so it
 * is never read as missing an element that a hover, a script or a moved ancestor could make it
 * match.
 */
import { DomUtils, parseDocument } from "htmlparser2"
import { compile as compileSelector } from "css-select"
import { parse as parseSelector, SelectorType, stringify as stringifySelector, type Selector } from "css-what"

const COMBINATORS = new Set(["descendant", "child", "sibling", "adjacent", "parent", "column-combinator"])

/**
 * A selector that matches every element the given one may ever match: only its last compound
 * (the ancestors it names may change as scripts move markup), without the states, attributes
 * and pseudo-elements that scripts and visitors change.
 */
function loosened(selector: Selector[]): Selector[] {
  let lastPart = selector.length
  while (lastPart > 0 && !COMBINATORS.has(selector[lastPart - 1].type)) lastPart -= 1
  const kept = selector.slice(lastPart).flatMap((token): Selector[] => {
    if (token.type === "tag" || token.type === "universal") return [token]
    if (token.type === "attribute") return (token.name === "class" && token.action === "element") || token.name === "id" ? [token] : []
    if (token.type === "pseudo" && (token.name === "is" || token.name === "where") && Array.isArray(token.data)) {
      const options = token.data.map(loosened)
      return options.some((option) => option.length === 1 && option[0].type === SelectorType.Universal) ? [] : [{ ...token, data: options }]
    }
    return []
  })
  return kept.length > 0 ? kept : [{ type: SelectorType.Universal, namespace: null }]
}

/**
 * The kinds of element a selector may match, each its name, id and classes ("button# css-a");
 * undefined where css-what or css-select cannot read it (any element, then).
 */
export type Elements = Set<string> | undefined

/**
 * Which kinds of element of the pages a selector may match, as a function of selector texts.
 * A loosened selector reads an element's name, id and classes only, so the pages' elements
 * come down to their kinds, one element for each, the same few hundred however many pages.
 */
export function elementsMatching(pagesHtml: readonly string[]): (selector: string) => Elements {
  const kinds = new Map<string, ReturnType<typeof DomUtils.findAll>[number]>()
  for (const html of pagesHtml) {
    for (const element of DomUtils.findAll(() => true, parseDocument(html).children)) {
      const kind = `${element.name}#${element.attribs.id ?? ""} ${element.attribs.class ?? ""}`
      if (!kinds.has(kind)) kinds.set(kind, element)
    }
  }
  const known = new Map<string, Elements>()
  return (selector) => {
    if (known.has(selector)) return known.get(selector)
    let elements: Elements
    try {
      const asMatched = compileSelector(stringifySelector(parseSelector(selector).map(loosened)))
      elements = new Set([...kinds].filter(([, element]) => asMatched(element)).map(([kind]) => kind))
    } catch {
      elements = undefined
    }
    known.set(selector, elements)
    return elements
  }
}

/** Whether two selectors' kinds of element share one: whether they may style one element. */
export const meet = (a: Elements, b: Elements) => {
  if (!a || !b) return true
  const [smaller, larger] = a.size < b.size ? [a, b] : [b, a]
  return [...smaller].some((kind) => larger.has(kind))
}
