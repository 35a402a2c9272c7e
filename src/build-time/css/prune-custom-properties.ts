/**
 * Removes the CSS custom properties a page defines but never reads. Chakra defines every
 * design token as a custom property on the root (and a few helpers such as
 * --bg-currentcolor on each styled element); custom properties are inherited, so each one
 * is carried by every element and adds to every style recalculation, used or not. Built
 * pages run no styling code in the browser (src/islands), so the CSS of the HTML is all the
 * CSS there is and anything it never reads can go.
 *
 * A property counts as read when `var(--name` occurs anywhere in the page (its CSS and its
 * HTML, inline styles included) other than in the definitions of properties that are
 * themselves unread; definitions are followed to a fixed point.
 */

import { CUSTOM_PROPERTY_NAME as NAME } from "./custom-property-name"

/** A custom property declaration: its name and its value, up to the next ; or }. */
const DECLARATION = new RegExp(String.raw`(${NAME})\s*:([^;{}]*)(;|(?=\}))`, "g")
const REFERENCE = new RegExp(String.raw`var\(\s*(${NAME})`, "g")

function references(text: string): string[] {
  return Array.from(text.matchAll(REFERENCE), (match) => match[1])
}

/** The custom properties read by a page whose CSS is `cssChunks` and whose markup is `html`. */
export function readCustomProperties(cssChunks: readonly string[], html: string): Set<string> {
  const definitions = new Map<string, string[]>()
  let outsideDefinitions = html
  for (const css of cssChunks) {
    outsideDefinitions += css.replace(DECLARATION, (_whole, name: string, value: string) => {
      definitions.set(name, [...(definitions.get(name) ?? []), value])
      return ""
    })
  }
  const read = new Set(references(outsideDefinitions))
  const pending = [...read]
  while (pending.length > 0) {
    for (const value of definitions.get(pending.pop() as string) ?? []) {
      for (const name of references(value)) {
        if (!read.has(name)) {
          read.add(name)
          pending.push(name)
        }
      }
    }
  }
  return read
}

/** The chunks without the declarations of custom properties that nothing reads. */
export function pruneCustomProperties(cssChunks: readonly string[], html: string): string[] {
  const read = readCustomProperties(cssChunks, html)
  return cssChunks.map((css) => css.replace(DECLARATION, (whole, name: string) => (read.has(name) ? whole : "")))
}
