/**
 * Pure builders for every page's <head>: title, description, canonical address, Open Graph
 * and Twitter card tags, theme colour, robots and JSON-LD, all from data/site.json.
 * The Seo component (src/components/seo/Seo.tsx) renders what these return.
 */

/** The browser's bar takes each theme's page colour (semantic-colors.ts: bg). */
export const THEME_COLOR = "#0b1120"
export const THEME_COLOR_LIGHT = "#f8fafc"
export const SHARE_IMAGE_PATH = "/og-image.png"
export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630

import { languagePrefix } from "./languages"
import { projectPath, projectShareImagePath } from "./project-pages"
import { checkAddress } from "./placeholders"

/**
 * A language as Open Graph names a locale, language_REGION: "en-KE" → "en_KE"; a tag without a
 * region takes the one the owner names for the site ("sw" and "KE" → "sw_KE"), else stays the
 * language alone. hreflang and lang keep the tag as the owner wrote it.
 */
export function ogLocale(language: string, region?: string | null): string {
  const locale = new Intl.Locale(language)
  const where = locale.region ?? region ?? undefined
  return where ? `${locale.language}_${where.toUpperCase()}` : locale.language
}

export interface SocialLinkInput {
  href: string
  label: string
}

/** An achievement, as the person's credentials and awards in JSON-LD name it. */
export interface AchievementMetaInput {
  kind: string
  title: string
  issuer: string
  date: string
  expires?: string | null
  credentialId?: string | null
  url?: string | null
}

/** The fields of data/site.json the metadata needs. */
export interface SiteMetaInput {
  name: string
  /** A language tag such as "en-KE" (data/site.json). */
  language: string
  /** The country the site's languages are written in, for a tag that names none (data/site.json "region", "KE"). */
  region?: string | null
  jobTitle: string
  description: string
  location: string
  socialLinks: readonly SocialLinkInput[]
  /** The achievements the site shows (data/achievements.json): JSON-LD names its certifications and awards. */
  credentials?: readonly AchievementMetaInput[]
}

export interface PageMetaInput {
  site: SiteMetaInput
  /** Absolute site address without a trailing slash (see src/content/site-url.ts). */
  siteUrl: string
  /** The page's path, e.g. "/" or "/downloads". */
  pathname: string
  /** Page title; the home page passes none and gets "Name | Job title". */
  title?: string
  /** Defaults to the site description. */
  description?: string
  /** Keep the page out of search results (404 page, every preview deploy). */
  noindex?: boolean
  /** The 404 page has no address of its own: no canonical link and no og:url. */
  canonical?: boolean
  /** A share image of the page's own (a project page's); else the site's, /og-image.png. */
  image?: { path: string; alt: string }
  /** What the page is about, added to the JSON-LD graph beside the person and the site. */
  about?: Record<string, unknown>
  /** The same page in each language of the site (./languages.ts pageAlternates), the default's first: none in a site of one language. */
  alternates?: readonly { language: string; path: string }[]
}

export type MetaTag = { name: string; content: string; media?: string } | { property: string; content: string }

export interface PageMeta {
  title: string
  description: string
  canonical?: string
  robots: string
  image: { url: string; width: number; height: number; alt: string }
  meta: MetaTag[]
  jsonLd: Record<string, unknown>
  /** <link rel="alternate" hreflang> for each language and x-default (the default language's page). */
  alternates: { hreflang: string; href: string }[]
}

/** "Nairobi, Kenya" → { locality: "Nairobi", country: "Kenya" }. */
export function parseLocation(location: string): { locality: string; country?: string } {
  const parts = location
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
  if (parts.length <= 1) return { locality: parts[0] ?? location.trim() }
  return { locality: parts[0], country: parts[parts.length - 1] }
}

/** "/downloads/" → "/downloads", "" → "/", "/404.html" stays; the site uses trailingSlash: "never". */
export function normalizePathname(pathname: string): string {
  const withSlash = pathname.startsWith("/") ? pathname : `/${pathname}`
  const trimmed = withSlash.replace(/\/+$/, "")
  return trimmed === "" ? "/" : trimmed
}

export function absoluteUrl(siteUrl: string, pathname: string): string {
  const base = siteUrl.replace(/\/+$/, "")
  const path = normalizePathname(pathname)
  return path === "/" ? `${base}/` : `${base}${path}`
}

export function buildTitle(site: Pick<SiteMetaInput, "name" | "jobTitle">, title?: string): string {
  return title ? `${title} | ${site.name}` : `${site.name} | ${site.jobTitle}`
}

/**
 * Whether a link is to one of the owner's profiles: a web address that is no placeholder
 * (./placeholders.ts: a network's home page such as "https://twitter.com/", a name reserved for
 * examples). A profile may be a path (github.com/someone) or a host of its own
 * (someone.itch.io, someone.dev). The page marks these links rel="me" (so Mastodon and others
 * can verify the site), and JSON-LD lists them as sameAs; mailto: links say nothing of a profile.
 */
export const isProfileLink = (href: string): boolean => /^https?:\/\//i.test(href) && checkAddress(href) === undefined

/** Social profiles for JSON-LD sameAs. */
export const profileLinks = (links: readonly SocialLinkInput[]): string[] => links.map((link) => link.href).filter(isProfileLink)

/**
 * The person's certifications as schema.org credentials (hasCredential) and awards as award;
 * talks and publications are neither.
 */
