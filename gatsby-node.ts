import path from "path"
import type { CreatePagesArgs, GatsbyNode, NodePluginArgs, Reporter } from "gatsby"
import { formDelivery, SENT_PAGE_PATH } from "./src/shared/contact-message"
import { sectionsOf } from "./src/shared/sections"
import { contentTypeDefs } from "./src/build-time/data-layer/schema"
import { ICON_TYPE_DEFS, iconFieldExtension } from "./src/icons/icon-field"
import { appFacts, appFactsTypeDefs } from "./src/build-time/data-layer/app-facts"
import { cvDownloadNames, cvFilesOnce, describeCvFiles, pdfFilesFacts, pdfFilesTypeDefs, cvEditionsOf, requestCvFiles } from "./src/build-time/publish/cv-files"
import { checkContent, formatErrors, formatLeftovers, formatUntranslated, formatWarnings } from "./src/build-time/checks/check-content"
import { postBuild } from "./src/build-time/publish/post-build"
import { builtIslandsScript, withIslandsEntry } from "./src/build-time/bundles/islands-entry"
import { galleryPath, neighbours, projectPath, projectSlug, PROJECTS_PATH, siteHasGalleryPage, type SluggedProject } from "./src/shared/project-pages"
import { categoryLabel } from "./src/shared/projects"
import { brandFontFaceCss, facesFor, siteCharacters, writeBrandFont } from "./src/fonts/site-font"
import { loadLanguages, type Content, type Translation } from "./src/build-time/content/read-content"
import { createContentNodes, dataFileName, translatedFileName } from "./src/build-time/data-layer/content-nodes"
import { defaultLanguageOf, languagePrefix, localizedPath, pageAlternates } from "./src/shared/languages"
import { contentIconDrawings, type ContentIcons } from "./src/icons/content-icons"
import { iconFileHrefs } from "./src/icons/icon-files"
import { marksVisits, netlifyLanguageRedirects } from "./src/build-time/publish/language-routes"
import { isNetlifyBuild } from "./src/content/site-url"
import { whenIdle } from "./src/build-time/data-layer/when-idle"
import { stampContentModel } from "./src/build-time/data-layer/content-model"

const rootDir = __dirname

/**
 * Content problems are the owner's to fix, so they are reported as a structured error of
 * category USER with its own id: a plain-string panicOnBuild would be headed "ERROR UNKNOWN".
 * Gatsby prefixes the id with the plugin's name (default-site-plugin_CONTENT_INVALID).
 */
const CONTENT_INVALID = "CONTENT_INVALID"

function registerErrorMap(reporter: Reporter): void {
  reporter.setErrorMap({
    [CONTENT_INVALID]: {
      text: (context: { message: string }) => context.message,
      level: "ERROR",
      category: "USER",
      // No type: Gatsby would print it after the id (PLUGIN), which means nothing to the owner.
      type: undefined,
    },
  })
}

/** Runs every content check (src/build-time/checks/check-content.ts): warnings are printed, errors stop a build. */
async function reportContent(reporter: Reporter): Promise<void> {
  const { errors, warnings, leftovers, untranslated } = await checkContent({
    rootDir,
    env: process.env,
    production: process.env.NODE_ENV === "production",
  })
  if (leftovers.length > 0) reporter.warn(formatLeftovers(leftovers))
  if (warnings.length > 0) reporter.warn(formatWarnings(warnings))
  for (const group of untranslated) reporter.warn(formatUntranslated(group))
  if (errors.length > 0) reporter.panicOnBuild({ id: CONTENT_INVALID, context: { message: formatErrors(errors) } })
}

/**
 * Bad content stops the build before anything is sourced, with every problem listed. In
 * onPreInit, Gatsby's first step: by onPreBootstrap Gatsby compiles the functions, and
 * /api/contact imports data/site.json, so broken JSON there would fail that compile with
 * webpack's words instead of the owner's message.
 */
export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  registerErrorMap(reporter)
  await reportContent(reporter)
}

/** Where the HTML renderer keeps each page's CSS for the site's stylesheet (src/build-time/css/site-css.ts). */
const SITE_CSS_RECORDS = path.join(rootDir, ".cache", "site-css")

/** The site's typeface for the pages (src/fonts/site-font.ts): its @font-face rules and the files to preload. */
let brandFont = { css: "", preload: [] as string[] }

/** The icons the content names (a social link's, a skill's, an entry's): the sprite file holds them beside the template's. */
let contentIcons: ContentIcons = { sprite: [], logos: [] }

/** The texts of the first screen of every page: the header's and, on the home page, the hero's. */
function firstScreenTexts({ site, navigation }: Content): string[] {
  return [site.name, site.jobTitle, site.greeting, site.tagline, ...Object.values(site.availability), ...Object.values(site.hero), ...navigation.map((entry) => entry.label)]
}

