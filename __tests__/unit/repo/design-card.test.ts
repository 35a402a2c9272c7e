/** @jest-environment node */
/**
 * The owner's design card names the product's packages. Each is a dependency at the major the
 * card gives, and each does the job its name says where this table names: a package that went
 * (or that stayed in package.json with nothing left using it) fails here, naming it.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { REPO_ROOT } from "../../../tools/repo-root"
import { contentSourcePlugins } from "../../../src/build-time/data-layer/content-sources"
import { snapshotDir, writeSnapshot } from "../../../src/build-time/content/snapshot"
import { loadLanguages } from "../../../src/build-time/content/read-content"
import { FIXTURE_SITES } from "../../../tools/fixture-sites"

const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as { dependencies: Record<string, string>; devDependencies: Record<string, string> }
const versionOf = (name: string) => manifest.dependencies[name] ?? manifest.devDependencies[name]
const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), "utf8")

/** Each package of the card: its major, and where the code uses it for its job. */
const CARD: { name: string; major?: number; file: string; use: RegExp; job: string }[] = [
  { name: "typescript", major: 5, file: "tsconfig.json", use: /"strict": true/, job: "the language of every source file, type-checked strictly (npm run typecheck)" },
  { name: "react", major: 18, file: "gatsby-ssr.tsx", use: /renderToString\(/, job: "renders every page at build time" },
  { name: "gatsby", major: 5, file: "gatsby-node.ts", use: /from "gatsby"/, job: "the site's build: its steps call the rooms of src/build-time/" },
  { name: "gatsby-source-filesystem", major: 5, file: "src/build-time/data-layer/content-sources.ts", use: /resolve: "gatsby-source-filesystem"/, job: "sources the content's snapshot and data/'s images" },
  { name: "gatsby-transformer-json", major: 5, file: "src/build-time/data-layer/content-sources.ts", use: /resolve: "gatsby-transformer-json"/, job: "makes the content's GraphQL nodes from its JSON files" },
  { name: "gatsby-plugin-image", major: 3, file: "src/components/sections/projects/ProjectCard.tsx", use: /gatsbyImageData\(/, job: "the screenshots' image data in the pages' queries" },
  { name: "gatsby-plugin-sharp", major: 5, file: "gatsby-config.ts", use: /resolve: "gatsby-plugin-sharp"/, job: "makes the screenshots' AVIF and JPEG files" },
  { name: "@chakra-ui/react", major: 3, file: "src/theme/system.ts", use: /createSystem\(/, job: "the design system every component is styled with" },
  { name: "@emotion/react", major: 11, file: "gatsby-ssr.tsx", use: /<CacheProvider value=\{cache\}>/, job: "Chakra's styles, collected at build time into the site's stylesheet" },
  { name: "framer-motion", major: 12, file: "src/components/motion/glide.ts", use: /import \{ animate \} from "framer-motion\/dom"/, job: "the gallery's and the tabs' motion" },
  { name: "jest", major: 30, file: "jest.config.js", use: /projects: \[/, job: "runs every test suite" },
  { name: "@testing-library/react", major: 16, file: "__tests__/support/render-components.tsx", use: /from "@testing-library\/react"/, job: "renders each component as a visitor uses it, in the component tests" },
]

describe.each(CARD)("$name", ({ name, major, file, use }) => {
  it(`is a dependency${major ? ` at major ${major}` : ""}`, () => {
    expect(versionOf(name)).toBeDefined()
    if (major) expect(versionOf(name)).toMatch(new RegExp(`^[\\^~]?${major}\\.`))
  })

  it(`does its job in ${file}`, () => {
    expect(read(file)).toMatch(use)
  })
})

describe("the content's road into the data layer", () => {
  let root: string
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "design-card-"))
    writeSnapshot(root, loadLanguages(FIXTURE_SITES.sample))
  })
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  const plugin = (name: string) => contentSourcePlugins(root).filter((entry) => entry.resolve === name)

  it("gives gatsby-source-filesystem the snapshot, and data/ for its images only", () => {
    const [data, content] = plugin("gatsby-source-filesystem")
    expect(content.options).toMatchObject({ name: "content", path: snapshotDir(root) })
    expect(data.options).toMatchObject({ name: "data", path: path.join(root, "data") })
    expect((data.options as { ignore: string[] }).ignore).toContain("**/*.json")
  })

  /** What gatsby-transformer-json makes of one of the snapshot's files, as gatsby-source-filesystem's File node gives it. */
  async function nodesOf(language: string, name: string) {
    const [transformer] = plugin("gatsby-transformer-json")
    const absolutePath = path.join(snapshotDir(root), language, `${name}.json`)
    const file = { id: `file ${absolutePath}`, name, dir: path.dirname(absolutePath), absolutePath, internal: { type: "File", mediaType: "application/json" } }
    const created: Record<string, unknown>[] = []
    const { onCreateNode, shouldOnCreateNode } = require("gatsby-transformer-json/gatsby-node")
    expect(shouldOnCreateNode({ node: file })).toBe(true)
    await onCreateNode(
      {
        node: file,
        actions: { createNode: (node: Record<string, unknown>) => created.push(node), createParentChildLink: () => undefined },
        loadNodeContent: async () => fs.readFileSync(absolutePath, "utf8"),
        createNodeId: (seed: string) => `id ${seed}`,
        createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(),
      },
      transformer.options
    )
    return created
  }

  it("makes each list entry a node named after its file, in its language, with the entry's id as jsonId", async () => {
    const projects = await nodesOf("sw", "projects")
    expect(projects).toHaveLength(10)
    expect(projects[0]).toMatchObject({ internal: { type: "ProjectsJson" }, language: "sw", jsonId: 1 })
  })

  it("makes site.json one node named after its file, not its language's folder", async () => {
    const [site, ...more] = await nodesOf("sw", "site")
    expect(more).toEqual([])
    expect(site).toMatchObject({ internal: { type: "SiteJson" }, language: "sw" })
  })
})
