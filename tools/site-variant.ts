/**
 * The sites the template's tests run on, each a copy of this checkout (its tracked and new
 * files, as they are now, sharing node_modules) whose content (data/ and static/downloads/) is
 * a frozen fixture's (__tests__/fixtures/sites/), never the owner's own data/, built by
 * `gatsby build` like the real site:
 *
 * - sample: the sample person, whom the browser tests (__tests__/e2e/) expect;
 * - second-owner, third-owner: very different owners, checked by the owner's pass
 *   (__tests__/site/) with the owner's own site;
 * - email, netlify: the sample with real delivery of the contact form's messages;
 * - hosts: the sample again, which the hosts' own builds make and serve.
 *
 * `npm test` builds them after the site itself (`npm run build:variants`); the tests serve
 * their public/. The netlify and hosts variants are built by the hosts' own builds alone, in `npm
 * run test:hosts`, which their tests need: a `gatsby build` of them would be a second build of
 * the same site that nothing reads.
 *
 *   npm run build:variants            every variant `npm test` reads
 *   npm run build:variants -- email   one
 *   npm run build:variants -- --reuse-site-build
 *                                     `npm test`'s: right after `npm run build`, a variant whose
 *                                     content and settings are the checkout's own (the sample,
 *                                     in the template's own repository) takes that build's
 *                                     public/ instead of building the same site again
 *   ts-node tools/site-variant.ts --prepare-only netlify
 *                                     the copy only, for a host's own build (npm run test:hosts)
 */
import { execFileSync, spawn } from "child_process"
import crypto from "crypto"
import fs from "fs"
import net from "net"
import os from "os"
import path from "path"
import { copyFixtureContent, hasFixtureContent, type FixtureSiteName } from "./fixture-sites"
import { readJson, writeJson } from "./json-files"
import type { ProjectsData, SiteData as SiteEntry } from "../src/content/schema-types"

const ROOT = path.join(__dirname, "..")

type SiteData = Pick<SiteEntry, "email" | "contact" | "redirectByLanguage">

/**
 * The owner's address in the variants: real delivery to the sample's hello@example.com is
 * refused by a production host build (src/build-time/checks/check-delivery.ts), as an owner's
 * launch would be.
 */
export const VARIANT_OWNER_EMAIL = "hello@briankamau.dev"

/**
 * A key set in the e-mail variant's build environment, as a host's would be: the tests check
 * that it reaches neither the HTML nor the browser's scripts.
 */
export const BUILD_TIME_SECRET = "re_build_env_secret_4b1e"

interface Variant {
  /** Whose content: a fixture of __tests__/fixtures/sites/. */
  content: FixtureSiteName
  /** A change to the fixture's data/site.json. */
  edit?: (site: SiteData) => void
  /** In the default language only: the fixture's translations are left out (what the variant tests has nothing to do with them). */
  oneLanguage?: boolean
  /**
   * Every project shown with the first one's screenshot: for a variant whose tests look at no
   * picture. Each picture of the sample is encoded to AVIF at five widths, the longest step of
   * its build.
   */
  onePicture?: boolean
  /** The build's environment, beside the machine's. */
  env: Record<string, string>
  /** Built by a host's own build tool (npm run test:hosts), never by build:variants. */
  hostBuildOnly?: boolean
}

export const VARIANTS = {
  /** The sample content, as the template ships it: what the browser tests expect. */
  sample: { content: "sample", env: {} },
  /** Another owner's content, with everything optional left out. */
  "second-owner": { content: "second-owner", env: {} },
  /** An owner with categories, sections and achievements of their own, and no contact form. */
  "third-owner": { content: "third-owner", env: {} },
  /** Messages e-mailed through /api/contact. */
  email: {
    content: "sample",
    oneLanguage: true,
    onePicture: true,
    edit: (site: SiteData) => {
      site.email = VARIANT_OWNER_EMAIL
      site.contact.delivery = "email"
      site.contact.sender = "Portfolio <contact@briankamau.dev>"
    },
    env: { RESEND_API_KEY: BUILD_TIME_SECRET },
  },
  /** The sample, as the hosts' own builds make and serve it: in a folder apart from the sample's, which the browser tests read. */
  hosts: { content: "sample", onePicture: true, env: {}, hostBuildOnly: true },
  /** Messages taken by Netlify Forms, and / redirected by the browser's language: what only Netlify's own build can show. */
  netlify: {
    content: "sample",
    onePicture: true,
    edit: (site: SiteData) => {
      site.email = VARIANT_OWNER_EMAIL
      site.contact.delivery = "netlify"
      site.redirectByLanguage = true
    },
    env: {},
    hostBuildOnly: true,
  },
} satisfies Record<string, Variant>

export type VariantName = keyof typeof VARIANTS