/**
 * After the content check: the typeface cut down to the content's characters, and the icons
 * the content names. The pages get them when the HTML renderer is compiled
 * (onCreateWebpackConfig); `gatsby develop` takes content edits into the font at its next
 * start (and draws icons inline, from the data layer).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async () => {
  // After Gatsby's start, which empties a cache it does not trust, stamp.
  stampContentModel(rootDir)
  const languages = languagesOnce()
  const characters = [...new Set(languages.flatMap((language) => siteCharacters(language.content)))]
  const faces = await writeBrandFont(characters, path.join(rootDir, "public"))
  brandFont = { css: brandFontFaceCss(faces), preload: facesFor(faces, languages.flatMap((language) => firstScreenTexts(language.content))).map((face) => face.url) }
  contentIcons = contentIconDrawings(languages[0].content)
}

let bootstrapped = false
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  bootstrapped = true
}

/**
 * The résumé and CV, written from data/ into public/ (src/build-time/publish/cv-files.ts), as a node
 * of their facts: the pages' links state the files' sizes, and a page's query runs again when
 * they change (a field computed for each query would keep a cached page's old size).
 */
async function sourceCvFiles({ actions, createNodeId, createContentDigest, reporter }: Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest" | "reporter">) {
  const request = requestCvFiles(rootDir)
  const editions = await request.files
  // Another save's files were asked for meanwhile (gatsby develop): its node is the one to keep.
  if (!request.isLatest()) return
  for (const { language, files } of editions) {
    // A résumé on two pages is still written (the owner's content is theirs to shorten), and said.
    if (files.resumeWarning) reporter.warn(files.resumeWarning)
    const facts = { language, ...pdfFilesFacts(files) }
    actions.createNode({ ...facts, id: createNodeId(`pdf-files ${language}`), internal: { type: "PdfFiles", contentDigest: createContentDigest(facts) } })
  }
}

export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => sourceCvFiles(args)

/** Every language's content, read once per build (and again after each save in `gatsby develop`). */
let languagesRead: Translation[] | undefined
const languagesOnce = (): Translation[] => (languagesRead ??= loadLanguages(rootDir))

/**
 * The content's nodes in every language (src/build-time/data-layer/content-nodes.ts), made when
 * Gatsby reads a data file; a translation's file makes its default-language file's nodes again.
 */
function sourceContentNodes(args: Parameters<NonNullable<GatsbyNode["onCreateNode"]>>[0]): void {
  const { node, getNodes, reporter } = args
  const translated = translatedFileName(node)
  const name = dataFileName(node) ?? translated
  if (!name) return
  if (bootstrapped) languagesRead = undefined
  const file = translated ? getNodes().find((candidate) => dataFileName(candidate) === name) : node
  if (!file) return
  try {
    createContentNodes(file, name, languagesOnce(), args)
  } catch (error) {
    // Content with problems makes no nodes: the content check reports them (onPreInit, and each save).
    if (bootstrapped) reporter.verbose(`data/${name}.json made no nodes: ${(error as Error).message}`)
    else throw error
  }
}

/** Saves within this long of each other are taken as one. */
const SAVES_SETTLE_MS = 300
let afterSaves: NodeJS.Timeout | undefined
/** The latest save's number: work a save set off that waited past a newer save is left to that one's. */
let latestSave = 0

