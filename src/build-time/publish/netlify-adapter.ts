/**
 * Gatsby's Netlify adapter, used on Netlify builds (gatsby-config.ts). It restores and saves
 * Gatsby's cache between Netlify builds and handles redirects/functions should the site ever
 * get them. Two things it does to public/ after onPostBuild has written public/_headers:
 * - it moves pages to Netlify's "pretty URL" layout (downloads/index.html → downloads.html,
 *   404/index.html → 404.html), so rules naming the old files would name files that no
 *   longer exist and /downloads.html would get no Cache-Control rule;
 * - it appends its own default headers block (a second Cache-Control for every path,
 *   Referrer-Policy: same-origin, ...), which Netlify would combine with ours.
 * So once it is done, _headers is written again from src/build-time/publish/headers.ts for the files as
 * they now lie, which keeps that file the one definition of the site's headers. With the
 * redirect of / by language on, the rule that spares a returning browser goes first in
 * _redirects, before the adapter's redirects (./language-routes.ts). And the editor's page,
 * /admin/, is sent to the function that answers it with its own headers (withEditorRewrites).
 */
import fs from "fs"
import path from "path"
import type { IAdapter } from "gatsby"
import createNetlifyAdapter from "gatsby-adapter-netlify"
import { writeNetlifyHeaders } from "./headers"
import { cvDownloadNames, readCvEditions } from "./cv-files"
import { marksVisits, withNetlifyFirstVisitRule, type LanguageSite } from "../pages/language-routes"
import { EDITOR_FUNCTION_PATH, EDITOR_PAGE_PATHS } from "../../shared/editor"

/** `site`: its languages and whether / is redirected by language, which decide the first-visit rule and the pages' mark. */
export function netlifyAdapter(publicDir: string, site: LanguageSite, { isPreview = false } = {}): IAdapter {
  const adapter = createNetlifyAdapter()
  return {
    ...adapter,
    async adapt(context) {
      await adapter.adapt(context)
      // The checkout's content names the résumé and CV downloads.
      writeNetlifyHeaders(publicDir, cvDownloadNames(readCvEditions(path.dirname(publicDir))), { isPreview, markVisits: marksVisits(site) })
      const redirects = path.join(publicDir, "_redirects")
      if (fs.existsSync(redirects)) fs.writeFileSync(redirects, withEditorRewrites(withNetlifyFirstVisitRule(fs.readFileSync(redirects, "utf8"), site)))
    },
  }
}

/**
 * Netlify adds the rules of _headers to every file it serves, so the editor's page, which needs
 * a policy of its own, is answered by a function (plugins/editor, /api/editor), to which they do
 * not apply: its addresses are sent there, by the rule the adapter wrote for the function, forced
 * past the page's own file. A site without the editor has no such function, and no such rule.
 */
export function withEditorRewrites(redirects: string): string {
  const route = new RegExp(`^${EDITOR_FUNCTION_PATH}\\s+(\\S+)\\s+200\\s*$`, "m").exec(redirects)
  if (!route) return redirects
  const rules = EDITOR_PAGE_PATHS.map((from) => `${from}  ${route[1]}  200!`)
  return `${rules.join("\n")}\n${redirects}`
}
