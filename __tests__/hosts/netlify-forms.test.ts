/**
 * The "netlify" delivery variant as `netlify build` left it (npm run test:hosts builds a copy
 * of the checkout with data/site.json contact.delivery "netlify"): Netlify finds forms in the
 * published HTML at deploy, so the form, its name, honeypot and form-name input must be in
 * public/ after Gatsby's Netlify adapter has moved the pages, and the path it posts to must
 * be a page Netlify serves.
 */
import fs from "fs"
import path from "path"
import { variantDir } from "../../tools/site-variant"
import { HONEYPOT_FIELD, NETLIFY_FORM_NAME, NETLIFY_FORM_NAME_FIELD, SENT_PAGE_PATH } from "../../src/shared/contact-message"

const publicDir = path.join(variantDir("netlify"), "public")

describe("netlify build of the Netlify Forms variant", () => {
  it("publishes the form as Netlify detects it, with the form-name input in the markup", () => {
    const html = fs.readFileSync(path.join(publicDir, "index.html"), "utf8")
    const forms = html.match(/<form\b[^>]*>/g) ?? []
    expect(forms).toHaveLength(1)
    const form = forms[0] ?? ""
    for (const attribute of [`name="${NETLIFY_FORM_NAME}"`, 'data-netlify="true"', `netlify-honeypot="${HONEYPOT_FIELD}"`, 'method="post"', `action="${SENT_PAGE_PATH}"`]) {
      expect([attribute, form.includes(attribute)]).toEqual([attribute, true])
    }
    expect(html).toContain(`<input type="hidden" name="${NETLIFY_FORM_NAME_FIELD}" value="${NETLIFY_FORM_NAME}"/>`)
    expect(html).toContain(`<input name="${HONEYPOT_FIELD}"`)
  })

  it("redirects / alone by the browser's language, which this variant turns on: a 302 with Netlify's Language condition", () => {
    const rules = fs.readFileSync(path.join(publicDir, "_redirects"), "utf8")
    // Forced (302!): / has its own file, which Netlify would otherwise serve first.
    expect(rules).toMatch(/^\/\s+\/sw\s+302!\s+Language=sw\s*$/m)
    expect(rules.split("\n").filter((rule) => /Language=/.test(rule))).toHaveLength(1)
  })

  it("posts to a page Netlify serves (the adapter moved it to contact/sent.html)", () => {
    expect(fs.existsSync(path.join(publicDir, `${SENT_PAGE_PATH}.html`))).toBe(true)
    expect(fs.readFileSync(path.join(publicDir, "_headers"), "utf8")).toContain(`\n${SENT_PAGE_PATH}\n`)
  })
})
