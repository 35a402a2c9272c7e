/**
 * The hosts' rules for a site in several languages, from data/site.json:
 * - a miss under a language's prefix (/sw/…) is answered with that language's 404 page;
 * - when the owner turns it on ("redirectByLanguage"), a first visit to / is sent (302) to the
 *   language the browser prefers, and only /: a prefixed address is the visitor's choice, and
 *   search engines and shared links must get the page they asked for. "First": every page
 *   marks the browser (VISITED_COOKIE, src/headers/policy.ts, sent with the pages' headers),
 *   and a marked browser gets / as it is, so the switch's link to the default language works.
 *
 * Netlify takes them as Gatsby redirects, which its adapter writes to _redirects (a language
 * condition becomes `Language=sw`). Vercel's Gatsby builder drops a redirect's status and
 * conditions, so there they are routes of the Build Output API, added to
 * .vercel/output/config.json once the builder has written it (see main below): the redirect
 * first, each language's 404 first in the error phase. (Vercel's CLI puts a 404 route of its
 * own before those when the project's framework is not Gatsby: vercel.json says it is.)
 */
import fs from "fs"
import path from "path"
import { defaultLanguageOf, languagePrefix, languagesOf, type SiteLanguages } from "../../shared/languages"
import { loadContent } from "../content/read-content"
import { VERCEL_SOURCES, VISITED_COOKIE, VISITED_COOKIE_HEADER } from "../../headers/policy"
import { EDITOR_PATH } from "../../shared/editor"

/** What the hosts' language rules read of data/site.json. */
export type LanguageSite = SiteLanguages & { redirectByLanguage?: boolean | null }
type Site = LanguageSite

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

/** Whether the site's pages mark a visit (VISITED_COOKIE): only for the redirect of / by language, and only with a language to send it to. */
export const marksVisits = (site: Site): boolean => Boolean(site.redirectByLanguage) && otherLanguages(site).length > 0

/**
 * The rule Netlify must meet before the adapter's redirects of / by language: a browser that has
 * been here gets / itself (Netlify's Cookie condition is the cookie's presence). Rules are
 * tried in order, and the adapter appends its own after the lines public/_redirects has.
 */
export function netlifyFirstVisitRule(site: Site): string | undefined {
  return marksVisits(site) ? `/  /index.html  200!  Cookie=${VISITED_COOKIE}` : undefined
}

/** public/_redirects with the first-visit rule first, once (netlify-adapter.ts, after the adapter has written the file). */
export function withNetlifyFirstVisitRule(redirects: string, site: Site): string {
  const rule = netlifyFirstVisitRule(site)
  if (!rule) return redirects
  return `${rule}\n${redirects.split("\n").filter((line) => line !== rule).join("\n")}`
}

/** A route of Vercel's Build Output API (config.json). */
export interface VercelRoute {
  src?: string
  dest?: string
  status?: number
  headers?: Record<string, string>
  has?: { type: "header"; key: string; value: string }[]
  missing?: { type: "cookie"; key: string }[]
  handle?: string
  continue?: boolean
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * Accept-Language whose first language is `language`: exactly that tag ("pt-BR"), or else
 * its base language with any region or script after it ("sw", "sw-KE,en;q=0.8"). Vercel
 * matches a header's value by regular expression; the first language named is the one the
 * browser prefers most.
 */
export function prefersLanguage(language: string, exactly = false): string {
  const tag = exactly ? escapeRegExp(language) : `${escapeRegExp(new Intl.Locale(language).language)}(?:-[A-Za-z0-9]+)*`
  return `^\\s*${tag}\\s*(?:[;,]|$)`
}

/**
 * The Accept-Language patterns that send / to each other language, in the order they are
 * tried: every tag with a region or script exactly first (pt-PT is not pt-BR), then each base
 * language once, for the first language of the site that has it.
 */
function languagePatterns(site: Site): { language: string; pattern: string }[] {
  const languages = otherLanguages(site)
  const exact = languages.filter((language) => new Intl.Locale(language).language !== language).map((language) => ({ language, pattern: prefersLanguage(language, true) }))
  const bases = languages.filter((language, index) => languages.findIndex((other) => new Intl.Locale(other).language === new Intl.Locale(language).language) === index)
  return [...exact, ...bases.map((language) => ({ language, pattern: prefersLanguage(language) }))]
}

/**
 * The site's pages as a regular expression of config.json routes (from Vercel's source patterns,
 * path-to-regexp), but for the editor's page: no page of the site, it has its own headers
 * (src/headers/policy.ts) and no mark of a visit.
 */
const htmlPagesPattern = () =>
  `^(?!${escapeRegExp(EDITOR_PATH.slice(0, -1))}(?:/|$))(?:${VERCEL_SOURCES["html-pages"].map((source) => source.replace(/^\/:path\((.*)\)$/, "/$1")).join("|")})$`

/**
 * The redirect of / by the browser's language, as routes of the first phase: a browser without
 * the mark of an earlier visit, which every page then gives.
 */
export function vercelLanguageRoutes(site: Site): VercelRoute[] {
  if (!marksVisits(site)) return []
  return [
    ...languagePatterns(site).map(({ language, pattern }) => ({
      src: "^/$",
      has: [{ type: "header" as const, key: "accept-language", value: pattern }],
      missing: [{ type: "cookie" as const, key: VISITED_COOKIE }],
      status: 302,
      headers: { Location: prefixOf(site, language), Vary: "Accept-Language, Cookie" },
    })),
    { src: htmlPagesPattern(), headers: { "Set-Cookie": VISITED_COOKIE_HEADER }, continue: true },
  ]
}

/** Each other language's 404 page for a miss under its prefix, as routes of the error phase (which a miss reaches). */
export const vercelNotFoundRoutes = (site: Site): VercelRoute[] =>
  otherLanguages(site).map((language) => {
    const prefix = prefixOf(site, language)
    return { src: `^${escapeRegExp(prefix)}(?:/.*)?$`, dest: `${prefix}/404.html`, status: 404 }
  })

/**
 * config.json's routes with the redirect by language first and each language's 404 first in
 * the error phase, once, whatever config.json a build left.
 */
export function withLanguageRoutes(routes: VercelRoute[], site: Site): VercelRoute[] {
  const present = new Set(routes.map((route) => JSON.stringify(route)))
  const added = (extra: VercelRoute[]) => extra.filter((route) => !present.has(JSON.stringify(route)))
  const withRedirects = [...added(vercelLanguageRoutes(site)), ...routes]
  const notFound = added(vercelNotFoundRoutes(site))
  if (notFound.length === 0) return withRedirects
  const errorPhase = withRedirects.findIndex((route) => route.handle === "error")
  if (errorPhase < 0) return [...withRedirects, { handle: "error" }, ...notFound]
  return [...withRedirects.slice(0, errorPhase + 1), ...notFound, ...withRedirects.slice(errorPhase + 1)]
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
  const site = loadContent(rootDir).site
  if (addVercelLanguageRoutes(rootDir, site)) console.log(`[ship] Vercel: each language's 404 page${site.redirectByLanguage ? ", the redirect of / by the browser's language" : ""}`)
}