/**
 * While `gatsby develop` runs, each time the owner saves a data file or an image in data/:
 * check all the content again, and write the résumé and CV again. Saves within a moment of each
 * other (an editor saving several files, a folder copied in) are taken once, for both.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const { node, reporter } = args
  sourceContentNodes(args)
  if (!bootstrapped || node.internal.type !== "File" || node.sourceInstanceName !== "data") return
  clearTimeout(afterSaves)
  const save = ++latestSave
  afterSaves = setTimeout(async () => {
    // Gatsby updates the open page first; the check and the PDFs, which take seconds of its one thread, then.
    await whenIdle()
    if (save !== latestSave) return
    reportContent(reporter).catch((error: Error) => reporter.error(`Checking data/ failed: ${error.message}`))
    sourceCvFiles(args).catch((error: Error) => reporter.error(`Writing the résumé and CV failed: ${error.message}`))
  }, SAVES_SETTLE_MS)
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage, getConfig, plugins }) => {
  // See src/theme/chakra-theme-parts.ts: Chakra's theme files, importable one by one.
  actions.setWebpackConfig({
    resolve: {
      alias: {
        "@chakra-theme": path.join(rootDir, "node_modules/@chakra-ui/react/dist/esm/theme"),
      },
    },
  })
  // No source maps for the browser bundles: they were 3.1 MB of the published public/ that no
  // page uses (only devtools fetch a map, named by its bundle's sourceMappingURL comment). The
  // HTML renderer (build-html) keeps its own, for the stack traces of build errors.
  if (stage === "build-javascript") actions.replaceWebpackConfig({ ...withIslandsEntry(getConfig(), rootDir), devtool: false })
  // The HTML renderer is compiled after the browser build: it gets the islands script's path.
  if (stage === "build-html") {
    actions.setWebpackConfig({
      plugins: [
        plugins.define({
          __ISLANDS_SCRIPT__: JSON.stringify(builtIslandsScript(path.join(rootDir, "public"))),
        }),
      ],
    })
  }
  if (stage === "build-html" || stage === "develop-html") {
    actions.setWebpackConfig({
      plugins: [plugins.define({ __BRAND_FONT__: JSON.stringify(brandFont), __ICON_FILES__: JSON.stringify(iconFileHrefs(contentIcons)) })],
    })
  }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(iconFieldExtension)
  actions.createTypes([ICON_TYPE_DEFS, contentTypeDefs(), appFactsTypeDefs, pdfFilesTypeDefs])
}

/**
 * Each app's package facts (version, Android, size, SHA-256, signer), read from its file; the
 * résumé and CV PDFs' facts (their links state their size), from the node sourceCvFiles made.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    AppsJson: {
      apk: { type: "ApkFacts!", resolve: (source: { filePath: string }) => appFacts(rootDir, source.filePath) },
    },
    SiteJson: {
      pdfFiles: {
        type: "PdfFiles!",
        // The files of the site's language: each language's pages link to their own.
        resolve: (source: { language: string }, _args: unknown, context: { nodeModel: { findOne: (query: { type: string; query: object }) => Promise<unknown> } }) =>
          context.nodeModel.findOne({ type: "PdfFiles", query: { filter: { language: { eq: source.language } } } }),
      },
    },
    ProjectsJson: {
      slug: { type: "String!", resolve: (source: SluggedProject) => projectSlug(source) },
    },
  })
}

/**
 * Pages made from the data: one per project (and the gallery page, for more projects than the
 * home page carries), and the page a message sent without JavaScript lands on.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { site, projects } = languagesOnce()[0].content
  if (sectionsOf(site).includes("projects")) await createProjectPages(graphql, actions, reporter, site)
  if (siteHasGalleryPage(site, projects)) createInEveryLanguage(actions, site, { path: PROJECTS_PATH, component: path.join(rootDir, "src/templates/projects-gallery.tsx") })
  const delivery = formDelivery(site)
  if (delivery === "netlify" || delivery === "email") createMessageSentPage(actions, site)
  // Each language's 404 page, and the redirect by language when the owner turns it on: Netlify's
  // adapter writes them to _redirects (Vercel's routes: src/build-time/publish/language-routes.ts).
  if (isNetlifyBuild(process.env)) for (const redirect of netlifyLanguageRedirects(site)) actions.createRedirect(redirect)
}

/**
 * What every page of a language is given: its language, for its query, and the same page in
 * the other languages (from a 404, each language's home: a miss has no counterpart).
 */
const languageContext = (language: string, path: string, site: Content["site"], component?: string) => ({
  language,
  alternates: pageAlternates(component === NOT_FOUND_COMPONENT ? localizedPath("/", language, defaultLanguageOf(site)) : path, site),
})

const NOT_FOUND_COMPONENT = path.join(rootDir, "src/pages/404.tsx")

/** A page in every language of the site (or in `languages`): the default language's at `path`, each other's under its prefix. */
function createInEveryLanguage(
  actions: CreatePagesArgs["actions"],
  site: Content["site"],
  page: { path: string; component: string; context?: Record<string, unknown> },
  languages = languagesOnce()
): void {
  for (const { language } of languages) {
    const path = localizedPath(page.path, language, defaultLanguageOf(site))
    actions.createPage({ ...page, path, context: { ...page.context, ...languageContext(language, path, site, page.component) } })
  }
}

/**
 * The file each language's misses are answered with: Gatsby copies /404 to /404.html, the
 * hosts' default; another language's is /sw/404.html, which the hosts' rules name for /sw/*.
 */
const NOT_FOUND_FILE = "/404.html"

/**
 * A page per project, /projects/<slug>, in data order: each knows the projects before and after
 * it. The content check has made sure every slug is there once.
 */
