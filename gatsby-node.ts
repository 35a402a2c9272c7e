import path from "path"
import type { CreatePagesArgs, GatsbyNode, NodePluginArgs, Reporter } from "gatsby"
import { formDelivery, SENT_PAGE_PATH } from "./src/shared/contact-message"
import { sectionsOf } from "./src/shared/sections"
import { ICON_TYPE_DEFS, typeDefs } from "./src/build-time/data-layer/schema"
import { iconFieldExtension } from "./src/build-time/data-layer/icons"
import { appFacts, appFactsTypeDefs } from "./src/build-time/data-layer/app-facts"
import { cvDownloadNames, cvFilesOnce, describeCvFiles, pdfFilesFacts, pdfFilesTypeDefs, requestCvFiles } from "./src/build-time/publish/cv-files"
import { readCvContent } from "./src/build-time/cv-pdf/content"
import { checkContent, formatErrors, formatLeftovers, formatWarnings } from "./src/build-time/checks/check-content"
import { postBuild } from "./src/build-time/publish/post-build"
import { builtIslandsScript, withIslandsEntry } from "./src/build-time/bundles/islands-entry"
import { neighbours, projectPath, projectSlug, type SluggedProject } from "./src/shared/project-pages"
import { categoryLabel } from "./src/shared/projects"
import { brandFontFaceCss, facesFor, siteCharacters, writeBrandFont } from "./src/fonts/site-font"
import { loadContent, type Content } from "./src/content/read-content"
import { contentIconDrawings, type ContentIcons } from "./src/content/content-icons"
import { iconFileHrefs } from "./src/build-time/publish/icons-file"

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
  const { errors, warnings, leftovers } = await checkContent({
    rootDir,
    env: process.env,
    production: process.env.NODE_ENV === "production",
  })
  if (leftovers.length > 0) reporter.warn(formatLeftovers(leftovers))
  if (warnings.length > 0) reporter.warn(formatWarnings(warnings))
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
  const content = loadContent(rootDir)
  const faces = await writeBrandFont(siteCharacters(content), path.join(rootDir, "public"))
  brandFont = { css: brandFontFaceCss(faces), preload: facesFor(faces, firstScreenTexts(content)).map((face) => face.url) }
  contentIcons = contentIconDrawings(content)
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
  const files = await request.files
  // Another save's files were asked for meanwhile (gatsby develop): its node is the one to keep.
  if (!request.isLatest()) return
  // A résumé on two pages is still written (the owner's content is theirs to shorten), and said.
  if (files.resumeWarning) reporter.warn(files.resumeWarning)
  const facts = pdfFilesFacts(files)
  actions.createNode({ ...facts, id: createNodeId("pdf-files"), internal: { type: "PdfFiles", contentDigest: createContentDigest(facts) } })
}

export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => sourceCvFiles(args)

/** Saves within this long of each other are taken as one. */
const SAVES_SETTLE_MS = 300
let afterSaves: NodeJS.Timeout | undefined

/**
 * While `gatsby develop` runs, each time the owner saves a data file or an image in data/:
 * check all the content again, and write the résumé and CV again. Saves within a moment of each
 * other (an editor saving several files, a folder copied in) are taken once, for both.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const { node, reporter } = args
  if (!bootstrapped || node.internal.type !== "File" || node.sourceInstanceName !== "data") return
  clearTimeout(afterSaves)
  afterSaves = setTimeout(() => {
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
  actions.createTypes([ICON_TYPE_DEFS, typeDefs, appFactsTypeDefs, pdfFilesTypeDefs])
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
        resolve: (_source: unknown, _args: unknown, context: { nodeModel: { findOne: (query: { type: string; query: object }) => Promise<unknown> } }) =>
          context.nodeModel.findOne({ type: "PdfFiles", query: {} }),
      },
    },
    ProjectsJson: {
      slug: { type: "String!", resolve: (source: SluggedProject) => projectSlug(source) },
    },
  })
}

/** Pages made from the data: one per project, and the page a message sent without JavaScript lands on. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { site } = loadContent(rootDir)
  if (sectionsOf(site).includes("projects")) await createProjectPages(graphql, actions, reporter)
  const delivery = formDelivery(site)
  if (delivery === "netlify" || delivery === "email") createMessageSentPage(actions)
}

/**
 * A page per project, /projects/<slug>, in data order: each knows the projects before and after
 * it. The content check has made sure every slug is there once.
 */
