/**
 * Which files of public/ nothing uses, and their removal at the end of the build
 * (src/build-time/publish/post-build.ts), so that the published folder holds only what pages use.
 *
 * Built pages load one script of the site's own, the islands entry (gatsby-ssr's
 * onPreRenderHTML replaces Gatsby's browser runtime with it), yet Gatsby still writes its
 * runtime's bundles (app, webpack-runtime, the page components' chunks...), its bookkeeping
 * (chunk-map.json, webpack.stats.json, the script slice of _gatsby/slices/), Partytown's files
 * and the inline scripts moved out of that slice. None of that is named by any page.
 *
 * A file is used when it is a page (an HTML file outside _gatsby/), is on KEEP below, or is
 * named by the text of a file already used: HTML, JavaScript, CSS, JSON, XML, the web
 * manifest, text. "Named" is deliberately generous, since keeping a file too many costs
 * bytes and removing one a page needs breaks the page:
 * - its site path, anywhere ("/static/x.woff2", "https://host/og-image.png");
 * - or any tail of it that starts a relative reference ("icons/icon-48x48.png" in the
 *   manifest, "framework-….js.LICENSE.txt" in a bundle's licence comment);
 * - or, for a webpack bundle named "<name>-<20 hex digits>.js" (or .css), those 20 digits:
 *   a chunk loader builds the names of the chunks it loads lazily from a map of ids to hashes
 *   (the islands' toaster chunk, and React's framework chunk it needs), so the whole name
 *   never appears.
 * Every name is followed by something that cannot continue a path (a quote, "?", "#", ")",
 * a space...), so "/a.js" is not found in "/a.json".
 *
 * After onPostBuild, Gatsby's Netlify adapter still lists the removed files (webpack's assets,
 * chunk-map.json, webpack.stats.json, the script slice) in its routes manifest, but it only
 * moves HTML files (gatsby-adapter-netlify 1.4, route-handler.js and pretty-urls.js) and Gatsby
 * only logs a missing one (gatsby/dist/utils/adapter/manager.js): nothing there reads them.
 * Nor does `gatsby serve`, a static server with 404.html for unknown paths. Gatsby's next
 * build writes them all again (webpack re-emits missing assets), and they go again.
 */
import fs from "fs"
import path from "path"
import { listSitePaths } from "../site-files"
import { isCvFilePath } from "../../shared/cv-files"
import { EDITOR_FILES } from "../../shared/editor"

export interface KeepRule {
  test: (file: string) => boolean
  /** Why the file stays although no page names it. */
  why: string
  /** Whether its text counts as naming other files (not for files only tools read). */
  scan: boolean
}

/** Files kept although no page names them. */
export const KEEP: readonly KeepRule[] = [
  { test: (file) => file === "/_headers" || file === "/_redirects", why: "the host's configuration (Netlify)", scan: false },
  { test: (file) => file === "/robots.txt", why: "crawlers ask for it by its well-known name", scan: true },
  {
    test: (file) => /^\/sitemap(-index|-\d+)?\.xml$/.test(file),
    why: "crawlers ask for /sitemap.xml by name; robots.txt and the pages name the index",
    scan: true,
  },
  { test: (file) => file === "/manifest.webmanifest", why: "the web app manifest; browsers fetch it from the pages' link", scan: true },
  {
    test: isCvFilePath,
    why: "the résumé and CV: their old addresses stay for the links people saved and sent, and their files stay even when the pages link the owner's own",
    scan: false,
  },
  {
    test: (file) => file === EDITOR_FILES.signIn,
    why: "the page the site's GitHub sign-in function answers names it (src/server/editor-sign-in.ts)",
    scan: true,
  },
  {
    test: (file) => file.startsWith("/page-data/"),
    why:
      "Gatsby's next build reads it back (public/ and .cache/ are kept between builds, here and on Netlify): " +
      "a page whose HTML is built again without its query being run again needs its page-data.json",
    scan: false,
  },
]

