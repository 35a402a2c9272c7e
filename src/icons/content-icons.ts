/**
 * The icons a site's content names, each once: what its sprite file holds beside the template's
 * own (the social links' and the navigation's, drawn at once), and what its logos file holds
 * (the skills', drawn when their section is reached: see src/icons/icon-sprite.tsx).
 * The fields are those its schemas mark "icon" (a unit test holds the two together).
 */
import { iconDrawing, type IconDrawing } from "./catalogue"
import type { Content } from "../content/content"
import { sectionsOf } from "../shared/sections"

type IconContent = Pick<Content, "site" | "skills" | "navigation">

/** The drawings of the entries' icons, each once (two names of one icon are one drawing), by name. */
const drawingsOf = (entries: readonly { icon: string }[]): IconDrawing[] =>
  [...new Map(entries.map((entry) => iconDrawing(entry.icon)).map((drawing) => [drawing.name, drawing])).values()].sort((a, b) => a.name.localeCompare(b.name))

export interface ContentIcons {
  /** For the sprite file: the social links' and the navigation's. */
  sprite: IconDrawing[]
  /** For the logos file: the skills'. */
  logos: IconDrawing[]
}

export const contentIconDrawings = ({ site, skills, navigation }: IconContent): ContentIcons => ({
  sprite: drawingsOf([...site.socialLinks, ...navigation]),
  // A site that leaves its skills out shows no logo: it has no logos file.
  logos: sectionsOf(site).includes("skills") ? drawingsOf(skills) : [],
})
