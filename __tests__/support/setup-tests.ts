import "@testing-library/jest-dom"
import { format } from "util"

/**
 * An error logged while a test runs (React's warnings are console.error calls) is a defect no
 * assertion looked for, so it fails the test that logged it. A test that expects one replaces
 * console.error itself (jest.spyOn(console, "error").mockImplementation…), which this leaves alone.
 */
const unexpectedErrors: string[] = []
const logError = console.error

beforeEach(() => {
  unexpectedErrors.length = 0
  console.error = (...args: unknown[]) => {
    unexpectedErrors.push(format(...args))
    logError(...args)
  }
})

afterEach(() => {
  console.error = logError
  if (unexpectedErrors.length) throw new Error(`The test logged ${unexpectedErrors.length} error(s):\n${unexpectedErrors.join("\n")}`)
})
