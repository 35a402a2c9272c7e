import path from "path"
import type { GatsbyNode, Reporter } from "gatsby"
import { typeDefs } from "./src/build/schema"
import { dataFileName, validateAllData, validateDataFile } from "./src/build/validate-data"

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

/** See src/theme/chakra-theme-parts.ts: Chakra's theme files, importable one by one. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions }) => {
  actions.setWebpackConfig({
    resolve: {
      alias: {
        "@chakra-theme": path.join(rootDir, "node_modules/@chakra-ui/react/dist/esm/theme"),
      },
    },
  })
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs)
}
