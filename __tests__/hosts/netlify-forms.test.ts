/**
 * The "netlify" delivery variant as `netlify build` left it (npm run test:hosts builds a copy
 * of the checkout with data/site.json contact.delivery "netlify"): Netlify finds forms in the
 * published HTML at deploy, so the form, its name, honeypot and form-name input must be in
 * public/ after Gatsby's Netlify adapter has moved the pages, and the path it posts to must
 * be a page Netlify serves.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { variantDir } from "../../tools/site-variant"
import { site } from "../support/browser/site-data"
import { hostToolsDir } from "../../tools/host-tools"
import { VISITED_COOKIE, VISITED_COOKIE_HEADER } from "../../src/headers/policy"
import { HONEYPOT_FIELD, NETLIFY_FORM_NAME, NETLIFY_FORM_NAME_FIELD, SENT_PAGE_PATH } from "../../src/shared/contact-message"

const publicDir = path.join(variantDir("netlify"), "public")

interface Visit {
  acceptLanguage?: string
  cookies?: Record<string, string>
}

/**
 * What Netlify's own rules engine answers a GET of / with, given public/_redirects: the
 * parser and matcher netlify-cli serves with (@netlify/redirect-parser, netlify-redirector,
 * from the hosts' CLIs), fed the request as netlify-cli's rules proxy feeds it (its
 * x-language is the nf_lang cookie, else Accept-Language's first two letters). Both are ES
 * modules, which a jest test cannot import: they run in a child Node.
 */
function netlifyAnswers(visits: Visit[]): ({ status: number; to: string } | null)[] {
  const modules = path.join(hostToolsDir(), "node_modules")
  const script = `
    import redirector from ${JSON.stringify(path.join(modules, "netlify-redirector", "index.js"))}
    import { parseAllRedirects } from ${JSON.stringify(path.join(modules, "@netlify", "redirect-parser", "lib", "index.js"))}
    const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [${JSON.stringify(path.join(publicDir, "_redirects"))}], minimal: false })
    if (errors.length > 0) throw new Error(errors.join("; "))
    const matcher = await redirector.parseJSON(JSON.stringify(redirects), {})
    const answers = ${JSON.stringify(visits)}.map(({ acceptLanguage = "", cookies = {} }) => {
      const headers = { "x-language": cookies.nf_lang || (acceptLanguage ? acceptLanguage.split(",")[0].slice(0, 2) : "en"), "accept-language": acceptLanguage }
      const match = matcher.match({ scheme: "http", host: "localhost", path: "/", query: "", headers, cookieValues: cookies, getHeader: (name) => headers[name.toLowerCase()] || "", getCookie: (key) => cookies[key] || "" })
      return match ? { status: match.status, to: match.to } : null
    })
    console.log(JSON.stringify(answers))`
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" })) as ({ status: number; to: string } | null)[]
}

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
    // The honeypot hidden, with its label for whoever meets it anyway.
    const honeypot = /<div hidden=""><label>(.*?)<input ([^>]*)\/><\/label><\/div>/.exec(html)
    expect([honeypot?.[1].replace("<!-- -->", ""), honeypot?.[2]]).toEqual([`${site.contact.sendHelp.botField} `, `name="${HONEYPOT_FIELD}" tabindex="-1" autoComplete="off"`])
  })

  it("redirects / alone by the browser's language, which this variant turns on: a 302 with Netlify's Language condition", () => {
    const rules = fs.readFileSync(path.join(publicDir, "_redirects"), "utf8")
    // Forced (302!): / has its own file, which Netlify would otherwise serve first.
    expect(rules).toMatch(/^\/\s+\/sw\s+302!\s+Language=sw\s*$/m)
    expect(rules.split("\n").filter((rule) => /Language=/.test(rule))).toHaveLength(1)
  })

  it("redirects only a first visit: a browser with the mark every page gives gets / itself (Netlify's own rules engine)", () => {
    const marked = { [VISITED_COOKIE]: "1" }
    expect(
      netlifyAnswers([
        { acceptLanguage: "sw-KE,sw;q=0.9,en;q=0.8" },
        { acceptLanguage: "sw", cookies: marked },
        { acceptLanguage: "en-GB,en;q=0.9" },
        { acceptLanguage: "en-GB", cookies: marked },
      ])
    ).toEqual([{ status: 302, to: "/sw" }, { status: 200, to: "/index.html" }, null, { status: 200, to: "/index.html" }])
    const headers = fs.readFileSync(path.join(publicDir, "_headers"), "utf8")
    for (const page of ["/", "/sw", "/downloads"]) expect(headers).toMatch(new RegExp(`\\n${page}\\n(?:  .*\\n)*  Set-Cookie: ${VISITED_COOKIE_HEADER.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\n`))
  })

  it("posts to a page Netlify serves (the adapter moved it to contact/sent.html)", () => {
    expect(fs.existsSync(path.join(publicDir, `${SENT_PAGE_PATH}.html`))).toBe(true)
    expect(fs.readFileSync(path.join(publicDir, "_headers"), "utf8")).toContain(`\n${SENT_PAGE_PATH}\n`)
  })
})
