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

/** A text's forms by the plural category Intl.PluralRules names ("other" always given). */
export type PluralForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string | null>>> & { readonly other: string }

/**
 * A count in a language's words: the form that language's plural rules pick for it, with its
 * {count} written as the language writes numbers. countText({ one: "{count} project", other:
 * "{count} projects" }, 1200, "en") is "1,200 projects".
 */
export function countText(forms: PluralForms, count: number, language: string): string {
  // An element outside any lang="…" gives "": the browser's own language then.
  const locale = language || undefined
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other
  return fillIn(form, { count: new Intl.NumberFormat(locale).format(count) })
}

/** "1 warning", "2 warnings": a count with its noun, in English, for the owner's tools (npm run check, the build's log). */
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
