import type { GatsbyConfig } from "gatsby"
import path from "path"
import { readContent, type Content } from "./src/build-time/content/read-content"
import { isNetlifyBuild, isVercelBuild, resolveSiteUrl } from "./src/content/site-url"
import { netlifyAdapter } from "./src/build-time/publish/netlify-adapter"
import { THEME_COLOR } from "./src/shared/metadata"
import { writeSiteIcon } from "./src/build-time/publish/share-images"
import { formDelivery, SENT_PAGE_PATH, type DeliveryMode } from "./src/shared/contact-message"
import { isEditorOn } from "./src/shared/editor"
import { isExcludedFromSitemap, sitemapEntry } from "./src/build-time/publish/sitemap"
import { localizedPath } from "./src/shared/languages"
import { contentSourcePlugins } from "./src/build-time/data-layer/content-sources"
import { contactPluginDir } from "./src/build-time/content/contact-settings"

/**
 * What the configuration needs from data/site.json. Broken content must not crash the
 * configuration: the check in gatsby-node's onPreInit then stops the build with a message
 * that names the file and the field.
 */
type ManifestSite = Pick<Content["site"], "name" | "language" | "description">

type ConfigSite = ManifestSite & Pick<Content["site"], "siteUrl" | "otherLanguages" | "redirectByLanguage"> & { delivery: DeliveryMode | undefined; editor: boolean; translations: ManifestSite[] }

function readSite(): ConfigSite {
  const { valid, translations } = readContent(__dirname)
  const site = valid.site
  if (!site) return { name: "Portfolio", language: "en", siteUrl: "http://localhost:9000", description: "Portfolio", delivery: undefined, editor: false, translations: [] }
  const { name, language, otherLanguages, redirectByLanguage, siteUrl, description } = site
  return { name, language, otherLanguages, redirectByLanguage, siteUrl, description, delivery: formDelivery(site), editor: isEditorOn(site), translations: translations.map(({ content }) => content.site) }
}

const site = readSite()

/**
 * The address this build is for: data/site.json siteUrl (or SITE_URL) in production, the
 * deploy's own address on Netlify/Vercel previews, which are also marked noindex.
 */
const { siteUrl, isPreview } = resolveSiteUrl(process.env, site.siteUrl)

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
    isPreview,
  },
  // On Netlify, Gatsby's Netlify adapter (cache between builds); elsewhere a plain static build.
  ...(isNetlifyBuild(process.env) ? { adapter: netlifyAdapter(path.join(__dirname, "public"), site, { isPreview }) } : {}),
  // The GraphQL types are tracked (npm run typecheck needs them before any build) and written
  // by local builds. Host builds leave them alone: each host changes the schema (the Netlify
  // adapter adds Site.adapter, Vercel's Gatsby builder replaces gatsby-node's queries), so `netlify
  // build` or `vercel build` run here would rewrite a tracked file for nothing.
  graphqlTypegen:
    isNetlifyBuild(process.env) || isVercelBuild(process.env)
      ? false
      : {
          typesOutputPath: "src/gatsby-types.d.ts",
          generateOnBuild: true,
          // The queries of the build's own steps too (the pages', src/build-time/pages/), beside gatsby-node's.
          documentSearchPaths: ["./gatsby-node.ts", "./src/build-time/pages/*.ts"],
        },
  trailingSlash: "never",
  plugins: [
    // POST /api/contact, a plugin of the site's own so that an owner without a contact form has no function at all.
    ...(site.delivery ? [contactPluginDir(__dirname)] : []),
    // The editor's page and its GitHub sign-in (src/build-time/editor/), a plugin of the site's own so that an owner who turns it off has neither.
    ...(site.editor ? [path.join(__dirname, "plugins", "editor")] : []),
    // The content and its images, into the data layer (src/build-time/data-layer/content-sources.ts).
    ...contentSourcePlugins(__dirname),
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "webp", "avif"],
          placeholder: "blurred",
          quality: 70,
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // The page a message sent without JavaScript lands on is for that visitor only; a
        // language's 404 and sent pages are left out with the default language's (filterPages).
        excludes: ["/404", "/404.html", "/dev-404-page", SENT_PAGE_PATH],
        query: `{ site { siteMetadata { siteUrl } } allSitePage { nodes { path pageContext } } }`,
        // Each page names itself in the site's other languages, and the default language's as x-default.
        serialize: sitemapEntry,
        filterPages: (page: { path: string }, excluded: string) => isExcludedFromSitemap(page.path, excluded),
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.name,
        description: site.description,
        lang: site.language,
        start_url: "/",
        display: "minimal-ui",
        background_color: THEME_COLOR,
        theme_color: THEME_COLOR,
        // The Seo component writes theme-color itself.
        theme_color_in_head: false,
        // Drawn from the owner's initials on every build (src/build-time/publish/share-images.ts).
        icon: writeSiteIcon(site.name, __dirname),
        // A manifest of its own for each other language, linked from its pages (those under its prefix).
        localize: site.translations.map((translation) => ({
          start_url: localizedPath("/", translation.language, site.language),
          lang: translation.language,
          name: translation.name,
          short_name: translation.name,
          description: translation.description,
        })),
      },
    },
  ],
}

export default config
