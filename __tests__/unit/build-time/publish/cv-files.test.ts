/** @jest-environment node */
/**
 * The build step that writes the résumé and CV (src/build-time/publish/cv-files.ts), apart from the
 * PDF writer (cv-pdf.test.ts makes the files): the warning a résumé on two pages gives, and
 * the order writes run in when `gatsby develop` asks again after each save.
 */
import { cvFilesWriter, resumeWarning, type PdfFiles } from "../../../../src/build-time/publish/cv-files"
import { cvContentOf, paperSizeOf, type CvContent } from "../../../../src/build-time/cv-pdf/content"
import { readSiteContent } from "../../../support/site-content"
import { FIXTURE_SITES } from "../../../../tools/fixture-sites"

const sample = () => cvContentOf(readSiteContent(FIXTURE_SITES.sample), {})

describe("the warning about a résumé that runs over one page at its leanest", () => {
  it("names the latest job's longest field, where it is written, and its length", () => {
    const content = sample()
    content.experience[0].description = "Built things. ".repeat(400).trim()
    expect(resumeWarning(content, "latest job", 2)).toBe(
      "/Brian-Kamau-Resume.pdf has 2 pages instead of one: it leaves out all it may (achievements, older jobs, projects, skills and the summary), and your latest job is still too long " +
        `for one page with your name and contact details: data/experience.json, entry 1 (id "${content.experience[0].id}", title "${content.experience[0].title}"), ` +
        `field "description" (${content.experience[0].description.length} characters). Shorten it.`
    )
  })

  it("names the longest of the name, job title and contact details when they alone run over", () => {
    const content = sample()
    content.site.jobTitle = "Engineer ".repeat(300).trim()
    expect(resumeWarning(content, "header", 3)).toMatch(
      new RegExp(`^/Brian-Kamau-Resume\\.pdf has 3 pages instead of one: .* your name, job title and contact details alone are too long for one page\\. The longest is data/site\\.json, field "jobTitle" \\(${content.site.jobTitle.length} characters\\): shorten it\\.$`)
    )
  })
})

describe("writing the files for each content asked for (gatsby develop asks after every save)", () => {
  /** A writer whose writes end when the test says, recording when each starts and ends. */
  function controlledWriter() {
    const events: string[] = []
    const pending: { name: string; finish: () => void; fail: (error: Error) => void }[] = []
    const write = (content: CvContent) =>
      new Promise<PdfFiles>((resolve, reject) => {
        const name = content.site.name
        events.push(`start ${name}`)
        pending.push({
          name,
          finish: () => {
            events.push(`end ${name}`)
            resolve({ resumeLeftOut: name } as PdfFiles)
          },
          fail: (error) => {
            events.push(`fail ${name}`)
            reject(error)
          },
        })
      })
    return { writer: cvFilesWriter(write), events, pending }
  }
  const content = (name: string) => {
    const value = sample()
    value.site.name = name
    return value
  }
  /** Lets every settled promise's callbacks run. */
  const settle = () => new Promise((resolve) => setImmediate(resolve))

  it("starts a write only once the one before has ended, so the latest content's files are written last", async () => {
    const { writer, events, pending } = controlledWriter()
    const first = writer(content("A"), "public")
    const second = writer(content("B"), "public")
    await settle()
    expect(events).toEqual(["start A"])
    pending[0].finish()
    await first.files
    await settle()
    expect(events).toEqual(["start A", "end A", "start B"])
    pending[1].finish()
    await expect(second.files).resolves.toMatchObject({ resumeLeftOut: "B" })
    expect(events).toEqual(["start A", "end A", "start B", "end B"])
  })

  it("says which request is the latest: only its node is made", async () => {
    const { writer, pending } = controlledWriter()
    const first = writer(content("A"), "public")
    const second = writer(content("B"), "public")
    expect([first.isLatest(), second.isLatest()]).toEqual([false, true])
    await settle()
    pending[0].finish()
    await settle()
    pending[1].finish()
    await Promise.all([first.files, second.files])
    expect([first.isLatest(), second.isLatest()]).toEqual([false, true])
    // The same content again is the same write, and the latest.
    const again = writer(content("B"), "public")
    expect(again.isLatest()).toBe(true)
    await expect(again.files).resolves.toMatchObject({ resumeLeftOut: "B" })
    expect(pending).toHaveLength(2)
  })

  it("writes a content once, but again after another content's files replaced its own", async () => {
    const { writer, events, pending } = controlledWriter()
    const write = async (name: string) => {
      const request = writer(content(name), "public")
      await settle()
      pending[pending.length - 1].finish()
      return request.files
    }
    await write("A")
    await writer(content("A"), "public").files
    await write("B")
    await write("A")
    expect(events).toEqual(["start A", "end A", "start B", "end B", "start A", "end A"])
  })

  it("forgets a failed write: asking again for the same content tries again, and the next write still runs", async () => {
    const { writer, events, pending } = controlledWriter()
    const failed = writer(content("A"), "public")
    await settle()
    pending[0].fail(new Error("disk full"))
    await expect(failed.files).rejects.toThrow("disk full")
    await settle()
    const retried = writer(content("A"), "public")
    await settle()
    expect(events).toEqual(["start A", "fail A", "start A"])
    pending[1].finish()
    await expect(retried.files).resolves.toMatchObject({ resumeLeftOut: "A" })
    expect(retried.isLatest()).toBe(true)
  })
})

describe("the paper", () => {
  it("is A4 unless the owner chose Letter", () => {
    const content = sample()
    delete content.site.pdf.paperSize
    expect(paperSizeOf(content)).toBe("A4")
    content.site.pdf.paperSize = "Letter"
    expect(paperSizeOf(content)).toBe("Letter")
  })
})
