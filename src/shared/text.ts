/**
 * Fills the {placeholders} of a text from data/site.json:
 * fillIn("Download {name}", { name: "PesaTrack" }) is "Download PesaTrack".
 * A placeholder without a value stays as written, so a typo shows on the page instead of vanishing.
 */
export function fillIn(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? values[key] : placeholder
  )
}

/** "1 warning", "2 warnings": a count with its noun, in English. */
export const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? "" : "s"}`

/** A phone number as a link's address: "+254 722 604 311" is "tel:+254722604311". */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, "")}`

/**
 * An address as a printed page shows it, short and still typeable:
 * "https://www.linkedin.com/in/jane/" is "linkedin.com/in/jane", "mailto:jane@example.com" is "jane@example.com".
 */
export function displayUrl(url: string): string {
  return url
    .replace(/^(mailto|tel):/i, "")
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/$/, "")
}
