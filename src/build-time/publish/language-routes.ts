/**
 * The hosts' rules for a site in several languages, from data/site.json:
 * - a miss under a language's prefix (/sw/…) is answered with that language's 404 page;
 * - when the owner turns it on ("redirectByLanguage"), a first visit to / is sent (302) to the
 *   language the browser prefers, and only /: a prefixed address is the visitor's choice, and
 *   search engines and shared links must get the page they asked for.
 *
 * Netlify takes them as Gatsby redirects, which its adapter writes to _redirects (a language
 * condition becomes `Language=sw`). Vercel's Gatsby builder drops a redirect's status and
 * conditions, so there they are routes of the Build Output API, added to
 * .vercel/output/config.json once the builder has written it (see main below).
 */
import fs from "fs"
import path from "path"
import { defaultLanguageOf, languagePrefix, languagesOf, type SiteLanguages } from "../../shared/languages"
import { loadContent } from "../../content/read-content"

type Site = SiteLanguages & { redirectByLanguage?: boolean | null }

/** What gatsby-node passes to createRedirect on Netlify builds. */
export type LanguageRedirect = {
  fromPath: string
  toPath: string
  statusCode: 302 | 404
  /** Netlify applies a rule to an address that has a file (/ has index.html) only when forced. */
  force?: boolean
  conditions?: { language: string[] }
}

const otherLanguages = (site: Site) => languagesOf(site).slice(1)
const prefixOf = (site: Site, language: string) => languagePrefix(language, defaultLanguageOf(site))

/** The 404 page of each other language, and (opt-in) the redirect of / by the browser's language. */
export function netlifyLanguageRedirects(site: Site): LanguageRedirect[] {
  return otherLanguages(site).flatMap((language): LanguageRedirect[] => {
    const prefix = prefixOf(site, language)
    return [
      { fromPath: `${prefix}/*`, toPath: `${prefix}/404.html`, statusCode: 404 },
      ...(site.redirectByLanguage ? [{ fromPath: "/", toPath: prefix, statusCode: 302 as const, force: true, conditions: { language: [language] } }] : []),
    ]
  })
}

/** A route of Vercel's Build Output API (config.json). */
export interface VercelRoute {
  src?: string
  dest?: string
  status?: number
  headers?: Record<string, string>
  has?: { type: "header"; key: string; value: string }[]
  handle?: string
  continue?: boolean
  /** After a rewrite, look for the file it names. */
  check?: boolean
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * Accept-Language whose first language is `language` (its region or script after it, or none):
 * "sw", "sw-KE,en;q=0.8". Vercel matches a header's value by regular expression; the first
 * language named is the one the browser prefers most.
 */
export const prefersLanguage = (language: string): string => `^\\s*${escapeRegExp(new Intl.Locale(language).language)}(?:-[A-Za-z0-9]+)*\\s*(?:[;,]|$)`

export function vercelLanguageRoutes(site: Site): { beforeFiles: VercelRoute[]; onError: VercelRoute[] } {
  const languages = otherLanguages(site)
  return {
    beforeFiles: site.redirectByLanguage
      ? languages.map((language) => ({
          src: "^/$",
          has: [{ type: "header", key: "accept-language", value: prefersLanguage(language) }],
          status: 302,
          headers: { Location: prefixOf(site, language), Vary: "Accept-Language" },
        }))
      : [],
    onError: languages.map((language) => ({ src: `^${escapeRegExp(prefixOf(site, language))}(?:/.*)?$`, status: 404, dest: `${prefixOf(site, language)}/404.html`, check: true })),
  }
}

/** config.json's routes with the language routes: the redirects first, the 404 pages at the start of the error phase. */
export function withLanguageRoutes(routes: VercelRoute[], site: Site): VercelRoute[] {
  // Written once: a config.json left by an earlier build may have them already.
  const present = new Set(routes.map((route) => JSON.stringify(route)))
  const isNew = (route: VercelRoute) => !present.has(JSON.stringify(route))
  const beforeFiles = vercelLanguageRoutes(site).beforeFiles.filter(isNew)
  const onError = vercelLanguageRoutes(site).onError.filter(isNew)
  // In the miss phase, when no file answers: the error phase's first route is Vercel's own 404,
  // which its CLI puts there after the build.
  const miss = routes.findIndex((route) => route.handle === "miss")
  const error = routes.findIndex((route) => route.handle === "error")
  const at = miss !== -1 ? miss + 1 : error !== -1 ? error : routes.length
  const missPhase = miss !== -1 || onError.length === 0 ? onError : [{ handle: "miss" }, ...onError]
  return [...beforeFiles, ...routes.slice(0, at), ...missPhase, ...routes.slice(at)]
}

/** After `gatsby build` on Vercel (package.json "build"): the language routes into the builder's config.json. */
export function addVercelLanguageRoutes(rootDir: string, site: Site): boolean {
  const file = path.join(rootDir, ".vercel", "output", "config.json")
  if (!fs.existsSync(file) || otherLanguages(site).length === 0) return false
  const config = JSON.parse(fs.readFileSync(file, "utf8")) as { routes?: VercelRoute[] }
  config.routes = withLanguageRoutes(config.routes ?? [], site)
  fs.writeFileSync(file, JSON.stringify(config, null, 2))
  return true
}

/**
 * `npm run build`'s last step: Vercel's Gatsby builder writes config.json in its own
 * onPostBuild, which it runs after the site's, so the routes can only be added once the build
 * is over. Elsewhere there is no .vercel/output and this does nothing.
 */
if (require.main === module) {
  const rootDir = process.cwd()
  if (addVercelLanguageRoutes(rootDir, loadContent(rootDir).site)) console.log("[ship] Vercel: each language's 404 page, and the redirect of / by language when it is on")
}
