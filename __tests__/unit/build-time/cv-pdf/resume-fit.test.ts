import { describeLeftOut, firstThatFits, fitResume, resumeAchievements, resumeProjects, resumeSelections, TOP_SKILLS, topSkills } from "../../../../src/build-time/cv-pdf/resume-fit"

const skill = (name: string, level: number, featured = true) => ({ name, level, featured, category: "languages" })
const project = (title: string, featured = true) => ({ title, featured })
const achievement = (title: string, kind: string) => ({ title, kind })

describe("what the résumé holds at most", () => {
  it("names the featured skills, highest level first (ties in data order), at most TOP_SKILLS", () => {
    expect(topSkills([skill("A", 70), skill("B", 90), skill("C", 95, false), skill("D", 90)]).map((s) => s.name)).toEqual(["B", "D", "A"])
    expect(topSkills(Array.from({ length: 20 }, (_, i) => skill(`S${i}`, 50)))).toHaveLength(TOP_SKILLS)
  })

  it("names the highest skills of all when none is featured", () => {
    expect(topSkills([skill("A", 70, false), skill("B", 90, false)]).map((s) => s.name)).toEqual(["B", "A"])
  })

  it("keeps the certifications first, then the awards, talks and publications, each in the order given (newest first)", () => {
    const given = [achievement("P", "publication"), achievement("T", "talk"), achievement("C2", "certification"), achievement("A", "award"), achievement("C1", "certification")]
    expect(resumeAchievements(given).map((a) => a.title)).toEqual(["C2", "C1", "A", "T", "P"])
  })

  it("shows the featured projects in data order, or every project when none is featured", () => {
    expect(resumeProjects([project("A", false), project("B"), project("C")]).map((p) => p.title)).toEqual(["B", "C"])
    expect(resumeProjects([project("A", false), project("B", false)]).map((p) => p.title)).toEqual(["A", "B"])
  })
})

describe("what it leaves out to stay on one page, in order", () => {
  const content = {
    jobs: ["latest", "older", "oldest"],
    projects: [project("P1"), project("P2")],
    skills: [skill("High", 90), skill("Low", 60)],
    achievements: [achievement("newest talk", "talk"), achievement("older award", "award")],
  }
  const selections = resumeSelections(content)
  const summarise = (s: (typeof selections)[number]) => [s.achievements.map((a) => a.title).join("+"), s.jobs.join("+"), s.projects.map((p) => p.title).join("+"), s.skills.map((k) => k.name).join("+"), s.summary]

  it("goes from the fullest to the leanest: achievements (an award before a talk), older jobs (oldest first), projects (last first), skills (lowest first), the summary", () => {
    expect(selections.map(summarise)).toEqual([
      ["older award+newest talk", "latest+older+oldest", "P1+P2", "High+Low", true],
      ["older award", "latest+older+oldest", "P1+P2", "High+Low", true],
      ["", "latest+older+oldest", "P1+P2", "High+Low", true],
      ["", "latest+older", "P1+P2", "High+Low", true],
      ["", "latest", "P1+P2", "High+Low", true],
      ["", "latest", "P1", "High+Low", true],
      ["", "latest", "", "High+Low", true],
      ["", "latest", "", "High", true],
      ["", "latest", "", "", true],
      ["", "latest", "", "", false],
    ])
  })

  it("never leaves out the latest job, and works with no job at all", () => {
    expect(selections.every((s) => s.jobs[0] === "latest")).toBe(true)
    expect(resumeSelections({ jobs: [], projects: [], skills: [], achievements: [] }).map(summarise)).toEqual([
      ["", "", "", "", true],
      ["", "", "", "", false],
    ])
  })

  it("says what a selection left out, for the build's log", () => {
    expect(describeLeftOut(content, selections[0])).toBe("")
    expect(describeLeftOut(content, selections[1])).toBe("1 achievement")
    expect(describeLeftOut(content, selections[3])).toBe("2 achievements and 1 older job")
    expect(describeLeftOut(content, selections[5])).toBe("2 achievements, 2 older jobs and 1 project")
    expect(describeLeftOut(content, selections[9])).toBe("2 achievements, 2 older jobs, 2 projects, 2 skills and the summary")
  })
})

describe("finding the first that fits", () => {
  /** Candidates 0..count-1, of which those from `fitsFrom` on fit; counts the tries. */
  async function search(count: number, fitsFrom: number) {
    const tried: number[] = []
    const found = await firstThatFits(count, async (index) => {
      tried.push(index)
      return index >= fitsFrom
    })
    return { found, tried }
  }

  it("takes the fullest when it fits, in one try", async () => {
    await expect(search(30, 0)).resolves.toEqual({ found: { index: 0, fits: true }, tried: [0] })
  })

  it("finds the first that fits in about log2(count) tries", async () => {
    for (const fitsFrom of [1, 2, 7, 15, 28, 29]) {
      const { found, tried } = await search(30, fitsFrom)
      expect(found).toEqual({ index: fitsFrom, fits: true })
      // The last one is tried as well when nothing before it fitted.
      expect(tried.length).toBeLessThanOrEqual(2 + Math.ceil(Math.log2(30)))
    }
  })

  it("takes the leanest when none fits, having tried it: it does not fit", async () => {
    const { found, tried } = await search(5, 99)
    expect(found).toEqual({ index: 4, fits: false })
    expect(tried).toContain(4)
    await expect(search(1, 99).then((r) => r.found)).resolves.toEqual({ index: 0, fits: false })
  })
})

describe("a résumé that does not fit one page even at its leanest", () => {
  const content = { jobs: ["latest", "older"], projects: [project("P1")], skills: [skill("High", 90)], achievements: [] }
  const selections = resumeSelections(content)
  const leanest = selections[selections.length - 1]

  it("is the leanest, and it is the latest job that runs over when the page holds the rest without it", async () => {
    const fit = await fitResume(selections, async (selection) => selection.jobs.length === 0)
    expect(fit).toEqual({ selection: leanest, fits: false, runsOver: "latest job" })
  })

  it("is the name and contact details that run over when even without a job it does not fit, or there is no job", async () => {
    await expect(fitResume(selections, async () => false)).resolves.toEqual({ selection: leanest, fits: false, runsOver: "header" })
    const noJob = resumeSelections({ jobs: [], projects: [], skills: [], achievements: [] })
    const tried: unknown[] = []
    const fit = await fitResume(noJob, async (selection) => (tried.push(selection), false))
    expect(fit).toMatchObject({ fits: false, runsOver: "header" })
    // No job to leave out: no extra try.
    expect(tried).toHaveLength(2)
  })

  it("fits otherwise, with nothing said to run over", async () => {
    await expect(fitResume(selections, async (selection) => selection.jobs.length < 2)).resolves.toEqual({ selection: selections[1], fits: true })
  })
})
