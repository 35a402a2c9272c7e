/**
 * Every page of the sample's build is valid HTML: the W3C Nu HTML Checker reports no error on
 * any page, which is every route plus the 404 page, and no warning that is not reviewed
 * (__tests__/support/nu-checker.ts). The owner's pass (__tests__/site/html.site.ts) holds
 * any owner's site to the same.
 */
import path from "path"
import { describeMessage, htmlFiles, runNuChecker, unacceptedMessages, type VnuMessage } from "../support/nu-checker"
import { samplePublicDir } from "../support/browser/browser"

jest.setTimeout(120_000)

const PUBLIC_DIR = samplePublicDir()

describe("the Nu HTML Checker", () => {
  const files = htmlFiles(PUBLIC_DIR)
  let messages: VnuMessage[] = []

  beforeAll(() => {
    messages = runNuChecker(files)
  })

  it("checks every route and the 404 page", () => {
    const pages = files.map((file) => `/${path.relative(PUBLIC_DIR, file)}`)
    expect(pages).toEqual(expect.arrayContaining(["/index.html", "/downloads/index.html", "/projects/soko-online-store/index.html", "/404.html"]))
  })

  it("finds no error on any page", () => {
    expect(unacceptedMessages(messages).errors.map(describeMessage(PUBLIC_DIR))).toEqual([])
  })

  it("gives no warning that has not been reviewed", () => {
    expect(unacceptedMessages(messages).warnings.map(describeMessage(PUBLIC_DIR))).toEqual([])
  })
})