/** One folder per checkout, so that two clones on one machine do not share a variant. */
export function variantDir(name: VariantName): string {
  const checkout = crypto.createHash("sha256").update(ROOT).digest("hex").slice(0, 8)
  return path.join(os.tmpdir(), `portfolio-variants-${checkout}`, name)
}

/** The variant's public/, or an error that says how to build it. */
export function variantPublicDir(name: VariantName): string {
  const dir = path.join(variantDir(name), "public")
  if (!fs.existsSync(path.join(dir, "index.html"))) {
    throw new Error(`The "${name}" variant of the site is not built: run \`npm run build:variants -- ${name}\` first.`)
  }
  return dir
}

function copyCheckout(target: string): void {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: ROOT, encoding: "utf8" })
    .split("\0")
    .filter((file) => file !== "" && fs.existsSync(path.join(ROOT, file)))
  // Gatsby's cache (.cache) is kept between runs; everything else is copied afresh.
  for (const entry of fs.existsSync(target) ? fs.readdirSync(target) : []) {
    if (entry !== ".cache") fs.rmSync(path.join(target, entry), { recursive: true, force: true })
  }
  for (const file of files) {
    const destination = path.join(target, file)
    fs.mkdirSync(path.dirname(destination), { recursive: true })
    fs.copyFileSync(path.join(ROOT, file), destination)
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(target, "node_modules"), "dir")
}

/**
 * The variant's folder (or `dir`, another copy of it), with its fixture's content (edited, for
 * some), ready to build.
 */
export function prepareVariant(name: VariantName, dir = variantDir(name)): string {
  const variant: Variant = VARIANTS[name]
  copyCheckout(dir)
  copyFixtureContent(dir, variant.content)
  if (variant.edit || variant.oneLanguage) {
    const siteFile = path.join(dir, "data", "site.json")
    const site = readJson<SiteData & { otherLanguages?: string[] }>(siteFile)
    variant.edit?.(site)
    if (variant.oneLanguage) {
      for (const language of site.otherLanguages ?? []) fs.rmSync(path.join(dir, "data", language), { recursive: true, force: true })
      delete site.otherLanguages
    }
    writeJson(siteFile, site)
  }
  if (variant.onePicture) {
    const projectsFile = path.join(dir, "data", "projects.json")
    const projects = readJson<ProjectsData>(projectsFile)
    const picture = projects[0]?.image
    for (const project of projects) {
      project.image = picture
      for (const screenshot of project.caseStudy?.screenshots ?? []) screenshot.image = picture
    }
    writeJson(projectsFile, projects)
  }
  return dir
}

interface BuildRun {
  status: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

/** `gatsby build` in the variant's folder, its output kept for the message of a failure. */
function runGatsbyBuild(name: VariantName, dir: string): Promise<BuildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(dir, "node_modules", ".bin", "gatsby"), ["build"], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...VARIANTS[name].env },
      stdio: ["ignore", "pipe", "pipe"],
    })
    const stdout: Buffer[] = []
    const stderr: Buffer[] = []
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk))
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk))
    child.once("error", reject)
    child.once("close", (status, signal) => resolve({ status, signal, stdout: Buffer.concat(stdout).toString("utf8"), stderr: Buffer.concat(stderr).toString("utf8") }))
  })
}

/** The lines of a failed build that say why (Gatsby's error blocks), for the end of a CI log, which is all some readers see. */
function whyItFailed(output: string): string {
  const lines = output.split("\n").filter((line) => line.trim() !== "")
  const firstError = lines.findIndex((line) => /\bERROR\b|Error:|error /.test(line))
  return lines.slice(firstError >= 0 ? firstError : -40).slice(0, 40).join("\n")
}

/** Whether a variant is the checkout itself: its fixture's content is the checkout's, unedited, and it needs no environment of its own. */
function isTheCheckoutsOwnSite(name: VariantName): boolean {
  const variant: Variant = VARIANTS[name]
  if (variant.edit || variant.oneLanguage || variant.onePicture || Object.keys(variant.env).length > 0) return false
  return hasFixtureContent(ROOT, variant.content)
}

/**
 * What Gatsby's cache depends on beyond the content: its plugins and configuration. Gatsby
 * keeps, from a cache of other plugins, which plugin owns each node type, and then stops the
 * build; a variant whose cache was made by another checkout state starts without one.
 */
function cacheKey(): string {
  const hash = crypto.createHash("sha256")
  for (const file of ["package-lock.json", "gatsby-config.ts", "gatsby-node.ts"]) hash.update(fs.readFileSync(path.join(ROOT, file)))
  return hash.digest("hex")
}

const cacheStamp = (dir: string) => path.join(dir, ".cache", "variant-cache-key")

function dropStaleCache(dir: string): void {
  const stamp = cacheStamp(dir)
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === cacheKey()) return
  fs.rmSync(path.join(dir, ".cache"), { recursive: true, force: true })
}