function credentialsOf(achievements: readonly AchievementMetaInput[]): Record<string, unknown> {
  const certifications = achievements.filter((achievement) => achievement.kind === "certification")
  const awards = achievements.filter((achievement) => achievement.kind === "award")
  return {
    ...(certifications.length > 0
      ? {
          hasCredential: certifications.map((certification) => ({
            "@type": "EducationalOccupationalCredential",
            name: certification.title,
            credentialCategory: "certificate",
            recognizedBy: { "@type": "Organization", name: certification.issuer },
            dateCreated: certification.date,
            ...(certification.expires ? { expires: certification.expires } : {}),
            ...(certification.credentialId ? { identifier: certification.credentialId } : {}),
            ...(certification.url ? { url: certification.url } : {}),
          })),
        }
      : {}),
    ...(awards.length > 0 ? { award: awards.map((award) => `${award.title} (${award.issuer}, ${award.date.slice(0, 4)})`) } : {}),
  }
}

/**
 * The person and the site, with what the page is about: in another language than the default,
 * the site of that language (its home page under the prefix, its share image there), so that
 * each language's pages link to its own.
 */
export function buildJsonLd(site: SiteMetaInput, siteUrl: string, about?: Record<string, unknown>, prefix = ""): Record<string, unknown> {
  const home = absoluteUrl(siteUrl, prefix || "/")
  const { locality, country } = parseLocation(site.location)
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Person",
        "@id": `${home}#person`,
        name: site.name,
        jobTitle: site.jobTitle,
        description: site.description,
        url: home,
        image: absoluteUrl(siteUrl, `${prefix}${SHARE_IMAGE_PATH}`),
        address: {
          "@type": "PostalAddress",
          addressLocality: locality,
          ...(country ? { addressCountry: country } : {}),
        },
        sameAs: profileLinks(site.socialLinks),
        ...credentialsOf(site.credentials ?? []),
      },
      {
        "@type": "WebSite",
        "@id": `${home}#website`,
        url: home,
        name: site.name,
        description: site.description,
        inLanguage: site.language,
        publisher: { "@id": `${home}#person` },
      },
      ...(about ? [about] : []),
    ],
  }
}

/** The fields of a project that its page's metadata needs. */
export interface ProjectMetaInput {
  title: string
  slug: string
  description: string
  technologies: readonly string[]
  githubUrl?: string | null
  liveUrl?: string | null
}

/**
 * A project page's subject for JSON-LD: source code when the code is public, else a creative
 * work, made by the owner (the Person of the same graph). In another language than the
 * default, the page's own address (its pathname, under the language's prefix), its share
 * image there and its language.
 */
export function projectJsonLd(project: ProjectMetaInput, siteUrl: string, page: { pathname?: string; language?: string } = {}): Record<string, unknown> {
  const pathname = normalizePathname(page.pathname ?? projectPath(project.slug))
  const prefix = pathname.endsWith(projectPath(project.slug)) ? pathname.slice(0, -projectPath(project.slug).length) : ""
  const home = absoluteUrl(siteUrl, prefix || "/")
  const url = absoluteUrl(siteUrl, pathname)
  return {
    "@type": project.githubUrl ? "SoftwareSourceCode" : "CreativeWork",
    "@id": `${url}#project`,
    name: project.title,
    description: project.description,
    url,
    ...(page.language ? { inLanguage: page.language } : {}),
    image: absoluteUrl(siteUrl, `${prefix}${projectShareImagePath(project.slug)}`),
    keywords: project.technologies.join(", "),
    author: { "@id": `${home}#person` },
    isPartOf: { "@id": `${home}#website` },
    ...(project.githubUrl ? { codeRepository: project.githubUrl } : {}),
    ...(project.liveUrl ? { sameAs: [project.liveUrl] } : {}),
  }
}

export function buildPageMeta(input: PageMetaInput): PageMeta {
  const { site, siteUrl } = input
  const title = buildTitle(site, input.title)
  const description = input.description ?? site.description
  const canonical = input.canonical === false ? undefined : absoluteUrl(siteUrl, input.pathname)
  const robots = input.noindex ? "noindex, nofollow" : "index, follow"
  // A page that is not indexed (a 404, a preview) names no alternates: there is nothing to point back.
  const alternates = input.noindex ? [] : (input.alternates ?? [])
  const otherLanguages = alternates.filter((alternate) => alternate.language !== site.language)
  // Each language has its share images in its words, below its prefix (the build's post-build step).
  const defaultLanguage = input.alternates?.[0]?.language ?? site.language
  const image = {
    url: absoluteUrl(siteUrl, `${languagePrefix(site.language, defaultLanguage)}${input.image?.path ?? SHARE_IMAGE_PATH}`),
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    alt: input.image?.alt ?? `${site.name}, ${site.jobTitle}`,
  }

  const meta: MetaTag[] = [
    { name: "description", content: description },
    { name: "robots", content: robots },
    { name: "theme-color", content: THEME_COLOR, media: "(prefers-color-scheme: dark)" },
    { name: "theme-color", content: THEME_COLOR_LIGHT, media: "(prefers-color-scheme: light)" },
    { property: "og:type", content: input.about ? "article" : "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: ogLocale(site.language, site.region) },
    ...otherLanguages.map((alternate) => ({ property: "og:locale:alternate", content: ogLocale(alternate.language, site.region) })),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(canonical ? [{ property: "og:url", content: canonical }] : []),
    { property: "og:image", content: image.url },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
  ]

  const links = alternates.map((alternate) => ({ hreflang: alternate.language, href: absoluteUrl(siteUrl, alternate.path) }))
  return {
    title,
    description,
    canonical,
    robots,
    image,
    meta,
    jsonLd: buildJsonLd(site, siteUrl, input.about, languagePrefix(site.language, defaultLanguage)),
    alternates: links.length > 0 ? [...links, { hreflang: "x-default", href: links[0].href }] : [],
  }
}

/** JSON for a <script type="application/ld+json">; "<" is escaped so text can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c")
}
