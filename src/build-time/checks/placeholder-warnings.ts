/**
 * The sample content's stand-ins still in data/: addresses on
 * names reserved for examples, links whose address says "placeholder", profile links that
 * stop at a site's home page, and made-up phone numbers. Every text field of every file is looked at, whatever its name,
 * so a field added later is covered too; each warning names the file, the entry and the field.
 * Warnings, not errors: the sample site must still build.
 */
import { findPlaceholders, type PlaceholderFinding, type ReservedName } from "../../shared/placeholders"
import type { DataFileName } from "../../content/data-files"
import { describeLocation } from "../../content/content-locations"

/**
 * Fields whose text is an example by design: a form field's "placeholder" is the hint shown in
 * an empty input ("jane@company.com"), where an address on example.com is the right thing.
 */
const EXAMPLE_FIELDS = new Set(["placeholder", "$schema"])

type Path = (string | number)[]

/** Every text in a parsed JSON file, with its path. */
function* texts(value: unknown, path: Path = []): Generator<{ path: Path; text: string }> {
  if (typeof value === "string") yield { path, text: value }
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* texts(item, [...path, index])
  else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!EXAMPLE_FIELDS.has(key)) yield* texts(item, [...path, key])
    }
  }
}

/** Why nothing answers at a reserved name. */
function reservedReason(reserved: ReservedName): string {
  if (!reserved.startsWith(".")) return `${reserved} is a name reserved for examples (RFC 2606)`
  const purpose = reserved === ".test" ? "testing" : reserved === ".invalid" ? "names that must not work" : "examples"
  return `names ending in ${reserved} are reserved for ${purpose} (RFC 2606)`
}

/** The optional link fields, and what a visitor sees when one is left out. */
const OPTIONAL_LINKS: Record<string, string> = {
  liveUrl: "the card then has no Live Demo button",
  githubUrl: "the card then has no Code button",
}
const leaveOut = (field: string | number | undefined) =>
  typeof field === "string" && OPTIONAL_LINKS[field] ? `, or leave the field out if there is none (${OPTIONAL_LINKS[field]})` : ""

function explain(finding: PlaceholderFinding, inText: boolean, field: string | number | undefined): string {
  const quoted = JSON.stringify(finding.address)
  switch (finding.kind) {
    case "reserved-email": {
      const fix = inText
        ? "Write your own e-mail address in its place."
        : /^mailto:/i.test(finding.address)
          ? "Put mailto: followed by your own e-mail address."
          : "Put your own e-mail address here."
      return (
        `${quoted} is a sample address, not yours: ${reservedReason(finding.reserved)} and no one receives mail there, ` +
        `so a visitor who writes to it reaches no one. ${fix}`
      )
    }
    case "reserved-web":
      return (
        `${quoted} is a sample address, not yours: ${reservedReason(finding.reserved)}, so a visitor who opens it gets an error ` +
        `or an "Example Domain" page, never your work. ${inText ? "Write your real address in its place." : `Put your real address here${leaveOut(field)}.`}`
      )
    case "placeholder-path": {
      const drive = /(^|\.)(drive|docs)\.google\.com$/i.test(finding.host)
        ? ` For a file in Google Drive: Share, "Anyone with the link", Copy link.`
        : ""
      return (
        `${quoted} is a placeholder (its address says so), not a real link, so a visitor who opens it gets ` +
        `a "not found" page instead of what the link promises. Put the real address here.${drive}`
      )
    }
    case "sample-phone":
      return (
        `${quoted} looks like a made-up number (its digits count up in a row, or repeat), as the sample's is, so a visitor who calls it ` +
        `reaches a stranger or no one. Put your own phone number here, with its country code (if this one really is yours, leave it: the warning is only a question).`
      )
    case "profile-home":
      return (
        `${quoted} names no profile: it is only ${finding.site}'s home page, with no one's name in the address, so a visitor ` +
        `who clicks it lands on ${finding.site}'s front page instead of yours. ` +
        `Put the address of your own profile, like ${finding.example}, or remove the link.`
      )
  }
}

/**
 * One warning per placeholder in the given files (those that passed their schema), in the
 * files' order and each file's own order.
 */
export function placeholderWarnings(files: Partial<Record<DataFileName, unknown>>): string[] {
  const warnings: string[] = []
  for (const [name, data] of Object.entries(files)) {
    if (data === undefined) continue
    for (const { path, text } of texts(data)) {
      const findings = findPlaceholders(text)
      const inText = findings.length > 0 && findings[0].address !== text.trim()
      for (const finding of findings) {
        const where = [`data/${name}.json`, ...describeLocation(data, path)].join(", ")
        warnings.push(`${where}: ${explain(finding, inText, path.at(-1))}`)
      }
    }
  }
  return warnings
}