export async function buildVariant(name: VariantName, { reuseSiteBuild = false } = {}): Promise<string> {
  const started = Date.now()
  const dir = prepareVariant(name)
  dropStaleCache(dir)
  const sitePublic = path.join(ROOT, "public")
  if (reuseSiteBuild && fs.existsSync(path.join(sitePublic, "index.html")) && isTheCheckoutsOwnSite(name)) {
    fs.cpSync(sitePublic, path.join(dir, "public"), { recursive: true })
    console.log(`variant "${name}" is the checkout's own site: its public/ copied from the build just made: ${dir}`)
    return dir
  }
  let build = await runGatsbyBuild(name, dir)
  if (build.status !== 0) {
    // Once more from an empty cache, so that a cache the key above missed, or a machine busy
    // with something else, is told apart from a real failure; both outputs are printed.
    process.stderr.write(`${build.stdout}\n${build.stderr}\nThe "${name}" variant did not build (exit ${build.status}); building it once more from an empty cache.\n`)
    fs.rmSync(path.join(dir, ".cache"), { recursive: true, force: true })
    build = await runGatsbyBuild(name, dir)
  }
  if (build.status !== 0) {
    process.stderr.write(`${build.stdout}\n${build.stderr}`)
    throw new Error(`The "${name}" variant did not build, twice (exit ${build.status}, signal ${build.signal ?? "none"}); why:\n${whyItFailed(`${build.stdout}\n${build.stderr}`)}`)
  }
  fs.writeFileSync(cacheStamp(dir), cacheKey())
  console.log(`variant "${name}" built in ${Math.round((Date.now() - started) / 1000)} s: ${dir}`)
  return dir
}

/**
 * Builds the variants one more at a time than the machine has cores: one Gatsby build alone
 * leaves a quarter of two cores idle (its steps wait on one thread at times), and two side by
 * side do not, so `npm test`'s three start together instead of the last building alone (each
 * variant has a folder, cache and public/ of its own).
 */
export async function buildVariants(names: readonly VariantName[], options: { reuseSiteBuild?: boolean } = {}): Promise<void> {
  const waiting = [...names]
  const failures: string[] = []
  const builder = async () => {
    for (let name = waiting.shift(); name !== undefined; name = waiting.shift()) {
      try {
        await buildVariant(name, options)
      } catch (error) {
        // No new build starts after a failure; the ones running finish, so none is left behind.
        waiting.length = 0
        failures.push(error instanceof Error ? error.message : String(error))
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(os.availableParallelism() + 1, names.length) }, builder))
  if (failures.length > 0) throw new Error(failures.join("\n\n"))
}

if (require.main === module) {
  const args = process.argv.slice(2)
  const prepareOnly = args.includes("--prepare-only")
  const reuseSiteBuild = args.includes("--reuse-site-build")
  const asked = args.filter((arg) => !arg.startsWith("--"))
  // Each once: two builds of one variant at a time would share, and empty, its folder.
  const everyBuilt = (Object.keys(VARIANTS) as VariantName[]).filter((name) => !(VARIANTS[name] as Variant).hostBuildOnly)
  const names = [...new Set(asked.length > 0 ? asked : everyBuilt)] as VariantName[]
  for (const name of names) {
    if (!(name in VARIANTS)) throw new Error(`No variant "${name}": there are ${Object.keys(VARIANTS).join(", ")}.`)
  }
  if (prepareOnly) for (const name of names) console.log(prepareVariant(name))
  else
    buildVariants(names, { reuseSiteBuild }).catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    })
}

export interface ServedVariant {
  url: string
  /** What `gatsby serve` printed, for a failing test's message. */
  output(): string
  close(): Promise<void>
}

/**
 * `gatsby serve` on a built variant: its pages and its functions, as the hosts' adapters run
 * them. `env` reaches the functions (RESEND_API_KEY, CONTACT_PROVIDER_URL).
 */
export async function serveVariant(name: VariantName, env: Record<string, string>): Promise<ServedVariant> {
  variantPublicDir(name)
  const dir = variantDir(name)
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as net.AddressInfo
      probe.close(() => resolve(free))
    })
  })
  let output = ""
  const child = spawn(path.join(dir, "node_modules", ".bin", "gatsby"), ["serve", "--port", String(port), "--host", "127.0.0.1"], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
    detached: true,
  })
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  const close = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once("exit", resolve))
    process.kill(-(child.pid as number), "SIGTERM")
    await exited
  }
  const deadline = Date.now() + 60_000
  for (;;) {
    const ready = await fetch(url).then((response) => response.ok, () => false)
    if (ready) return { url, output: () => output, close }
    if (child.exitCode !== null || Date.now() > deadline) {
      await close()
      throw new Error(`gatsby serve on the "${name}" variant did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
