/**
 * What happens after Gatsby has written public/ (gatsby-node.ts onPostBuild), from the content
 * the build worked on (src/build-time/content/snapshot.ts):
 * share image, robots.txt, sitemap.xml, the site's stylesheet (src/build-time/css/site-css.ts) and
 * sprite file (src/icons/icon-files.ts),
 * inline scripts moved out (for the CSP), the files no page uses removed (src/build-time/publish/unused-files.ts), and finally public/_headers, which lists the
 * files the build leaves.
 */
import fs from "fs"
import path from "path"
import type { Reporter } from "gatsby"
import { writeProjectShareImage, writeShareImage } from "./share-images"
import { writeNetlifyHeaders } from "./headers"
import { listSitePaths } from "../site-files"
import { externalizeInlineScriptsInDir, hasInlineScript } from "./inline-scripts"
import { renderRobotsTxt } from "./robots"
import { writeIconsFiles } from "../../icons/icon-files"
import { writeCvPrintFile } from "../css/cv-print-file"
import type { ContentIcons } from "../../icons/content-icons"
import { writeSiteStylesheet } from "../css/site-css"
import { removeUnusedFiles } from "./unused-files"
import { SHARE_IMAGE_PATH } from "../../shared/metadata"
import { projectShareImagePath, projectSlug } from "../../shared/project-pages"
import { categoryLabel } from "../../shared/projects"
import { sectionsOf } from "../../shared/sections"
import { defaultLanguageOf, languagePrefix } from "../../shared/languages"
import { resolveSiteUrl } from "../../content/site-url"
import { contentIconDrawings } from "../../icons/content-icons"
import { readSnapshot } from "../content/snapshot"
import { marksVisits } from "../pages/language-routes"
import { cvDownloadNames, cvEditionsOf } from "./cv-files"
import { isEditorOn } from "../../shared/editor"
import { editorBackend, missingRepositoryNotice } from "../editor/editor-backend"
import { editorFiles, writeEditorFiles } from "../editor/editor-files"
import type { EditorConfigInput } from "../editor/editor-config"

export interface ProjectShareInput {
  slug: string
  title: string
  /** The category as visitors read it. */
  category: string
  /** The screenshot's file on disk. */
  imageFile: string
}

export interface PostBuildInput {
  publicDir: string
  /** The project's static/ folder, copied into public/ as it is: all of it stays. */
  staticDir: string
  /** Where the HTML renderer kept each page's CSS (src/build-time/css/page-css.ts). */
  siteCssRecords: string
  /** Each language's share images: the site's and each project page's, below its prefix ("" for the default language, "/sw"). */
  editions: readonly { prefix: string; site: { name: string; jobTitle: string; tagline: string; location: string }; projects: readonly ProjectShareInput[] }[]
  siteUrl: string
  isPreview: boolean
  /** Whether every page marks a visit (the redirect of / by language is on: ./language-routes.ts). */
  markVisits: boolean
  /** The icons the content names, which the sprite file holds beside the template's. */
  contentIcons: ContentIcons
  /** The name each download is saved under (the résumé and CV: src/build-time/publish/cv-files.ts), for _headers. */
  downloadNames?: Readonly<Record<string, string>>
  /** The editor at /admin/, when the site has it (src/build-time/editor/). */
  editor?: EditorConfigInput
}

/** Where the stylesheet step keeps each page's CSS blocks (src/build-time/css/site-css.ts), so that the pages an incremental build does not render again keep theirs. */
const siteCssRecords = (rootDir: string): string => path.join(rootDir, ".cache", "site-css")

/** What the steps need, from the snapshot of `rootDir` and the build's environment (the address as gatsby-config.ts gives it). */
export function postBuildInput(rootDir: string, env: NodeJS.ProcessEnv = process.env): PostBuildInput {
  const languages = readSnapshot(rootDir)
  const { site } = languages[0].content
  const { siteUrl, isPreview } = resolveSiteUrl(env, site.siteUrl)
  return {
    publicDir: path.join(rootDir, "public"),
    staticDir: path.join(rootDir, "static"),
    siteCssRecords: siteCssRecords(rootDir),
    // Each language's share images, in its words: the site's and each project page's (none when the owner left the projects section out).
    editions: languages.map(({ language, content }) => ({
      prefix: languagePrefix(language, defaultLanguageOf(site)),
      site: content.site,
      projects: sectionsOf(site).includes("projects")
        ? content.projects.map((project) => ({
            slug: projectSlug(project),
            title: project.title,
            category: categoryLabel(content.site.projects.filters, project.category),
            imageFile: path.join(rootDir, "data", project.image),
          }))
        : [],
    })),
    siteUrl,
    isPreview,
    markVisits: marksVisits(site),
    contentIcons: contentIconDrawings(languages[0].content),
    downloadNames: cvDownloadNames(cvEditionsOf(languages)),
    ...(isEditorOn(site) ? { editor: { rootDir, site, siteUrl, backend: editorBackend(site.editor, env, rootDir) } } : {}),
  }
}

