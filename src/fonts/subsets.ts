/**
 * Which characters of the site's typeface a site needs, and which of its subsets hold them: the
 * build ships only those subsets, each cut down to those characters
 * (src/fonts/site-font.ts). Pure, so that it is tested without a build.
 */

/**
 * Characters the template's own markup writes besides the owner's texts: printable ASCII
 * (labels such as "Open menu", numbers, dates, sizes) and the typography of its separators,
 * the footer's © and the quotes and dashes an owner's text may be written with.
 */
export const TEMPLATE_CHARACTERS =
  Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCodePoint(0x20 + index)).join("") + "\u00a0©·…–—‘’“”•×→←"

/** Every text in a parsed JSON value, at any depth. */
export function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value]
  if (Array.isArray(value)) return value.flatMap(textsOf)
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(textsOf)
  return []
}

/**
 * The distinct characters (code points) a page may draw for some texts, in code point order:
 * each text as written and composed (NFC: "e" + U+0301 is "é"), and in capitals, since some
 * labels are shown with text-transform: uppercase ("Téléphone" is drawn "TÉLÉPHONE").
 */
export function charactersOf(texts: readonly string[]): string[] {
  const points = new Set<number>()
  for (const text of texts) {
    const upper = text.toUpperCase()
    for (const form of [text, text.normalize("NFC"), upper, upper.normalize("NFC")]) for (const char of form) points.add(char.codePointAt(0)!)
  }
  return [...points].sort((a, b) => a - b).map((point) => String.fromCodePoint(point))
}

export type CodePointRange = readonly [number, number]

/** "U+0000-00FF,U+0131" as ranges of code points, as CSS's unicode-range writes them. */
export function parseUnicodeRange(range: string): CodePointRange[] {
  return range.split(",").map((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, "").split("-")
    return [parseInt(start, 16), parseInt(end, 16)] as const
  })
}

export const inRanges = (ranges: readonly CodePointRange[], char: string): boolean => {
  const point = char.codePointAt(0)!
  return ranges.some(([start, end]) => point >= start && point <= end)
}

export interface SubsetNeed<S extends string> {
  subset: S
  /** The characters of the site this subset holds. */
  characters: string[]
}

/**
 * For each subset (in the order given) the characters of the site whose code points are in
 * its range, each character in the first subset that covers it; subsets with none are left
 * out. Characters no subset covers (Chinese, emoji...) show in the fallback fonts.
 */
export function subsetsNeeded<S extends string>(characters: readonly string[], ranges: Readonly<Record<S, string>>): SubsetNeed<S>[] {
  const parsed = (Object.keys(ranges) as S[]).map((subset) => ({ subset, ranges: parseUnicodeRange(ranges[subset]) }))
  const taken = new Set<string>()
  return parsed.flatMap(({ subset, ranges: covered }) => {
    const mine = characters.filter((char) => !taken.has(char) && inRanges(covered, char))
    mine.forEach((char) => taken.add(char))
    return mine.length > 0 ? [{ subset, characters: mine }] : []
  })
}

/** Characters as a CSS unicode-range, runs of consecutive code points joined: "U+20-7E,U+A9". */
export function toUnicodeRange(characters: readonly string[]): string {
  const points = [...new Set(characters.map((char) => char.codePointAt(0)!))].sort((a, b) => a - b)
  const runs: [number, number][] = []
  for (const point of points) {
    const last = runs[runs.length - 1]
    if (last && point === last[1] + 1) last[1] = point
    else runs.push([point, point])
  }
  const hex = (point: number) => point.toString(16).toUpperCase()
  return runs.map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`)).join(",")
}
