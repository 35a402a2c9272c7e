/**
 * CSS with each custom property that has one value for the whole page written as that value:
 * `padding:var(--chakra-spacing-4)` becomes `padding:1rem`. Chakra writes every design token as
 * a custom property on the root and every rule reads it through var(); where a token is
 * declared once, on the root, outside any condition, and set nowhere else (no rule, no style
 * attribute of the markup), every element reads that one value, so writing it in place changes
 * no computed value, and the declaration, then read by nothing, is pruned. Likewise a var()
 * whose property is declared nowhere is its fallback. The theme's colours, declared once per
 * theme, and a colour palette set per element stay custom properties.
 *
 * For the first screen's CSS (./first-screen-css.ts), which every page view carries, and the
 * site's stylesheet (./site-css.ts), with the properties its scripts may set (the spotlight's
 * --spot-x, a card's --reveal-delay) named in `setByScripts`: those stay custom properties.
 * The toaster, which React renders in the browser, declares the tokens it reads itself
 * (src/components/sections/contact/toaster-root.tsx).
 */
import postcss, { type Declaration, type Node } from "postcss"
import { CUSTOM_PROPERTY_NAME as NAME } from "./custom-property-name"

const ROOT_SELECTOR = /^(?::root|html|:where\(html\))$/
/** A var() reference: its name and its fallback, which may hold one level of parentheses (another var()). */
const REFERENCE = new RegExp(String.raw`var\(\s*(${NAME})\s*(?:,((?:[^()]|\([^()]*\))*))?\)`, "g")
const SET_IN_MARKUP = new RegExp(String.raw`(${NAME})\s*:`, "g")
const CSS_WIDE_KEYWORD = /^(?:inherit|initial|unset|revert|revert-layer)$/i

/** Declared on the root, in no at-rule but a cascade layer. */
function isOnRoot(declaration: Declaration): boolean {
  const rule = declaration.parent
  if (rule?.type !== "rule" || !ROOT_SELECTOR.test((rule as postcss.Rule).selector)) return false
  for (let node: Node | undefined = rule.parent; node && node.type !== "root"; node = node.parent) {
    if (node.type !== "atrule" || (node as postcss.AtRule).name !== "layer") return false
  }
  return true
}

export function withConstantTokens(css: string, markup: string, setByScripts: ReadonlySet<string> = new Set()): string {
  const root = postcss.parse(css)
  const declarations = new Map<string, Declaration[]>()
  root.walkDecls(/^--/, (declaration) => {
    declarations.set(declaration.prop, [...(declarations.get(declaration.prop) ?? []), declaration])
  })
  const setInMarkup = new Set([...Array.from(markup.matchAll(SET_IN_MARKUP), (match) => match[1]), ...setByScripts])
  const values = new Map<string, string | undefined>()
  /** A constant's value with the constants it reads written in; undefined for any other property. */
  const constant = (name: string, reading: ReadonlySet<string> = new Set()): string | undefined => {
    if (values.has(name)) return values.get(name)
    const declared = declarations.get(name)
    const isConstant = declared?.length === 1 && isOnRoot(declared[0]) && !setInMarkup.has(name) && !reading.has(name)
    const value = isConstant ? substitute(declared[0].value.trim(), new Set([...reading, name])) : undefined
    // A value that still reads another property is that property's value on the root, which an
    // element may set otherwise (a colour palette); a CSS-wide keyword means the property itself.
    const usable = value !== undefined && !value.includes("var(") && !CSS_WIDE_KEYWORD.test(value) ? value : undefined
    values.set(name, usable)
    return usable
  }
  const isDeclaredNowhere = (name: string) => !declarations.has(name) && !setInMarkup.has(name)
  const substitute = (value: string, reading: ReadonlySet<string> = new Set()): string =>
    value.replace(REFERENCE, (whole, name: string, fallback: string | undefined) => {
      if (fallback === undefined) return constant(name, reading) ?? whole
      // A property declared nowhere always takes its fallback (Chakra's focus ring: var(--focus-ring-width,2px)).
      if (isDeclaredNowhere(name)) return substitute(fallback.trim(), reading)
      return constant(name, reading) ?? `var(${name},${substitute(fallback, reading)})`
    })
  root.walkDecls((declaration) => {
    declaration.value = substitute(declaration.value)
  })
  return root.toString()
}