/** Files whose text may name other files. */
const TEXT_FILE = /\.(html?|js|mjs|cjs|css|json|webmanifest|xml|txt|svg)$/i
/** A webpack bundle: "<name>-<hash>.js", "<name>.<hash>.css". */
const HASHED_BUNDLE = /[-.]([0-9a-f]{20})\.(?:js|css)$/
/** Characters that can continue a path (so a name followed by one is part of a longer one). */
const PATH_CHAR = /[\w.~%/-]/

export const isTextFile = (file: string) => TEXT_FILE.test(file)
const isPage = (file: string) => /\.html$/.test(file) && !file.startsWith("/_gatsby/")

/** Whether `text` holds `name` followed by a character that cannot continue a path. */
function holds(text: string, name: string, startsReference: boolean): boolean {
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    const after = text[at + name.length]
    if (after !== undefined && PATH_CHAR.test(after)) continue
    if (!startsReference) return true
    // A relative reference starts the URL: after a quote, "(", "=", a space... or "./", "../".
    const before = text[at - 1]
    if (before === undefined || !PATH_CHAR.test(before) || (before === "/" && text[at - 2] === ".")) return true
  }
  return false
}

/** Whether `text` names the file at site path `file`. */
export function names(text: string, file: string): boolean {
  for (const spelling of new Set([file, encodeURI(file)])) {
    if (holds(text, spelling, false)) return true
    const parts = spelling.split("/").filter(Boolean)
    for (let i = 0; i < parts.length; i++) {
      if (holds(text, parts.slice(i).join("/"), true)) return true
    }
  }
  const hash = HASHED_BUNDLE.exec(file)?.[1]
  return hash !== undefined && new RegExp(`(?<![0-9a-zA-Z])${hash}(?![0-9a-zA-Z])`).test(text)
}

export interface PublicFiles {
  /** Every file of public/, as site paths: "/index.html", "/static/x.png". */
  files: readonly string[]
  /** The text of each text file (isTextFile), by site path; others name nothing. */
  texts: ReadonlyMap<string, string>
  /** Files copied as they are from the project's static/ folder: the owner put them there to be served. */
  fromStaticFolder?: readonly string[]
  /** The files kept although nothing names them (default KEEP). */
  keep?: readonly KeepRule[]
}

/**
 * The files of public/ no page uses, sorted: not a page, not kept, and not named by any used
 * file, following names from file to file (a page names the islands script, which names its
 * chunks, which name their licence texts).
 */
export function findUnusedFiles({ files, texts, fromStaticFolder = [], keep = KEEP }: PublicFiles): string[] {
  const staticFolder = new Set(fromStaticFolder)
  const ruleOf = (file: string) => keep.find((rule) => rule.test(file))
  const used = new Set<string>()
  const toRead: string[] = []
  const use = (file: string) => {
    used.add(file)
    const rule = ruleOf(file)
    if (!rule || rule.scan) toRead.push(file)
  }
  for (const file of files) if (isPage(file) || ruleOf(file) || staticFolder.has(file)) use(file)
  while (toRead.length > 0) {
    const text = texts.get(toRead.pop()!)
    if (text === undefined) continue
    for (const file of files) if (!used.has(file) && names(text, file)) use(file)
  }
  return files.filter((file) => !used.has(file)).sort()
}

/** Removes folders left empty under `dir` (not `dir` itself). */
function removeEmptyFolders(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const sub = path.join(dir, entry.name)
    removeEmptyFolders(sub)
    if (fs.readdirSync(sub).length === 0) fs.rmdirSync(sub)
  }
}

export interface Removed {
  files: string[]
  bytes: number
}

/** Deletes the files of publicDir that findUnusedFiles finds, and the folders they leave empty. */
export function removeUnusedFiles(publicDir: string, staticDir: string): Removed {
  const files = listSitePaths(publicDir)
  const texts = new Map(files.filter(isTextFile).map((file) => [file, fs.readFileSync(path.join(publicDir, file), "utf8")]))
  const unused = findUnusedFiles({ files, texts, fromStaticFolder: fs.existsSync(staticDir) ? listSitePaths(staticDir) : [] })
  let bytes = 0
  for (const file of unused) {
    const absolute = path.join(publicDir, file)
    bytes += fs.statSync(absolute).size
    fs.rmSync(absolute)
  }
  removeEmptyFolders(publicDir)
  return { files: unused, bytes }
}
