import path from "path"
import type { GatsbyNode, Reporter } from "gatsby"
import { typeDefs } from "./src/build/schema"
import { dataFileName, validateAllData, validateDataFile } from "./src/build/validate-data"
import { postBuild } from "./src/build/post-build"
import { withIslandsEntry } from "./src/build/islands-entry"

const rootDir = __dirname

function failOnProblems(problems: string[], reporter: Reporter): void {
  if (problems.length === 0) return
  reporter.panicOnBuild(
    `The content in data/ has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}\n` +
      `Each schema in data/schemas/ describes the expected fields.`
  )
}

/** Bad content stops the build before anything is sourced, with every problem listed. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  failOnProblems(validateAllData({ rootDir }), reporter)
}

let bootstrapped = false
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  bootstrapped = true
}

/** While `gatsby develop` runs, re-check a data file each time the owner saves it. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter }) => {
  if (!bootstrapped || node.internal.type !== "File" || node.sourceInstanceName !== "data") return
  const name = dataFileName(String(node.base))
  if (name && path.dirname(String(node.absolutePath)) === path.join(rootDir, "data")) {
    failOnProblems(validateDataFile(name, { rootDir }), reporter)
  }
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage, getConfig }) => {
  // See src/theme/chakra-theme-parts.ts: Chakra's theme files, importable one by one.
  actions.setWebpackConfig({
    resolve: {
      alias: {
        "@chakra-theme": path.join(rootDir, "node_modules/@chakra-ui/react/dist/esm/theme"),
      },
    },
  })
  if (stage === "build-javascript") actions.replaceWebpackConfig(withIslandsEntry(getConfig(), rootDir))
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs)
}

/**
 * After the pages are written: share image, robots.txt, sitemap.xml, inline scripts moved to
 * files (so the CSP needs no 'unsafe-inline') and public/_headers (src/build/headers.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<{
    site: { siteMetadata: { siteUrl: string; isPreview: boolean } }
    siteJson: { name: string; jobTitle: string; tagline: string; location: string }
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
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("onPostBuild could not read the site data.", result.errors)
    return
  }
  const { siteUrl, isPreview } = result.data.site.siteMetadata
  try {
    const done = await postBuild({
      publicDir: path.join(rootDir, "public"),
      site: result.data.siteJson,
      siteUrl,
      isPreview,
    })
    reporter.info(`[ship] ${siteUrl}${isPreview ? " (preview, noindex)" : ""}: ${done.join("; ")}`)
  } catch (error) {
    reporter.panicOnBuild(`Post-build step failed: ${(error as Error).message}`, error as Error)
  }
}
