/**
 * A file size for visitors, in the page's language. Free of Node modules, so page components
 * can use it.
 *
 * Decimal units (1 kB = 1000 bytes, 1 MB = 1,000,000 bytes): what Android itself shows for
 * files and apps since Android 8.0 (android.text.format.Formatter.formatFileSize), so the size
 * on the page matches the one the visitor's phone shows for the download. The number is always
 * the language's (Intl: "12,9" in French); the unit is the language's own words by default
 * ("12.9 MB", "12,9 Mo", but "MB 12.9" and "kilobaiti 24.1" in Kiswahili), or the symbols
 * KB, MB and GB after the number where the owner chose them for the language (data/site.json
 * "sizes": "symbols", as Kenyan tech writing has them and as the owner writes "9 MB").
 */
const UNITS = ["kilobyte", "megabyte", "gigabyte"] as const
const SYMBOLS = { kilobyte: "KB", megabyte: "MB", gigabyte: "GB" } as const

/** How a language writes a size: its tag, and the owner's choice for it. */
export interface SizeWriting {
  language: string
  /** "language" (the platform's words, the default) or "symbols" (KB, MB, GB); the data layer gives the schema's enum as text. */
  sizes?: "language" | "symbols" | (string & {}) | null
}

/** 12_900_000 → "12.9 MB", 3_400 → "3.4 kB", 512 → "512 B" (in English). */
export function formatSize(bytes: number, { language, sizes }: SizeWriting = { language: "en" }): string {
  if (bytes < 1000) return `${new Intl.NumberFormat(language).format(bytes)} B`
  let value = bytes
  let unit = -1
  // 999_950 rounds to "1000.0 kB" at one decimal: move up a unit instead.
  while (unit < UNITS.length - 1 && value >= 999.95) {
    value /= 1000
    unit += 1
  }
  const digits = { minimumFractionDigits: 1, maximumFractionDigits: 1 }
  if (sizes === "symbols") return `${new Intl.NumberFormat(language, digits).format(value)} ${SYMBOLS[UNITS[unit]]}`
  return new Intl.NumberFormat(language, { style: "unit", unit: UNITS[unit], ...digits }).format(value)
}
