/**
 * What the share images and the site icon cannot draw of the owner's texts: the pages show
 * every character, the pictures only those their fonts have (src/fonts/image-fonts.ts).
 */
import { quoteCharacters, undrawableWith } from "../../fonts/coverage"
import { SHARE_IMAGE_FONTS } from "../../fonts/image-fonts"
import { initials, wantedInitials } from "../../fonts/initials"

/** The characters of `text` no available font has, each once, in order of appearance. */
const undrawableCharacters = (text: string): string[] => undrawableWith(SHARE_IMAGE_FONTS, text)

/** The texts of data/site.json drawn into the share image (and, for the name, the icon). */
export type BrandTextField = "name" | "jobTitle" | "tagline" | "location"

/**
 * One warning per field of data/site.json with characters the images cannot draw, and one
 * when the icon has to show other initials than the name's.
 */
export function shareImageWarnings(site: Record<BrandTextField, string>): string[] {
  const warnings: string[] = []
  for (const field of ["name", "jobTitle", "tagline", "location"] as const) {
    const missing = undrawableCharacters(site[field])
    if (missing.length === 0) continue
    warnings.push(
      `data/site.json, field "${field}": the share image (og-image.png)${field === "name" ? " and the site icon" : ""} cannot draw ` +
        `${quoteCharacters(missing)}: the fonts the build has cover ${SHARE_IMAGE_FONTS.scripts} only, so ` +
        `${missing.length === 1 ? "it is" : "they are"} left out of the picture (the pages themselves show ${missing.length === 1 ? "it" : "them"} normally).`
    )
  }
  const wanted = wantedInitials(site.name)
  const shown = initials(site.name)
  if (shown !== wanted) {
    warnings.push(
      `data/site.json, field "name": the site icon (favicon and app icon) cannot draw the initials "${wanted}", so it shows "${shown}" instead.`
    )
  }
  return warnings
}

/**
 * One warning per project whose title has characters its page's share image cannot draw;
 * `where` names the entry ("data/projects.json, entry 2 (id 2, title …)").
 */
export function projectTitleWarnings(projects: readonly { where: string; title: string }[]): string[] {
  return projects.flatMap(({ where, title }) => {
    const missing = undrawableCharacters(title)
    if (missing.length === 0) return []
    return [
      `${where}, field "title": the project page's share image cannot draw ${quoteCharacters(missing)}: ` +
        `the fonts the build has cover ${SHARE_IMAGE_FONTS.scripts} only, so ${missing.length === 1 ? "it is" : "they are"} left out of the picture ` +
        `(the pages themselves show ${missing.length === 1 ? "it" : "them"} normally).`,
    ]
  })
}
