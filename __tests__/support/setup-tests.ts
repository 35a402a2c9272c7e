import "@testing-library/jest-dom"
import { format } from "util"
import { cleanup } from "@testing-library/react"

/**
 * An error logged while a test file runs (React's warnings are console.error calls) is a defect
 * no assertion looked for, so it fails the test. The recorder stays in place for the whole file:
 * a test that expects an error mocks console.error over it (jest.spyOn(…).mockImplementation),
 * and what is logged after a test's check (by a later cleanup hook, or asynchronously) fails the
 * next test's check, or the file's.
 */
const loggedErrors: string[] = []
const logError = console.error
console.error = (...args: unknown[]) => {
  loggedErrors.push(format(...args))
  logError(...args)
}

function failOnLoggedErrors(when: string): void {
  const errors = loggedErrors.splice(0)
  if (errors.length) throw new Error(`${errors.length} error(s) logged ${when}:\n${errors.join("\n")}`)
}

afterEach(() => {
  // Unmount before checking, so that an error logged on the way out counts too, whichever of
  // this hook and Testing Library's own cleanup runs first (a second cleanup does nothing).
  cleanup()
  failOnLoggedErrors("in this test, or since the last test's check")
})

afterAll(() => failOnLoggedErrors("after the file's last test"))
