/**
 * Gatsby's webpack stages as the site needs them (onCreateWebpackConfig): Chakra's theme files
 * importable one by one; the browser build with the islands entry and no source maps; and the
 * HTML renderer given what only the build knows (./render-globals.ts): the typeface cut down to
 * the content, the islands script and the icon files.
 */
import path from "path"
import type { CreateWebpackConfigArgs } from "gatsby"
import { builtIslandsScript, editorEntries, withIslandsEntry } from "./islands-entry"
import { isEditorOn } from "../../shared/editor"
import { renderGlobalsDefinition, type RenderGlobals } from "./render-globals"
import { readSnapshot } from "../content/snapshot"
import type { Content } from "../../content/content"
import { brandFontFaceCss, facesFor, siteCharacters, writeBrandFont } from "../../fonts/site-font"
import { contentIconDrawings } from "../../icons/content-icons"
import { iconFileHrefs } from "../../icons/icon-files"

/** The texts of the first screen of every page: the header's and, on the home page, the hero's. */
function firstScreenTexts({ site, navigation }: Content): string[] {
  return [site.name, site.jobTitle, site.greeting, site.tagline, ...Object.values(site.availability), ...Object.values(site.hero), ...navigation.map((entry) => entry.label)]
}

/**
 * The typeface cut down to every language's characters, written into public/, with the files
 * the first screen's text needs (`gatsby develop` takes content edits into it at its next start).
 */
async function brandFont(rootDir: string, contents: readonly Content[]): Promise<RenderGlobals["brandFont"]> {
  const characters = [...new Set(contents.flatMap(siteCharacters))]
  const faces = await writeBrandFont(characters, path.join(rootDir, "public"))
  return { css: brandFontFaceCss(faces), preload: facesFor(faces, contents.flatMap(firstScreenTexts)).map((face) => face.url) }
}

export async function configureWebpack({ actions, stage, getConfig, plugins }: CreateWebpackConfigArgs, rootDir: string): Promise<void> {
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
  const contents = readSnapshot(rootDir).map(({ content }) => content)
  const editor = isEditorOn(contents[0].site)
  if (stage === "build-javascript") actions.replaceWebpackConfig({ ...withIslandsEntry(getConfig(), rootDir, { editor }), devtool: false })
  // `gatsby develop` serves the editor's scripts from its own webpack (its files: src/build-time/editor/editor-develop.ts).
  if (stage === "develop" && editor) {
    const config = getConfig()
    // Replaced, not merged: a merged entry of this stage is not built.
    actions.replaceWebpackConfig({ ...config, entry: { ...config.entry, ...editorEntries(rootDir) } })
  }
  if (stage !== "build-html" && stage !== "develop-html") return
  const globals: RenderGlobals = { brandFont: await brandFont(rootDir, contents) }
  // The HTML renderer of a build is compiled after the browser build: the islands script is written by then.
  if (stage === "build-html") {
    globals.islandsScript = builtIslandsScript(path.join(rootDir, "public"))
    globals.iconFiles = iconFileHrefs(contentIconDrawings(contents[0]))
  }
  actions.setWebpackConfig({ plugins: [plugins.define(renderGlobalsDefinition(globals))] })
}
