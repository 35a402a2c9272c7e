/** @jest-environment node */
import { inlineDrawing } from "../../../src/icons/inline-drawing"

describe("inlineDrawing", () => {
  it("lifts the group's presentation attributes to the <svg>, under React's names, and keeps its shapes", () => {
    const body = '<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M3 3h18"/><circle cx="12" cy="12" r="3"/></g>'
    expect(inlineDrawing(body)).toEqual({
      props: { fill: "none", stroke: "currentColor", strokeWidth: "2", strokeLinecap: "round", strokeLinejoin: "round" },
      inner: '<path d="M3 3h18"/><circle cx="12" cy="12" r="3"/>',
    })
  })

  it("keeps groups inside the group", () => {
    expect(inlineDrawing('<g fill="currentColor"><g stroke="red"><path d="M0 0"/></g><path d="M1 1"/></g>')).toEqual({
      props: { fill: "currentColor" },
      inner: '<g stroke="red"><path d="M0 0"/></g><path d="M1 1"/>',
    })
  })

  it("keeps a body whole that is not one group, or whose group has an attribute the <svg> would read otherwise", () => {
    for (const body of [
      '<g fill="red"><path d="M0 0"/></g><g fill="blue"><path d="M1 1"/></g>',
      '<path d="M0 0"/>',
      '<g transform="translate(2 2)"><path d="M0 0"/></g>',
    ]) {
      expect(inlineDrawing(body)).toEqual({ props: {}, inner: body })
    }
  })
})
