/**
 * @jest-environment node
 *
 * Which CSS properties can set the same value (src/build-time/css/overlapping-properties.ts):
 * where the answer is no, the stylesheet may change the order of their declarations.
 */
import { propertiesOverlap } from "../../../../src/build-time/css/overlapping-properties"

describe("two properties overlap", () => {
  test.each([
    ["color", "color"],
    ["background", "background-color"],
    ["outline", "outline-width"],
    ["font", "line-height"],
    ["font", "font-weight"],
    ["padding", "padding-inline-start"],
    ["padding-left", "padding-inline-start"],
    ["margin-inline", "margin-right"],
    ["inset", "top"],
    ["inset-inline-start", "left"],
    ["border", "border-top-color"],
    ["border-color", "border-inline-start-color"],
    ["border-top", "border-top-width"],
    ["border", "border-image-source"],
    ["border-radius", "border-top-left-radius"],
    ["border-top-left-radius", "border-start-start-radius"],
    ["width", "inline-size"],
    ["max-height", "max-block-size"],
    ["gap", "row-gap"],
    ["place-items", "align-items"],
    ["flex-flow", "flex-wrap"],
    ["white-space", "text-wrap-mode"],
    ["grid-area", "grid-row-start"],
    ["all", "color"],
    ["-webkit-line-clamp", "line-clamp"],
    ["--focus-ring-color", "--focus-ring-color"],
  ])("%s and %s", (first, second) => {
    expect(propertiesOverlap(first, second)).toBe(true)
    expect(propertiesOverlap(second, first)).toBe(true)
  })
})

describe("two properties are independent", () => {
  test.each([
    ["color", "background-color"],
    ["outline-width", "outline-offset"],
    ["font-size", "font-weight"],
    ["padding-inline", "padding-block"],
    ["padding-inline-start", "padding-inline-end"],
    ["padding-top", "padding-bottom"],
    ["margin-top", "padding-top"],
    ["margin-top", "scroll-margin-top"],
    ["border-width", "border-color"],
    ["border-top-width", "border-bottom-width"],
    ["border-width", "border-radius"],
    ["width", "height"],
    ["width", "min-width"],
    ["inline-size", "block-size"],
    ["height", "line-height"],
    ["top", "bottom"],
    ["--a", "--b"],
    ["--color", "color"],
  ])("%s and %s", (first, second) => {
    expect(propertiesOverlap(first, second)).toBe(false)
    expect(propertiesOverlap(second, first)).toBe(false)
  })
})