async function createProjectPages(
  graphql: CreatePagesArgs["graphql"],
  actions: CreatePagesArgs["actions"],
  reporter: CreatePagesArgs["reporter"]
): Promise<void> {
  const result = await graphql<{ allProjectsJson: { nodes: { id: string; slug: string }[] } }>(`
    query ProjectPages {
      allProjectsJson {
        nodes {
          id
          slug
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("createPages could not read the projects.", result.errors)
    return
  }
  const projects = result.data.allProjectsJson.nodes
  projects.forEach((project, index) => {
    const { previous, next } = neighbours(projects, index)
    actions.createPage({
      path: projectPath(project.slug),
      component: path.join(rootDir, "src/templates/project.tsx"),
      // "" matches no node: the page then has no such link.
      context: { id: project.id, previousId: previous?.id ?? "", nextId: next?.id ?? "" },
    })
  })
}

/** /contact/sent, when messages are really sent (data/site.json contact.delivery "netlify" or "email"). */
function createMessageSentPage(actions: CreatePagesArgs["actions"]): void {
  actions.createPage({ path: SENT_PAGE_PATH, component: path.join(rootDir, "src/templates/message-sent.tsx"), context: {} })
}

/** With no app in data/apps.json there is nothing to download: no /downloads page (nor links to it). */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.component !== path.join(rootDir, "src/pages/downloads.tsx")) return
  if (loadContent(rootDir).apps.length === 0) actions.deletePage(page)
}

/**
 * After the pages are written: the résumé and CV PDFs, share images (the site's and each project page's), robots.txt, sitemap.xml, inline scripts moved to
 * files (so the CSP needs no 'unsafe-inline'), the files no page uses removed
 * (src/build-time/publish/unused-files.ts) and public/_headers (src/build-time/publish/headers.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<{
    site: { siteMetadata: { siteUrl: string; isPreview: boolean } }
    siteJson: {
      name: string
      jobTitle: string
      tagline: string
      location: string
      projects: { filters: { category: string; label: string }[] }
    }
    allProjectsJson: { nodes: { slug: string; title: string; category: string; image: { absolutePath: string } }[] }
  }>(`
    query PostBuild {
      site {
        siteMetadata {
          siteUrl
          isPreview
        }
      }
      siteJson {
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
      allProjectsJson {
        nodes {
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
  const { siteJson, allProjectsJson } = result.data
  try {
    // Written when they were sourced, in this process: the same files.
    const cvFiles = await cvFilesOnce(rootDir)
    reporter.info(`[ship] résumé and CV: ${describeCvFiles(cvFiles)}`)
    const done = await postBuild({
      publicDir: path.join(rootDir, "public"),
      staticDir: path.join(rootDir, "static"),
      siteCssRecords: SITE_CSS_RECORDS,
      site: siteJson,
      // Share images for the project pages there are: none when the owner left the projects section out.
      projects: sectionsOf(loadContent(rootDir).site).includes("projects")
        ? allProjectsJson.nodes.map((project) => ({
            slug: project.slug,
            title: project.title,
            category: categoryLabel(siteJson.projects.filters, project.category),
            imageFile: project.image.absolutePath,
          }))
        : [],
      siteUrl,
      isPreview,
      contentIcons,
      downloadNames: cvDownloadNames(readCvContent(rootDir)),
    })
    reporter.info(`[ship] ${siteUrl}${isPreview ? " (preview, noindex)" : ""}: ${done.join("; ")}`)
  } catch (error) {
    reporter.panicOnBuild(`Post-build step failed: ${(error as Error).message}`, error as Error)
  }
}
