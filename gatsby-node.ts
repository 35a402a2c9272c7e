/**
 * Gatsby's steps, each a call into the room that owns it: the content and the data layer
 * (src/build-time/data-layer/), the webpack stages (src/build-time/bundles/), the pages
 * (src/build-time/pages/), what is written after them (src/build-time/publish/) and the
 * editor at /admin/ in `gatsby develop` (src/build-time/editor/).
 */
import path from "path"
import type { GatsbyNode } from "gatsby"
import { registerContentErrors } from "./src/build-time/checks/report-content"
import { prepareContent, sourceCvFiles, watchContent } from "./src/build-time/data-layer/source-content"
import { stampContentModel } from "./src/build-time/data-layer/content-model"
import { defineTypes, resolvers } from "./src/build-time/data-layer/graphql-types"
import { configureWebpack } from "./src/build-time/bundles/webpack-config"
import { createContentPages, createPageInEveryLanguage } from "./src/build-time/pages/site-pages"
import { publishBuild } from "./src/build-time/publish/post-build"
import { serveEditor } from "./src/build-time/editor/editor-develop"
import { removeEarlierEditor } from "./src/build-time/editor/editor-files"

const rootDir = __dirname

/**
 * Gatsby's first step: the content is checked, and bad content stops the build before anything
 * is sourced, with every problem listed; good content is handed on (the snapshot the data layer
 * reads, the contact function's settings) before Gatsby compiles the function.
 */
export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  registerContentErrors(reporter)
  await prepareContent(rootDir, reporter)
}

/**
 * After Gatsby's start, which empties a cache it does not trust: the cache stamped, the résumé and
 * CV written, and in `gatsby develop` data/ watched; a build first removes the editor an earlier one wrote.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  stampContentModel(rootDir)
  await sourceCvFiles(rootDir, reporter)
  if (process.env.gatsby_executing_command === "develop") watchContent(rootDir, reporter)
  else removeEarlierEditor(path.join(rootDir, "public"))
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => defineTypes(actions, rootDir)

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => createResolvers(resolvers(rootDir))

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => configureWebpack(args, rootDir)

export const createPages: GatsbyNode["createPages"] = (args) => createContentPages(args, rootDir)

export const onCreatePage: GatsbyNode["onCreatePage"] = (args) => createPageInEveryLanguage(args, rootDir)

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => publishBuild(rootDir, reporter)

/** `gatsby develop`'s server: the editor at /admin/, which a build writes into public/. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => serveEditor(app, rootDir)
