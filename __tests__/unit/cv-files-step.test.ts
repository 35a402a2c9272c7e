/** @jest-environment node */
/**
 * The build step that writes the résumé and CV (src/gatsby-steps/cv-files.ts), apart from the
 * PDF writer (cv-pdf.test.ts makes the files): the warning a résumé on two pages gives.
 */
import { resumeWarning } from "../../src/gatsby-steps/cv-files"
import type { CvContent } from "../../src/cv-pdf/content"
import { readSiteContent } from "../support/site-content"
import { FIXTURE_SITES } from "../support/fixture-sites"

const sample = () => readSiteContent(FIXTURE_SITES.sample) as unknown as CvContent

describe("the warning about a résumé that runs over one page at its leanest", () => {
  it("names the latest job's longest field, where it is written, and its length", () => {
    const content = sample()
    content.experience[0].description = "Built things. ".repeat(400).trim()
    expect(resumeWarning(content, "latest job", 2)).toBe(
      "/resume.pdf has 2 pages instead of one: it leaves out all it may (older jobs, projects, skills and the summary), and your latest job is still too long " +
        `for one page with your name and contact details: data/experience.json, entry 1 (title "${content.experience[0].title}", company "${content.experience[0].company}"), ` +
        `field "description" (${content.experience[0].description.length} characters). Shorten it.`
    )
  })

  it("names the longest of the name, job title and contact details when they alone run over", () => {
    const content = sample()
    content.site.jobTitle = "Engineer ".repeat(300).trim()
    expect(resumeWarning(content, "header", 3)).toMatch(
      new RegExp(`^/resume\\.pdf has 3 pages instead of one: .* your name, job title and contact details alone are too long for one page\\. The longest is data/site\\.json, field "jobTitle" \\(${content.site.jobTitle.length} characters\\): shorten it\\.$`)
    )
  })
})
