/** @jest-environment node */
/** bench:scale's content: the sample grown to a size, which the content check takes as an owner's. */
import fs from "fs"
import os from "os"
import path from "path"
import { growContent, grown, positionsFor, skillsFor } from "../../../../tools/bench/scale"
import { copyFixtureContent, readFixtureContent } from "../../../../tools/fixture-sites"
import { loadLanguages } from "../../../../src/content/read-content"
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
