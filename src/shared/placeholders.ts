/**
 * Addresses that only stand in for the owner's own: the sample content ships with them
 * (hello@example.com, demos on *.example.com, drive links to placeholder-resume, a bare
 * https://twitter.com/), and a site launched with them sends visitors nowhere. Pure logic:
 * the content check (src/build-time/checks/placeholder-warnings.ts) words the warnings, a
 * production build can use isPlaceholderAddress to refuse a sample recipient, and the pages
 * mark as the owner's profiles (rel="me") only the links that are none (./metadata.ts).
 */

/** Domains RFC 2606 reserves for examples, with every name under them. */
const RESERVED_DOMAINS = ["example.com", "example.org", "example.net"] as const
/** Top-level names RFC 2606 reserves: none of them exists on the internet. */
const RESERVED_TLDS = ["example", "test", "invalid"] as const

export type ReservedName = (typeof RESERVED_DOMAINS)[number] | `.${(typeof RESERVED_TLDS)[number]}`

/** "Soko.Example.COM." → "soko.example.com": host names compare without case or the root's dot. */
const normalizeHost = (host: string) => host.trim().toLowerCase().replace(/\.$/, "")

/** The reserved name a host is, or lies under ("soko.example.com" → "example.com", "api.test" → ".test"). */
export function reservedName(host: string): ReservedName | undefined {
  const name = normalizeHost(host)
  const domain = RESERVED_DOMAINS.find((reserved) => name === reserved || name.endsWith(`.${reserved}`))
  if (domain) return domain
  const tld = RESERVED_TLDS.find((reserved) => name === reserved || name.endsWith(`.${reserved}`))
  return tld ? `.${tld}` : undefined
}

/** The domain of an e-mail address: after the last @, before any ?subject=. */
function emailDomain(address: string): string | undefined {
  // "Brian <hello@example.com>", as mail libraries write a recipient with a name.
  const inner = /<([^<>]*)>\s*$/.exec(address)?.[1] ?? address
  const at = inner.lastIndexOf("@")
  if (at <= 0) return undefined
  const domain = inner.slice(at + 1).split("?")[0].trim()
  return domain === "" ? undefined : domain
}

/**
 * Whether an e-mail address is on a name reserved for examples (example.com, example.org,
 * example.net and the names under them; .example, .test, .invalid), where no one receives
 * mail: `hello@example.com`, `Brian <me@mail.example.org>`, `mailto:x@host.test` are;
 * `hello@gmail.com`, `me@example.co.ke`, `me@notexample.com` and text that is no address are not.
 */
export function isPlaceholderAddress(email: string): boolean {
  const domain = emailDomain(email.trim())
  return domain !== undefined && reservedName(domain) !== undefined
}

/**
 * Sites whose home page is no one's profile, by host without "www.", with the folders that
 * come before a profile's name (linkedin.com/in/…) and the example a message suggests.
 */
const PROFILE_SITES: Record<string, { name: string; folders: string[]; example: string }> = {
  "github.com": { name: "GitHub", folders: [], example: "https://github.com/your-username" },
  "gitlab.com": { name: "GitLab", folders: [], example: "https://gitlab.com/your-username" },
  "bitbucket.org": { name: "Bitbucket", folders: [], example: "https://bitbucket.org/your-username" },
  "linkedin.com": { name: "LinkedIn", folders: ["in", "company", "school", "pub"], example: "https://www.linkedin.com/in/your-name" },
  "twitter.com": { name: "Twitter", folders: [], example: "https://twitter.com/your-handle" },
  "x.com": { name: "X", folders: [], example: "https://x.com/your-handle" },
  "facebook.com": { name: "Facebook", folders: ["people", "pg"], example: "https://www.facebook.com/your-name" },
  "instagram.com": { name: "Instagram", folders: [], example: "https://www.instagram.com/your-handle" },
  "threads.net": { name: "Threads", folders: [], example: "https://www.threads.net/@your-handle" },
  "bsky.app": { name: "Bluesky", folders: ["profile"], example: "https://bsky.app/profile/your-handle" },
  "youtube.com": { name: "YouTube", folders: ["channel", "c", "user"], example: "https://www.youtube.com/@your-handle" },
  "tiktok.com": { name: "TikTok", folders: [], example: "https://www.tiktok.com/@your-handle" },
  "medium.com": { name: "Medium", folders: [], example: "https://medium.com/@your-handle" },
  "dev.to": { name: "DEV", folders: [], example: "https://dev.to/your-username" },
  "stackoverflow.com": { name: "Stack Overflow", folders: ["users"], example: "https://stackoverflow.com/users/your-id" },
  "dribbble.com": { name: "Dribbble", folders: [], example: "https://dribbble.com/your-username" },
  "behance.net": { name: "Behance", folders: [], example: "https://www.behance.net/your-username" },
}