async function createProjectPages(
  graphql: CreatePagesArgs["graphql"],
  actions: CreatePagesArgs["actions"],
  reporter: CreatePagesArgs["reporter"],
  site: Content["site"]
): Promise<void> {
  const result = await graphql<{ allProjectsJson: { nodes: { id: string; slug: string; language: string }[] } }>(`
    query ProjectPages {
      allProjectsJson {
        nodes {
          id
          slug
          language
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("createPages could not read the projects.", result.errors)
    return
  }
  const nodes = result.data.allProjectsJson.nodes
  const backTo = galleryPath(siteHasGalleryPage(site, languagesOnce()[0].content.projects))
  for (const { language } of languagesOnce()) {
    // A project's slug is the same in every language (a translation may not change it): its page is found by it.
    const projects = nodes.filter((project) => project.language === language)
    projects.forEach((project, index) => {
      const { previous, next } = neighbours(projects, index)
      const pagePath = localizedPath(projectPath(project.slug), language, defaultLanguageOf(site))
      actions.createPage({
        path: pagePath,
        component: path.join(rootDir, "src/templates/project.tsx"),
        // "" matches no node: the page then has no such link.
        context: { id: project.id, previousId: previous?.id ?? "", nextId: next?.id ?? "", galleryPath: backTo, ...languageContext(language, pagePath, site) },
      })
    })
  }
}

/** /contact/sent, when messages are really sent (data/site.json contact.delivery "netlify" or "email"). */
function createMessageSentPage(actions: CreatePagesArgs["actions"], site: Content["site"]): void {
  createInEveryLanguage(actions, site, { path: SENT_PAGE_PATH, component: path.join(rootDir, "src/templates/message-sent.tsx") })
}

/**
 * The pages of src/pages in every language (each other language's under its prefix, its 404
 * at /sw/404.html). With no app in data/apps.json there is nothing to download: no /downloads
 * page (nor links to it).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const fromPages = page.component.startsWith(path.join(rootDir, "src/pages") + path.sep)
  // The pages made here come back through this hook: each already knows its language.
  if (!fromPages || (page.context as { language?: string } | undefined)?.language) return
  actions.deletePage(page)
  const { site, apps } = languagesOnce()[0].content
  if (page.component === path.join(rootDir, "src/pages/downloads.tsx") && apps.length === 0) return
  createInEveryLanguage(actions, site, page)
  if (page.component === NOT_FOUND_COMPONENT) createInEveryLanguage(actions, site, { ...page, path: NOT_FOUND_FILE }, languagesOnce().slice(1))
}

/**
 * After the pages are written: the résumé and CV PDFs, share images (the site's and each project page's), robots.txt, sitemap.xml, inline scripts moved to
 * files (so the CSP needs no 'unsafe-inline'), the files no page uses removed
 * (src/build-time/publish/unused-files.ts) and public/_headers (src/build-time/publish/headers.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<{
    site: { siteMetadata: { siteUrl: string; isPreview: boolean } }
    allSiteJson: {
      nodes: {
        language: string
        name: string
        jobTitle: string
        tagline: string
        location: string
        projects: { filters: { category: string; label: string }[] }
      }[]
    }
    allProjectsJson: { nodes: { language: string; slug: string; title: string; category: string; image: { absolutePath: string } }[] }
  }>(`
    query PostBuild {
      site {
        siteMetadata {
          siteUrl
          isPreview
        }
      }
      allSiteJson {
        nodes {
          language
          name
          jobTitle
          tagline
          location
          projects {
            filters {
              category
              label
            }
          }
        }
      }
      allProjectsJson {
        nodes {
          language
          slug
          title
          category
          image {
            absolutePath
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("onPostBuild could not read the site data.", result.errors)
    return
  }
  const { siteUrl, isPreview } = result.data.site.siteMetadata
  const { allSiteJson, allProjectsJson } = result.data
  const [{ content: { site: content } }] = languagesOnce()
  // Each language's share images, in its words: the site's and each project page's (none when the owner left the projects section out).
  const editions = allSiteJson.nodes.map((site) => ({
    prefix: languagePrefix(site.language, defaultLanguageOf(content)),
    site,
    projects: sectionsOf(content).includes("projects")
      ? allProjectsJson.nodes
          .filter((project) => project.language === site.language)
          .map((project) => ({
            slug: project.slug,
            title: project.title,
            category: categoryLabel(site.projects.filters, project.category),
            imageFile: project.image.absolutePath,
          }))
      : [],
  }))
  try {
    // Written when they were sourced, in this process: the same files.
    for (const { files } of await cvFilesOnce(rootDir)) reporter.info(`[ship] résumé and CV: ${describeCvFiles(files)}`)
    const done = await postBuild({
      publicDir: path.join(rootDir, "public"),
      staticDir: path.join(rootDir, "static"),
      siteCssRecords: SITE_CSS_RECORDS,
      editions,
      siteUrl,
      isPreview,
      markVisits: marksVisits(languagesOnce()[0].content.site),
      contentIcons,
      downloadNames: cvDownloadNames(cvEditionsOf(languagesOnce())),
    })
    reporter.info(`[ship] ${siteUrl}${isPreview ? " (preview, noindex)" : ""}: ${done.join("; ")}`)
  } catch (error) {
    reporter.panicOnBuild(`Post-build step failed: ${(error as Error).message}`, error as Error)
  }
}
