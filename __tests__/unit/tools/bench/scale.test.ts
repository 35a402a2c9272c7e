/** @jest-environment node */
/** bench:scale's content: the sample grown to a size, which the content check takes as an owner's. */
import fs from "fs"
import os from "os"
import path from "path"
import { growContent, grown, positionsFor, skillsFor, speedOf, speedTable, type ScaleFigures } from "../../../../tools/bench/scale"
import type { PeersReport } from "../../../../tools/bench/bench-peers"
import { copyFixtureContent, readFixtureContent } from "../../../../tools/fixture-sites"
import { loadLanguages } from "../../../../src/build-time/content/read-content"
import { REPO_ROOT } from "../../../../tools/repo-root"
import { projectSlug } from "../../../../src/shared/project-pages"

/** A scratch root with the sample's content and the template's schemas, grown to `projects`. */
function grownSample(projects: number, languages: 1 | 2): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-scale-test-"))
  copyFixtureContent(root)
  fs.cpSync(path.join(REPO_ROOT, "data", "schemas"), path.join(root, "data", "schemas"), { recursive: true })
  growContent(path.join(root, "data"), { projects, languages })
  return root
}

describe("bench:scale's content", () => {
  const sample = readFixtureContent()

  it("repeats the originals, in order, under new names", () => {
    expect(grown(["a", "b"], 5, (original, round) => `${original}${round}`)).toEqual(["a", "b", "a2", "b2", "a3"])
  })

  it("grows the sample to fifty projects, sixty skills and seven positions that the content check takes, featuring only the sample's", () => {
    const root = grownSample(50, 2)
    const [english, kiswahili] = loadLanguages(root)
    const { projects, skills, experience } = english.content
    expect([projects.length, skills.length, experience.length]).toEqual([50, skillsFor(50, sample.skills.length), positionsFor(50, sample.experience.length)])
    expect(new Set(projects.map(projectSlug)).size).toBe(50)
    expect(projects.filter((project) => project.featured).length).toBe(sample.projects.filter((project) => project.featured).length)
    // Each copy is translated as its original is.
    expect(kiswahili.language).toBe("sw")
    expect(kiswahili.content.projects.filter((project) => project.description !== projects.find((p) => p.id === project.id)?.description).length).toBe(50)
    fs.rmSync(root, { recursive: true, force: true })
  })

  it("leaves a site of one language with no translation", () => {
    const root = grownSample(25, 1)
    expect(loadLanguages(root).map((language) => language.language)).toEqual([sample.site.language])
    fs.rmSync(root, { recursive: true, force: true })
  })
})

describe("bench:scale's side-by-side figures", () => {
  const medians = (tbtMs: number, lcpMs: number) => ({ performance: 100, tbtMs, lcpMs, observedLcpAfterFcpMs: 0 }) as PeersReport["pages"][number]["medians"]
  const page = (site: string, pathname: string, tbtMs: number, lcpMs: number) => ({ site, page: pathname, medians: medians(tbtMs, lcpMs) }) as PeersReport["pages"][number]
  const report = {
    pages: [page("this site", "/", 30, 1210), page("this site", "/projects", 90, 1430), page("v4", "/", 80, 2300), page("cara", "/", 300, 2200)],
    targets: [
      { metric: "performance", limit: { value: 100, text: "100" } },
      { metric: "tbtMs", limit: { value: 40, peer: { site: "v4", value: 80 }, text: "0.5 × v4 `/`" } },
      { metric: "lcpMs", limit: { value: 1100, peer: { site: "cara", value: 2200 }, text: "0.5 × cara `/`" } },
    ],
  } as unknown as PeersReport

  it("keeps this site's pages, with the peers its TBT and LCP targets compare with", () => {
    const speed = speedOf(report)
    expect(speed.tbtPeer).toEqual({ site: "v4", value: 80 })
    expect(speed.lcpPeer).toEqual({ site: "cara", value: 2200 })
    expect(speed.pages.map((entry) => entry.page)).toEqual(["/", "/projects"])
  })

  it("writes each page's TBT and LCP as ratios to those peers' medians", () => {
    const row = { projects: 50, languages: 1, speed: speedOf(report) } as ScaleFigures
    const lines = speedTable([row]).split("\n")
    expect(lines).toContain("| 50 | 1 | `/` | 100 | 30 ms (0.38x v4's) | 1210 ms (0.55x cara's) | 0 ms |")
    expect(lines).toContain("| 50 | 1 | `/projects` | 100 | 90 ms (1.13x v4's) | 1430 ms (0.65x cara's) | 0 ms |")
    expect(speedTable([{ ...row, speed: undefined }])).toBe("")
  })
})

