/**
 * The visitor's theme choice: light, dark, or the system's setting (the default, which CSS
 * follows with prefers-color-scheme and needs no script). A choice other than "system" is
 * remembered in localStorage; each page's head script (themeChoiceScript, in <head>)
 * writes it on <html> before the body is parsed, so every page after the choice is painted in
 * it from its first paint, and the switch (theme-switch.island.ts) shows and changes it.
 */

export const THEME_CHOICES = ["light", "dark", "system"] as const
export type ThemeChoice = (typeof THEME_CHOICES)[number]

/** The localStorage key the switch reads. */
export const THEME_STORAGE_KEY = "theme"
/**
 * The service worker that earlier versions of the site kept a choice with, and its cache: a
 * visitor's browser may still hold them, and the switch takes them away
 * (theme-switch.island.ts retireThemeWorker).
 */
export const RETIRED_THEME_WORKER = { url: "/theme-worker.js", cache: "theme-choice" } as const
/** The attribute on <html> that overrides the system's setting. */
export const THEME_ATTRIBUTE = "data-theme"

/** Anything stored that is not a known choice (nothing, an old value, junk) means "system". */
export function parseThemeChoice(value: unknown): ThemeChoice {
  return THEME_CHOICES.includes(value as ThemeChoice) ? (value as ThemeChoice) : "system"
}

/** The value of data-theme for a choice; "system" has none. */
export function themeAttributeFor(choice: ThemeChoice): "light" | "dark" | undefined {
  return choice === "system" ? undefined : choice
}

/**
 * The text of the pages' head script (src/headers/head-script.ts): the stored choice on
 * <html>, read before the body is parsed. Storage turned off, or nothing stored, leaves the
 * system's setting. Short and plain (ES5), for it is in every page and runs before anything else.
 */
export function themeChoiceScript(): string {
  const explicit = THEME_CHOICES.filter((choice) => themeAttributeFor(choice) !== undefined)
  const test = explicit.map((choice) => `c=="${choice}"`).join("||")
  // localStorage.theme is getItem("theme"), and dataset.theme is data-theme, in fewer bytes.
  const datasetKey = THEME_ATTRIBUTE.replace(/^data-/, "")
  return `try{var c=localStorage.${THEME_STORAGE_KEY};if(${test})document.documentElement.dataset.${datasetKey}=c}catch(e){}`
}
