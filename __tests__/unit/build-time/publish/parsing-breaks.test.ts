/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { parse, type DefaultTreeAdapterMap } from "parse5"
import { PARSING_BREAK, PARSING_BREAK_EVERY, withParsingBreaks, writeParsingBreaks } from "../../../../src/build-time/publish/parsing-breaks"
import { STYLESHEET_WAIT_ELEMENT } from "../../../../src/headers/stylesheet-wait"

type Node = DefaultTreeAdapterMap["node"]
type Element = DefaultTreeAdapterMap["element"]

const LINK = `<link rel="stylesheet" href="/static/css/site.css"/>${STYLESHEET_WAIT_ELEMENT}`
const cards = (count: number) => Array.from({ length: count }, (_, index) => `<li><article><h3>Card ${index}</h3><p>Text <a href="#x">link</a></p></article></li>`).join("")
const page = (rest: string, firstScreen = `<header><nav><ul>${cards(40)}</ul></nav></header>`) =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><div id="___gatsby">${firstScreen}${LINK}<main>${rest}</main></div></body></html>`

/** Every element after the stylesheet's link, in document order, with its parent; a break is an empty script. */
function elementsAfterLink(html: string): { element: Element; parent: Element }[] {
  const found: { element: Element; parent: Element }[] = []
  let after = false
  const walk = (node: Node, parent: Element | undefined) => {
    if ("tagName" in node) {
      if (after && parent) found.push({ element: node, parent })
      if (node.tagName === "script" && node.childNodes.some((child) => "value" in child && child.value === " ")) after = true
    }
    if ("childNodes" in node) node.childNodes.forEach((child) => walk(child, "tagName" in node ? node : undefined))
  }
  walk(parse(html), undefined)
  return found
}
const isBreak = (element: Element) => element.tagName === "script" && element.childNodes.length === 0
const breaksIn = (html: string) => html.split(PARSING_BREAK).length - 1

describe("withParsingBreaks", () => {
  const html = page(`<section><h2>Projects</h2><ul>${cards(60)}</ul></section><section><h2>Skills</h2><ul>${cards(60)}</ul></section><footer><p>Footer</p></footer>`)
  const broken = withParsingBreaks(html)

  it("places none in the first screen, which the page shows before its stylesheet is in", () => {
    expect(broken.slice(0, broken.indexOf(LINK))).toBe(html.slice(0, html.indexOf(LINK)))
  })

  it("breaks the rest of the page into parts of about PARSING_BREAK_EVERY elements, and changes nothing else", () => {
    const parts: number[] = [0]
    for (const { element } of elementsAfterLink(broken)) {
      if (isBreak(element)) parts.push(0)
      else parts[parts.length - 1] += 1
    }
    expect(parts.length).toBeGreaterThan(3)
    for (const part of parts.slice(0, -1)) {
      expect(part).toBeGreaterThanOrEqual(PARSING_BREAK_EVERY)
      expect(part).toBeLessThan(PARSING_BREAK_EVERY + 6)
    }
    expect(parts[parts.length - 1]).toBeLessThan(PARSING_BREAK_EVERY + 6)
    expect(broken.split(PARSING_BREAK).join("")).toBe(html)
  })

  it("puts a break only between the blocks of a list, a section or a division, never in a widget, a list of a role, a link, a paragraph, an SVG or a template", () => {
    const closed = page(
      [
        `<div role="tablist">${Array.from({ length: 200 }, (_, index) => `<div role="tab">T${index}</div>`).join("")}</div>`,
        `<ul role="list">${cards(40)}</ul>`,
        `<p>${"<span>w</span>".repeat(200)}</p>`,
        `<a href="#x">${"<span>w</span>".repeat(200)}</a>`,
        `<svg viewBox="0 0 1 1">${'<path d="M0 0"/>'.repeat(200)}</svg>`,
        `<template><ul>${cards(60)}</ul></template>`,
        `<button type="button">${"<span>w</span>".repeat(200)}</button>`,
      ].join("")
    )
    const placed = elementsAfterLink(withParsingBreaks(closed)).filter(({ element }) => isBreak(element))
    expect(placed.map(({ parent }) => parent.tagName)).toEqual(placed.map(() => "main"))
    expect(placed.length).toBeGreaterThan(0)
  })

  it("places them again rather than twice, for a page an earlier build wrote", () => {
    expect(withParsingBreaks(broken)).toBe(broken)
    expect(withParsingBreaks(broken, PARSING_BREAK_EVERY * 2)).toBe(withParsingBreaks(html, PARSING_BREAK_EVERY * 2))
  })

  it("leaves a page alone that has no link to the stylesheet in its body (an owner's own HTML, a page all first screen)", () => {
    const plain = `<!DOCTYPE html><html><body><ul>${cards(200)}</ul></body></html>`
    expect(withParsingBreaks(plain)).toBe(plain)
    const allFirstScreen = page("", `<ul>${cards(200)}</ul>`)
    expect(withParsingBreaks(allFirstScreen)).toBe(allFirstScreen)
  })
})

describe("writeParsingBreaks", () => {
  it("breaks the site's pages in public/ and leaves the owner's own files as they are", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "parsing-breaks-"))
    const rest = `<section><ul>${cards(100)}</ul></section>`
    fs.mkdirSync(path.join(dir, "sw"))
    fs.writeFileSync(path.join(dir, "index.html"), page(rest))
    fs.writeFileSync(path.join(dir, "sw", "index.html"), page(rest))
    fs.writeFileSync(path.join(dir, "google123.html"), page(rest))
    const count = writeParsingBreaks(dir, ["/google123.html"])
    const read = (file: string) => fs.readFileSync(path.join(dir, file), "utf8")
    expect(count).toBe(breaksIn(read("index.html")) * 2)
    expect(breaksIn(read("index.html"))).toBeGreaterThan(0)
    expect(read("sw/index.html")).toBe(read("index.html"))
    expect(read("google123.html")).toBe(page(rest))
    fs.rmSync(dir, { recursive: true })
  })
})
