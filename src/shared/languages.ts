/**
 * The site's languages (data/site.json "language", the default, and "otherLanguages") and their addresses:
 * the default language keeps the plain addresses, each other one has the same pages under its
 * prefix (/sw/, /sw/projects/<slug>). Browser-safe: the pages, the build and the islands read
 * the same rules.
 */

/**
 * The default language's data/site.json, as the rules below read it: its "language" is the
 * default, its "otherLanguages" the rest. A translation's site.json, as the site reads it, says
 * its own language in "language" and keeps the default's "otherLanguages", which name it.
 */
export interface SiteLanguages {
  /** The site's default language, data/site.json "language". */
  language: string
  /** The site's other languages; none means a site in one language. */
  otherLanguages?: readonly string[] | null
}

/** Every language of the site, the default first. */
export const languagesOf = ({ language, otherLanguages }: SiteLanguages): readonly string[] => [language, ...(otherLanguages ?? [])]

/** The default language, data/site.json "language". */
export const defaultLanguageOf = (site: SiteLanguages): string => site.language

/** Whether a site.json as the site reads it is the default language's: a translation's names its own language among the others. */
export const isDefaultLanguageSite = ({ language, otherLanguages }: SiteLanguages): boolean => !(otherLanguages ?? []).includes(language)

/** A site with more than one language has prefixes, alternates and a switcher. */
export const isMultilingual = (site: SiteLanguages): boolean => languagesOf(site).length > 1

/** The folder of a language's pages ("sw" for sw, "pt-br" for pt-BR): none for the default language. */
export const languagePrefix = (language: string, defaultLanguage: string): string => (language === defaultLanguage ? "" : `/${language.toLowerCase()}`)

/** A page's address in a language: "/projects/x" is "/sw/projects/x" in Kiswahili, "/" is "/sw", "/#projects" "/sw#projects". */
export function localizedPath(path: string, language: string, defaultLanguage: string): string {
  const prefix = languagePrefix(language, defaultLanguage)
  if (!prefix) return path
  return path === "/" || path.startsWith("/#") ? `${prefix}${path.slice(1)}` : `${prefix}${path}`
}

/**
 * A page's address in the language of a site.json as the site reads it (the default language's,
 * or a translation's, which is under its prefix): what a file of that language links to.
 */
export const pathInOwnLanguage = (path: string, site: SiteLanguages): string =>
  isDefaultLanguageSite(site) ? path : localizedPath(path, site.language, "")

/** The address of a page without its language's prefix, and that language. */
export function unlocalizedPath(path: string, site: SiteLanguages): { path: string; language: string } {
  const defaultLanguage = defaultLanguageOf(site)
  for (const language of languagesOf(site)) {
    const prefix = languagePrefix(language, defaultLanguage)
    if (!prefix) continue
    if (path === prefix || path === `${prefix}/`) return { path: "/", language }
    if (path.startsWith(`${prefix}/`)) return { path: path.slice(prefix.length), language }
  }
  return { path, language: defaultLanguage }
}

/**
 * Scripts written right to left. Intl.Locale's text info says it where the runtime has it
 * (Chrome, Node 22); Firefox has none, so the scripts of the languages owners write are listed.
 */
const RIGHT_TO_LEFT = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ps", "sd", "syr", "ug", "ur", "yi"]

export function textDirection(language: string): "ltr" | "rtl" {
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } }
    const direction = locale.getTextInfo?.().direction ?? locale.textInfo?.direction
    if (direction === "rtl" || direction === "ltr") return direction
    return RIGHT_TO_LEFT.includes(locale.language) ? "rtl" : "ltr"
  } catch {
    return "ltr"
  }
}

/** A language's name in itself: "Kiswahili" for sw, "English" for en-KE, "العربية" for ar. */
export function nativeLanguageName(language: string): string {
  const base = new Intl.Locale(language).language
  const name = new Intl.DisplayNames([language], { type: "language" }).of(base) ?? language
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1)
}

/** Whether a string is a language tag (BCP 47) the platform can read; the canonical form of one. */
export function canonicalLanguageTag(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0]
  } catch {
    return undefined
  }
}

/** A page in one of the site's languages: its language and its address there. */
export interface PageAlternate {
  language: string
  path: string
}

/** The same page in every language of the site (none in a site of one language): `path` is the page's address in any of them. */
export function pageAlternates(path: string, site: SiteLanguages): PageAlternate[] {
  if (!isMultilingual(site)) return []
  const page = unlocalizedPath(path, site).path
  return languagesOf(site).map((language) => ({ language, path: localizedPath(page, language, defaultLanguageOf(site)) }))
}
