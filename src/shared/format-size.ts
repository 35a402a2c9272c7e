/**
 * A file size for visitors, in the page's language. Free of Node modules, so page components
 * can use it.
 *
 * Decimal units (1 kB = 1000 bytes, 1 MB = 1,000,000 bytes): what Android itself shows for
 * files and apps since Android 8.0 (android.text.format.Formatter.formatFileSize), so the size
 * on the page matches the one the visitor's phone shows for the download. Intl writes the
 * number and the unit as the language does ("12.9 MB", "MB 12.9" in Kiswahili, "12,9 Mo").
 */
const UNITS = ["kilobyte", "megabyte", "gigabyte"] as const

/** 12_900_000 → "12.9 MB", 3_400 → "3.4 kB", 512 → "512 B" (in English). */
export function formatSize(bytes: number, language = "en"): string {
  if (bytes < 1000) return `${new Intl.NumberFormat(language).format(bytes)} B`
  let value = bytes
  let unit = -1
  // 999_950 rounds to "1000.0 kB" at one decimal: move up a unit instead.
  while (unit < UNITS.length - 1 && value >= 999.95) {
    value /= 1000
    unit += 1
  }
  return new Intl.NumberFormat(language, { style: "unit", unit: UNITS[unit], minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)
}
