/**
 * "netlify" delivery in a browser: the Netlify Forms variant as `netlify build` left it (npm run
 * test:hosts builds it; netlify-forms.test.ts checks its files). Netlify finds the form in the
 * published HTML at deploy; here the static server stands in for Netlify Forms (it detects
 * forms in the HTML the same way and stores what is posted), so the island's and the browser's
 * own posts are checked end to end on the pages Netlify's adapter published.
 */
import { useBrowser, visit, DESKTOP_AND_PHONE } from "../support/browser/browser"
import { expectFailureKeepsTheMessage, expectSent, fillMessage, MESSAGE, send, site, waitLikeAPerson } from "../support/browser/contact-delivery"
import { startStaticServer, type NetlifyFormsStandIn, type StaticServer } from "../../tools/static-server"
import { variantPublicDir } from "../../tools/site-variant"
import { HONEYPOT_FIELD, NETLIFY_FORM_NAME, SENT_PAGE_PATH } from "../../src/shared/contact-message"

jest.setTimeout(90_000)

const browser = useBrowser()
const forms: NetlifyFormsStandIn = { submissions: [] }
let server: StaticServer

beforeAll(async () => {
  server = await startStaticServer(variantPublicDir("netlify"), { netlifyForms: forms })
})
afterAll(() => server?.close())
beforeEach(() => {
  forms.submissions.length = 0
  forms.failWith = undefined
})

const home = (options: Parameters<typeof visit>[2] = {}) => visit(browser(), "/#contact", { base: server.url, ...options })
const sentPageUrl = () => new URL(SENT_PAGE_PATH, server.url).href
const submitted = (fields: Record<string, string>) => ({ name: fields.name, email: fields.email, subject: fields.subject, message: fields.message })

describe.each(DESKTOP_AND_PHONE)("with JavaScript, on %s", (_name, context) => {
  it("posts the form urlencoded, with its form-name, to the sent page's path, then shows the spec's toast and panel", async () => {
    const visited = await home(context)
    await fillMessage(visited.page)
    await waitLikeAPerson(visited.page)
    await send(visited.page)
    await expectSent(visited.page)
    expect(forms.submissions).toHaveLength(1)
    const [submission] = forms.submissions
    expect([submission.form, submission.path]).toEqual([NETLIFY_FORM_NAME, SENT_PAGE_PATH])
    expect(submitted(submission.fields)).toEqual(MESSAGE)
    expect(submission.fields[HONEYPOT_FIELD]).toBe("")
    expect(visited.requests.filter((request) => request.startsWith("POST "))).toEqual([`POST ${sentPageUrl()}`])
    expect(visited.problems).toEqual([])
    await visited.close()
  })
})

describe("a second message from the same page", () => {
  it('after "Send another message", goes to Netlify with its form-name too', async () => {
    const visited = await home()
    const { page } = visited
    await fillMessage(page)
    await waitLikeAPerson(page)
    await send(page)
    await expectSent(page)
    await page.getByRole("button", { name: site.contact.sent.sendAnother }).click()
    const second = { ...MESSAGE, subject: "One more thing" }
    await fillMessage(page, second)
    await send(page)
    await page.getByRole("heading", { name: site.contact.sent.title }).waitFor()
    expect(forms.submissions.map((submission) => [submission.fields["form-name"], submission.fields.subject])).toEqual([
      [NETLIFY_FORM_NAME, MESSAGE.subject],
      [NETLIFY_FORM_NAME, second.subject],
    ])
    expect(visited.problems).toEqual([])
    await visited.close()
  })
})

describe("with JavaScript, when Netlify does not take it", () => {
  it("shows the error toast, keeps every field and offers the mailto: link", async () => {
    forms.failWith = 500
    const visited = await home()
    await fillMessage(visited.page)
    await waitLikeAPerson(visited.page)
    await send(visited.page)
    await expectFailureKeepsTheMessage(visited.page)
    expect(forms.submissions).toHaveLength(0)
    expect(visited.problems).toHaveLength(2)
    expect(visited.problems).toContain(`HTTP 500: ${sentPageUrl()}`)
    await visited.close()
  })
})

describe("without JavaScript", () => {
  it("the browser posts the form itself and lands on the sent page; Netlify has the message", async () => {
    const visited = await home({ javaScriptEnabled: false })
    const { page } = visited
    await fillMessage(page)
    await Promise.all([page.waitForURL(sentPageUrl()), send(page)])
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(site.contact.sent.title)
    expect(forms.submissions.map((submission) => submission.form)).toEqual([NETLIFY_FORM_NAME])
    // A browser's own post sends a textarea's line breaks as CRLF; Netlify stores them so.
    expect(submitted(forms.submissions[0].fields)).toEqual({ ...MESSAGE, message: MESSAGE.message.replace(/\n/g, "\r\n") })
    expect(visited.problems).toEqual([])
    await visited.close()
  })
})
