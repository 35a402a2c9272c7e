/**
 * The icons a site's content names, each once: what its sprite file holds beside the
 * template's own (src/build-time/publish/icons-file.ts). The fields are those its schemas mark
 * "icon" (a unit test holds the two together).
 */
import { iconDrawing, type IconDrawing } from "./icons"
import type { Content } from "./read-content"

export function contentIconNames({ site, skills, navigation }: Pick<Content, "site" | "skills" | "navigation">): string[] {
  return [...new Set([...site.socialLinks, ...skills, ...navigation].map((entry) => entry.icon))].sort()
}

export const contentIconDrawings = (content: Pick<Content, "site" | "skills" | "navigation">): IconDrawing[] => contentIconNames(content).map(iconDrawing)
