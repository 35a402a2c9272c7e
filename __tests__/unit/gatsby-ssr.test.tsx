/**
 * `gatsby develop` renders its pages' head with onRenderBody alone (replaceRenderer, which
 * writes the site's style blocks for the build's stylesheet, runs in builds only): there the
 * pages must still carry the without-script and print rules and the font faces, inline.
 */
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { onRenderBody } from "../../gatsby-ssr"
import { PRINT_CSS, CV_PRINT_CSS } from "../../src/theme/print-css"
import { WITHOUT_SCRIPT_CSS } from "../../src/theme/without-script"

function headOf(pathname: string): string {
  const head: React.ReactNode[] = []
  const setHeadComponents = (components: React.ReactNode[]) => head.push(...components)
  onRenderBody!({ setHeadComponents, pathname } as unknown as Parameters<NonNullable<typeof onRenderBody>>[0], {} as never)
  return renderToStaticMarkup(<>{head}</>)
}

test("gatsby develop: every page has the without-script and print rules and the font faces inline, the home page the CV's print rules after them", () => {
  const home = headOf("/")
  const project = headOf("/projects/x/")
  for (const head of [home, project]) {
    expect(head).toContain(WITHOUT_SCRIPT_CSS.slice(0, 80))
    expect(head).toContain(PRINT_CSS.slice(0, 80))
    expect(head).toMatch(/@font-face\{font-family:/)
  }
  expect(home.indexOf(CV_PRINT_CSS.slice(0, 80))).toBeGreaterThan(home.indexOf(PRINT_CSS.slice(0, 80)))
  expect(project).not.toContain(CV_PRINT_CSS.slice(0, 80))
})
