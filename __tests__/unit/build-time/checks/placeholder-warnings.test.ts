/** @jest-environment node */
/**
 * The sample content's stand-ins: every text field of every data
 * file is looked at, and each placeholder is a warning naming file, entry and field.
 */
import { placeholderWarnings } from "../../../../src/build-time/checks/placeholder-warnings"
import { DATA_FILES } from "../../../../src/content/data-files"
import { useOwnAddresses } from "../../../support/launch-ready"
import { readFixtureData } from "../../../../tools/fixture-sites"

const sampleFiles = () => Object.fromEntries(DATA_FILES.map((name) => [name, readFixtureData(name)]))

function ownersFiles() {
  const files = sampleFiles()
  useOwnAddresses(files.site, files.projects)
  return files
}

const demoWarning = (entry: string, address: string) =>
  `data/projects.json, ${entry}, field "liveUrl": "${address}" is a sample address, not yours: example.com is a name reserved for examples (RFC 2606), ` +
  `so a visitor who opens it gets an error or an "Example Domain" page, never your work. ` +
  `Put your real address here, or leave the field out if there is none (the card then has no Live Demo button).`

it("lists every placeholder of the sample content, in file order", () => {
  expect(placeholderWarnings(sampleFiles())).toEqual([
    'data/site.json, field "phone": "+254 712 345 678" looks like a made-up number (its digits count up in a row, or repeat), as the sample\'s is, so a visitor who calls it reaches a stranger or no one. Put your own phone number here, with its country code (if this one really is yours, leave it: the warning is only a question).',
    'data/site.json, field "email": "hello@example.com" is a sample address, not yours: example.com is a name reserved for examples (RFC 2606) and no one receives mail there, so a visitor who writes to it reaches no one. Put your own e-mail address here.',
    'data/site.json, field "socialLinks" entry 3 (label "Twitter"), field "href": "https://twitter.com/" names no profile: it is only Twitter\'s home page, with no one\'s name in the address, so a visitor who clicks it lands on Twitter\'s front page instead of yours. Put the address of your own profile, like https://twitter.com/your-handle, or remove the link.',
    'data/site.json, field "socialLinks" entry 4 (label "Email"), field "href": "mailto:hello@example.com" is a sample address, not yours: example.com is a name reserved for examples (RFC 2606) and no one receives mail there, so a visitor who writes to it reaches no one. Put mailto: followed by your own e-mail address.',
    demoWarning('entry 2 (id 2, title "ContentPilot AI")', "https://contentpilot.example.com"),
    demoWarning('entry 3 (id 3, title "Soko Online Store")', "https://soko.example.com"),
    demoWarning('entry 4 (id 4, title "PesaTrack")', "https://pesatrack.example.com"),
    demoWarning('entry 5 (id 5, title "Trail Blazers Kenya")', "https://trails.example.com"),
    demoWarning('entry 6 (id 6, title "ReviewLink")', "https://reviewlink.example.com"),
    demoWarning('entry 7 (id 7, title "Shule School Management System")', "https://shule.example.com"),
    demoWarning('entry 8 (id 8, title "FundiConnect")', "https://fundiconnect.example.com"),
    demoWarning('entry 10 (id 10, title "Bancassurance Integration")', "https://bancassurance.example.com"),
  ])
})

it("has nothing to say once the owner's own addresses are in", () => {
  expect(placeholderWarnings(ownersFiles())).toEqual([])
})

it("finds a placeholder in a field added later, at any depth, naming its path", () => {
  const files = ownersFiles()
  files.site.footer.blog = { href: "https://blog.example.org/", label: "Blog" }
  files.experience[1].companyUrl = "https://jubilee.test"
  files.projects[0].links = [{ label: "Docs", href: "https://docs.host.dev/placeholder" }]
  const warnings = placeholderWarnings(files)
  expect(warnings.map((warning) => warning.split(": ")[0])).toEqual([
    'data/site.json, field "footer.blog.href"',
    'data/projects.json, entry 1 (id 1, title "Stackforge CLI"), field "links" entry 1 (label "Docs"), field "href"',
    'data/experience.json, entry 2 (id "jubilee-digital-insurance", title "Software Engineer"), field "companyUrl"',
  ])
  expect(warnings[0]).toContain("example.org is a name reserved for examples (RFC 2606)")
  expect(warnings[2]).toContain("names ending in .test are reserved for testing (RFC 2606)")
})

it("finds an address written inside a text, and says to replace it there", () => {
  const files = ownersFiles()
  files.site.about.paragraphs[1] += " Write to me at hello@example.net."
  expect(placeholderWarnings({ site: files.site })).toEqual([
    'data/site.json, field "about.paragraphs" entry 2: "hello@example.net" is a sample address, not yours: example.net is a name reserved for examples (RFC 2606) and no one receives mail there, so a visitor who writes to it reaches no one. Write your own e-mail address in its place.',
  ])
})

it("leaves a form field's placeholder text alone: an example address is what belongs there", () => {
  const files = ownersFiles()
  files.site.contact.form.fields.email.placeholder = "jane@example.com"
  expect(placeholderWarnings(files)).toEqual([])
})

it("words a LinkedIn link with no name after /in/, and a githubUrl on example.com", () => {
  const files = ownersFiles()
  files.site.socialLinks[1].href = "https://www.linkedin.com/in/"
  files.projects[2].githubUrl = "https://git.example.com/soko"
  expect(placeholderWarnings(files)).toEqual([
    'data/site.json, field "socialLinks" entry 2 (label "LinkedIn"), field "href": "https://www.linkedin.com/in/" names no profile: it is only LinkedIn\'s home page, with no one\'s name in the address, so a visitor who clicks it lands on LinkedIn\'s front page instead of yours. Put the address of your own profile, like https://www.linkedin.com/in/your-name, or remove the link.',
    expect.stringMatching(
      /^data\/projects\.json, entry 3 \(id 3, title "Soko Online Store"\), field "githubUrl": "https:\/\/git\.example\.com\/soko" is a sample address, .* or leave the field out if there is none \(the card then has no Code button\)\.$/
    ),
  ])
})

it("looks only at the files it is given (those that passed their schema)", () => {
  expect(placeholderWarnings({ projects: readFixtureData("projects") })).toHaveLength(8)
  expect(placeholderWarnings({})).toEqual([])
})
