/**
 * The content the template's tests run on: frozen copies of an owner's data/ and
 * static/downloads/, never the live data/ of this checkout, so that an owner who replaces
 * every word and picture changes no test result.
 *
 * - sample: the sample person the template ships with (the spec's content), as it was when
 *   the template's tests were written. Tests may name its values.
 * - second-owner: another person, as different as a real owner could make it (no experience,
 *   no phone, no apps, one social link...): the proof that whatever an owner leaves out renders
 *   as a visitor expects.
 * - third-owner: a game developer who uses what neither of the others does: project and skill
 *   categories of their own, brand icons for new profiles (Codeberg, Mastodon, Bluesky,
 *   itch.io, YouTube) and skill logos (Godot, Unity, AWS...), achievements (an expired
 *   certificate they choose not to show), sections in their own order with skills left out (their
 *   skills.json is kept, and checked, for the day they show it), positions with and without an
 *   end, and a contact section without a form.
 *
 * Each is laid out as a checkout's content is (data/*.json, data/images/, static/downloads/),
 * so the content check and the build take it as a root.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import { loadContent, type Content } from "../src/build-time/content/read-content"
import { listSitePaths } from "../src/build-time/site-files"
import { REPO_ROOT } from "./repo-root"

export const FIXTURE_SITES = {
  sample: path.join(REPO_ROOT, "__tests__", "fixtures", "sites", "sample"),
  "second-owner": path.join(REPO_ROOT, "__tests__", "fixtures", "sites", "second-owner"),
  "third-owner": path.join(REPO_ROOT, "__tests__", "fixtures", "sites", "third-owner"),
} as const

export type FixtureSiteName = keyof typeof FIXTURE_SITES

export const SAMPLE_SITE_DIR = FIXTURE_SITES.sample

/** What a site's content is made of: the folders a fixture replaces in a copy of the checkout. */
export const CONTENT_FOLDERS = ["data", path.join("static", "downloads")] as const

/** A fixture's content, read and typed as the build reads an owner's. */
export const readFixtureContent = (site: FixtureSiteName = "sample"): Content => loadContent(FIXTURE_SITES[site])

/** One data file of a fixture, parsed as it is (a test may then break it on purpose). */
export function readFixtureData<T = any>(name: string, site: FixtureSiteName = "sample"): T {
  return JSON.parse(fs.readFileSync(path.join(FIXTURE_SITES[site], "data", `${name}.json`), "utf8")) as T
}

/** data/schemas/ belongs to the template, not to the content: a fixture has none and replaces none. */
const TEMPLATE_ENTRIES = new Set([path.join("data", "schemas")])

/**
 * Puts a fixture's content into `root` (a scratch folder, or a copy of the checkout), in place
 * of whatever content was there: data/ (JSON and images) and static/downloads/.
 */
export function copyFixtureContent(root: string, site: FixtureSiteName = "sample"): void {
  for (const folder of CONTENT_FOLDERS) {
    const target = path.join(root, folder)
    for (const entry of fs.existsSync(target) ? fs.readdirSync(target) : []) {
      if (!TEMPLATE_ENTRIES.has(path.join(folder, entry))) fs.rmSync(path.join(target, entry), { recursive: true, force: true })
    }
    const source = path.join(FIXTURE_SITES[site], folder)
    fs.mkdirSync(target, { recursive: true })
    if (fs.existsSync(source)) fs.cpSync(source, target, { recursive: true })
  }
}

/** Every file of a content folder, by its path inside it, with its bytes' digest (the schemas are the template's, not content). */
function folderDigest(dir: string): string {
  if (!fs.existsSync(dir)) return ""
  const files = listSitePaths(dir)
    .filter((file) => !file.startsWith("/schemas/"))
    .sort()
  const hash = crypto.createHash("sha256")
  for (const file of files) hash.update(`${file}\0`).update(fs.readFileSync(path.join(dir, file)))
  return hash.digest("hex")
}

/** Whether the content under `root` (a checkout) is a fixture's, byte for byte: in the template's own checkout, data/ is the sample's. */
export function hasFixtureContent(root: string, site: FixtureSiteName): boolean {
  return CONTENT_FOLDERS.every((folder) => folderDigest(path.join(root, folder)) === folderDigest(path.join(FIXTURE_SITES[site], folder)))
}
