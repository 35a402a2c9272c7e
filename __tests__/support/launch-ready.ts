/**
 * The sample content as an owner has it at launch: their own addresses in place of the
 * placeholders, and their own signed builds in place of the sample apps. With these, the
 * content check has nothing to say (placeholder-warnings.test.ts, check-content.test.ts).
 */
import fs from "fs"
import path from "path"
import { REPO_ROOT } from "../../tools/repo-root"


interface SampleSite {
  otherLanguages?: string[]
  phone: string
  email: string
  resumeUrl: string
  cvUrl: string
  socialLinks: { label: string; href: string }[]
}

/** Puts real-looking addresses in place of each placeholder of data/site.json and data/projects.json. */
export function useOwnAddresses(site: SampleSite, projects: { liveUrl?: string }[]): void {
  site.phone = "+254 722 604 311"
  site.email = "brian@briankamau.dev"
  site.resumeUrl = "https://drive.google.com/file/d/1Qz8rT5uVw3XyZ0aBcDeFgHiJkLmNoP/view"
  site.cvUrl = "https://briankamau.dev/cv.pdf"
  for (const link of site.socialLinks) {
    if (link.href === "https://twitter.com/") link.href = "https://twitter.com/briankamau"
    if (link.href === "mailto:hello@example.com") link.href = "mailto:brian@briankamau.dev"
  }
  for (const project of projects) {
    if (project.liveUrl) project.liveUrl = project.liveUrl.replace(".example.com", ".briankamau.dev")
  }
}

/** The same, in the data/ and static/downloads/ of a scratch copy of the project. */
export function makeLaunchReady(root: string): void {
  const file = (name: string) => path.join(root, "data", name)
  const site = JSON.parse(fs.readFileSync(file("site.json"), "utf8"))
  const projects = JSON.parse(fs.readFileSync(file("projects.json"), "utf8"))
  useOwnAddresses(site, projects)
  fs.writeFileSync(file("site.json"), JSON.stringify(site, null, 2))
  // A translation gives each link by its address: the owner's own there too, as the editor copies it.
  for (const language of site.otherLanguages ?? []) {
    const translated = JSON.parse(fs.readFileSync(file(`${language}/site.json`), "utf8"))
    useOwnAddresses({ ...site, socialLinks: translated.socialLinks ?? [] }, [])
    fs.writeFileSync(file(`${language}/site.json`), JSON.stringify(translated, null, 2))
  }
  fs.writeFileSync(file("projects.json"), JSON.stringify(projects, null, 2))
  // Signed with a key of its own, neither the public sample key nor a debug one.
  const ownBuild = path.join(REPO_ROOT, "__tests__", "fixtures", "apk", "release-signed.apk")
  for (const app of ["pesatrack.apk", "fundiconnect.apk"]) fs.copyFileSync(ownBuild, path.join(root, "static", "downloads", app))
}
