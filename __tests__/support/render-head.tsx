/**
 * Renders a page's Head export the way Gatsby's browser runtime does: into a detached <div>,
 * from which Gatsby moves <html lang> onto the document. React warns about an <html> inside a
 * <div>; that one warning is expected here and silenced, any other still fails loudly.
 */
import React from "react"
import { render } from "@testing-library/react"

/** React's warning is a format string ("%s cannot appear as a child of <%s>.") and its values. */
const isHtmlInDivWarning = (args: unknown[]) =>
  String(args[0]).includes("cannot appear as a child of") && args.includes("<html>") && args.includes("div")

export function renderHead(ui: React.ReactElement) {
  const consoleError = console.error
  const spy = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (isHtmlInDivWarning(args)) return
    consoleError(...args)
  })
  try {
    return render(ui)
  } finally {
    spy.mockRestore()
  }
}
