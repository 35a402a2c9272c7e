/** @jest-environment node */
/** Which addresses only stand in for the owner's own (src/shared/placeholders.ts). */
import { checkAddress, findPlaceholders, isPlaceholderAddress, isSamplePhoneNumber, reservedName } from "../../../src/shared/placeholders"

describe("isPlaceholderAddress", () => {
  it.each([
    "hello@example.com",
    "HELLO@Example.COM",
    " hello@example.com ",
    "me@example.org",
    "me@example.net",
    "me@mail.example.com",
    "me@example.com.",
    "me@shop.example",
    "me@host.test",
    "me@nowhere.invalid",
    "Brian Kamau <hello@example.com>",
    "mailto:hello@example.com?subject=Hi",
  ])("is true for %p, on a name reserved for examples", (address) => {
    expect(isPlaceholderAddress(address)).toBe(true)
  })

  it.each([
    "hello@gmail.com",
    "brian@briankamau.dev",
    "me@example.co.ke",
    "me@notexample.com",
    "me@examples.com",
    "me@example.com.ke",
    "me@testing.dev",
    "example.com@gmail.com",
    "Brian <brian@briankamau.dev>",
    "example.com",
    "hello@",
    "@example.com",
    "",
  ])("is false for %p", (address) => {
    expect(isPlaceholderAddress(address)).toBe(false)
  })
})

describe("isSamplePhoneNumber", () => {
  it.each(["+254 712 345 678", "0712345678", "tel:+254712345678", "+1 (415) 555-0199", "+1 555 0142", "+254 700 000 000", "234-5678"])(
    "is true for the made-up %p",
    (number) => {
      expect(isSamplePhoneNumber(number)).toBe(true)
    }
  )

  it.each(["+254 722 604 311", "+1 (415) 555-2671", "+44 20 7946 1058", "2026-11-12", "12345", "Mon - Fri, 9AM - 5PM EAT", "Version 1.2.3"])(
    "is false for %p",
    (text) => {
      expect(isSamplePhoneNumber(text)).toBe(false)
    }
  )
})

describe("reservedName", () => {
  it.each([
    ["example.com", "example.com"],
    ["soko.example.com", "example.com"],
    ["A.B.EXAMPLE.NET.", "example.net"],
    ["example", ".example"],
    ["api.test", ".test"],
    ["x.invalid", ".invalid"],
    ["example.com.evil.io", undefined],
    ["contest", undefined],
    ["latest.dev", undefined],
    ["briankamau.dev", undefined],
  ])("%p is %p", (host, reserved) => {
    expect(reservedName(host)).toBe(reserved)
  })
})

describe("checkAddress", () => {
  it("finds web and mailto: addresses on reserved names", () => {
    expect(checkAddress("https://soko.example.com")).toEqual({ kind: "reserved-web", address: "https://soko.example.com", reserved: "example.com" })
    expect(checkAddress("http://localhost.test:8000/x")).toMatchObject({ kind: "reserved-web", reserved: ".test" })
    expect(checkAddress("mailto:hello@example.com")).toEqual({ kind: "reserved-email", address: "mailto:hello@example.com", reserved: "example.com" })
    expect(checkAddress("hello@example.org")).toMatchObject({ kind: "reserved-email", reserved: "example.org" })
  })

  it.each([
    "https://drive.google.com/file/d/placeholder-resume/view",
    "https://drive.google.com/file/d/PLACEHOLDER/view",
    "https://github.com/your-username",
    "https://github.com/yourname/portfolio",
    "https://www.linkedin.com/in/your_name",
    "https://cdn.host.dev/files/cv%2Dplaceholder.pdf",
  ])("finds a path that says it is a placeholder: %p", (address) => {
    expect(checkAddress(address)).toMatchObject({ kind: "placeholder-path", address })
  })

  it("does not take a query or a host for the path", () => {
    expect(checkAddress("https://placeholder.dev/")).toBeUndefined()
    expect(checkAddress("https://briankamau.dev/?utm=placeholder")).toBeUndefined()
  })

  it.each([
    ["https://twitter.com/", "Twitter"],
    ["https://twitter.com", "Twitter"],
    ["https://mobile.twitter.com/", "Twitter"],
    ["https://x.com", "X"],
    ["https://github.com", "GitHub"],
    ["https://www.github.com/", "GitHub"],
    ["https://www.linkedin.com/in/", "LinkedIn"],
    ["https://ke.linkedin.com/in", "LinkedIn"],
    ["https://www.linkedin.com/company/", "LinkedIn"],
    ["https://www.youtube.com/@", "YouTube"],
    ["https://stackoverflow.com/users/", "Stack Overflow"],
    ["https://bsky.app/profile/", "Bluesky"],
  ])("finds a profile link that names no one: %p", (address, site) => {
    expect(checkAddress(address)).toMatchObject({ kind: "profile-home", address, site })
  })

  it.each([
    "https://twitter.com/briankamau",
    "https://x.com/briankamau",
    "https://github.com/briankamau",
    "https://github.com/briankamau/soko-store",
    "https://www.linkedin.com/in/briankamau",
    "https://www.linkedin.com/company/savannah-fintech",
    "https://www.youtube.com/@briankamau",
    "https://stackoverflow.com/users/12345/brian",
    "https://www.facebook.com/profile.php?id=1000",
    // Not a profile site: its home page can be the owner's own.
    "https://briankamau.dev",
    "https://mastodon.social/@brian",
    "https://www.google.com/maps/place/Nairobi,+Kenya",
    "https://drive.google.com/file/d/1AbCdEf/view",
    "mailto:brian@briankamau.dev",
    "brian@briankamau.dev",
    "+254 722 604 311",
    "Nairobi, Kenya",
    "images/projects/soko-store.jpg",
  ])("accepts %p", (address) => {
    expect(checkAddress(address)).toBeUndefined()
  })
})

describe("findPlaceholders", () => {
  it("checks a field that is an address as a whole", () => {
    expect(findPlaceholders("https://twitter.com/")).toEqual([expect.objectContaining({ kind: "profile-home" })])
    expect(findPlaceholders("https://twitter.com/briankamau")).toEqual([])
  })

  it("finds every address written in a text, without the punctuation after it", () => {
    expect(
      findPlaceholders("Try the demo at https://soko.example.com. Questions: hello@example.org, or https://briankamau.dev.")
    ).toEqual([
      { kind: "reserved-web", address: "https://soko.example.com", reserved: "example.com" },
      { kind: "reserved-email", address: "hello@example.org", reserved: "example.org" },
    ])
  })

  it("leaves a text that mentions no address alone, even one naming example.com as a word", () => {
    expect(findPlaceholders("I build fast web, mobile and backend products.")).toEqual([])
    expect(findPlaceholders("Examples are at example.com")).toEqual([])
  })
})