/** "www.linkedin.com", "mobile.twitter.com", "ke.linkedin.com" → their site, when it is one of PROFILE_SITES. */
function profileSite(host: string): (typeof PROFILE_SITES)[string] | undefined {
  const labels = normalizeHost(host).split(".")
  for (let start = 0; start < labels.length - 1; start += 1) {
    const site = PROFILE_SITES[labels.slice(start).join(".")]
    if (site) return site
  }
  return undefined
}

/**
 * A path segment that only an unfinished copy of a sample has: "placeholder-resume", and the
 * words templates ask to be replaced ("your-username", "yourname", "your_handle").
 */
const PLACEHOLDER_SEGMENT = /placeholder|^your[-_]?(user[-_]?name|name|handle|id|profile)$/i

export type PlaceholderFinding =
  /** An e-mail address (alone, or after mailto:) on a reserved name. */
  | { kind: "reserved-email"; address: string; reserved: ReservedName }
  /** A web address on a reserved name. */
  | { kind: "reserved-web"; address: string; reserved: ReservedName }
  /** A web address whose path says it is a placeholder (…/file/d/placeholder-resume/view). */
  | { kind: "placeholder-path"; address: string; host: string }
  /** A profile site's home page, or a folder with no one's name after it (linkedin.com/in/). */
  | { kind: "profile-home"; address: string; site: string; example: string }
  /** A phone number made up of a run like 12345678, one digit over and over, or North America's 555-01xx. */
  | { kind: "sample-phone"; address: string }

/** A text that is a phone number and nothing else: "+254 712 345 678", "+1 (415) 555-0199", "tel:+254712345678". */
const PHONE = /^(tel:)?\+?[\d\s().-]+$/i

/**
 * Whether a phone number is one made up for a sample: six or more digits counting up in a row
 * (+254 712 345 678), seven or more of one digit, or North America's 555-0100 to 555-0199,
 * reserved for fiction. Such a number may well be a stranger's.
 */
export function isSamplePhoneNumber(text: string): boolean {
  // 2026-11-12 is a date, not a number to call.
  if (!PHONE.test(text.trim()) || /^\d{4}-\d{2}-\d{2}$/.test(text.trim())) return false
  const digits = text.replace(/\D/g, "")
  if (digits.length < 7) return false
  let run = 1
  for (let index = 1; index < digits.length; index += 1) {
    run = Number(digits[index]) === Number(digits[index - 1]) + 1 ? run + 1 : 1
    if (run >= 6) return true
  }
  return /(\d)\1{6}/.test(digits) || /55501\d\d$/.test(digits)
}

/** "your%2Dname" → "your-name"; a malformed escape is compared as written. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** What is wrong with one address (a web address, mailto:, an e-mail address or a phone number), if anything. */
export function checkAddress(address: string): PlaceholderFinding | undefined {
  const value = address.trim()
  if (isSamplePhoneNumber(value)) return { kind: "sample-phone", address: value }
  if (/^mailto:/i.test(value) || (!/^[a-z][a-z0-9+.-]*:/i.test(value) && /^[^\s@/]+@[^\s@/]+$/.test(value))) {
    const domain = emailDomain(value.replace(/^mailto:/i, ""))
    const reserved = domain === undefined ? undefined : reservedName(domain)
    return reserved ? { kind: "reserved-email", address: value, reserved } : undefined
  }
  if (!/^https?:\/\//i.test(value)) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  const reserved = reservedName(url.hostname)
  if (reserved) return { kind: "reserved-web", address: value, reserved }
  const segments = url.pathname.split("/").filter((segment) => segment !== "")
  if (segments.some((segment) => PLACEHOLDER_SEGMENT.test(decoded(segment)))) {
    return { kind: "placeholder-path", address: value, host: url.hostname }
  }
  const site = profileSite(url.hostname)
  // "@" alone (youtube.com/@) names no one either.
  if (site && segments.every((segment) => site.folders.includes(segment.toLowerCase()) || segment === "@")) {
    return { kind: "profile-home", address: value, site: site.name, example: site.example }
  }
  return undefined
}

/** Web and e-mail addresses written inside a text ("the demo at https://soko.example.com, or mail me@example.com"). */
const ADDRESS_IN_TEXT = /\bhttps?:\/\/[^\s"'<>()]+[^\s"'<>().,;:!?]|\bmailto:[^\s"'<>()]+[^\s"'<>().,;:!?]|[\w.+-]+@[\w-]+(\.[\w-]+)+/gi

/**
 * Every placeholder in one text field: the field itself when it is an address, otherwise each
 * address written in it.
 */
export function findPlaceholders(text: string): PlaceholderFinding[] {
  const whole = checkAddress(text)
  if (whole) return [whole]
  if (/^\s*(https?:|mailto:)/i.test(text) || /^[^\s@/]+@[^\s@/]+$/.test(text.trim())) return []
  return [...text.matchAll(ADDRESS_IN_TEXT)].flatMap(([address]) => {
    const finding = checkAddress(address)
    return finding ? [finding] : []
  })
}
