/**
 * The owner's pass, content and pages: the content passes `npm run check` with no error, and
 * the build holds exactly the pages the content makes (a page per project, /downloads only
 * with apps), each valid HTML by the Nu HTML Checker; the contact form, its function and
 * Netlify's detection of it are there exactly when the owner chose a form.
 */
import { languagesOf, localizedPath } from "../../src/shared/languages"
import fs from "fs"
import path from "path"
import { checkContent } from "../../src/build-time/checks/check-content"
import { describeMessage, htmlFiles, runNuChecker, unacceptedMessages, type VnuMessage } from "../support/nu-checker"
import { sitePages, sitesUnderTest } from "../support/sites"
import { homeContent } from "../support/site-content"
import { formDelivery } from "../../src/shared/contact-message"
import { iconSvg } from "../../src/build-time/publish/share-images"
import { EDITOR_PATH, isEditorOn } from "../../src/shared/editor"

jest.setTimeout(120_000)

describe.each(sitesUnderTest())("$name", (site) => {
  it("passes npm run check with no error", async () => {
    const { errors } = await checkContent({ rootDir: site.rootDir, env: process.env, production: true })
    expect(errors).toEqual([])
  })

  it("has every page its content makes, and no other", () => {
    const built = htmlFiles(site.publicDir).map((file) => path.relative(site.publicDir, file))
    // Gatsby writes the 404 page twice: /404.html, which the hosts answer unknown paths with, and /404/.
    const pages = [...sitePages(site.content).map((page) => page.file), "404/index.html"]
    // Each other language has the same pages in its folder (/sw/404.html beside /sw/404/ too).
    const [defaultLanguage, ...others] = languagesOf(site.content.site)
    const folderOf = (language: string) => localizedPath("/", language, defaultLanguage).slice(1)
    // And the editor's page, where the owner has the editor (one for every language).
    const editor = isEditorOn(site.content.site) ? [`${EDITOR_PATH.slice(1)}index.html`] : []
    const expected = [...pages, ...others.flatMap((language) => pages.map((file) => `${folderOf(language)}/${file}`)), ...editor]
    expect(built.sort()).toEqual(expected.sort())
  })

  it("has the owner's own site icon: the favicon drawn from the name data/site.json gives", () => {
    expect(fs.readFileSync(path.join(site.publicDir, "favicon.svg"), "utf8")).toBe(iconSvg(site.content.site.name))
  })

  it("has the contact form, its function and Netlify's detection of it exactly when the owner chose a form", () => {
    const { form } = homeContent(site.content)
    const home = fs.readFileSync(path.join(site.publicDir, "index.html"), "utf8")
    const functions = JSON.parse(fs.readFileSync(path.join(site.publicDir, "..", ".cache", "functions", "manifest.json"), "utf8")) as { functionRoute: string }[]
    expect({
      form: /<form[\s>]/.test(home),
      netlifyDetection: /data-netlify="true"/.test(home),
      contactFunction: functions.some((entry) => entry.functionRoute === "contact"),
    }).toEqual({
      form: !!form,
      netlifyDetection: formDelivery(site.content.site) === "netlify",
      contactFunction: !!formDelivery(site.content.site),
    })
  })

  describe("the Nu HTML Checker", () => {
    let messages: VnuMessage[] = []
    beforeAll(() => {
      messages = runNuChecker(htmlFiles(site.publicDir))
    })

    it("finds no error on any page", () => {
      expect(unacceptedMessages(messages).errors.map(describeMessage(site.publicDir))).toEqual([])
    })

    it("gives no warning that has not been reviewed", () => {
      expect(unacceptedMessages(messages).warnings.map(describeMessage(site.publicDir))).toEqual([])
    })
  })
})