export async function postBuild({ publicDir, staticDir, siteCssRecords, editions, siteUrl, isPreview, markVisits, contentIcons, downloadNames, editor }: PostBuildInput): Promise<string[]> {
  const report: string[] = []
  const host = new URL(siteUrl).host
  for (const { prefix, site, projects } of editions) {
    fs.mkdirSync(path.join(publicDir, prefix), { recursive: true })
    await writeShareImage(
      { name: site.name, jobTitle: site.jobTitle, tagline: site.tagline, location: site.location, host },
      path.join(publicDir, prefix, SHARE_IMAGE_PATH)
    )
    report.push(`share image ${prefix}${SHARE_IMAGE_PATH} (1200x630)`)
    for (const project of projects) {
      await writeProjectShareImage(
        { title: project.title, category: project.category, name: site.name, host, imageFile: project.imageFile },
        path.join(publicDir, prefix, projectShareImagePath(project.slug))
      )
    }
    report.push(`${projects.length} project share image(s) ${prefix}${projectShareImagePath("<slug>")}`)
  }

  fs.writeFileSync(path.join(publicDir, "robots.txt"), renderRobotsTxt({ siteUrl, isPreview }))
  report.push(`robots.txt (${isPreview ? "preview: pages say noindex" : "production"})`)

  // gatsby-plugin-sitemap names its index sitemap-index.xml; /sitemap.xml is where people look.
  const sitemapIndex = path.join(publicDir, "sitemap-index.xml")
  if (fs.existsSync(sitemapIndex)) {
    fs.copyFileSync(sitemapIndex, path.join(publicDir, "sitemap.xml"))
    report.push("sitemap.xml")
  }

  const stylesheet = writeSiteStylesheet(publicDir, siteCssRecords, fs.existsSync(staticDir) ? listSitePaths(staticDir) : [])
  report.push(`${stylesheet.href} (${(stylesheet.bytes / 1024).toFixed(0)} KiB) linked by ${stylesheet.pages} page(s)`)
  if (stylesheet.disagreements.length > 0) report.push(`CSS blocks in another order on some pages: ${stylesheet.disagreements.join(", ")}`)

  report.push(writeCvPrintFile(publicDir))
  for (const icons of writeIconsFiles(publicDir, contentIcons)) report.push(`${icons.href} (${(Buffer.byteLength(icons.svg) / 1024).toFixed(0)} KiB)`)

  const moved = externalizeInlineScriptsInDir(publicDir)
  report.push(`${moved.scripts} inline script(s) of ${moved.pages} page(s) moved to /static/inline/`)
  const stillInline = listSitePaths(publicDir)
    .filter((file) => file.endsWith(".html"))
    .filter((file) => hasInlineScript(fs.readFileSync(path.join(publicDir, file), "utf8")))
  if (stillInline.length > 0) {
    throw new Error(`Inline scripts remain (the CSP would block them) in: ${stillInline.join(", ")}`)
  }

  // After the pages' inline scripts: the editor's page keeps its one, which its own policy allows by its hash.
  if (editor) report.push(writeEditorFiles(publicDir, editorFiles(editor)))

  // Gatsby's runtime, which built pages do not load, its bookkeeping and the like; after the
  // inline scripts have moved (those of Gatsby's script slice go with it), before _headers.
  const removed = removeUnusedFiles(publicDir, staticDir)
  report.push(`${removed.files.length} file(s) no page uses removed (${(removed.bytes / 1024).toFixed(0)} KiB)`)

  // Last, so it lists every file the build wrote (on Netlify, written again once the adapter
  // has moved pages: src/build-time/publish/netlify-adapter.ts).
  writeNetlifyHeaders(publicDir, downloadNames, { isPreview, markVisits })
  report.push(`_headers${isPreview ? " (preview: X-Robots-Tag noindex)" : ""}`)
  return report
}

/**
 * onPostBuild: every step, reported in the build's log; a step that fails stops the build
 * (src/build-time/publish/headers.ts and the rest run from postBuildInput).
 */
export async function publishBuild(rootDir: string, reporter: Reporter): Promise<void> {
  try {
    const input = postBuildInput(rootDir)
    const done = await postBuild(input)
    reporter.info(`[ship] ${input.siteUrl}${input.isPreview ? " (preview, noindex)" : ""}: ${done.join("; ")}`)
    const notice = input.editor && missingRepositoryNotice(input.editor.backend)
    if (notice) reporter.warn(`[ship] ${notice}`)
  } catch (error) {
    reporter.panicOnBuild(`Post-build step failed: ${(error as Error).message}`, error as Error)
  }
}
